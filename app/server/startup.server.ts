import { ensureAdminAccount } from "./auth.server";
import { closeDb, getDb } from "./db/client.server";
import { getEnv } from "./env.server";
import { getTransport } from "./mail.server";
import { startOutbox, stopOutbox } from "./outbox.server";

/**
 * Everything the server does once before it takes requests: open, migrate and seed the database,
 * create (or reset) the admin account, start the mail outbox. Returns lines for the console (where
 * the data lives, how to log in to the admin area, how mail is delivered).
 */
export async function startApp(): Promise<string[]> {
  const env = getEnv();
  getDb();
  const lines = [`Data folder: ${env.dataDir}`];
  lines.push(...(await ensureAdminAccount({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD })));
  startOutbox();
  const transport = getTransport();
  lines.push(
    transport
      ? `Mail: contact messages and applications are delivered by ${transport.name === "smtp" ? "SMTP" : "the e-mail service"}`
      : "Mail: not configured (set SMTP_URL); visitor messages are kept in the database",
  );
  return lines;
}

/** Called on SIGTERM/SIGINT after the HTTP server stopped taking requests. */
export async function stopApp(): Promise<void> {
  await stopOutbox();
  closeDb();
}
