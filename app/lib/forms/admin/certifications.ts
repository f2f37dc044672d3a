import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

export const certificationIconNames = [
  "Award",
  "Shield",
  "CheckCircle",
  "Star",
] as const;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const certificationFields = {
  title: { required: true, maxLength: 200 },
  category: { required: true, maxLength: 120 },
  description: { required: true, maxLength: 2000, multiline: true },
  status: { required: true, maxLength: 120 },
  validUntil: { required: true, maxLength: 60 },
  titleAr: { maxLength: 200 },
  categoryAr: { maxLength: 120 },
  descriptionAr: { maxLength: 2000, multiline: true },
  statusAr: { maxLength: 120 },
} as const satisfies FieldSpecs;

export const certificationFormSchema = z.object({
  title: requiredText(certificationFields.title, t.certifications.required),
  category: requiredText(
    certificationFields.category,
    t.certifications.required,
  ),
  description: requiredText(
    certificationFields.description,
    t.certifications.required,
  ),
  icon: z
    .string()
    .default("Award")
    .transform((value) => value || "Award")
    .pipe(z.enum(certificationIconNames)),
  status: requiredText(certificationFields.status, t.certifications.required),
  validUntil: requiredText(
    certificationFields.validUntil,
    t.certifications.required,
  ),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning. A
  // standard's code ("ISO 9001:2015") may be its Arabic title as it is.
  titleAr: text(certificationFields.titleAr),
  categoryAr: text(certificationFields.categoryAr),
  descriptionAr: text(certificationFields.descriptionAr),
  statusAr: text(certificationFields.statusAr),
});

/**
 * "Expired certifications" on /admin/certifications (decision 055): one box for the whole site.
 * Ticked hides them from the public pages and documents; empty shows them marked expired.
 */
export const expiredCertificationsSchema = z.object({
  hideExpired: z.literal("on", t.certifications.hideExpiredInvalid).optional(),
});
