import type { MailOutlook } from "~/lib/forms/visitor-form-fields";
import type { Transporter } from "nodemailer";
import { stripBidiControls } from "~/lib/locale/bidi";
import { site } from "~/lib/site";
import type { Locale } from "~/locales";
import { getCompany } from "../content/company.server";
import { getEnv, type Env } from "../platform/env.server";

/**
 * Outgoing mail. Two transports, chosen by configuration: SMTP through nodemailer when `SMTP_URL`
 * is set, else the spec's e-mail service (its REST API, section 7) when its three keys are set.
 * Without either, nothing is sent: what visitors send stays in the database (the admin inbox).
 */

/** A file to attach: from disk (`path`) or made for this mail (`content`). */
export type MailAttachment = { filename: string; contentType: string } & (
  { path: string } | { content: Buffer }
);

export interface Mail {
  /** The recipient when it is not the company (a buyer's acknowledgement); else MAIL_TO. */
  to?: string;
  subject: string;
  text: string;
  /**
   * The language the mail is written in, sent as `Content-Language` when it is not English (a
   * visitor's acknowledgement in Arabic, decision 044). The company's own mails are English.
   */
  language?: Locale;
  /** Given as name and address, so the mail library quotes the name (a quote or a backslash in it included). */
  replyTo?: { name: string; address: string };
  attachments?: MailAttachment[];
  /** Flat fields for the e-mail service's template (it cannot take the text or attachments). */
  templateParams: Record<string, string>;
}

export interface MailTransport {
  readonly name: "smtp" | "emailjs";
  send(mail: Mail): Promise<void>;
}

/** The e-mail service's REST endpoint (the spec's "alternative send" of the same library). */
export const EMAILJS_ENDPOINT = "https://api.emailjs.com/api/v1.0/email/send";

/** The service's answers by status (spec section 8), for a readable last_error. */
const emailjsStatusText: Record<number, string> = {
  0: "Network Error",
  451: "Unavailable For Headless Browser",
  403: "Forbidden",
  429: "Too Many Requests",
};

function recipient(env: Env): string {
  // Read at each message: a changed sales address takes the next one (docs/decisions/028).
  return env.MAIL_TO ?? getCompany().salesEmail;
}

/**
 * The mail with every value that becomes a header (subject, Reply-To name, attachment names, and
 * the e-mail service's template fields, which its template may put in headers) stripped of bidi
 * controls (issue 35). The bodies are left as written.
 */
function headerSafe(mail: Mail): Mail {
  return {
    ...mail,
    subject: stripBidiControls(mail.subject),
    ...(mail.replyTo
      ? {
          replyTo: {
            name: stripBidiControls(mail.replyTo.name),
            address: mail.replyTo.address,
          },
        }
      : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((attachment) => ({
            ...attachment,
            filename: stripBidiControls(attachment.filename),
          })),
        }
      : {}),
    templateParams: Object.fromEntries(
      Object.entries(mail.templateParams).map(([key, value]) => [
        key,
        stripBidiControls(value),
      ]),
    ),
  };
}

function smtpTransport(env: Env, url: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    name: "smtp",
    async send(unsafe) {
      const mail = headerSafe(unsafe);
      // Loaded at the first message, not at start (about 12 MB).
      const { default: nodemailer } = await import("nodemailer");
      transporter ??= nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      await transporter.sendMail({
        from:
          env.MAIL_FROM ?? `${site.name} website <${getCompany().infoEmail}>`,
        to: mail.to ?? recipient(env),
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        headers:
          mail.language && mail.language !== "en"
            ? { "Content-Language": mail.language }
            : undefined,
        attachments: mail.attachments?.map((a) =>
          "path" in a
            ? { filename: a.filename, contentType: a.contentType, path: a.path }
            : {
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              },
        ),
      });
    },
  };
}

function emailjsTransport(
  env: Env,
  keys: { serviceId: string; templateId: string; publicKey: string },
): MailTransport {
  return {
    name: "emailjs",
    async send(unsafe) {
      const mail = headerSafe(unsafe);
      let response: Response;
      try {
        response = await fetch(EMAILJS_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            lib_version: "4.4.1",
            service_id: keys.serviceId,
            template_id: keys.templateId,
            user_id: keys.publicKey,
            template_params: {
              ...mail.templateParams,
              to_email: mail.to ?? recipient(env),
              subject: mail.subject,
              message_text: mail.text,
            },
          }),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        throw new Error(
          `${emailjsStatusText[0]}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) {
        const body = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(
          `${response.status} ${emailjsStatusText[response.status] ?? response.statusText}${body ? `: ${body}` : ""}`,
        );
      }
    },
  };
}

/** The configured transport, or undefined when mail is not configured. */
export function createTransport(
  env: Env = getEnv(),
): MailTransport | undefined {
  if (env.SMTP_URL) return smtpTransport(env, env.SMTP_URL);
  if (
    env.EMAILJS_SERVICE_ID &&
    env.EMAILJS_TEMPLATE_ID &&
    env.EMAILJS_PUBLIC_KEY
  ) {
    return emailjsTransport(env, {
      serviceId: env.EMAILJS_SERVICE_ID,
      templateId: env.EMAILJS_TEMPLATE_ID,
      publicKey: env.EMAILJS_PUBLIC_KEY,
    });
  }
  return undefined;
}

let transport: MailTransport | undefined | null = null;

/** The process's transport (made once). */
export function getTransport(): MailTransport | undefined {
  if (transport === null) transport = createTransport();
  return transport;
}

/**
 * What a row stored in the outbox now will become (issue 35): queued for the worker when a
 * transport is configured, else waiting until one is. The visitor's confirmation says which.
 */
export function mailOutlook(): MailOutlook {
  return getTransport() ? "queued" : "unconfigured";
}

/** Tests swap the transport. */
export function setTransportForTests(
  next: MailTransport | undefined | null,
): void {
  transport = next;
}
