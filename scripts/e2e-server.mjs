// The server the browser tests run against: the production build on a fresh temporary DATA_DIR.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnServer } from "./lib/server-process.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-e2e-"));
// Tests that look into the database find it here (tests/support/data-dir.ts).
fs.writeFileSync(path.join(os.tmpdir(), `cableworks-e2e-data-dir-${process.env.PORT}`), dataDir);

const child = spawnServer({
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  },
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
