// `npx tsx scripts/form-flood.ts`: the form floods of issue 15 against the production build
// (build/server.mjs, built beforehand) on a free port and a new data folder. Sends ~1.7 million
// empty fields (5 MB, urlencoded) to /careers and /admin/login, 100,000 empty multipart parts to
// /careers, then three concurrent 2 MB floods while /healthz is polled. Prints each answer and its
// time, the slowest /healthz, whether the server survived, and its peak RSS (VmHWM).
// `npx tsx scripts/form-flood.ts concurrent` (or careers, login, multipart) runs one case alone.
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "cableworks-form-flood-"),
);
const server = spawnServer({
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "pipe"],
});
let stderr = "";
server.stderr?.on("data", (chunk: Buffer) => {
  stderr += chunk.toString();
});
await waitForServer(base, server, 90_000);
// Sampled all along, so a server killed by the flood still reports the peak it reached.
let peakRss = "";
const sampler = setInterval(() => {
  try {
    peakRss =
      /VmHWM:\s*(.*)/.exec(
        fs.readFileSync(`/proc/${server.pid}/status`, "utf8"),
      )?.[1] ?? peakRss;
  } catch {
    // The server has exited: keep the last figure.
  }
}, 20);

const emptyFields = (bytes: number) =>
  Buffer.from("a=&".repeat(Math.floor(bytes / 3)));
const boundary = "----flood";
const emptyParts = (count: number) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`.repeat(
      count,
    ) + `--${boundary}--\r\n`,
  );

/** One POST with a declared length, through node:http (so the answer is read even if the body is not). */
function post(
  pathname: string,
  body: Buffer,
  type: string,
): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${pathname}`,
      {
        method: "POST",
        headers: {
          "Content-Type": type,
          "Content-Length": body.length,
          Origin: base,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: Math.round(performance.now() - started),
          }),
        );
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({
        status: error.message,
        ms: Math.round(performance.now() - started),
      }),
    );
    request.end(body);
  });
}

let answered = true;
async function healthz(): Promise<number> {
  const started = performance.now();
  answered = await fetch(`${base}/healthz`, {
    signal: AbortSignal.timeout(30_000),
  }).then(
    (response) => response.ok,
    () => false,
  );
  return Math.round(performance.now() - started);
}

const only = process.argv[2];
const runs = (name: string) => only === undefined || only === name;
const urlencoded = "application/x-www-form-urlencoded";
const five = emptyFields(5 * 1024 * 1024);
const results: Record<string, unknown> = {};
if (runs("careers"))
  results["urlencoded 5 MB -> /careers"] = await post(
    "/careers",
    five,
    urlencoded,
  );
if (runs("login"))
  results["urlencoded 5 MB -> /admin/login"] = await post(
    "/admin/login",
    five,
    urlencoded,
  );
if (runs("multipart")) {
  const parts = emptyParts(80_000);
  results[
    `multipart ${(parts.length / 1024 / 1024).toFixed(1)} MB, 80,000 parts -> /careers`
  ] = await post(
    "/careers",
    parts,
    `multipart/form-data; boundary=${boundary}`,
  );
}

// Three concurrent 2 MB floods; /healthz is asked every 50 ms meanwhile.
const two = emptyFields(2 * 1024 * 1024);
let flooding = runs("concurrent");
const latencies: number[] = [];
const poll = (async () => {
  while (flooding) {
    latencies.push(await healthz());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();
if (flooding) {
  results["3 x urlencoded 2 MB -> /careers"] = await Promise.all(
    [1, 2, 3].map(() => post("/careers", two, urlencoded)),
  );
}
flooding = false;
await poll;
results["/healthz during the three floods, slowest ms"] = Math.max(
  ...latencies,
);
results["/healthz after, ms"] = await healthz();
const alive =
  answered && server.exitCode === null && server.signalCode === null;
results["server alive"] = alive;
clearInterval(sampler);
results["peak RSS (VmHWM, last seen)"] = peakRss;
console.log(JSON.stringify(results, null, 2));
if (!alive)
  console.log(
    `Server stderr (last lines):\n${stderr.split("\n").slice(-8).join("\n")}`,
  );
server.kill("SIGTERM");
fs.rmSync(dataDir, { recursive: true, force: true });
