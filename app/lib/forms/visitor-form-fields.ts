import type { ActionResult } from "./action-result";

/**
 * The parts of the visitor forms the page needs at first load (no zod): field names, limits, the
 * honeypot, and the shape of the server's answer. The schemas are in `visitor-forms.ts`.
 */

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** The answer to a visitor's post (JS or not): the stored row's id, or why not ("form" for the whole form). */
export type FormResult = ActionResult<{ id: number }>;

export const contactFields = [
  "firstName",
  "lastName",
  "email",
  "subject",
  "message",
] as const;
export const applicationFields = [
  "fullName",
  "email",
  "position",
  "message",
] as const;

/** The CV upload limit (spec: PDF or Word, at most 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
