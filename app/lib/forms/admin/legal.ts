import { z } from "zod";
import { text, requiredText } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** A calendar date as YYYY-MM-DD that exists (no 2025-02-30). */
const isoDate = z
  .string({ error: t.legal.updatedInvalid })
  .default("")
  .transform((value) => value.trim())
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    );
  }, t.legal.updatedInvalid);

/**
 * A legal page. The body is Markdown, rendered and sanitised on the server; the server also refuses
 * links and images the renderer would drop (markdownProblems), as this field's error.
 */
export const legalPageFormSchema = z.object({
  title: requiredText(120, t.legal.required),
  description: requiredText(300, t.legal.required),
  updated: isoDate,
  intro: requiredText(2000, t.legal.required, true),
  body: requiredText(40_000, t.legal.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(120),
  descriptionAr: text(300),
  introAr: text(2000, true),
  bodyAr: text(40_000, true),
});
