import type Database from "better-sqlite3";

/**
 * Tables whose rows no public page shows: writes to them (a visitor's message, a login, the
 * outbox's bookkeeping) must not throw away every cached page. Every other table, including any
 * added later, counts as content.
 */
export const PRIVATE_TABLES = ["admin_users", "applications", "content_version", "login_attempts", "messages", "sessions"] as const;

/**
 * A counter the database itself bumps, by trigger, on every insert, update or delete in a content
 * table: from this process, a script or another process alike. The render cache keys its pages on
 * it, so a save shows at once. Idempotent: run on every open, it covers tables added since.
 */
export function installContentVersion(sqlite: Database.Database): void {
  sqlite.exec(
    "CREATE TABLE IF NOT EXISTS content_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);" +
      "INSERT OR IGNORE INTO content_version (id, n) VALUES (1, 0);",
  );
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_\\_drizzle%' ESCAPE '\\'")
    .pluck()
    .all() as string[];
  const install = sqlite.transaction(() => {
    for (const table of tables) {
      if ((PRIVATE_TABLES as readonly string[]).includes(table)) continue;
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        const name = `content_version_${table}_${event.toLowerCase()}`.replaceAll('"', "");
        sqlite.exec(
          `CREATE TRIGGER IF NOT EXISTS "${name}" AFTER ${event} ON "${table.replaceAll('"', '""')}" ` +
            "BEGIN UPDATE content_version SET n = n + 1 WHERE id = 1; END;",
        );
      }
    }
  });
  install();
}

/** Reads the counter (a prepared statement: cheap enough for every request). */
export function contentVersionReader(sqlite: Database.Database): () => number {
  const statement = sqlite.prepare("SELECT n FROM content_version WHERE id = 1").pluck();
  return () => statement.get() as number;
}
