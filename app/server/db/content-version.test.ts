import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { getTableName, is } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { getDb, openDatabase } from "./client.server";
import { contentVersionReader } from "./content-version.server";
import * as schema from "./schema.server";

/**
 * Tables whose rows no public page shows: writes to them (a visitor's message, a login, the
 * outbox's bookkeeping) must not throw away every cached page. Every other table is content.
 */
const PRIVATE_TABLES = [
  "admin_users",
  "applications",
  "audit_log",
  "content_version",
  "login_attempts",
  "messages",
  // The team's pricing (issue 37): no public page shows a price.
  "metal_prices",
  "password_setup_tokens",
  "pending_logins",
  "quote_acknowledgements",
  "quote_counters",
  "quote_lines",
  "quotes",
  "recovery_codes",
  "sessions",
];

const schemaTables = Object.values(schema)
  .filter((value) => is(value, SQLiteTable))
  .map((table) => getTableName(table));

function triggersOf(sqlite: Database.Database): Set<string> {
  return new Set(
    sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
      .pluck()
      .all() as string[],
  );
}

describe("the content version", () => {
  it("the migrations give every content table of the schema its insert, update and delete triggers, and no private table any", () => {
    const triggers = triggersOf(getDb().$client);
    expect(schemaTables).toContain("products");
    for (const table of schemaTables) {
      const content = !PRIVATE_TABLES.includes(table);
      for (const event of ["insert", "update", "delete"]) {
        // A new content table needs a migration creating these (see drizzle/0002_content_version.sql).
        expect(
          triggers.has(`content_version_${table}_${event}`),
          `trigger content_version_${table}_${event}`,
        ).toBe(content);
      }
    }
  });

  it("migrates a database whose table and triggers were made at start-up, before the migration", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-cv-"));
    try {
      // The migrations as they were before this one, applied to a new file...
      const before = path.join(dir, "drizzle");
      fs.cpSync(path.resolve("drizzle"), before, { recursive: true });
      const journal = JSON.parse(
        fs.readFileSync(path.join(before, "meta", "_journal.json"), "utf8"),
      ) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < "0002");
      fs.writeFileSync(
        path.join(before, "meta", "_journal.json"),
        JSON.stringify(journal),
      );
      const file = path.join(dir, "old.db");
      const old = new Database(file);
      migrate(drizzle(old), { migrationsFolder: before });
      // ...plus what start-up used to make (the removed installContentVersion), with some history.
      old.exec(
        "CREATE TABLE content_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);" +
          "INSERT INTO content_version (id, n) VALUES (1, 41);" +
          'CREATE TRIGGER "content_version_products_update" AFTER UPDATE ON "products" BEGIN UPDATE content_version SET n = n + 1 WHERE id = 1; END;',
      );
      old.close();

      const db = openDatabase(file, { seed: false });
      // Kept, not reset: the start-up step that gives products their sizes may move it on, never back.
      expect(contentVersionReader(db.$client)()).toBeGreaterThanOrEqual(41);
      // (Migration 0017's seeded Arabic moves it on by one per row inserted: some 25.)
      expect(contentVersionReader(db.$client)()).toBeLessThan(100);
      expect(triggersOf(db.$client).has("content_version_clients_delete")).toBe(
        true,
      );
      db.$client.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("moves on a content write, not on a visitor's message or a session", () => {
    const sqlite = getDb().$client;
    const read = contentVersionReader(sqlite);
    const before = read();
    sqlite
      .prepare(
        "UPDATE products SET name = name WHERE id = (SELECT min(id) FROM products)",
      )
      .run();
    const afterProduct = read();
    expect(afterProduct).toBeGreaterThan(before);
    sqlite.prepare("DELETE FROM sessions").run();
    sqlite.prepare("DELETE FROM login_attempts").run();
    sqlite.prepare("UPDATE messages SET id = id").run();
    expect(read()).toBe(afterProduct);
  });
});
