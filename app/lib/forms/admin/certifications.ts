import { z } from "zod";
import { text, requiredText } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

export const certificationIconNames = [
  "Award",
  "Shield",
  "CheckCircle",
  "Star",
] as const;

export const certificationFormSchema = z.object({
  title: requiredText(200, t.certifications.required),
  category: requiredText(120, t.certifications.required),
  description: requiredText(2000, t.certifications.required, true),
  icon: z
    .string()
    .default("Award")
    .transform((value) => value || "Award")
    .pipe(z.enum(certificationIconNames)),
  status: requiredText(120, t.certifications.required),
  validUntil: requiredText(60, t.certifications.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning. A
  // standard's code ("ISO 9001:2015") may be its Arabic title as it is.
  titleAr: text(200),
  categoryAr: text(120),
  descriptionAr: text(2000, true),
  statusAr: text(120),
});
