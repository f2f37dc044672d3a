import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { databaseFile } from "../db/client.server";

/** Folders under DATA_DIR that hold files the database points to. */
const FILE_FOLDERS = ["uploads", "cv", "documents"] as const;
/** Files under DATA_DIR the database needs: the key its two-factor secrets are encrypted with. */
const KEY_FILES = ["totp.key"] as const;

/**
 * Writes a consistent snapshot of a live data folder to `outFile` (.tar.gz): the database through
 * SQLite's online backup API (safe while the server runs and writes), plus the uploaded files and
 * the two-factor key (without it no authenticator code could be checked after a restore).
 */
export async function createBackup(
  dataDir: string,
  outFile: string,
): Promise<{ file: string; bytes: number }> {
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-backup-"));
  try {
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(path.join(staging, path.basename(source)));
    } finally {
      db.close();
    }
    const check = new Database(path.join(staging, path.basename(source)), {
      readonly: true,
    });
    const integrity = check.pragma("integrity_check", { simple: true });
    check.close();
    if (integrity !== "ok")
      throw new Error(
        `The snapshot failed its integrity check: ${String(integrity)}`,
      );
    for (const folder of FILE_FOLDERS) {
      const from = path.join(dataDir, folder);
      if (fs.existsSync(from))
        fs.cpSync(from, path.join(staging, folder), { recursive: true });
    }
    for (const name of KEY_FILES) {
      const from = path.join(dataDir, name);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(staging, name));
    }
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    execFileSync("tar", ["-czf", path.resolve(outFile), "-C", staging, "."]);
    return { file: path.resolve(outFile), bytes: fs.statSync(outFile).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into `dataDir`, replacing its database and files. The server must be
 * stopped. The archive is unpacked and checked first; the current data is moved aside (kept in
 * `dataDir/before-restore-<time>`) only once the archive is known to be good.
 */
export function restoreBackup(
  archive: string,
  dataDir: string,
): { keptAt: string } {
  if (!fs.existsSync(archive)) throw new Error(`No backup at ${archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-restore-"));
  try {
    execFileSync("tar", [
      "-xzf",
      path.resolve(archive),
      "-C",
      staging,
      "--no-same-owner",
    ]);
    const restoredDb = path.join(staging, path.basename(databaseFile(dataDir)));
    if (!fs.existsSync(restoredDb))
      throw new Error(
        "The archive holds no database: is it a Cableworks backup?",
      );
    const check = new Database(restoredDb, { readonly: true });
    const integrity = check.pragma("integrity_check", { simple: true });
    check.close();
    if (integrity !== "ok")
      throw new Error(
        `The backup's database failed its integrity check: ${String(integrity)}`,
      );

    fs.mkdirSync(dataDir, { recursive: true });
    const keptAt = path.join(
      dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`,
    );
    fs.mkdirSync(keptAt);
    const current = databaseFile(dataDir);
    for (const suffix of ["", "-wal", "-shm"]) {
      if (fs.existsSync(current + suffix))
        fs.renameSync(
          current + suffix,
          path.join(keptAt, path.basename(current) + suffix),
        );
    }
    for (const folder of FILE_FOLDERS) {
      const live = path.join(dataDir, folder);
      if (fs.existsSync(live)) fs.renameSync(live, path.join(keptAt, folder));
      const restored = path.join(staging, folder);
      if (fs.existsSync(restored))
        fs.cpSync(restored, live, { recursive: true });
    }
    for (const name of KEY_FILES) {
      const live = path.join(dataDir, name);
      if (fs.existsSync(live)) fs.renameSync(live, path.join(keptAt, name));
      const restored = path.join(staging, name);
      if (fs.existsSync(restored)) {
        fs.copyFileSync(restored, live);
        fs.chmodSync(live, 0o600);
      }
    }
    fs.copyFileSync(restoredDb, current);
    return { keptAt };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
