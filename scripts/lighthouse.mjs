// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling, its defaults untouched) on
// every public route of a production build over a temporary DATA_DIR, in Debian's Chromium. Each
// route is measured alternately as served and as the same rendered HTML with every script removed
// (issue 36, decision 045): the page's own cost and the host's noise, told apart in the same
// minutes. `-- --runs N` (5 by default) runs each side N times. Prints per route the medians of
// score, TBT, LCP and CLS for both, the TBT the scripts cost (served minus script-free), each run's
// benchmarkIndex, and the served page's other categories; writes bench-results/lighthouse.json.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import zlib from "node:zlib";
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
    ? Math.max(1, Number.parseInt(process.argv[runsAt + 1] ?? "5", 10) || 5)
    : 5;
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

/**
 * Two proxies in front of the server, alike but for one thing: the script-free one removes every
 * <script> (the theme boot script too) and module preload from HTML documents. Both read the HTML
 * uncompressed and gzip it the same way, and pass everything else through byte for byte, so the
 * two sides differ only by the scripts.
 */
function startProxy(stripScripts) {
  const proxy = http.createServer((req, res) => {
    const headers = { ...req.headers, host: `127.0.0.1:${port}` };
    const wantsHtml = (req.headers.accept ?? "").includes("text/html");
    if (wantsHtml) headers["accept-encoding"] = "identity";
    const upstream = http.request(
      { host: "127.0.0.1", port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          let html = Buffer.concat(chunks).toString("utf8");
          if (stripScripts)
            html = html
              .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
              .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
          const body = zlib.gzipSync(html);
          const out = { ...answer.headers };
          delete out["content-length"];
          delete out["transfer-encoding"];
          out["content-encoding"] = "gzip";
          out["content-length"] = String(body.length);
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () => resolve(proxy)),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const kb = (bytes) => Math.round(bytes / 1024);
let exitCode = 0;
try {
  await waitForServer(base, server);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
  const proxies = [await startProxy(false), await startProxy(true)];
  const sides = proxies.map(
    (proxy) => `http://127.0.0.1:${proxy.address().port}`,
  );
  /** One Lighthouse run; a run that failed to record its trace (NO_NAVSTART) is run again. */
  async function measure(url) {
    for (let tries = 0; ; tries++) {
      const run = await lighthouse(url, {
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
      if (!run.lhr.runtimeError || tries === 2) return run.lhr;
    }
  }
  const figures = (lhr) => ({
    score: Math.round(lhr.categories.performance.score * 100),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls:
      Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) /
      1000,
    // Lighthouse's own measure of the host's CPU (its throttling guide: the 4x slowdown is meant
    // for a high-end desktop, 1,500 to 2,000); a score is only comparable with its benchmark.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  });
  const medians = (list) => ({
    score: median(list.map((one) => one.score)),
    tbtMs: median(list.map((one) => one.tbtMs)),
    lcpMs: median(list.map((one) => one.lcpMs)),
    cls: median(list.map((one) => one.cls)),
  });

  const results = [];
  for (const route of routes) {
    // Warm the render cache first, as a visitor after the first would find it.
    await fetch(`${base}${route}`);
    const served = [];
    const scriptFree = [];
    // Alternately, so both sides meet the same moments of the host.
    for (let attempt = 0; attempt < runs; attempt++) {
      served.push(await measure(`${sides[0]}${route}`));
      scriptFree.push(await measure(`${sides[1]}${route}`));
    }
    const servedRuns = served.map(figures);
    const freeRuns = scriptFree.map(figures);
    // The served run with the median score: its other categories and details.
    const lhr = [...served].sort(
      (a, b) => a.categories.performance.score - b.categories.performance.score,
    )[Math.floor((served.length - 1) / 2)];
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
    const servedMedian = medians(servedRuns);
    const freeMedian = medians(freeRuns);
    results.push({
      route,
      served: { median: servedMedian, runs: servedRuns },
      scriptFree: { median: freeMedian, runs: freeRuns },
      scriptsTbtMs: servedMedian.tbtMs - freeMedian.tbtMs,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
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
    `\nMedians of ${runs} run(s) each side, served | script-free; "scripts" is the TBT the scripts cost.`,
  );
  console.log(
    "route                            score      TBT ms        LCP ms        CLS        scripts  a11y best  seo  JS KB",
  );
  const pair = (a, b, width) =>
    `${String(a).padStart(width)} |${String(b).padStart(width)}`;
  for (const r of results) {
    const [a, b] = [r.served.median, r.scriptFree.median];
    console.log(
      `${r.route.padEnd(32)} ${pair(a.score, b.score, 4)} ${pair(a.tbtMs, b.tbtMs, 5)} ${pair(a.lcpMs, b.lcpMs, 5)} ${pair(a.cls.toFixed(3), b.cls.toFixed(3), 5)} ${String(r.scriptsTbtMs).padStart(6)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(4)} ${String(r.seo).padStart(4)} ${String(kb(r.byType.script?.bytes ?? 0)).padStart(6)}`,
    );
    console.log(
      `${"".padEnd(33)}scores: ${r.served.runs.map((one) => one.score).join(", ")} | ${r.scriptFree.runs.map((one) => one.score).join(", ")}; benchmarkIndex: ${r.served.runs.map((one) => one.benchmarkIndex).join(", ")} | ${r.scriptFree.runs.map((one) => one.benchmarkIndex).join(", ")}`,
    );
    if (r.failing.length)
      console.log(`${"".padEnd(33)}failing audits: ${r.failing.join(", ")}`);
  }
  for (const proxy of proxies) proxy.close();
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
