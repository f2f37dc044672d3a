// `npm start`: builds when there is no production build (or the sources are newer than it), then
// runs the compiled server (build/server.mjs) in production mode, in a child process started with
// the server's Node flags (scripts/lib/server-process.mjs), restarts it when it crashes, and stops
// when it stops.
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  buildState,
  projectRoot as root,
  superviseServer,
} from "./lib/server-process.mjs";

const { builtAt, stale } = buildState();
if (stale) {
  console.log(
    builtAt === 0
      ? "No build yet: building the site..."
      : "Sources changed: rebuilding the site...",
  );
  const steps = [
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    [path.join(root, "scripts/build-server.mjs")],
  ];
  for (const step of steps) {
    const result = spawnSync(process.execPath, step, {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** A number of milliseconds from the environment (tests shorten the backoff), else the default. */
function milliseconds(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

// Restarted when it dies: after 1 s, doubling up to 30 s; the fifth crash within a minute ends it.
superviseServer({
  env: process.env,
  firstDelayMs: milliseconds("RESTART_DELAY_MS", 1_000),
  maxDelayMs: milliseconds("RESTART_MAX_DELAY_MS", 30_000),
  // Run by npm (`npm start`), npm is the process a stop is sent to, and it may end without passing
  // the signal on. Run directly (systemd's ExecStart), a new parent means no such thing.
  watchParent: process.env.npm_lifecycle_event !== undefined,
});
