import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { faqFormSchema, faqFields } from "~/lib/forms/admin/faq";
import { useAdminMessages } from "~/locales/admin";
import type { AdminFaq } from "~/server/admin/content.server";

export function FaqDialog({
  editing,
  onDone,
}: {
  editing: AdminFaq | null;
  onDone: () => void;
}) {
  const f = useAdminMessages().faq;
  return (
    <EntityDialog
      texts={f}
      editing={editing}
      schema={faqFormSchema}
      fields={faqFields}
      adds
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="faq-question"
            label={f.fieldQuestion}
            error={errors.question}
            arabicError={errors.questionAr}
            english={(control) => (
              <Input
                {...control}
                {...field("question")}
                defaultValue={editing?.question ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("questionAr")}
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
                {...field("answer")}
                rows={6}
                defaultValue={editing?.answer ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("answerAr")}
                rows={6}
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
                {...field("position")}
                inputMode="numeric"
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
