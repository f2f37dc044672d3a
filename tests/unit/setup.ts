import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * Each unit-test file gets its own DATA_DIR in a temporary folder, so modules that use the
 * process's database (`getDb()`) run against a real, migrated and seeded SQLite file.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-unit-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";

afterAll(async () => {
  const { closeDb } = await import("~/server/db/client.server");
  closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
