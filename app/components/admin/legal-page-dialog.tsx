import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { legalPageFormSchema } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

interface LegalRow {
  id: string;
  title: string;
  description: string;
  updated: string;
  intro: string;
  body: string;
}

/** A legal page's texts; its body is Markdown, which the server renders (and refuses unsafe links in). */
export function LegalPageDialog({ editing, onDone }: { editing: LegalRow; onDone: () => void }) {
  const l = useAdminMessages().legal;
  return (
    <EntityDialog texts={l} editing={editing} schema={legalPageFormSchema} wide onDone={onDone}>
      {(errors) => (
        <>
          <Field id="legal-title" label={l.fieldTitle} error={errors.title}>
            {(control) => <Input {...control} name="title" required maxLength={120} defaultValue={editing.title} />}
          </Field>
          <Field id="legal-description" label={l.fieldDescription} hint={l.descriptionHint} error={errors.description}>
            {(control) => <Input {...control} name="description" required maxLength={300} defaultValue={editing.description} />}
          </Field>
          <Field id="legal-updated" label={l.fieldUpdated} hint={l.updatedHint} error={errors.updated}>
            {(control) => <Input {...control} name="updated" required maxLength={10} autoComplete="off" placeholder="YYYY-MM-DD" defaultValue={editing.updated} />}
          </Field>
          <Field id="legal-intro" label={l.fieldIntro} error={errors.intro}>
            {(control) => <Textarea {...control} name="intro" rows={3} required maxLength={2000} defaultValue={editing.intro} />}
          </Field>
          <Field id="legal-body" label={l.fieldBody} hint={l.bodyHint} error={errors.body}>
            {(control) => <Textarea {...control} name="body" rows={16} required maxLength={40000} className="font-mono text-sm" defaultValue={editing.body} />}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
