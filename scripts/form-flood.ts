// `npx tsx scripts/form-flood.ts`: the form floods of issue 15 against the production build
// (build/server.mjs, built beforehand) on a free port and a new data folder. Sends ~1.7 million
// empty fields (5 MB, urlencoded) to /careers and /admin/login, 100,000 empty multipart parts to
// /careers, 80 parallel 5.24 MB applications within every per-form limit (issue 35: the body
// budget, docs/decisions/007), then three concurrent 2 MB floods while /healthz is polled. Prints
// each answer and its time, the slowest /healthz, RSS, whether the server survived, and its peak RSS
// (VmHWM). `npx tsx scripts/form-flood.ts concurrent` (or careers, login, multipart, parallel) runs
// one case alone.
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
    // The parallel case measures memory, not the spam limits: every post is let through them.
    FORM_RATE_LIMIT_PER_IP: "10000",
    FORM_RATE_LIMIT_PER_EMAIL: "1000",
    // `BODY_MEMORY_MB=4096 npx tsx scripts/form-flood.ts parallel`: as if there were no budget.
    BODY_MEMORY_MB: process.env.BODY_MEMORY_MB ?? "",
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

// Issue 35: 80 parallel careers applications of 5.4 MB each (a 5.2 MB CV and the form's fields),
// within every per-form limit, while a small contact post is sent every 100 ms. Then the server
// idles 5 s, serves a few pages, and its RSS is read again.
if (runs("parallel")) {
  const cv = Buffer.alloc(5_240_000, 0x20);
  cv.write("%PDF-1.7\n");
  const parallelBoundary = "----parallel";
  const field = (name: string, value: string) =>
    `--${parallelBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const application = Buffer.concat([
    Buffer.from(
      field("fullName", "Ada Lovelace") +
        field("email", "ada@example.com") +
        field("message", "x".repeat(4_000)) +
        `--${parallelBoundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    cv,
    Buffer.from(`\r\n--${parallelBoundary}--\r\n`),
  ]);
  const rss = () =>
    /VmRSS:\s*(.*)/.exec(
      fs.readFileSync(`/proc/${server.pid}/status`, "utf8"),
    )?.[1];
  results["RSS before the parallel posts"] = rss();
  let sending = true;
  const small: (number | string)[] = [];
  const smallPosts = (async () => {
    while (sending) {
      small.push(
        (
          await post(
            "/contact",
            Buffer.from(
              "firstName=Ada&lastName=L&email=ada%40example.com&subject=Hi&message=Hello+there",
            ),
            urlencoded,
          )
        ).status,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const answers = await Promise.all(
    Array.from({ length: 80 }, () =>
      post(
        "/careers",
        application,
        `multipart/form-data; boundary=${parallelBoundary}`,
      ),
    ),
  );
  sending = false;
  await smallPosts;
  const count = (list: (number | string)[]) =>
    Object.fromEntries(
      [...new Set(list)].map((status) => [
        status,
        list.filter((other) => other === status).length,
      ]),
    );
  results[
    `80 x multipart ${(application.length / 1e6).toFixed(2)} MB -> /careers (statuses)`
  ] = count(answers.map((answer) => answer.status));
  results["slowest of the 80, ms"] = Math.max(...answers.map((a) => a.ms));
  results["small contact posts meanwhile (statuses)"] = count(small);
  results["peak RSS over the parallel posts (VmHWM)"] = peakRss;
  results["RSS just after"] = rss();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (let i = 0; i < 20; i++) await healthz();
  results["RSS 5 s after, and 20 /healthz"] = rss();
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
