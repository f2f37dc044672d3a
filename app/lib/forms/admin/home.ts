import { z } from "zod";
import { text, requiredText, numberField } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** A slide of the home page's hero: plain text, English. The image is a file field (media.server.ts). */
export const heroSlideFormSchema = z.object({
  tagline: requiredText(80, t.home.required),
  title: requiredText(80, t.home.required),
  subtitle: requiredText(160, t.home.required),
  description: requiredText(400, t.home.required, true),
  alt: requiredText(200, t.home.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  taglineAr: text(80),
  titleAr: text(80),
  subtitleAr: text(160),
  descriptionAr: text(400, true),
  altAr: text(200),
  // Where it goes, 1 first; empty keeps its place (a new slide goes last).
  position: numberField(t.home.fieldPosition, {
    integer: true,
    min: 1,
    max: 99,
    missing: null,
  }),
});

/** A statistic: its label, and its number (absent for the computed company age; the server knows which). */
export const homeStatFormSchema = z.object({
  label: requiredText(60, t.home.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  labelAr: text(60),
  value: numberField(t.home.valueField, {
    integer: true,
    min: 0,
    max: 1_000_000,
    missing: null,
  }),
});
