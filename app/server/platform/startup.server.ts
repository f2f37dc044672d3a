import fs from "node:fs";
import path from "node:path";
import { ensureAdminAccount } from "../auth/auth.server";
import { closeDb, databaseFile, getDb } from "../db/client.server";
import { getEnv } from "./env.server";
import {
  startInboxRetention,
  stopInboxRetention,
} from "../messages/inbox-retention.server";
import { getTransport } from "../messages/mail.server";
import { startOutbox, stopOutbox } from "../messages/outbox.server";

/**
 * Everything the server does once before it takes requests: open, migrate and seed the database,
 * create (or reset) the admin account, start the mail outbox and the inbox's retention. Returns
 * lines for the console (where the data lives, how to log in to the admin area, how mail is
 * delivered).
 */
export async function startApp(): Promise<string[]> {
  const env = getEnv();
  prepareDataDir(env.dataDir);
  getDb();
  const lines = [`Data folder: ${env.dataDir}`];
  lines.push(
    ...(await ensureAdminAccount({
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    })),
  );
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
 * A start-up problem the operator can fix, told in one line (server.ts prints it and exits with 1
 * instead of showing a stack trace). Recognised by its name: server.ts is bundled apart from this.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * Makes the data folder private and checks that the server can write there (a read-only mount, a
 * folder of another user, a full disk) before the database is opened: SQLite's own error says
 * neither which folder nor what to do.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
    const database = databaseFile(dataDir);
    if (fs.existsSync(database)) fs.accessSync(database, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(
      `Cannot write to the data folder ${dataDir} (${code}). The server keeps its database and uploads there: make the folder writable by this user (and free some space if the disk is full), or set DATA_DIR to a folder that is.`,
    );
  }
  // Only now: a folder that cannot be written cannot be made private either, and one line is enough.
  keepDataPrivate(dataDir);
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
    console.warn(
      `Could not make ${dataDir} private (${(error as NodeJS.ErrnoException).code ?? error}).`,
    );
  }
}

/** Called on SIGTERM/SIGINT after the HTTP server stopped taking requests. */
export async function stopApp(): Promise<void> {
  stopInboxRetention();
  await stopOutbox();
  closeDb();
}
