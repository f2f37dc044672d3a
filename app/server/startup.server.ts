import fs from "node:fs";
import { ensureAdminAccount } from "./auth.server";
import { closeDb, getDb } from "./db/client.server";
import { getEnv } from "./env.server";
import { startInboxRetention, stopInboxRetention } from "./inbox-retention.server";
import { getTransport } from "./mail.server";
import { startOutbox, stopOutbox } from "./outbox.server";

/**
 * Everything the server does once before it takes requests: open, migrate and seed the database,
 * create (or reset) the admin account, start the mail outbox and the inbox's retention. Returns
 * lines for the console (where the data lives, how to log in to the admin area, how mail is
 * delivered).
 */
export async function startApp(): Promise<string[]> {
  const env = getEnv();
  keepDataPrivate(env.dataDir);
  getDb();
  const lines = [`Data folder: ${env.dataDir}`];
  lines.push(...(await ensureAdminAccount({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD })));
  startOutbox();
  startInboxRetention();
  const transport = getTransport();
  lines.push(
    transport
      ? `Mail: contact messages and applications are delivered by ${transport.name === "smtp" ? "SMTP" : "the e-mail service"}`
      : "Mail: not configured (set SMTP_URL); visitor messages are kept in the database",
  );
  return lines;
}

/**
 * The data folder holds visitors' messages, CVs and the session table: only the server's own user
 * may read it. The folder is made 0700 (an existing one too), and what the server creates from now
 * on is 0600 (folders 0700).
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dataDir, 0o700);
  } catch (error) {
    // Not ours to change (another owner, a read-only mount): say so, and go on as before.
    console.warn(`Could not make ${dataDir} private (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }
}

/** Called on SIGTERM/SIGINT after the HTTP server stopped taking requests. */
export async function stopApp(): Promise<void> {
  stopInboxRetention();
  await stopOutbox();
  closeDb();
}
