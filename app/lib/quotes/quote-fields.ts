import type { FieldSpecs } from "~/lib/forms/fields";

/**
 * The quote form's fields as the page needs them at first load (no zod): names and limits, which
 * the inputs spread and the checks in quote-form.ts (loaded on first focus) read.
 */

/** The buyer's details, in the order the checks report them. */
export const quoteFields = {
  name: { required: true, maxLength: 120 },
  company: { maxLength: 160 },
  email: { required: true, type: "email", maxLength: 254 },
  phone: { type: "tel", maxLength: 40 },
  country: { required: true, maxLength: 80 },
  project: { maxLength: 200 },
  neededBy: { type: "date" },
  notes: { maxLength: 5000, multiline: true },
} as const satisfies FieldSpecs;

/** The names of line `index`'s fields in the basket form. */
export const lengthField = (index: number) => `length-${index}`;
export const drumField = (index: number) => `drum-${index}`;
