import { data } from "react-router";
import {
  type FormResult,
  HONEYPOT_FIELD,
  applicationFields,
  applicationSchema,
  contactFields,
  contactSchema,
  CV_MAX_BYTES,
} from "~/lib/forms/visitor-forms";
import {
  type FieldErrors,
  fieldErrors,
  formText,
} from "~/lib/forms/action-result";
import { type CvCheck, discardCv, storeCv } from "./cv.server";
import { checkRateLimit, storeApplication, storeMessage } from "./inbox.server";
import { findOpenJob } from "../content/jobs.server";
import {
  BUSY_RETRY_AFTER_SECONDS,
  describeError,
  retryWhileBusy,
  storageProblem,
} from "../db/storage-errors.server";
import { deliverSoon } from "./outbox.server";
import { mailOutlook } from "./mail.server";
import type { Locale } from "~/locales";
import type { CopySections } from "~/locales/copy";
import { copySection } from "~/locales/copy.server";
import { requestLocale } from "../platform/locale.server";

/**
 * The contact and careers form actions. Order matters: validate (same schema as the form), refuse
 * bots and floods, store, and only then hand the row to the outbox. A stored row is a success for
 * the visitor whatever the mail server does; a failure answer always says why.
 */

/** The request's copy: every answer is in the language of the page that posted (decision 042). */
interface Copy {
  locale: Locale;
  careers: CopySections["careers"];
  forms: CopySections["forms"];
}

function requestCopy(request: Request): Copy {
  const locale = requestLocale(request);
  return {
    locale,
    careers: copySection(locale, "careers"),
    forms: copySection(locale, "forms"),
  };
}

type Answer = ReturnType<typeof data<FormResult>>;

function fail(
  status: number,
  error: string,
  extra: { fields?: FieldErrors; values?: Record<string, string> } = {},
  headers?: HeadersInit,
): Answer {
  const { fields, values } = extra;
  return data<FormResult>(
    {
      ok: false,
      errors: { form: error, ...fields },
      ...(values ? { values } : {}),
    },
    { status, headers },
  );
}

/**
 * A store that failed: the visitor keeps what they typed and learns whether to send it again in a
 * moment (another process held the database's lock) or to write by e-mail (nothing can be stored).
 * Either way nothing was stored: the row is one transaction, and a CV written for it is removed.
 */
function notStored(
  kind: "contact" | "application",
  error: unknown,
  values: Record<string, string>,
  t: Copy,
): Answer {
  // The operator must hear of it (a full disk does not mend itself), in one line.
  console.error(
    `A visitor's ${kind} form was not stored: ${describeError(error)}`,
  );
  if (storageProblem(error) === "busy")
    return fail(
      503,
      t.forms.storageBusy,
      { values },
      { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
    );
  return fail(503, t.forms.storageFailed, { values });
}

/** Small forms: a contact message is a few kilobytes; anything far larger is not a person typing. */
const CONTACT_MAX_BYTES = 64 * 1024;
/** The CV limit plus room for the text fields and multipart framing. */
const APPLICATION_MAX_BYTES = CV_MAX_BYTES + 128 * 1024;

async function readForm(
  request: Request,
  maxBytes: number,
  t: Copy,
): Promise<FormData | Answer> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxBytes) return fail(413, t.forms.tooLarge);
  try {
    return await request.formData();
  } catch {
    return fail(400, t.forms.invalid);
  }
}

export async function contactAction(
  request: Request,
  clientIp: string,
): Promise<Answer> {
  const t = requestCopy(request);
  const form = await readForm(request, CONTACT_MAX_BYTES, t);
  if (!(form instanceof FormData)) return form;
  const values = formText(form, Object.keys(contactFields));
  if (formText(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD])
    return fail(400, t.forms.spamRejected);
  const parsed = contactSchema(t.forms).safeParse(values);
  if (!parsed.success)
    return fail(400, t.forms.invalid, {
      fields: fieldErrors(parsed.error),
      values,
    });
  const verdict = checkRateLimit("contact", clientIp, parsed.data.email);
  if (!verdict.ok)
    return fail(
      429,
      t.forms.rateLimited,
      { values },
      { "Retry-After": String(verdict.retryAfterSeconds) },
    );
  let id: number;
  try {
    id = await retryWhileBusy(() => storeMessage(parsed.data, t.locale));
  } catch (error) {
    return notStored("contact", error, values, t);
  }
  deliverSoon("contact", id);
  return data<FormResult>({ ok: true, id, mail: mailOutlook() });
}

export async function applicationAction(
  request: Request,
  clientIp: string,
): Promise<Answer> {
  const t = requestCopy(request);
  const form = await readForm(request, APPLICATION_MAX_BYTES, t);
  if (!(form instanceof FormData)) return form;
  const values = formText(form, Object.keys(applicationFields));
  if (formText(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD])
    return fail(400, t.forms.spamRejected);
  const parsed = applicationSchema(t.forms).safeParse(values);
  if (!parsed.success)
    return fail(400, t.forms.invalid, {
      fields: fieldErrors(parsed.error),
      values,
    });
  // Only an open position can be applied for; the row keeps the title it was sent for, whatever
  // becomes of the opening later (docs/decisions/027).
  let position = "";
  if (parsed.data.position) {
    const job = findOpenJob(parsed.data.position);
    if (!job)
      return fail(400, t.forms.invalid, {
        fields: { position: t.careers.positionClosed },
        values,
      });
    position = job.title;
  }
  const verdict = checkRateLimit("application", clientIp, parsed.data.email);
  if (!verdict.ok)
    return fail(
      429,
      t.forms.rateLimited,
      { values },
      { "Retry-After": String(verdict.retryAfterSeconds) },
    );
  const upload = form.get("cv");
  let cv: CvCheck;
  try {
    cv = await storeCv(upload instanceof File ? upload : null);
  } catch (error) {
    return notStored("application", error, values, t);
  }
  if (!cv.ok) {
    const message = {
      tooLarge: t.careers.cvTooLarge,
      wrongType: t.careers.cvWrongType,
      damaged: t.careers.cvDamaged,
      activeContent: t.careers.cvActiveContent,
      externalAction: t.careers.cvExternalAction,
      embeddedContent: t.careers.cvEmbeddedContent,
      encrypted: t.careers.cvEncrypted,
    }[cv.reason];
    return fail(cv.reason === "tooLarge" ? 413 : 400, message, {
      fields: { cv: message },
      values,
    });
  }
  const stored = cv.cv;
  let id: number;
  try {
    id = await retryWhileBusy(() =>
      storeApplication({ ...parsed.data, position }, stored, t.locale),
    );
  } catch (error) {
    if (stored) discardCv(stored.file);
    return notStored("application", error, values, t);
  }
  deliverSoon("application", id);
  return data<FormResult>({ ok: true, id, mail: mailOutlook() });
}
