import { ImageField } from "~/components/admin/image-field";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { clientFormSchema } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

interface ClientRow {
  id: number;
  name: string;
  industry: string;
  description: string;
  image: string | null;
}

export function ClientDialog({ editing, onDone }: { editing: ClientRow | null; onDone: () => void }) {
  const c = useAdminMessages().clients;
  return (
    <EntityDialog
      texts={c}
      editing={editing}
      schema={clientFormSchema}
      adds
      multipart
      onDone={onDone}
    >
      {(errors) => (
        <>
          <Field id="client-name" label={c.fieldName} error={errors.name}>
            {(control) => <Input {...control} name="name" required defaultValue={editing?.name ?? ""} />}
          </Field>
          <Field id="client-industry" label={c.fieldIndustry} error={errors.industry}>
            {(control) => <Input {...control} name="industry" required defaultValue={editing?.industry ?? ""} />}
          </Field>
          <Field id="client-description" label={c.fieldDescription} error={errors.description}>
            {(control) => <Textarea {...control} name="description" rows={3} required defaultValue={editing?.description ?? ""} />}
          </Field>
          <ImageField id="client-image" label={c.fieldLogo} current={editing?.image} error={errors.image} />
        </>
      )}
    </EntityDialog>
  );
}
