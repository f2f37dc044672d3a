import { ensureAdminAccount } from "./auth.server";
import { closeDb, getDb } from "./db/client.server";
import { getEnv } from "./env.server";

/**
 * Everything the server does once before it takes requests: open, migrate and seed the database,
 * create (or reset) the admin account. Returns lines for the console (where the data lives, how to
 * log in to the admin area).
 */
export async function startApp(): Promise<string[]> {
  const env = getEnv();
  getDb();
  const adminLines = await ensureAdminAccount({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  return [`Data folder: ${env.dataDir}`, ...adminLines];
}

/** Called on SIGTERM/SIGINT after the HTTP server stopped taking requests. */
export async function stopApp(): Promise<void> {
  closeDb();
}
