import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The DATA_DIR of the e2e server on `port` (scripts/e2e-server.mjs writes it down). */
export function e2eDataDir(port: number): string {
  return fs
    .readFileSync(
      path.join(os.tmpdir(), `cableworks-e2e-data-dir-${port}`),
      "utf8",
    )
    .trim();
}
