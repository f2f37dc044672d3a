import { z } from "zod";
import { getMessages } from "~/locales";

/**
 * The schemas of what visitors send (contact message, job application): the browser checks them
 * for instant feedback and the server checks them again as the authority. The error texts live in
 * the locale catalogue.
 */
const t = getMessages().company.forms;

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const email = z
  .string()
  .trim()
  .min(1, t.emailRequired)
  .max(254, t.tooLong)
  .pipe(z.email(t.emailInvalid));

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const contactSchema = z.object({
  firstName: trimmed(100, t.tooLong).default(""),
  lastName: trimmed(100, t.tooLong).default(""),
  email,
  subject: trimmed(200, t.tooLong).min(1, t.subjectRequired),
  message: trimmed(5000, t.messageTooLong).min(1, t.messageRequired),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const applicationSchema = z.object({
  fullName: trimmed(120, t.tooLong).min(1, t.fullNameRequired),
  email,
  position: trimmed(120, t.tooLong).default(""),
  message: trimmed(5000, t.messageTooLong).default(""),
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
export function fieldErrors(error: z.ZodError): FieldErrors {
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
