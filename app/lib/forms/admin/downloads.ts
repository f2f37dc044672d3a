import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText, numberField } from "./common";
import { type DownloadTab, isDownloadTab } from "~/lib/content/downloads";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const downloadFields = {
  title: { required: true, maxLength: 200 },
  description: { required: true, maxLength: 500 },
  titleAr: { maxLength: 200 },
  descriptionAr: { maxLength: 500 },
  position: { maxLength: 6, integer: true, min: 1, max: 999 },
} as const satisfies FieldSpecs;

/** A download's words and place; its file is checked apart, by its content (downloads.server.ts). */
export const downloadFormSchema = z.object({
  tab: z
    .string({ error: t.downloads.tabInvalid })
    .refine((value) => isDownloadTab(value), t.downloads.tabInvalid)
    .transform((value) => value as DownloadTab),
  title: requiredText(downloadFields.title, t.downloads.required),
  description: requiredText(downloadFields.description, t.downloads.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(downloadFields.titleAr),
  descriptionAr: text(downloadFields.descriptionAr),
  position: numberField(t.downloads.fieldPosition, {
    ...downloadFields.position,
    missing: null,
  }),
});
