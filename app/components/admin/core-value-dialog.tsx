import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { coreValueFormSchema } from "~/lib/admin-schemas";
import { type CoreValueIcon, coreValueIcons } from "~/lib/pages";
import { useAdminMessages } from "~/locales/admin";

interface ValueRow {
  id: number;
  icon: CoreValueIcon;
  title: string;
  description: string;
}

/** One of the About page's four values: its words, and one of the page's four icons. */
export function CoreValueDialog({ editing, onDone }: { editing: ValueRow; onDone: () => void }) {
  const a = useAdminMessages().about;
  return (
    <EntityDialog texts={a} editing={editing} schema={coreValueFormSchema} onDone={onDone}>
      {(errors) => (
        <>
          <Field id="value-title" label={a.fieldTitle} error={errors.title}>
            {(control) => <Input {...control} name="title" required maxLength={80} defaultValue={editing.title} />}
          </Field>
          <Field id="value-description" label={a.fieldDescription} error={errors.description}>
            {(control) => <Textarea {...control} name="description" rows={4} required maxLength={400} defaultValue={editing.description} />}
          </Field>
          <Field id="value-icon" label={a.fieldIcon} error={errors.icon}>
            {(control) => (
              <NativeSelect
                {...control}
                name="icon"
                defaultValue={editing.icon}
                options={coreValueIcons.map((icon) => ({ value: icon, label: a.icons[icon] }))}
              />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
