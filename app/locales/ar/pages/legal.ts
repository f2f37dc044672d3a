import type { legalCopy as english } from "../../en/pages/legal";
import type { Translation } from "../../translation";

/** The legal copy in Arabic (mirrors ../../en/pages/legal.ts). */
export const legalCopy: Translation<typeof english> = {
  lastUpdated: "آخر تحديث: {date}",
  questions: "هل لديك أسئلة حول هذه الصفحة؟",
  contactLink: "تواصل معنا",
};
