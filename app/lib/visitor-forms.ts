import * as z from "zod/mini";
import { cleanLine, cleanMultiline } from "~/lib/clean-text";
import { formsCopy } from "~/locales/en/pages/forms";

export * from "./visitor-form-fields";

/**
 * The schemas of what visitors send (contact message, job application): the browser checks them
 * for instant feedback and the server checks them again as the authority. The error texts live in
 * the locale catalogue. The browser loads this module (and zod) only once a visitor starts filling
 * in a form; what the page itself needs is in `visitor-form-fields.ts`.
 */
const t = formsCopy;

/** Stored text is clean (see clean-text.ts): control characters and lone surrogates never reach a row. */
const line = z.overwrite((value: string) => cleanLine(value));
const multiline = z.overwrite((value: string) => cleanMultiline(value));

const optionalText = (max: number, tooLong: string, isMultiline = false) =>
  z._default(z.string().check(isMultiline ? multiline : line, z.trim(), z.maxLength(max, tooLong)), "");
const requiredText = (max: number, tooLong: string, required: string, isMultiline = false) =>
  z.string(required).check(isMultiline ? multiline : line, z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const email = z
  .string(t.emailRequired)
  .check(z.trim(), z.minLength(1, t.emailRequired), z.maxLength(254, t.tooLong), z.email(t.emailInvalid));

export const contactSchema = z.object({
  firstName: optionalText(100, t.tooLong),
  lastName: optionalText(100, t.tooLong),
  email,
  subject: requiredText(200, t.tooLong, t.subjectRequired),
  message: requiredText(5000, t.messageTooLong, t.messageRequired, true),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const applicationSchema = z.object({
  fullName: requiredText(120, t.tooLong, t.fullNameRequired),
  email,
  position: optionalText(120, t.tooLong),
  message: optionalText(5000, t.messageTooLong, true),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;
