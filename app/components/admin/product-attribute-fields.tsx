import { useState } from "react";
import { Field } from "~/components/forms/field";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import {
  armours,
  conductorMaterials,
  fireBehaviours,
  insulations,
  ratedVoltages,
  sheaths,
  standards as standardCodes,
  type Standard,
} from "~/lib/catalogue/cable-attributes";
import { useAdminMessages } from "~/locales/admin";
import { attributes } from "~/locales/en/attributes";
import { productFields } from "~/lib/forms/admin/products";

/** The typed attributes the dialog edits (a new product starts from the schema's defaults). */
export interface AttributeValues {
  ratedVoltage: string | null;
  conductorMaterial: string;
  insulation: string;
  sheath: string;
  armour: string;
  maxConductorTempC: number | null;
  fireBehaviour: string | null;
  typeDesignation: string | null;
  standards: string[];
}

export const newProductAttributes: AttributeValues = {
  ratedVoltage: "0.6/1kV",
  conductorMaterial: "copper",
  insulation: "pvc",
  sheath: "pvc",
  armour: "none",
  maxConductorTempC: 70,
  fireBehaviour: null,
  typeDesignation: null,
  standards: [],
};

/** The typed attributes: lists of the codes (labelled in words), the temperature, the standards. */
export function ProductAttributeFields({
  values,
  errors,
}: {
  values: AttributeValues;
  errors: Partial<Record<string, string>>;
}) {
  const p = useAdminMessages().products;
  const a = p.attributes;
  // The admin is English only (decision 043).
  const t = attributes;
  const [chosen, setChosen] = useState<string[]>(values.standards);
  const options = <T extends string>(
    codes: readonly T[],
    labels: Record<T, string>,
  ) => codes.map((code) => ({ value: code, label: labels[code] }));
  const select = (
    id: string,
    name: string,
    label: string,
    defaultValue: string,
    choices: { value: string; label: string }[],
    empty?: string,
  ) => (
    <Field id={id} label={label} error={errors[name]}>
      {(control) => (
        <NativeSelect
          {...control}
          name={name}
          defaultValue={defaultValue}
          options={choices}
          empty={empty}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-base font-semibold">{p.attributesHeading}</legend>
      <p className="-mt-2 text-sm text-muted-foreground">{p.attributesHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          "attr-voltage",
          "ratedVoltage",
          a.ratedVoltage,
          values.ratedVoltage ?? "",
          options(ratedVoltages, t.voltage.values),
          a.noVoltage,
        )}
        {select(
          "attr-material",
          "conductorMaterial",
          a.conductorMaterial,
          values.conductorMaterial,
          options(conductorMaterials, t.material.values),
        )}
        {select(
          "attr-insulation",
          "insulationCode",
          a.insulation,
          values.insulation,
          options(insulations, t.insulation.values),
        )}
        {select(
          "attr-sheath",
          "sheathCode",
          a.sheath,
          values.sheath,
          options(sheaths, t.sheath.values),
        )}
        {select(
          "attr-armour",
          "armour",
          a.armour,
          values.armour,
          options(armours, t.armour.values),
        )}
        {select(
          "attr-fire",
          "fireBehaviour",
          a.fireBehaviour,
          values.fireBehaviour ?? "",
          options(fireBehaviours, t.fireBehaviour.values),
          a.noFireBehaviour,
        )}
        <Field
          id="attr-temperature"
          label={a.maxConductorTempC}
          error={errors.maxConductorTempC}
        >
          {(control) => (
            <Input
              {...control}
              name="maxConductorTempC"
              inputMode="numeric"
              defaultValue={values.maxConductorTempC ?? ""}
            />
          )}
        </Field>
        <Field
          id="attr-designation"
          label={a.typeDesignation}
          error={errors.typeDesignation}
        >
          {(control) => (
            <Input
              {...control}
              name="typeDesignation"
              maxLength={productFields.typeDesignation.maxLength}
              defaultValue={values.typeDesignation ?? ""}
            />
          )}
        </Field>
      </div>
      <input type="hidden" name="standards" value={JSON.stringify(chosen)} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{a.standards}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {standardCodes.map((code: Standard) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={chosen.includes(code)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((current) =>
                    on
                      ? standardCodes.filter(
                          (c) => c === code || current.includes(c),
                        )
                      : current.filter((c) => c !== code),
                  );
                }}
              />
              {code}
            </label>
          ))}
        </div>
        {errors.standards ? (
          <p className="mt-1 text-sm text-destructive">{errors.standards}</p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
