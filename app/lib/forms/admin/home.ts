import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText, numberField } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const heroSlideFields = {
  tagline: { required: true, maxLength: 80 },
  title: { required: true, maxLength: 80 },
  subtitle: { required: true, maxLength: 160 },
  description: { required: true, maxLength: 400, multiline: true },
  alt: { required: true, maxLength: 200 },
  taglineAr: { maxLength: 80 },
  titleAr: { maxLength: 80 },
  subtitleAr: { maxLength: 160 },
  descriptionAr: { maxLength: 400, multiline: true },
  altAr: { maxLength: 200 },
  position: { maxLength: 6, integer: true, min: 1, max: 99 },
} as const satisfies FieldSpecs;

/** A slide of the home page's hero: plain text, English. The image is a file field (media.server.ts). */
export const heroSlideFormSchema = z.object({
  tagline: requiredText(heroSlideFields.tagline, t.home.required),
  title: requiredText(heroSlideFields.title, t.home.required),
  subtitle: requiredText(heroSlideFields.subtitle, t.home.required),
  description: requiredText(heroSlideFields.description, t.home.required),
  alt: requiredText(heroSlideFields.alt, t.home.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  taglineAr: text(heroSlideFields.taglineAr),
  titleAr: text(heroSlideFields.titleAr),
  subtitleAr: text(heroSlideFields.subtitleAr),
  descriptionAr: text(heroSlideFields.descriptionAr),
  altAr: text(heroSlideFields.altAr),
  // Where it goes, 1 first; empty keeps its place (a new slide goes last).
  position: numberField(t.home.fieldPosition, {
    ...heroSlideFields.position,
    missing: null,
  }),
});

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const homeStatFields = {
  label: { required: true, maxLength: 60 },
  labelAr: { maxLength: 60 },
  // Required where it is shown: the computed company age has no value field (the server knows which).
  value: {
    required: true,
    maxLength: 12,
    integer: true,
    min: 0,
    max: 1_000_000,
  },
} as const satisfies FieldSpecs;

/** A statistic: its label, and its number (absent for the computed company age; the server knows which). */
export const homeStatFormSchema = z.object({
  label: requiredText(homeStatFields.label, t.home.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  labelAr: text(homeStatFields.labelAr),
  value: numberField(t.home.valueField, {
    ...homeStatFields.value,
    missing: null,
  }),
});
