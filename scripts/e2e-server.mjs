// The server the browser tests run against: the production build on a fresh temporary DATA_DIR.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildState, spawnServer } from "./lib/server-process.mjs";

// The tests run against the build: one older than the sources tests other code, and the supervisor
// spec's `npm start` would rebuild it in the middle of the run, under the other tests' feet.
if (!process.env.BUILD_DIR && buildState().stale) {
  console.error(
    "The production build is missing or older than the sources: run `npm run build` first (npm test does).",
  );
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-e2e-"));
// Tests that look into the database find it here (tests/support/data-dir.ts).
fs.writeFileSync(
  path.join(os.tmpdir(), `cableworks-e2e-data-dir-${process.env.PORT}`),
  dataDir,
);

const child = spawnServer({
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    // Every browser test posts from 127.0.0.1, each quote to an address of its own: the hourly
    // limit on acknowledgements per client address (3, issue 35) would withhold the copies the
    // mail tests wait for. The limit itself is tested in quote-acknowledgement-limit.server.test.ts.
    QUOTE_ACK_ADDRESSES_PER_SENDER:
      process.env.QUOTE_ACK_ADDRESSES_PER_SENDER ?? "10000",
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
