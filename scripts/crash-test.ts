// `npm run crash-test [-- --cycles N] [-- --lanes L] [-- --max-kill-ms M] [-- --seed S] [-- --port P] [-- --out F]`:
// SQLite's crash-test method applied to the whole server. Each cycle starts the production server
// (build/server.mjs, built once) on the same DATA_DIR, checks the database the last kill left
// (`PRAGMA integrity_check`, then every row against what the server acknowledged), then sends
// admin writes through the real form actions from several lanes at once (creates, updates,
// deletes and restores of products, categories, clients and certifications, plus a login) and
// kills the server with SIGKILL after a random delay.
//
// A write counts as acknowledged when its answer arrived: HTTP 200 with `ok: true` in the action's
// data. Every acknowledged write must be found with exactly its values; a write in flight at the
// kill may be present or absent but never partly applied. The audit log must account for every
// change exactly: the rows before a kill, with the entries written since replayed onto them, are the
// rows after it (no lost entry, no orphan). Exits non-zero on any loss, torn row,
// unexpected answer or integrity failure. Writes its figures to bench-results/crash-test.json.
//
// The parts live in scripts/crash-test/: options, random, database (reading back), forms, server
// (start, kill, HTTP), writers, checks and report; this file runs the cycles.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type CycleWrites,
  fail,
  failures,
  totals,
  verify,
  verifyAudit,
} from "./crash-test/checks";
import { type DbState, readDatabase } from "./crash-test/database";
import {
  cycles,
  lanes,
  maxKillMs,
  rebuild,
  resultsFile,
  root,
  seed,
} from "./crash-test/options";
import { random } from "./crash-test/random";
import { report, type RunFigures } from "./crash-test/report";
import {
  killServer,
  killServerNow,
  login,
  startServer,
  stopServer,
} from "./crash-test/server";
import { sendWrites } from "./crash-test/writers";

/** The `synchronous` pragma the built server sets (read from the build, so the report names it). */
function synchronousSetting(): string {
  for (const file of fs.readdirSync(path.join(buildCopy, "build/server"), {
    recursive: true,
  }) as string[]) {
    if (!file.endsWith(".js")) continue;
    const found = /synchronous\s*=\s*(\w+)/.exec(
      fs.readFileSync(path.join(buildCopy, "build/server", file), "utf8"),
    );
    if (found) return found[1]!;
  }
  return "unknown";
}

if (!fs.existsSync(path.join(root, "build/server.mjs")) || rebuild) {
  console.log("Building the production site...");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: "ignore",
  });
}

// The cycles run a copy of the build, so a rebuild during a long run cannot change the server
// under it. The copy sits in node_modules/.cache: the server still finds its packages upwards (and
// drizzle/ from its working folder), and linters and type checks never look there.
const buildCopy = path.join(
  root,
  "node_modules/.cache",
  `cableworks-crash-build-${process.pid}`,
);
fs.cpSync(path.join(root, "build"), path.join(buildCopy, "build"), {
  recursive: true,
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-crash-"));
const dbFile = path.join(dataDir, "cableworks.db");
const began = performance.now();
const sync = synchronousSetting();
console.log(
  `Crash test: ${cycles} cycles, ${lanes} lanes, kill within ${maxKillMs} ms, seed ${seed}, DATA_DIR ${dataDir} (journal WAL, synchronous ${sync})`,
);

// Interrupted (Ctrl-C): take the server down too, and the build copy.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killServerNow();
    fs.rmSync(buildCopy, { recursive: true, force: true });
    process.exit(130);
  });
}

let previous: DbState | undefined;
let writes: CycleWrites | undefined;
const cookie = { value: "" };
const startTimes: number[] = [];
const firstAckTimes: number[] = [];
let journalMode = "";
const figures = (): RunFigures => ({
  began,
  journalMode,
  synchronous: sync,
  startTimes,
  firstAckTimes,
});

const failed = () =>
  totals.lost +
    totals.torn +
    totals.auditMissing +
    totals.auditOrphans +
    totals.unexpected +
    totals.integrityFailures >
  0;
let exitCode = 0;
// A watchdog: no request may hang a cycle (each has a timeout), so a cycle this long means the
// harness itself is stuck; it also keeps the event loop alive, so a stuck promise is reported
// rather than silently ending the process.
let cycleStarted = performance.now();
let cycleNow = 0;
const watchdog = setInterval(() => {
  if (performance.now() - cycleStarted < 300_000) return;
  fail(`cycle ${cycleNow}: stalled for 5 minutes`);
  totals.unexpected++;
  report(Math.max(0, cycleNow - 1), figures());
  killServerNow();
  fs.rmSync(buildCopy, { recursive: true, force: true });
  console.error(`cycle ${cycleNow} stalled for 5 minutes: stopped`);
  process.exit(3);
}, 5_000);
try {
  for (let cycle = 1; cycle <= cycles + 1; cycle++) {
    cycleStarted = performance.now();
    cycleNow = cycle;
    startTimes.push(await startServer(buildCopy, dataDir, cycle === 1));
    const current = readDatabase(dbFile);
    journalMode = current.journalMode;
    const failuresBefore = failures.length;
    verify(cycle - 1, previous, current, writes);
    if (previous) verifyAudit(cycle - 1, previous, current);
    previous = current;
    if (cycle > cycles) break;
    if (cycle === 1) {
      const first = await login();
      if (typeof first === "string" || "unexpected" in first)
        throw new Error("The first login failed");
      cookie.value = first.cookie;
    }
    const controller = new AbortController();
    const before = { ...totals };
    let flowing!: () => void;
    const firstAck = new Promise<void>((resolve) => (flowing = resolve));
    const sending = sendWrites(
      cycle,
      current,
      cookie,
      controller.signal,
      flowing,
    );
    // Mostly a kill while writes flow (after the first acknowledgement, whose wait covers the
    // first requests' warm-up); one cycle in ten kills early, before or during the first writes.
    const early = random() < 0.1;
    const killAfter = Math.floor(random() * (early ? 300 : maxKillMs));
    const writesBegan = performance.now();
    if (!early)
      await Promise.race([
        firstAck,
        new Promise((resolve) => setTimeout(resolve, 15_000)),
      ]);
    if (!early) firstAckTimes.push(performance.now() - writesBegan);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    await killServer();
    controller.abort();
    writes = await sending;
    const line = `cycle ${cycle}/${cycles}: kill ${killAfter} ms after ${early ? "start" : "first ack"}, ${totals.acknowledged - before.acknowledged} acknowledged, ${totals.unanswered - before.unanswered} in flight`;
    if (cycles <= 50 || cycle % 25 === 0 || failures.length > failuresBefore) {
      const elapsed = (performance.now() - began) / 1000;
      const timing = `start ${Math.round(startTimes.at(-1)!)} ms`;
      console.log(
        `${line}; ${timing}; ${Math.round(elapsed)} s so far${failed() ? `; FAILURES: ${failures.length}` : ""}`,
      );
    }
    if (cycle % 10 === 0) report(cycle, figures());
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  clearInterval(watchdog);
  await stopServer();
  fs.rmSync(buildCopy, { recursive: true, force: true });
}

const done = Math.max(0, startTimes.length - 1);
report(done, figures());
for (const line of failures.slice(0, 20)) console.error(line);
const seconds = Math.round((performance.now() - began) / 1000);
console.log(
  `Crash test: ${done} cycles, ${totals.acknowledged} acknowledged writes (${totals.inFlightApplied} of ${totals.unanswered} unanswered ones applied whole), ` +
    `${totals.lost} lost, ${totals.torn} torn, ${totals.auditMissing} writes without an audit entry, ${totals.auditOrphans} audit entries without their write, ${totals.unexpected} unexpected answers, ${totals.integrityFailures} integrity failures, ${seconds} s ` +
    `(figures in ${path.relative(root, resultsFile)})`,
);
if (failed() || exitCode) process.exitCode = exitCode || 1;
else fs.rmSync(dataDir, { recursive: true, force: true });
