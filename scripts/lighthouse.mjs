// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling) on every public route of a
// production build over a temporary DATA_DIR, in Debian's Chromium. Prints the four category
// scores, LCP, TBT, CLS, bytes by type and request count per route; writes
// bench-results/lighthouse.json. `-- --runs N` measures each route N times and keeps the run with
// the median performance score (Lighthouse's own advice for noisy machines; this one is).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { measuredPublicPaths } from "../app/lib/public-paths.ts";
import { findFullChromium } from "./ensure-chromium.mjs";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = 4600 + Math.floor(Math.random() * 100);
const debugPort = 9300 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;

// `npm run lighthouse -- /product/1 /about` measures only those routes.
const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const runsAt = process.argv.indexOf("--runs");
const runs =
  runsAt > 0
    ? Math.max(1, Number.parseInt(process.argv[runsAt + 1] ?? "1", 10) || 1)
    : 1;
// Otherwise every public page (app/lib/public-paths.ts; tsx runs this script, so it loads the .ts list).
if (routes.length === 0) routes.push(...measuredPublicPaths);

const chromium = findFullChromium();
if (!chromium) {
  console.error(
    "Chromium is needed: sudo apt-get install -y chromium (or set CHROMIUM_PATH).",
  );
  process.exit(1);
}

console.log("Building the production site...");
execFileSync("npm", ["run", "build", "--silent"], {
  cwd: root,
  stdio: "ignore",
});
const dataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "cableworks-lighthouse-"),
);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-chromium-"));
const server = spawnServer({
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const browser = spawn(
  chromium,
  [
    "--headless=new",
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "about:blank",
  ],
  { stdio: "ignore" },
);

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const kb = (bytes) => Math.round(bytes / 1024);
let exitCode = 0;
try {
  await waitForServer(base, server);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
  const results = [];
  for (const route of routes) {
    // Warm the render cache first, as a visitor after the first would find it.
    await fetch(`${base}${route}`);
    const lhrs = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run measured
      // nothing, so it is run again (twice at most).
      for (let tries = 0; ; tries++) {
        const run = await lighthouse(`${base}${route}`, {
          port: debugPort,
          output: "json",
          logLevel: "error",
          onlyCategories: [
            "performance",
            "accessibility",
            "best-practices",
            "seo",
          ],
        });
        if (!run.lhr.runtimeError || tries === 2) {
          lhrs.push(run.lhr);
          break;
        }
      }
    }
    lhrs.sort(
      (a, b) => a.categories.performance.score - b.categories.performance.score,
    );
    const lhr = lhrs[Math.floor((lhrs.length - 1) / 2)];
    // `-- --save-reports`: the kept run's whole report, to read what the main thread did.
    if (process.argv.includes("--save-reports")) {
      const file = path.join(
        root,
        "bench-results",
        `lighthouse${route.replace(/[^a-z0-9]+/gi, "-")}.json`,
      );
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(lhr));
    }
    const summary = lhr.audits["resource-summary"].details.items;
    const byType = Object.fromEntries(
      summary.map((item) => [
        item.resourceType,
        { bytes: item.transferSize, requests: item.requestCount },
      ]),
    );
    results.push({
      route,
      performance: Math.round(lhr.categories.performance.score * 100),
      performanceRuns: lhrs.map((one) =>
        Math.round(one.categories.performance.score * 100),
      ),
      // Lighthouse's own measure of the host's CPU at each run (docs/throttling.md: the 4x slowdown
      // is meant for a high-end desktop, 1500 or more). Busy or slow hosts give lower figures and
      // longer simulated tasks, so a score is only comparable with its benchmark beside it.
      benchmarkIndexRuns: lhrs.map((one) =>
        Math.round(one.environment.benchmarkIndex),
      ),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls:
        Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) /
        1000,
      byType,
      // What the main thread was blocked by (simulated mobile CPU), longest first.
      longTasks: (lhr.audits["long-tasks"]?.details?.items ?? [])
        .slice(0, 5)
        .map((task) => ({
          url: task.url,
          startMs: Math.round(task.startTime),
          durationMs: Math.round(task.duration),
        })),
      failing: Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode === "binary",
        )
        .map((audit) => {
          const nodes = (audit.details?.items ?? [])
            .map((item) => item.node?.snippet)
            .filter(Boolean);
          return nodes.length
            ? `${audit.id} (${nodes.slice(0, 3).join(" ")})`
            : audit.id;
        }),
    });
    console.log(`  measured ${route}`);
  }
  console.log(
    "\nroute                            perf  a11y  best   seo   LCP ms  TBT ms    CLS   JS KB  total KB  requests",
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(32)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(5)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(kb(r.byType.script?.bytes ?? 0)).padStart(7)} ${String(kb(r.byType.total?.bytes ?? 0)).padStart(9)} ${String(r.byType.total?.requests ?? 0).padStart(9)}`,
    );
    console.log(
      `${"".padEnd(33)}runs: ${r.performanceRuns.join(", ")}; host CPU benchmarkIndex: ${r.benchmarkIndexRuns.join(", ")}`,
    );
    if (r.failing.length)
      console.log(`${"".padEnd(33)}failing audits: ${r.failing.join(", ")}`);
  }
  const out = path.join(root, "bench-results", "lighthouse.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`Figures written to ${path.relative(root, out)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  browser.kill("SIGTERM");
  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(exitCode);
