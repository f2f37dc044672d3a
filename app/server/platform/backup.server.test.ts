import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "./backup.server";
import { databaseFile, openDatabase } from "../db/client.server";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-backup-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0))
    fs.rmSync(dir, { recursive: true, force: true });
});

function productName(dataDir: string, id: string): string | undefined {
  const db = new Database(databaseFile(dataDir), { readonly: true });
  const row = db.prepare("select name from products where id = ?").get(id) as
    { name: string } | undefined;
  db.close();
  return row?.name;
}

describe("backup and restore", () => {
  it("round-trips the database and uploaded files, snapshotting while the server's connection is open", async () => {
    const dataDir = tempDir();
    const live = openDatabase(databaseFile(dataDir));
    fs.mkdirSync(path.join(dataDir, "uploads"));
    fs.writeFileSync(
      path.join(dataDir, "uploads", "photo-640.webp"),
      "image bytes",
    );
    fs.writeFileSync(path.join(dataDir, "totp.key"), "the two-factor key", {
      mode: 0o600,
    });
    live.$client
      .prepare("update products set name = 'Before backup' where id = '1'")
      .run();

    const archive = path.join(tempDir(), "snapshot.tar.gz");
    const { bytes } = await createBackup(dataDir, archive);
    expect(bytes).toBeGreaterThan(1000);

    // Changes after the snapshot: a renamed product, a deleted file, a new file.
    live.$client
      .prepare("update products set name = 'After backup' where id = '1'")
      .run();
    fs.rmSync(path.join(dataDir, "uploads", "photo-640.webp"));
    fs.writeFileSync(path.join(dataDir, "totp.key"), "a new key");
    fs.writeFileSync(path.join(dataDir, "uploads", "later.webp"), "later");
    live.$client.close();

    const { keptAt } = restoreBackup(archive, dataDir);
    expect(productName(dataDir, "1")).toBe("Before backup");
    expect(
      fs.readFileSync(path.join(dataDir, "uploads", "photo-640.webp"), "utf8"),
    ).toBe("image bytes");
    expect(fs.existsSync(path.join(dataDir, "uploads", "later.webp"))).toBe(
      false,
    );
    // The two-factor key travels with the database, still readable by the server alone.
    expect(fs.readFileSync(path.join(dataDir, "totp.key"), "utf8")).toBe(
      "the two-factor key",
    );
    expect(fs.statSync(path.join(dataDir, "totp.key")).mode & 0o777).toBe(
      0o600,
    );
    // What was replaced is kept, not destroyed.
    expect(fs.existsSync(path.join(keptAt, "uploads", "later.webp"))).toBe(
      true,
    );

    const reopened = openDatabase(databaseFile(dataDir));
    expect(reopened.$client.pragma("integrity_check", { simple: true })).toBe(
      "ok",
    );
    reopened.$client.close();
  });

  it("refuses an archive that is not a backup, and changes nothing", () => {
    const dataDir = tempDir();
    const live = openDatabase(databaseFile(dataDir));
    live.$client.close();
    const bogus = path.join(tempDir(), "bogus.tar.gz");
    const empty = tempDir();
    fs.writeFileSync(path.join(empty, "readme.txt"), "not a backup");
    execFileSync("tar", ["-czf", bogus, "-C", empty, "."]);
    expect(() => restoreBackup(bogus, dataDir)).toThrow(/no database/i);
    expect(productName(dataDir, "1")).toBe("Copper Conductor 16mm²");
  });
});
