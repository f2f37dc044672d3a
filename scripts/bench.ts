// `npm run bench [-- --products N] [-- --duration S]`: builds, starts the production server on a
// temporary DATA_DIR (optionally with a generated catalogue of N products), loads it with
// autocannon (100 connections, after a warm-up), then serves the same rendered pages as static
// files (nginx from Debian when installed, else a minimal Node static server, and says which) under
// the same load. Prints requests/s, p50/p99 latency, errors, our rate as a fraction of the static
// server's, the first (uncached) render time of a product page, and the server's peak memory.
// Writes the figures to bench-results/latest.json.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { seedGeneratedCatalogue } from "./generate-catalogue";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const productCount = option("products", 0);
const duration = option("duration", 10);
const connections = 100;
const port = 4800 + Math.floor(Math.random() * 100);
const staticPort = port + 100;
const base = `http://127.0.0.1:${port}`;

console.log("Building the production site...");
execFileSync("npm", ["run", "build", "--silent"], {
  cwd: root,
  stdio: "ignore",
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-bench-"));
if (productCount > 0) {
  console.log(
    `Seeding a generated catalogue of ${productCount.toLocaleString("en-US")} products...`,
  );
  seedGeneratedCatalogue(dataDir, productCount);
}

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

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  seconds: number,
  conns = connections,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: conns,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function firstRenderP95(url: string, samples = 200): Promise<number> {
  // A cookie bypasses the render cache: every one of these requests is a full render. The first
  // ten are not counted: they compile the route's code and fill SQLite's page cache, which a
  // server does once after it starts, not per request (they were the p95 of 100 samples).
  for (let i = 0; i < 10; i++)
    await (
      await fetch(url, { headers: { cookie: "bench=uncached" } })
    ).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { cookie: "bench=uncached" },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(samples * 0.95)]! * 10) / 10;
}

function startStaticServer(dir: string): { name: string; stop: () => void } {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (nginx) {
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      conf,
      `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 4096; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  gzip off; gzip_static on;
  types { text/html html; }
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${staticPort}; root ${dir}/pages; location / { try_files $uri.html $uri/index.html =404; } } }`,
    );
    fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
    const child = spawn(nginx, ["-c", conf, "-p", dir], { stdio: "ignore" });
    return {
      name: "nginx (Debian), one worker, precompressed files (gzip_static)",
      stop: () => child.kill("SIGTERM"),
    };
  }
  const files = new Map<string, Buffer>();
  for (const file of fs.readdirSync(path.join(dir, "pages"), {
    recursive: true,
  }) as string[]) {
    const full = path.join(dir, "pages", file);
    if (fs.statSync(full).isFile())
      files.set(`/${file.replace(/\.html$/, "")}`, fs.readFileSync(full));
  }
  const gz = new Map(
    [...files].map(([key, body]) => [key, zlib.gzipSync(body)]),
  );
  const server = http.createServer((req, res) => {
    const key =
      (req.url ?? "/").split("?")[0] === "/"
        ? "/index"
        : (req.url ?? "/").split("?")[0]!;
    const body = gz.get(key);
    if (!body) return void res.writeHead(404).end();
    res
      .writeHead(200, {
        "content-type": "text/html",
        "content-encoding": "gzip",
        "content-length": body.length,
      })
      .end(body);
  });
  server.listen(staticPort, "127.0.0.1");
  return {
    name: "a minimal Node static server (nginx is not installed: apt-get install nginx-light)",
    stop: () => server.close(),
  };
}

const FINDER_QUERY_PAGE =
  "/products?q=copper&material=copper&insulation=xlpe&voltage=0.6%2F1kV";

const pages: [string, string][] = [
  ["/", "index"],
  ["/products", "products"],
  ["/product/1", "product/1"],
  ["/categories/stranded", "categories/stranded"],
  ["/products?q=pvc", "search-pvc"],
];

let exitCode = 0;
let stopStatic: (() => void) | undefined;
try {
  await waitForServer(base, server);
  const staticDir = fs.mkdtempSync(
    path.join(os.tmpdir(), "cableworks-static-"),
  );
  // nginx's worker runs as an unprivileged user: it must be able to read the pages.
  fs.chmodSync(staticDir, 0o755);
  for (const [url, file] of pages) {
    const html = await (await fetch(`${base}${url}`)).text();
    const target = path.join(staticDir, "pages", `${file}.html`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    // Precompressed beside the page, as our render cache keeps it: nginx sends it as it is.
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
  }

  const uncachedP95 = await firstRenderP95(`${base}/product/1`);
  const searchP95 = await firstRenderP95(`${base}/products?q=copper`);
  // The finder (issue 17): three facets plus text, answered with every facet's counts; uncached as
  // the search is (a cookie bypasses the render cache), as a page and as the API's JSON.
  const finderP95 = await firstRenderP95(`${base}${FINDER_QUERY_PAGE}`);
  const finderApiP95 = await firstRenderP95(
    `${base}/api/v1/products${FINDER_QUERY_PAGE.slice("/products".length)}`,
  );

  const rows: Record<
    string,
    { app: Figures; static: Figures; fraction: number }
  > = {};
  const staticServer = startStaticServer(staticDir);
  stopStatic = staticServer.stop;
  await waitFor(`http://127.0.0.1:${staticPort}/products`);
  console.log(`Static comparison: ${staticServer.name}`);
  for (const [url, file] of pages) {
    await load(`${base}${url}`, 2, 10);
    const app = await load(`${base}${url}`, duration);
    const staticUrl = `http://127.0.0.1:${staticPort}/${file === "index" ? "" : file}`;
    await load(staticUrl, 2, 10);
    const stat = await load(staticUrl, duration);
    rows[url] = {
      app,
      static: stat,
      fraction:
        Math.round((app.requestsPerSecond / stat.requestsPerSecond) * 1000) /
        1000,
    };
    console.log(`  measured ${url}`);
  }
  staticServer.stop();
  const memory = peakMemoryMb(server.pid!);

  console.log(
    `\n${connections} connections, ${duration} s per page${productCount ? `, ${productCount} products` : ""}`,
  );
  console.log(
    "page                     req/s   p50 ms  p99 ms  errors   static req/s  ours/static",
  );
  for (const [url, row] of Object.entries(rows)) {
    console.log(
      `${url.padEnd(24)} ${String(row.app.requestsPerSecond).padStart(6)} ${String(row.app.p50).padStart(8)} ${String(row.app.p99).padStart(7)} ${String(row.app.errors).padStart(7)} ${String(row.static.requestsPerSecond).padStart(14)} ${row.fraction.toFixed(3).padStart(12)}`,
    );
  }
  console.log(`first (uncached) render of /product/1: p95 ${uncachedP95} ms`);
  console.log(`uncached search /products?q=copper: p95 ${searchP95} ms`);
  console.log(
    `uncached finder ${FINDER_QUERY_PAGE} (3 facets + text, with facet counts): p95 ${finderP95} ms`,
  );
  console.log(`uncached finder API, same query: p95 ${finderApiP95} ms`);
  console.log(`server peak memory (RSS high-water mark): ${memory} MB`);

  const out = path.join(
    root,
    "bench-results",
    productCount ? `latest-${productCount}-products.json` : "latest.json",
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, connections, duration, productCount, staticServer: staticServer.name, pages: rows, uncachedProductP95Ms: uncachedP95, uncachedSearchP95Ms: searchP95, uncachedFinderP95Ms: finderP95, uncachedFinderApiP95Ms: finderApiP95, peakMemoryMb: memory }, null, 2)}\n`,
  );
  console.log(`Figures written to ${path.relative(root, out)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stopStatic?.();
  server.kill("SIGTERM");
  spawnSync("sleep", ["0.5"]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
