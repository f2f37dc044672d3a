import * as z from "zod/mini";
import { cleanLine, cleanMultiline } from "~/lib/forms/clean-text";
import type { FieldSpec } from "~/lib/forms/fields";
import { applicationFields, contactFields } from "./visitor-form-fields";
import type { Locale } from "~/locales";
import type { CopySections } from "~/locales/copy";
import { loadFormsCopy } from "~/locales/lazy/forms";

export * from "./visitor-form-fields";

/**
 * The schemas of what visitors send (contact message, job application): the browser checks them
 * for instant feedback and the server checks them again as the authority. Each is built from the
 * caller's copy, so its messages are in the page's language (decision 042): the browser passes the
 * copy it loads with this module (`~/locales/lazy/forms.ts`), the server the request's
 * (`copySection(requestLocale(request), "forms")`). The browser loads this module (and zod) only
 * once a visitor starts filling in a form; what the page itself needs is in `visitor-form-fields.ts`.
 */
export type FormCheckCopy = Pick<
  CopySections["forms"],
  | "emailRequired"
  | "emailInvalid"
  | "subjectRequired"
  | "messageRequired"
  | "fullNameRequired"
  | "tooLong"
  | "messageTooLong"
>;

/** Stored text is clean (see clean-text.ts): control characters and lone surrogates never reach a row. */
const line = z.overwrite((value: string) => cleanLine(value));
const multiline = z.overwrite((value: string) => cleanMultiline(value));

/** A field as its description says (visitor-form-fields.ts): its limit and whether lines are kept. */
type TextField = FieldSpec & { maxLength: number };

const optionalText = (field: TextField, tooLong: string) =>
  z._default(
    z
      .string()
      .check(
        field.multiline ? multiline : line,
        z.trim(),
        z.maxLength(field.maxLength, tooLong),
      ),
    "",
  );
const requiredText = (field: TextField, tooLong: string, required: string) =>
  z
    .string(required)
    .check(
      field.multiline ? multiline : line,
      z.trim(),
      z.minLength(1, required),
      z.maxLength(field.maxLength, tooLong),
    );
const email = (field: TextField, t: FormCheckCopy) =>
  z
    .string(t.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, t.emailRequired),
      z.maxLength(field.maxLength, t.tooLong),
      z.email(t.emailInvalid),
    );

/** The contact form's schema, with messages in `t`'s language. */
export function contactSchema(t: FormCheckCopy) {
  const f = contactFields;
  return z.object({
    firstName: optionalText(f.firstName, t.tooLong),
    lastName: optionalText(f.lastName, t.tooLong),
    email: email(f.email, t),
    subject: requiredText(f.subject, t.tooLong, t.subjectRequired),
    message: requiredText(f.message, t.messageTooLong, t.messageRequired),
  });
}
export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;

/** The job application's schema (its CV is checked apart), with messages in `t`'s language. */
export function applicationSchema(t: FormCheckCopy) {
  const f = applicationFields;
  return z.object({
    fullName: requiredText(f.fullName, t.tooLong, t.fullNameRequired),
    email: email(f.email, t),
    position: optionalText(f.position, t.tooLong),
    message: optionalText(f.message, t.messageTooLong),
  });
}
export type ApplicationInput = z.infer<ReturnType<typeof applicationSchema>>;

/**
 * For the browser: a schema with `locale`'s messages. The messages' chunk is asked for from here,
 * once this module's own chunk is in, not from the page: a loader in the page's first load cost
 * 0.2 KB gzip on /contact (its own small chunk), this costs a second short request on first focus.
 */
export const loadContactSchema = (locale: Locale) =>
  loadFormsCopy(locale).then(contactSchema);
export const loadApplicationSchema = (locale: Locale) =>
  loadFormsCopy(locale).then(applicationSchema);
