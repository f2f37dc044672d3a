// `npm run load [-- --duration S] [-- --connections N] [-- --search-rate R] [-- --form-rate R]
// [-- --no-build] [-- --port P]`: holds N connections (default 200) for S seconds (default 300)
// against the production server on a temporary DATA_DIR, over a mix: public pages (every page the
// sitemap lists) as fast as they answer, searches with varied queries (thousands of render-cache
// keys: each one a full render) at R per second (default 40), and form posts (contact messages,
// careers applications with and without a small CV) at R per second (default 10) from five
// addresses, so the per-address limit answers 429. Searches and posts arrive at a set rate at
// random moments (a Poisson process), as visitors' do, and their latency counts from the moment
// each was due: a closed loop of uncached renders would measure only how fast the CPU renders.
// Samples the server's RSS every few seconds. Passes when every answer is 2xx, 3xx or 429, with no
// error or timeout, public pages and searches answer with p99 <= 200 ms, and RSS at the end is at
// most 20% above RSS after the warm-up. Writes the figures to bench-results/load.json.
// SERVER_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--heapsnapshot-signal=SIGUSR2")
// passes more Node flags to the server under load, for profiling it (docs/decisions/007).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { type Figures, type LoadRequest, pick, searchPath } from "./load-mix";
import type { OpenLoopJob } from "./load-open-loop";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const duration = option("duration", 300);
const connections = option("connections", 200);
const port = option("port", 4447);
const searchRate = option("search-rate", 40);
const formRate = option("form-rate", 10);
const base = `http://127.0.0.1:${port}`;
const P99_BAR_MS = 200;
const RSS_GROWTH_BAR = 0.2;
const SAMPLE_EVERY_MS = 3000;
/** RSS is compared from the end of the warm-up: the first fifth of the run, at least 10 s. */
const warmUpSeconds = Math.max(10, Math.round(duration / 5));

if (!args.includes("--no-build")) {
  console.log("Building the production site...");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: "ignore",
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-load-"));
const server = spawnServer({
  extraFlags: (process.env.SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    // The form posts come from a few addresses, named by X-Forwarded-For as a proxy would.
    TRUST_PROXY: "true",
  },
  stdio: ["ignore", "ignore", "pipe"],
});
let serverErrors = "";
server.stderr?.on(
  "data",
  (chunk: Buffer) =>
    (serverErrors = (serverErrors + chunk.toString()).slice(-4000)),
);

/** CPU seconds the process has used (user + system), from /proc: how much of the machine it got. */
function cpuSeconds(pid: number): number {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, "utf8")
    .split(") ")[1]!
    .split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function run(
  name: string,
  conns: number,
  setup: () => LoadRequest,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: conns,
        duration,
        timeout: 10,
        headers: { "accept-encoding": "gzip, br" },
        requests: [
          {
            setupRequest: (request) => {
              const next = setup();
              return {
                ...request,
                method: (next.method ?? "GET") as "GET",
                path: next.path,
                headers: { ...request.headers, ...next.headers },
                body: next.body,
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const statuses: Record<string, number> = {};
        for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
          statuses[code] = (stat as { count: number }).count;
        resolve({
          connections: conns,
          requests: result.requests.total,
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          statuses,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on("error", (error) => console.error(`${name}:`, error));
  });
}

/** Searches or form posts at a rate, from a worker thread (scripts/load-open-loop.ts). */
function openLoop(job: OpenLoopJob): Promise<Figures> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript too: it registers tsx's loader, then imports the module.
    const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
    const module = JSON.stringify(
      new URL("./load-open-loop.ts", import.meta.url).href,
    );
    const worker = new Worker(
      `import(${tsx}).then(({ register }) => { register(); return import(${module}); })`,
      {
        eval: true,
        workerData: job,
      },
    );
    worker.once("message", (figures: Figures) => resolve(figures));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0)
        reject(new Error(`the ${job.kind} worker stopped with code ${code}`));
    });
  });
}

let exitCode = 0;
try {
  await waitForServer(base, server);
  // Every public page the site lists, from its own sitemap.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  if (pages.length < 10)
    throw new Error(`The sitemap lists only ${pages.length} pages`);
  // Warm-up, not measured: every public page once (as the first visitors after a deploy would
  // render them) and a few searches, so the run measures the server as it runs, not its first
  // seconds. Without it, 140 connections arriving together at 42 unrendered pages held the event
  // loop for about two seconds, and those seconds alone made the searches' p99.
  for (const url of [...pages, ...Array.from({ length: 20 }, searchPath)])
    await (await fetch(`${base}${url}`)).arrayBuffer();

  const searchConnections = Math.max(1, Math.round(connections * 0.2));
  const formConnections = Math.max(1, Math.round(connections * 0.1));
  const pageConnections = Math.max(
    1,
    connections - searchConnections - formConnections,
  );
  console.log(
    `Load: ${connections} connections for ${duration} s (${pageConnections} on ${pages.length} public pages, ${searchConnections} on searches at ${searchRate}/s, ${formConnections} on form posts at ${formRate}/s)`,
  );

  // The load average says how much else ran on the machine (the load generator shares it too).
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuSeconds(server.pid!);
  const samples: { second: number; rssMb: number }[] = [];
  const began = performance.now();
  const sampler = setInterval(() => {
    const second = Math.round((performance.now() - began) / 1000);
    samples.push({ second, rssMb: rssMb(server.pid!) });
    if (second % 30 < SAMPLE_EVERY_MS / 1000)
      console.log(`  ${second} s: server RSS ${samples.at(-1)!.rssMb} MB`);
  }, SAMPLE_EVERY_MS);
  const [pagesResult, searchResult, formResult] = await Promise.all([
    run("pages", pageConnections, () => ({ path: pick(pages) })),
    openLoop({
      kind: "searches",
      base,
      duration,
      connections: searchConnections,
      rate: searchRate,
    }),
    openLoop({
      kind: "forms",
      base,
      duration,
      connections: formConnections,
      rate: formRate,
    }),
  ]);
  clearInterval(sampler);
  samples.push({
    second: Math.round((performance.now() - began) / 1000),
    rssMb: rssMb(server.pid!),
  });

  const all = [pagesResult, searchResult, formResult];
  const statuses: Record<string, number> = {};
  for (const result of all)
    for (const [code, n] of Object.entries(result.statuses))
      statuses[code] = (statuses[code] ?? 0) + n;
  const unexpectedStatuses = Object.entries(statuses).filter(
    ([code]) => !/^[23]\d\d$/.test(code) && code !== "429",
  );
  const errors = all.reduce((sum, r) => sum + r.errors, 0);
  const timeouts = all.reduce((sum, r) => sum + r.timeouts, 0);
  const warmUp = samples.find((s) => s.second >= warmUpSeconds) ?? samples[0]!;
  const end = samples.at(-1)!;
  const growth = Math.round((end.rssMb / warmUp.rssMb - 1) * 1000) / 1000;
  const peak = Math.max(...samples.map((s) => s.rssMb));
  const totalRequests = all.reduce((sum, r) => sum + r.requests, 0);
  const serverCpuShare =
    Math.round(((cpuSeconds(server.pid!) - cpuBefore) / duration) * 100) / 100;
  const loadAverage = {
    before: Math.round(loadBefore * 10) / 10,
    after: Math.round(os.loadavg()[0]! * 10) / 10,
  };

  const bars = {
    onlyExpectedStatuses: unexpectedStatuses.length === 0,
    noErrors: errors === 0 && timeouts === 0,
    pagesP99: pagesResult.requests > 0 && pagesResult.p99 <= P99_BAR_MS,
    searchesP99: searchResult.requests > 0 && searchResult.p99 <= P99_BAR_MS,
    rssFlat: growth <= RSS_GROWTH_BAR,
  };
  console.log(
    `\n${totalRequests.toLocaleString("en-US")} requests in ${duration} s: ${Math.round(totalRequests / duration)} requests/s`,
  );
  console.log("mix          conns    req/s   p50 ms  p99 ms  max ms  statuses");
  for (const [name, r] of [
    ["pages", pagesResult],
    ["searches", searchResult],
    ["forms", formResult],
  ] as const) {
    console.log(
      `${name.padEnd(12)} ${String(r.connections).padStart(5)} ${String(r.requestsPerSecond).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)}  ${JSON.stringify(r.statuses)}`,
    );
  }
  console.log(
    `errors ${errors}, timeouts ${timeouts}, unexpected statuses ${JSON.stringify(Object.fromEntries(unexpectedStatuses))}`,
  );
  console.log(
    `machine load average (1 min): ${loadAverage.before} before, ${loadAverage.after} after, on ${os.cpus().length} CPUs; the server used ${Math.round(serverCpuShare * 100)}% of one CPU`,
  );
  console.log(
    `server RSS: ${warmUp.rssMb} MB after warm-up (${warmUp.second} s), ${end.rssMb} MB at the end (${growth >= 0 ? "+" : ""}${Math.round(growth * 100)}%), peak ${peak} MB`,
  );
  for (const [bar, ok] of Object.entries(bars))
    if (!ok) console.log(`FAILED: ${bar}`);
  if (!Object.values(bars).every(Boolean)) exitCode = 1;
  if (serverErrors.trim())
    console.log(
      `server stderr (last lines):\n${serverErrors.trim().split("\n").slice(-10).join("\n")}`,
    );

  const out = path.join(root, "bench-results/load.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage,
        serverCpuShare,
        connections,
        duration,
        searchRate,
        formRate,
        publicPages: pages.length,
        requests: totalRequests,
        requestsPerSecond: Math.round(totalRequests / duration),
        mix: { pages: pagesResult, searches: searchResult, forms: formResult },
        statuses,
        errors,
        timeouts,
        rss: {
          warmUpMb: warmUp.rssMb,
          warmUpSecond: warmUp.second,
          endMb: end.rssMb,
          growth,
          peakMb: peak,
          samples,
        },
        bars,
        passed: exitCode === 0,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Figures written to ${path.relative(root, out)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
