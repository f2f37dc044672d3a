/** The environment of the server the browser tests start (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** The port of the SMTP listener that mail tests start themselves. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);

export const ADMIN = { username: "admin", password: "e2e-Admin-password-1" };

export const E2E_ENV: Record<string, string> = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_TO: "sales@cableworks.test",
  MAIL_FROM: "website@cableworks.test",
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  // Mail tests stop and restart their SMTP listener: retries must come within seconds.
  OUTBOX_RETRY_BASE_MS: "400",
};
