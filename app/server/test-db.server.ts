import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Db, openDatabase } from "./db/client.server";

/** A fresh, migrated (and by default seeded) database in a temporary folder, for unit tests. */
export function createTestDb(options: { seed?: boolean } = {}): {
  db: Db;
  dir: string;
  cleanup: () => void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-test-"));
  const db = openDatabase(path.join(dir, "test.db"), options);
  return {
    db,
    dir,
    cleanup: () => {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
