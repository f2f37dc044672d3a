import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { faqFormSchema } from "~/lib/forms/admin/faq";
import { useAdminMessages } from "~/locales/admin";

interface FaqRow {
  id: number;
  position: number;
  question: string;
  answer: string;
  questionAr: string;
  answerAr: string;
}

export function FaqDialog({
  editing,
  onDone,
}: {
  editing: FaqRow | null;
  onDone: () => void;
}) {
  const f = useAdminMessages().faq;
  return (
    <EntityDialog
      texts={f}
      editing={editing}
      schema={faqFormSchema}
      adds
      wide
      onDone={onDone}
    >
      {(errors) => (
        <>
          <Bilingual
            id="faq-question"
            label={f.fieldQuestion}
            error={errors.question}
            arabicError={errors.questionAr}
            english={(control) => (
              <Input
                {...control}
                name="question"
                required
                maxLength={300}
                defaultValue={editing?.question ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                name="questionAr"
                maxLength={300}
                defaultValue={editing?.questionAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="faq-answer"
            label={f.fieldAnswer}
            error={errors.answer}
            arabicError={errors.answerAr}
            english={(control) => (
              <Textarea
                {...control}
                name="answer"
                rows={6}
                required
                maxLength={3000}
                defaultValue={editing?.answer ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                name="answerAr"
                rows={6}
                maxLength={3000}
                defaultValue={editing?.answerAr ?? ""}
              />
            )}
          />
          <Field
            id="faq-position"
            label={f.fieldPosition}
            hint={f.positionHint}
            error={errors.position}
          >
            {(control) => (
              <Input
                {...control}
                name="position"
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                defaultValue={editing ? String(editing.position) : ""}
              />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
