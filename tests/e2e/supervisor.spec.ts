import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CONFIG_ERROR_EXIT } from "../../scripts/lib/server-process.mjs";

/**
 * `npm start` (scripts/start.mjs) supervises the server: a killed server comes back, five crashes
 * within a minute end it with a clear message, and a stop signal sent to npm, to the supervisor
 * or to the server stops them all cleanly. Against the production build; process checks only, so the desktop project alone
 * runs this file (playwright.config.ts).
 */

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The process ids `pid` started (Linux: /proc). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** Every process below `pid`, children first. */
function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `node scripts/start.mjs` (as systemd's ExecStart runs it) or `npm start` (as the README says) on
 * a new data folder and a free port, its output captured.
 */
async function startSupervisor(how: "node" | "npm" = "node") {
  const dataDir = fs.mkdtempSync(
    path.join(os.tmpdir(), "cableworks-supervisor-"),
  );
  const port = await freePort();
  let output = "";
  const supervisor: ChildProcess = spawn(
    how === "npm" ? "npm" : process.execPath,
    how === "npm" ? ["start"] : ["scripts/start.mjs"],
    {
      env: {
        PATH: process.env.PATH ?? "",
        // npm reads its configuration from the home folder, and must not look for updates.
        HOME: process.env.HOME ?? os.tmpdir(),
        npm_config_update_notifier: "false",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
        // Short backoff (0.1, 0.2, 0.4, 0.8 s) so five crashes take seconds, not a minute.
        RESTART_DELAY_MS: "100",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  supervisor.stdout?.on(
    "data",
    (chunk: Buffer) => (output += chunk.toString()),
  );
  supervisor.stderr?.on(
    "data",
    (chunk: Buffer) => (output += chunk.toString()),
  );
  const exited = new Promise<number | null>((resolve) =>
    supervisor.on("exit", (code) => resolve(code)),
  );
  const healthy = async () =>
    (
      await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(2_000),
      }).catch(() => undefined)
    )?.status;
  // The server is the last process below: npm, (a shell,) node scripts/start.mjs, the server.
  const serverPid = () => descendantsOf(supervisor.pid!).at(-1);
  await expect.poll(healthy, { timeout: 60_000 }).toBe(200);
  return {
    port,
    supervisor,
    exited,
    healthy,
    serverPid,
    output: () => output,
    cleanUp() {
      if (supervisor.exitCode === null) supervisor.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe("npm start supervises the server @desktop-only", () => {
  test("brings a killed server back, and gives up after five crashes in a minute", async () => {
    test.setTimeout(90_000);
    const run = await startSupervisor();
    let blocker: net.Server | undefined;
    try {
      const first = run.serverPid();
      expect(first).toBeGreaterThan(0);
      process.kill(first!, "SIGKILL");
      await expect
        .poll(
          () => run.serverPid() !== undefined && run.serverPid() !== first,
          { timeout: 10_000 },
        )
        .toBe(true);
      await expect.poll(run.healthy, { timeout: 30_000 }).toBe(200);
      expect(run.output()).toContain(
        "The server stopped unexpectedly (signal SIGKILL). Restarting it in 0.1 s.",
      );

      // Crash it again, and hold its port before it is back: every restart then dies at once.
      const second = run.serverPid()!;
      process.kill(second, "SIGKILL");
      await expect.poll(() => isAlive(second)).toBe(false);
      blocker = net.createServer();
      await new Promise<void>((resolve) =>
        blocker!.listen(run.port, "127.0.0.1", resolve),
      );
      expect(await run.exited).toBe(1);
      expect(run.output()).toMatch(/exit code 1: Error: listen EADDRINUSE/);
      expect(run.output()).toContain(
        "The server crashed 5 times within 60 s (last: exit code 1: Error: listen EADDRINUSE: address already in use",
      );
      expect(run.output()).toContain(
        "Not restarting it again: fix the cause shown above, then run npm start again.",
      );
    } finally {
      blocker?.close();
      run.cleanUp();
    }
  });

  // Issue 35: npm 11 ends on SIGTERM without passing it on, and this test used to signal
  // `node scripts/start.mjs` itself, so the server kept serving unseen. Now the npm process is
  // signalled, as the README says; npm's own exit code is npm's affair.
  for (const signal of ["SIGTERM", "SIGHUP"] as const) {
    test(`${signal} to the npm start process stops the server cleanly, and every process ends`, async () => {
      test.setTimeout(60_000);
      const run = await startSupervisor("npm");
      const below = descendantsOf(run.supervisor.pid!);
      try {
        expect(below.length).toBeGreaterThanOrEqual(2);
        run.supervisor.kill(signal);
        await expect.poll(run.healthy, { timeout: 10_000 }).toBeUndefined();
        await expect
          .poll(() => below.filter(isAlive), { timeout: 10_000 })
          .toEqual([]);
        await run.exited;
        expect(run.output()).toMatch(
          /(SIGTERM|SIGHUP) received: finishing requests in flight, then closing\./,
        );
        expect(run.output()).not.toContain("Restarting");
      } finally {
        for (const pid of below.filter(isAlive)) process.kill(pid, "SIGKILL");
        run.cleanUp();
      }
    });
  }

  test("SIGTERM to node scripts/start.mjs (systemd's ExecStart) stops the server cleanly, and both end", async () => {
    test.setTimeout(60_000);
    const run = await startSupervisor();
    try {
      const server = run.serverPid()!;
      run.supervisor.kill("SIGTERM");
      expect(await run.exited).toBe(0);
      expect(isAlive(server)).toBe(false);
      expect(run.output()).toContain(
        "SIGTERM received: finishing requests in flight, then closing.",
      );
      expect(run.output()).not.toContain("Restarting");
    } finally {
      run.cleanUp();
    }
  });

  test("SIGKILL to node scripts/start.mjs: the server sees it gone and stops cleanly", async () => {
    test.setTimeout(60_000);
    const run = await startSupervisor();
    const server = run.serverPid()!;
    try {
      run.supervisor.kill("SIGKILL");
      await expect.poll(run.healthy, { timeout: 10_000 }).toBeUndefined();
      await expect.poll(() => isAlive(server), { timeout: 10_000 }).toBe(false);
      expect(run.output()).toContain(
        "npm start ended: finishing requests in flight, then closing.",
      );
    } finally {
      if (isAlive(server)) process.kill(server, "SIGKILL");
      run.cleanUp();
    }
  });

  test("a bad setting is not a crash: npm start says so once and ends with the configuration exit code", async () => {
    test.setTimeout(60_000);
    const dataDir = fs.mkdtempSync(
      path.join(os.tmpdir(), "cableworks-supervisor-"),
    );
    try {
      const supervisor = spawn(process.execPath, ["scripts/start.mjs"], {
        env: {
          PATH: process.env.PATH ?? "",
          PORT: "not-a-port",
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          RESTART_DELAY_MS: "100",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      supervisor.stdout.on(
        "data",
        (chunk: Buffer) => (output += chunk.toString()),
      );
      supervisor.stderr.on(
        "data",
        (chunk: Buffer) => (output += chunk.toString()),
      );
      const code = await new Promise<number | null>((resolve) =>
        supervisor.on("exit", resolve),
      );
      expect(code, output).toBe(CONFIG_ERROR_EXIT);
      expect(output).toContain("PORT");
      expect(output).toContain(
        "The server could not start: fix the setting named above, then run npm start again. Not restarting it.",
      );
      expect(output).not.toContain("Restarting");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM to the server alone is a clean stop: npm start ends too, without a restart", async () => {
    test.setTimeout(60_000);
    const run = await startSupervisor();
    try {
      process.kill(run.serverPid()!, "SIGTERM");
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain("SIGTERM received");
      expect(run.output()).not.toContain("Restarting");
    } finally {
      run.cleanUp();
    }
  });
});
