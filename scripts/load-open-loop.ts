// A worker thread of `npm run load` (scripts/load.ts): sends searches or form posts at a rate, in a
// thread of its own so the page load that autocannon drives in the main thread does not delay
// them or their clock (the client would measure its own busy event loop).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import {
  type Figures,
  type LoadRequest,
  formRequest,
  searchPath,
} from "./load-mix";

export interface OpenLoopJob {
  kind: "searches" | "forms";
  base: string;
  duration: number;
  connections: number;
  rate: number;
}

/**
 * Requests that come at a rate, as visitors' do: arrival times drawn from a Poisson process (each
 * gap exponential), sent over at most `conns` keep-alive connections. The latency of each request
 * counts from the moment it was due, so a request that waited for a free connection counts its
 * wait (no coordinated omission). autocannon's own rate limit fires every connection's requests at
 * the start of each second together (a burst of 50 renders a second, nothing like visitors) and
 * weighs its latencies with a 1 ms "expected interval", which multiplies the slow ones.
 */
function runOpenLoop(
  base: string,
  duration: number,
  conns: number,
  rate: number,
  setup: () => LoadRequest,
): Promise<Figures> {
  // All `conns` connections are opened first and then used in turn (fifo), so each is used every
  // conns / rate seconds and stays open: the run holds its connections as a busy site's would.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: conns,
    scheduling: "fifo",
  });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  /** Requests sent and not yet answered (or failed). */
  const pending = new Set<http.ClientRequest>();
  return new Promise((resolve) => {
    let endAt = Infinity;
    let deadline: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = (force = false) => {
      if (
        finished ||
        (!force && (pending.size > 0 || performance.now() < endAt))
      )
        return;
      finished = true;
      clearTimeout(deadline);
      // Whatever has not answered 12 s after the end (past its 10 s timeout) is a timeout.
      timeouts += pending.size;
      for (const request of pending) request.destroy();
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(
          latencies[
            Math.min(latencies.length - 1, Math.floor(q * latencies.length))
          ] ?? 0,
        );
      const requests = latencies.length + errors + timeouts;
      resolve({
        connections: conns,
        requests,
        requestsPerSecond: Math.round(requests / duration),
        p50: at(0.5),
        p99: at(0.99),
        max: Math.round(latencies.at(-1) ?? 0),
        statuses,
        errors,
        timeouts,
      });
    };
    const send = (due: number) => {
      const next = setup();
      const request = http.request(
        `${base}${next.path}`,
        {
          agent,
          method: next.method ?? "GET",
          headers: { "accept-encoding": "gzip, br", ...next.headers },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (!pending.delete(request)) return;
            latencies.push(performance.now() - due);
            statuses[String(response.statusCode)] =
              (statuses[String(response.statusCode)] ?? 0) + 1;
            finish();
          });
          response.on("error", () => {
            if (pending.delete(request)) errors++;
            finish();
          });
        },
      );
      // Each request settles once: the first of answer, error or timeout takes it out of `pending`.
      pending.add(request);
      request.on("timeout", () => {
        if (pending.delete(request)) timeouts++;
        request.destroy();
        finish();
      });
      request.on("error", () => {
        if (pending.delete(request)) errors++;
        finish();
      });
      request.end(next.body);
    };
    const start = () => {
      // Due times from the start, so a late timer does not thin the arrivals out.
      let due = performance.now();
      endAt = due + duration * 1000;
      const schedule = () => {
        due += (-Math.log(1 - Math.random()) / rate) * 1000;
        if (due >= endAt) {
          setTimeout(() => finish(), Math.max(0, endAt - performance.now()));
          deadline = setTimeout(
            () => finish(true),
            Math.max(0, endAt - performance.now()) + 12_000,
          );
          return;
        }
        setTimeout(
          () => {
            send(due);
            schedule();
          },
          Math.max(0, due - performance.now()),
        );
      };
      schedule();
    };
    const open = () =>
      new Promise<void>((opened) => {
        http
          .get(`${base}/healthz`, { agent }, (response) =>
            response.resume().on("end", opened),
          )
          .on("error", () => opened());
      });
    void Promise.all(Array.from({ length: conns }, open)).then(start);
  });
}

const job = workerData as OpenLoopJob;
const figures = await runOpenLoop(
  job.base,
  job.duration,
  job.connections,
  job.rate,
  job.kind === "searches"
    ? () => ({ path: searchPath() })
    : () => formRequest(job.base),
);
parentPort?.postMessage(figures);
