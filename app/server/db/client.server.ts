import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import {
  drizzle,
  type BetterSQLite3Database,
} from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "../platform/env.server";
import * as schema from "./schema.server";
import { backfillSizes } from "./backfill-sizes.server";
import { seedIfEmpty } from "./seed.server";
import { refreshSearchTexts } from "../catalogue/search-text.server";
import { installAuditTriggers } from "../audit/triggers.server";

/**
 * How long a statement of the server's connection waits for another process's write lock: not at
 * all. better-sqlite3 is synchronous, so SQLite's wait would block the event loop, and every page,
 * cached or not, and /healthz with it (5 s each write with the old timeout). A write that finds the
 * lock held fails at once with SQLITE_BUSY: the visitor forms try again between other requests
 * (`retryWhileBusy`), then answer 503 with Retry-After, as admin writes do at once
 * (docs/decisions/011-database-locks.md). Reads are not affected: in WAL mode they take no lock.
 */
export const SERVER_BUSY_TIMEOUT_MS = 0;

export type Db = BetterSQLite3Database<typeof schema> & {
  $client: Database.Database;
};
/** The handle a write gets inside `getDb().transaction(...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The migrations folder: found upwards from this module, so it works from source and build. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json")))
      return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("drizzle");
  if (fs.existsSync(path.join(fromCwd, "meta", "_journal.json")))
    return fromCwd;
  throw new Error("Cannot find the drizzle/ migrations folder");
}

/**
 * Opens (creating if needed) the database file at `file`, in WAL mode, applies every migration and
 * seeds an empty database. Used by the app (one connection per process) and by tests and scripts,
 * which keep the 5 s busy timeout unless `busyTimeoutMs` says otherwise.
 */
export function openDatabase(
  file: string,
  options: { seed?: boolean; busyTimeoutMs?: number } = {},
): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: migrationsFolder() });
  // Before the seed: a new database has no products yet, so this only records that it ran.
  backfillSizes(db);
  if (options.seed !== false) seedIfEmpty(db);
  // After the seed: a database made before the search text last changed gets the new one.
  refreshSearchTexts(db);
  // Migrating and seeding may wait the long timeout (nothing is served yet); what follows may not.
  if (options.busyTimeoutMs !== undefined)
    sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
  return db;
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, "cableworks.db");
}

let instance: Db | undefined;

/** The process's one connection, opened on first use under DATA_DIR. */
export function getDb(): Db {
  if (!instance) {
    instance = openDatabase(databaseFile(getEnv().dataDir), {
      busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS,
    });
    // Only the server's connection logs admin writes: the log's author is the request it answers.
    installAuditTriggers(instance.$client);
  }
  return instance;
}

/** Closes the process's connection (graceful shutdown, tests). */
export function closeDb(): void {
  if (instance) {
    instance.$client.close();
    instance = undefined;
  }
}
