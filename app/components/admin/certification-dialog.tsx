import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/select";
import {
  certificationFormSchema,
  certificationIconNames,
  certificationFields,
} from "~/lib/forms/admin/certifications";
import { useAdminMessages } from "~/locales/admin";

interface CertificationRow {
  id: number;
  title: string;
  category: string;
  description: string;
  icon: string;
  status: string;
  validUntil: string;
  titleAr: string;
  categoryAr: string;
  descriptionAr: string;
  statusAr: string;
}

/** A certification: its words with their Arabic beside them (decision 041), icon and validity. */
export function CertificationDialog({
  editing,
  onDone,
}: {
  editing: CertificationRow | null;
  onDone: () => void;
}) {
  const c = useAdminMessages().certifications;
  return (
    <EntityDialog
      texts={c}
      editing={editing}
      schema={certificationFormSchema}
      fields={certificationFields}
      adds
      wide
      onDone={onDone}
    >
      {(errors, field) => {
        const text = (
          name: "title" | "category" | "status",
          max: number,
          label: string,
        ) => (
          <Bilingual
            id={`certification-${name}`}
            label={label}
            error={errors[name]}
            arabicError={errors[`${name}Ar`]}
            english={(control) => (
              <Input
                {...control}
                name={name}
                required
                maxLength={max}
                defaultValue={editing?.[name] ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                name={`${name}Ar`}
                maxLength={max}
                defaultValue={editing?.[`${name}Ar`] ?? ""}
              />
            )}
          />
        );
        return (
          <>
            {text("title", 200, c.fieldTitle)}
            {text("category", 120, c.fieldCategory)}
            <Bilingual
              id="certification-description"
              label={c.fieldDescription}
              error={errors.description}
              arabicError={errors.descriptionAr}
              english={(control) => (
                <Textarea
                  {...control}
                  {...field("description")}
                  rows={3}
                  defaultValue={editing?.description ?? ""}
                />
              )}
              arabic={(control) => (
                <Textarea
                  {...control}
                  {...field("descriptionAr")}
                  rows={3}
                  defaultValue={editing?.descriptionAr ?? ""}
                />
              )}
            />
            {text("status", 120, c.fieldStatus)}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="certification-icon" label={c.fieldIcon}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    name="icon"
                    defaultValue={editing?.icon ?? "Award"}
                    options={certificationIconNames}
                  />
                )}
              </Field>
              <Field
                id="certification-validUntil"
                label={c.fieldValidUntil}
                error={errors.validUntil}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...field("validUntil")}
                    defaultValue={editing?.validUntil ?? ""}
                  />
                )}
              </Field>
            </div>
          </>
        );
      }}
    </EntityDialog>
  );
}
