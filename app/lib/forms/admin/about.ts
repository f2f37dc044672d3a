import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText } from "./common";
import { coreValueIcons } from "~/lib/content/pages";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const aboutFields = {
  story: { required: true, maxLength: 6000, multiline: true },
  mission: { required: true, maxLength: 1500, multiline: true },
  vision: { required: true, maxLength: 1500, multiline: true },
  storyAr: { maxLength: 6000, multiline: true },
  missionAr: { maxLength: 1500, multiline: true },
  visionAr: { maxLength: 1500, multiline: true },
} as const satisfies FieldSpecs;

/** The About page's story (paragraphs split by blank lines), mission and vision: plain text. */
export const aboutFormSchema = z.object({
  story: requiredText(aboutFields.story, t.about.required),
  mission: requiredText(aboutFields.mission, t.about.required),
  vision: requiredText(aboutFields.vision, t.about.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  storyAr: text(aboutFields.storyAr),
  missionAr: text(aboutFields.missionAr),
  visionAr: text(aboutFields.visionAr),
});

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const coreValueFields = {
  title: { required: true, maxLength: 80 },
  description: { required: true, maxLength: 400, multiline: true },
  titleAr: { maxLength: 80 },
  descriptionAr: { maxLength: 400, multiline: true },
} as const satisfies FieldSpecs;

export const coreValueFormSchema = z.object({
  title: requiredText(coreValueFields.title, t.about.required),
  description: requiredText(coreValueFields.description, t.about.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(coreValueFields.titleAr),
  descriptionAr: text(coreValueFields.descriptionAr),
  icon: z.enum(coreValueIcons, { error: t.about.required }),
});
