// How the production server (build/server.mjs) is started: by `npm start`, the browser tests'
// server and the measuring scripts alike, with the same Node flags, so what is measured is what runs.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The server's Node flags. Left alone, V8 sizes its heap to the allocation rate: under the bench
 * it held about 210 MB for about 70 MB live, and the process passed 200 MB. A 128 MB old space
 * (nearly twice the live heap, also with a 10,000-product catalogue) and 8 MB semi-spaces keep it
 * near 150 MB (docs/decisions/007). Whoever needs more sets NODE_OPTIONS (for example
 * `--max-old-space-size=512`): a flag given there is not given again here.
 */
export function serverNodeFlags(nodeOptions = "") {
  const flags = [];
  if (!/--max-old-space-size\b/.test(nodeOptions)) flags.push("--max-old-space-size=128");
  if (!/--max-semi-space-size\b/.test(nodeOptions)) flags.push("--max-semi-space-size=8");
  return flags;
}

/** The build directory of `buildRoot` (the project by default): build/, or BUILD_DIR when set. */
export function buildDirectory(buildRoot = projectRoot) {
  return path.resolve(buildRoot, process.env.BUILD_DIR || "build");
}

/**
 * Starts build/server.mjs (of `buildRoot`, the project by default; BUILD_DIR/server.mjs when set) as a child process, in
 * production mode, with the server's Node flags (and `extraFlags`, for profiling). `env` is the
 * child's whole environment, but NODE_ENV is always production.
 */
export function spawnServer({ env, stdio = "inherit", buildRoot = projectRoot, extraFlags = [] }) {
  return spawn(process.execPath, [...serverNodeFlags(env.NODE_OPTIONS), ...extraFlags, path.join(buildDirectory(buildRoot), "server.mjs")], {
    cwd: projectRoot,
    env: { ...env, NODE_ENV: "production" },
    stdio,
  });
}

/**
 * Resolves once `${base}/healthz` answers 200. Rejects, saying why, when `child` exits first or
 * `timeoutMs` passes.
 */
export async function waitForServer(base, child, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before answering (${child.exitCode ?? child.signalCode}).`);
    }
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > timeoutMs) throw new Error(`The server did not answer ${base}/healthz within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
