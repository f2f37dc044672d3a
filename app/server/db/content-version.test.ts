import { describe, expect, it } from "vitest";
import { getDb } from "./client.server";
import { contentVersionReader, PRIVATE_TABLES } from "./content-version.server";

describe("the content version", () => {
  it("has insert, update and delete triggers on every table except the private ones", () => {
    const sqlite = getDb().$client;
    const tables = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE '__drizzle%'")
      .pluck()
      .all() as string[];
    const triggers = new Set(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").pluck().all() as string[]);
    expect(tables).toContain("products");
    for (const table of tables) {
      const expected = (PRIVATE_TABLES as readonly string[]).includes(table) ? false : true;
      for (const event of ["insert", "update", "delete"]) {
        expect(triggers.has(`content_version_${table}_${event}`), `${table} ${event}`).toBe(expected);
      }
    }
  });

  it("moves on a content write, not on a visitor's message or a session", () => {
    const sqlite = getDb().$client;
    const read = contentVersionReader(sqlite);
    const before = read();
    sqlite.prepare("UPDATE products SET name = name WHERE id = (SELECT min(id) FROM products)").run();
    const afterProduct = read();
    expect(afterProduct).toBeGreaterThan(before);
    sqlite.prepare("DELETE FROM sessions").run();
    sqlite.prepare("DELETE FROM login_attempts").run();
    sqlite.prepare("UPDATE messages SET id = id").run();
    expect(read()).toBe(afterProduct);
  });
});
