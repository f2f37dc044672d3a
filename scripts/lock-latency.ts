/**
 * How long /healthz and a cached page take while another process holds the database's write lock
 * and visitors post the contact form (docs/decisions/011-database-locks.md). Starts the production
 * build (`npm run build` first) on a temporary DATA_DIR, holds `BEGIN IMMEDIATE` from a second
 * connection, sends POSTS contact posts one after another and probes both addresses meanwhile.
 *
 *   npx tsx scripts/lock-latency.ts [posts=5] [--unlocked]
 */
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const unlocked = process.argv.includes("--unlocked");
const posts = Number(
  process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5,
);
const dataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "cableworks-lock-latency-"),
);
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawnServer({
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    FORM_RATE_LIMIT_PER_IP: "10000",
  },
  stdio: ["ignore", "ignore", "ignore"],
});

async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(
      0,
    );
  return `${label}: n=${sorted.length} median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
}

try {
  await waitForServer(base, server);
  await timed(`${base}/`); // into the render cache
  const holder = new Database(path.join(dataDir, "cableworks.db"));
  // --unlocked: the same run without the lock, the machine's own baseline.
  if (!unlocked) holder.exec("BEGIN IMMEDIATE");
  const health: number[] = [];
  const page: number[] = [];
  const answers: string[] = [];
  let done = false;
  // One probe after another per address, both addresses at once.
  const probe = async (url: string, into: number[]) => {
    while (!done) into.push((await timed(url)).ms);
  };
  const probing = Promise.all([
    probe(`${base}/healthz`, health),
    probe(`${base}/`, page),
  ]);
  for (let i = 0; i < posts; i++) {
    const body = new URLSearchParams({
      email: `lock${i}@example.com`,
      subject: `Lock ${i}`,
      message: "Held lock latency probe.",
    });
    const answer = await timed(`${base}/contact`, { method: "POST", body });
    answers.push(`${answer.status} in ${answer.ms.toFixed(0)} ms`);
  }
  done = true;
  await probing;
  if (!unlocked) holder.exec("ROLLBACK");
  holder.close();
  console.log(
    `Contact posts${unlocked ? " (no lock)" : " under the lock"}: ${answers.join(", ")}`,
  );
  console.log(summary("/healthz meanwhile", health));
  console.log(summary("cached / meanwhile", page));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
