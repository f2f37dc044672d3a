import { useEffect, useRef } from "react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Form, useNavigate } from "react-router";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import {
  SIZING_NUMBER_MAX_LENGTH,
  type SizingField,
  sizingArrangements,
  sizingInsulations,
  sizingMaterials,
  sizingMethods,
  sizingSystems,
} from "~/lib/tools/cable-sizing-options";
import { useCopy } from "~/locales/copy";

/** How long typing may pause before the answer is asked for. */
const DEBOUNCE_MS = 450;

/** What the form shows on a first visit: a typical 400 V three-phase circuit, copper, PVC. */
export const formDefaults: Partial<Record<SizingField, string>> = {
  system: "three-phase",
  voltage: "400",
  material: "copper",
  insulation: "pvc",
  method: "C",
};

/**
 * The cable-sizing question: a GET form whose names are the API's query names, so it works without
 * JavaScript (the server answers the submitted address). With JavaScript each change asks the
 * router for the same address, debounced, replacing the history entry: the loader answers and the
 * result updates in place while focus stays in the field being typed in.
 */
export function CableSizingForm({
  values,
  errors,
}: {
  values: Partial<Record<SizingField, string>>;
  errors: Partial<Record<SizingField, string>>;
}) {
  const lp = useLocalePath();
  const t = useCopy("tools");
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form))
        if (typeof value === "string" && value.trim() !== "")
          query.set(name, value);
      void navigate(`?${query}`, { replace: true, preventScrollReset: true });
    }, DEBOUNCE_MS);
  };

  const value = (field: SizingField) => values[field] ?? "";
  const numberInput = (
    field: SizingField,
    inputMode: "decimal" | "numeric" = "decimal",
  ) => {
    const copy: { label: string; hint?: string } = t.fields[field];
    return (
      <Field
        id={`sizing-${field}`}
        label={copy.label}
        hint={copy.hint}
        error={errors[field]}
      >
        {(control) => (
          <Input
            {...control}
            name={field}
            inputMode={inputMode}
            autoComplete="off"
            defaultValue={value(field)}
            maxLength={SIZING_NUMBER_MAX_LENGTH}
          />
        )}
      </Field>
    );
  };
  const select = (
    field: SizingField,
    options: readonly { value: string; label: string }[],
    empty?: string,
  ) => (
    <Field
      id={`sizing-${field}`}
      label={t.fields[field].label}
      error={errors[field]}
    >
      {(control) => (
        <NativeSelect
          {...control}
          name={field}
          defaultValue={value(field)}
          options={options}
          empty={empty}
        />
      )}
    </Field>
  );
  const fieldset =
    "grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 sm:p-5";
  const legend =
    "px-1 text-sm font-semibold tracking-wide text-foreground uppercase";

  return (
    <Form
      ref={formRef}
      method="get"
      action={lp("/tools/cable-sizing")}
      aria-label={t.formLabel}
      // "input" as you type (the browser runs Preact, whose onChange is the native "change" that a
      // text field fires only on leaving it), "change" for the selects.
      onInput={ask}
      onChange={ask}
      onSubmit={() => clearTimeout(timer.current)}
      className="flex flex-col gap-6"
    >
      <fieldset className={fieldset}>
        <legend className={legend}>{t.groups.load}</legend>
        {numberInput("current")}
        {numberInput("power_kw")}
        {numberInput("power_factor")}
        {select(
          "system",
          sizingSystems.map((code) => ({
            value: code,
            label: t.systems[code],
          })),
        )}
        {numberInput("voltage")}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t.groups.cable}</legend>
        {numberInput("length")}
        {select(
          "material",
          sizingMaterials.map((code) => ({
            value: code,
            label: t.materials[code],
          })),
        )}
        {select(
          "insulation",
          sizingInsulations.map((code) => ({
            value: code,
            label: t.insulations[code],
          })),
        )}
        {numberInput("max_drop")}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t.groups.installation}</legend>
        <div className="sm:col-span-2">
          {select(
            "method",
            sizingMethods.map((code) => ({
              value: code,
              label: t.methods[code],
            })),
          )}
        </div>
        {numberInput("ambient")}
        {numberInput("circuits", "numeric")}
        <div className="sm:col-span-2">
          {select(
            "arrangement",
            sizingArrangements.map((code) => ({
              value: code,
              label: t.arrangements[code],
            })),
            t.arrangementDefault,
          )}
        </div>
        {numberInput("soil_resistivity")}
      </fieldset>
      <div>
        <Button type="submit">{t.submit}</Button>
      </div>
    </Form>
  );
}
