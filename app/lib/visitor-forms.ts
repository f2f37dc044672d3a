import * as z from "zod/mini";
import { getMessages } from "~/locales";

/**
 * The schemas of what visitors send (contact message, job application): the browser checks them
 * for instant feedback and the server checks them again as the authority. The error texts live in
 * the locale catalogue. `zod/mini` keeps the browser's share small (first-load budget).
 */
const t = getMessages().company.forms;

const optionalText = (max: number, tooLong: string) => z._default(z.string().check(z.trim(), z.maxLength(max, tooLong)), "");
const requiredText = (max: number, tooLong: string, required: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const email = z
  .string(t.emailRequired)
  .check(z.trim(), z.minLength(1, t.emailRequired), z.maxLength(254, t.tooLong), z.email(t.emailInvalid));

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const contactSchema = z.object({
  firstName: optionalText(100, t.tooLong),
  lastName: optionalText(100, t.tooLong),
  email,
  subject: requiredText(200, t.tooLong, t.subjectRequired),
  message: requiredText(5000, t.messageTooLong, t.messageRequired),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const applicationSchema = z.object({
  fullName: requiredText(120, t.tooLong, t.fullNameRequired),
  email,
  position: optionalText(120, t.tooLong),
  message: optionalText(5000, t.messageTooLong),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export type FieldErrors = Partial<Record<string, string>>;

/** Reads the named text fields of a form; files and unknown fields are left out. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

/** The first message per field, for the form. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Result of a visitor form post, for the page (JS or not) to show. */
export type FormResult =
  | { ok: true; id: number }
  | { ok: false; status: number; error: string; fields?: FieldErrors; values?: Record<string, string> };

export const contactFields = ["firstName", "lastName", "email", "subject", "message"] as const;
export const applicationFields = ["fullName", "email", "position", "message"] as const;

/** The CV upload limit (spec: PDF or Word, at most 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
