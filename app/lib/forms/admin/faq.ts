import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText, numberField } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const faqFields = {
  question: { required: true, maxLength: 300 },
  answer: { required: true, maxLength: 3000, multiline: true },
  questionAr: { maxLength: 300 },
  answerAr: { maxLength: 3000, multiline: true },
  position: { maxLength: 6, integer: true, min: 1, max: 999 },
} as const satisfies FieldSpecs;

/** A question of the quality page's FAQ: plain text (shown as text, never as markup), English. */
export const faqFormSchema = z.object({
  question: requiredText(faqFields.question, t.faq.required),
  answer: requiredText(faqFields.answer, t.faq.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  questionAr: text(faqFields.questionAr),
  answerAr: text(faqFields.answerAr),
  // Where it goes, 1 first; empty puts it after the others.
  position: numberField(t.faq.fieldPosition.replace(" *", ""), {
    ...faqFields.position,
    missing: null,
  }),
});
