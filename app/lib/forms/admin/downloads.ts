import { z } from "zod";
import { text, requiredText, numberField } from "./common";
import { type DownloadTab, isDownloadTab } from "~/lib/content/downloads";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** A download's words and place; its file is checked apart, by its content (downloads.server.ts). */
export const downloadFormSchema = z.object({
  tab: z
    .string({ error: t.downloads.tabInvalid })
    .refine((value) => isDownloadTab(value), t.downloads.tabInvalid)
    .transform((value) => value as DownloadTab),
  title: requiredText(200, t.downloads.required),
  description: requiredText(500, t.downloads.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(200),
  descriptionAr: text(500),
  position: numberField(t.downloads.fieldPosition, {
    integer: true,
    min: 1,
    max: 999,
    missing: null,
  }),
});
