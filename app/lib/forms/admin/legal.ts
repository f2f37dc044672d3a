import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
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

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const legalPageFields = {
  // YYYY-MM-DD: what isoDate checks, at most 10 characters typed.
  updated: { required: true, maxLength: 10 },
  title: { required: true, maxLength: 120 },
  description: { required: true, maxLength: 300 },
  intro: { required: true, maxLength: 2000, multiline: true },
  body: { required: true, maxLength: 40_000, multiline: true },
  titleAr: { maxLength: 120 },
  descriptionAr: { maxLength: 300 },
  introAr: { maxLength: 2000, multiline: true },
  bodyAr: { maxLength: 40_000, multiline: true },
} as const satisfies FieldSpecs;

/**
 * A legal page. The body is Markdown, rendered and sanitised on the server; the server also refuses
 * links and images the renderer would drop (markdownProblems), as this field's error.
 */
export const legalPageFormSchema = z.object({
  title: requiredText(legalPageFields.title, t.legal.required),
  description: requiredText(legalPageFields.description, t.legal.required),
  updated: isoDate,
  intro: requiredText(legalPageFields.intro, t.legal.required),
  body: requiredText(legalPageFields.body, t.legal.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(legalPageFields.titleAr),
  descriptionAr: text(legalPageFields.descriptionAr),
  introAr: text(legalPageFields.introAr),
  bodyAr: text(legalPageFields.bodyAr),
});
