import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "@playwright/test";

/**
 * A production server of the test's own, for what the shared e2e servers cannot show (another
 * environment, a signal): the build on a free port and a new data folder, answering /healthz when
 * this returns. Only the given environment: not the test runner's NODE_OPTIONS (its module loader)
 * nor the e2e servers' mail settings.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
  { movableClock = false }: { movableClock?: boolean } = {},
): Promise<{ port: number; dataDir: string; server: ChildProcess }> {
  const { projectRoot, spawnServer } =
    await import("../../scripts/lib/server-process.mjs");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cableworks-${name}-`));
  // A port nothing else holds: ask the system for one.
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const server = spawnServer({
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: movableClock
      ? ["ignore", "ignore", "inherit", "ipc"]
      : ["ignore", "ignore", "inherit"],
    // A clock the test moves forward (tests/support/server-clock.mjs).
    extraFlags: movableClock
      ? [
          "--import",
          pathToFileURL(
            path.join(projectRoot, "tests/support/server-clock.mjs"),
          ).href,
        ]
      : [],
  });
  await expect
    .poll(
      async () =>
        (
          await fetch(`http://127.0.0.1:${port}/healthz`, {
            signal: AbortSignal.timeout(5_000),
          }).catch(() => undefined)
        )?.status,
      {
        timeout: 90_000,
      },
    )
    .toBe(200);
  return { port, dataDir, server };
}

/** Stops a server startOwnServer started, and waits until it has exited (its database closed). */
export async function stopOwnServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/**
 * Moves the clock of a server started with `movableClock` forward by `ms`, and resolves once the
 * server has done it: the next request it answers sees the new time.
 */
export async function advanceServerClock(
  server: ChildProcess,
  ms: number,
): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the server did not move its clock")),
      5_000,
    );
    server.once("message", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  server.send({ advanceClockMs: ms });
  await done;
}
