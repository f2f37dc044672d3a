import { z } from "zod";
import { text, requiredText } from "./common";
import { coreValueIcons } from "~/lib/content/pages";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The About page's story (paragraphs split by blank lines), mission and vision: plain text. */
export const aboutFormSchema = z.object({
  story: requiredText(6000, t.about.required, true),
  mission: requiredText(1500, t.about.required, true),
  vision: requiredText(1500, t.about.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  storyAr: text(6000, true),
  missionAr: text(1500, true),
  visionAr: text(1500, true),
});

export const coreValueFormSchema = z.object({
  title: requiredText(80, t.about.required),
  description: requiredText(400, t.about.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(80),
  descriptionAr: text(400, true),
  icon: z.enum(coreValueIcons, { error: t.about.required }),
});
