import { z } from "zod";
import { text, requiredText, numberField } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** A question of the quality page's FAQ: plain text (shown as text, never as markup), English. */
export const faqFormSchema = z.object({
  question: requiredText(300, t.faq.required),
  answer: requiredText(3000, t.faq.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  questionAr: text(300),
  answerAr: text(3000, true),
  // Where it goes, 1 first; empty puts it after the others.
  position: numberField(t.faq.fieldPosition.replace(" *", ""), {
    integer: true,
    min: 1,
    max: 999,
    missing: null,
  }),
});
