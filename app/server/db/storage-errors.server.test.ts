import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retryWhileBusy, storageProblem } from "./storage-errors.server";

/** Two connections to one real database file, as the server and another process would hold. */
let dir: string;
let server: Database.Database;
let other: Database.Database;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-busy-"));
  const file = path.join(dir, "test.db");
  server = new Database(file);
  server.pragma("journal_mode = WAL");
  server.pragma("busy_timeout = 0");
  server.exec("create table notes (id integer primary key, text text)");
  other = new Database(file);
});
afterEach(() => {
  other.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = () =>
  server.prepare("insert into notes (text) values ('x')").run().changes;

describe("retryWhileBusy", () => {
  it("waits on timers, not in SQLite, and writes once another process lets go of the lock", async () => {
    other.exec("BEGIN IMMEDIATE");
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    setTimeout(() => other.exec("COMMIT"), 200);
    const started = Date.now();
    // Patience far past the release: a loaded test machine may fire the release timer late.
    expect(await retryWhileBusy(insert, 10_000)).toBe(1);
    clearInterval(ticking);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    // The event loop ran meanwhile: the interval fired more than once (after a blocking wait of
    // 200 ms it would have fired once).
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it("gives up with SQLITE_BUSY when the lock is still held after its patience", async () => {
    other.exec("BEGIN IMMEDIATE");
    const error = await retryWhileBusy(insert, 200).catch(
      (thrown: unknown) => thrown,
    );
    expect(storageProblem(error)).toBe("busy");
    other.exec("ROLLBACK");
    expect(server.prepare("select count(*) as n from notes").get()).toEqual({
      n: 0,
    });
  });

  it("passes any other error on at once", async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return server.prepare("insert into missing (text) values ('x')").run();
    };
    await expect(retryWhileBusy(failing)).rejects.toThrow(/no such table/);
    expect(calls).toBe(1);
  });
});

describe("storageProblem", () => {
  it("tells a held lock from a write that cannot be stored, and leaves other errors alone", () => {
    const code = (value: string) =>
      Object.assign(new Error(value), { code: value });
    expect(storageProblem(code("SQLITE_BUSY"))).toBe("busy");
    expect(storageProblem(code("SQLITE_BUSY_SNAPSHOT"))).toBe("busy");
    expect(storageProblem(code("SQLITE_FULL"))).toBe("unwritable");
    expect(storageProblem(code("SQLITE_IOERR_WRITE"))).toBe("unwritable");
    expect(storageProblem(code("SQLITE_READONLY"))).toBe("unwritable");
    expect(storageProblem(code("ENOSPC"))).toBe("unwritable");
    expect(storageProblem(code("SQLITE_CONSTRAINT_UNIQUE"))).toBeUndefined();
    expect(storageProblem(new Error("plain"))).toBeUndefined();
    expect(storageProblem(null)).toBeUndefined();
  });
});
