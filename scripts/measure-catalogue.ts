// Measures the complete catalogue PDF of a generated site from a production server, as the
// 10,000-product scale spec builds it: `tsx scripts/measure-catalogue.ts [COUNT] [OUT.pdf]`.
// Needs `npm run build` first. Prints the file's size, the build time, the server's peak RSS
// (VmHWM) and how long /healthz took, asked every 250 ms while the catalogue was drawn.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const count = Number(process.argv[2] ?? 10_000);
const outFile = process.argv[3];

const peakMb = (pid: number) =>
  Math.round(
    Number(
      /VmHWM:\s+(\d+)/.exec(
        fs.readFileSync(`/proc/${pid}/status`, "utf8"),
      )?.[1] ?? 0,
    ) / 1024,
  );

/** The server's CPU seconds so far (user + system): what the build cost, however busy the machine. */
const cpuSeconds = (pid: number) => {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, "utf8")
    .split(") ")[1]!
    .split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-measure-"));
const base = `http://127.0.0.1:${port}`;
const server = spawnServer({
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForServer(base, server, 90_000);
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/generate-catalogue.ts",
      dataDir,
      String(count),
    ],
    {
      env: { PATH: process.env.PATH ?? "" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const idlePeak = peakMb(server.pid!);
  const cpuBefore = cpuSeconds(server.pid!);
  const started = Date.now();
  let done = false;
  const health: number[] = [];
  let failures = 0;
  const polling = (async () => {
    while (!done) {
      const t0 = performance.now();
      const answered = await fetch(`${base}/healthz`, {
        signal: AbortSignal.timeout(30_000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      health.push(performance.now() - t0);
      if (!answered) failures++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  // node:http, not fetch: fetch gives up waiting for headers after 300 s, and on a busy machine
  // the file is not ready by then.
  const { status, bytes } = await new Promise<{
    status: number;
    bytes: Buffer;
  }>((resolve, reject) => {
    http
      .get(`${base}/downloads/cableworks-product-catalogue.pdf`, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
  const ms = Date.now() - started;
  done = true;
  await polling;
  if (outFile) fs.writeFileSync(outFile, bytes);
  health.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(
      health[Math.min(health.length - 1, Math.floor(q * health.length))]!,
    );
  console.log(
    JSON.stringify({
      products: count,
      status,
      bytes: bytes.length,
      mb: +(bytes.length / 1e6).toFixed(1),
      seconds: +(ms / 1000).toFixed(1),
      serverCpuSeconds: +(cpuSeconds(server.pid!) - cpuBefore).toFixed(1),
      peakRssMb: peakMb(server.pid!),
      peakRssBeforeBuildMb: idlePeak,
      serverExit: server.exitCode ?? server.signalCode,
      healthz: {
        failures,
        samples: health.length,
        medianMs: at(0.5),
        p95Ms: at(0.95),
        maxMs: Math.round(health.at(-1)!),
      },
      load: os.loadavg().map((l) => +l.toFixed(1)),
    }),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
