/** The environment of the servers the browser tests start (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** The admin tests run against a second server with its own data, so their writes do not move
 * the public pages the other tests count on. */
export const E2E_ADMIN_PORT = E2E_PORT + 2;
/** The port of the SMTP listener that mail tests start themselves. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);

export const ADMIN = { username: "admin", password: "e2e-Admin-password-1" };

export function e2eEnv(port: number, smtpPort: number): Record<string, string> {
  return {
    PORT: String(port),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: "sales@cableworks.test",
    MAIL_FROM: "website@cableworks.test",
    SITE_URL: `http://127.0.0.1:${port}`,
    // Each test comes from its own address (X-Forwarded-For, see fixtures.ts), so per-address
    // limits (login throttle, form rate limits) of one test never lock out another.
    TRUST_PROXY: "true",
    // Mail tests stop and restart their SMTP listener: retries must come within seconds.
    OUTBOX_RETRY_BASE_MS: "400",
  };
}
