import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { faqFormSchema } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

interface FaqRow {
  id: number;
  position: number;
  question: string;
  answer: string;
}

export function FaqDialog({ editing, onDone }: { editing: FaqRow | null; onDone: () => void }) {
  const f = useAdminMessages().faq;
  return (
    <EntityDialog texts={f} editing={editing} schema={faqFormSchema} adds onDone={onDone}>
      {(errors) => (
        <>
          <Field id="faq-question" label={f.fieldQuestion} error={errors.question}>
            {(control) => <Input {...control} name="question" required maxLength={300} defaultValue={editing?.question ?? ""} />}
          </Field>
          <Field id="faq-answer" label={f.fieldAnswer} error={errors.answer}>
            {(control) => <Textarea {...control} name="answer" rows={6} required maxLength={3000} defaultValue={editing?.answer ?? ""} />}
          </Field>
          <Field id="faq-position" label={f.fieldPosition} hint={f.positionHint} error={errors.position}>
            {(control) => (
              <Input {...control} name="position" inputMode="numeric" maxLength={6} autoComplete="off" defaultValue={editing ? String(editing.position) : ""} />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
