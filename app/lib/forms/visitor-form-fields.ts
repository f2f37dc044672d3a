import type { ActionResult } from "./action-result";
import type { FieldSpecs } from "./fields";

/**
 * The parts of the visitor forms the page needs at first load (no zod): their fields (names and
 * limits, which the inputs spread and `visitor-forms.ts`'s schemas read), the honeypot, and the
 * shape of the server's answer.
 */

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/**
 * What became of the e-mail a stored row is to become, as the server answered (issue 35): `queued`
 * in the outbox, which a worker sends (mail is configured), or `unconfigured`: no mail transport,
 * so the row waits in the outbox and goes once one is set up. The confirmations say which.
 */
export type MailOutlook = "queued" | "unconfigured";

/** The answer to a visitor's post (JS or not): the stored row's id and its mail's outlook, or why not ("form" for the whole form). */
export type FormResult = ActionResult<{ id: number; mail: MailOutlook }>;

/** The contact form's fields, in the page's order. */
export const contactFields = {
  firstName: { maxLength: 100 },
  lastName: { maxLength: 100 },
  email: { required: true, type: "email", maxLength: 254 },
  subject: { required: true, maxLength: 200 },
  message: { required: true, maxLength: 5000, multiline: true },
} as const satisfies FieldSpecs;

/** The job application's text fields, in the page's order (its CV is checked apart). */
export const applicationFields = {
  fullName: { required: true, maxLength: 120 },
  email: { required: true, type: "email", maxLength: 254 },
  position: { maxLength: 120 },
  message: { maxLength: 5000, multiline: true },
} as const satisfies FieldSpecs;

/** The CV upload limit (spec: PDF or Word, at most 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
