import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/select";
import { certificationFormSchema, certificationIconNames } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

interface CertificationRow {
  id: number;
  title: string;
  category: string;
  description: string;
  icon: string;
  status: string;
  validUntil: string;
}

export function CertificationDialog({ editing, onDone }: { editing: CertificationRow | null; onDone: () => void }) {
  const c = useAdminMessages().certifications;
  return (
    <EntityDialog
      texts={c}
      editing={editing}
      schema={certificationFormSchema}
      adds
      onDone={onDone}
    >
      {(errors) => {
        const text = (name: "title" | "category" | "status" | "validUntil", label: string) => (
          <Field id={`certification-${name}`} label={label} error={errors[name]}>
            {(control) => <Input {...control} name={name} required defaultValue={editing?.[name] ?? ""} />}
          </Field>
        );
        return (
          <>
            {text("title", c.fieldTitle)}
            {text("category", c.fieldCategory)}
            <Field id="certification-description" label={c.fieldDescription} error={errors.description}>
              {(control) => <Textarea {...control} name="description" rows={3} required defaultValue={editing?.description ?? ""} />}
            </Field>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="certification-icon" label={c.fieldIcon}>
                {(control) => <NativeSelect {...control} name="icon" defaultValue={editing?.icon ?? "Award"} options={certificationIconNames} />}
              </Field>
              {text("status", c.fieldStatus)}
              {text("validUntil", c.fieldValidUntil)}
            </div>
          </>
        );
      }}
    </EntityDialog>
  );
}
