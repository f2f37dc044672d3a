// How the production server (build/server.mjs) is started: by `npm start`, the browser tests'
// server and the measuring scripts alike, with the same Node flags, so what is measured is what runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);

/**
 * The server's Node flags. Left alone, V8 sizes its heap to the allocation rate: under the bench
 * it held about 210 MB for about 70 MB live, and the process passed 200 MB. A 128 MB old space
 * (nearly twice the live heap, also with a 10,000-product catalogue) and 8 MB semi-spaces keep it
 * near 150 MB (docs/decisions/007). Whoever needs more sets NODE_OPTIONS (for example
 * `--max-old-space-size=512`): a flag given there is not given again here.
 */
export function serverNodeFlags(nodeOptions = "") {
  const flags = [];
  if (!/--max-old-space-size\b/.test(nodeOptions))
    flags.push("--max-old-space-size=128");
  if (!/--max-semi-space-size\b/.test(nodeOptions))
    flags.push("--max-semi-space-size=8");
  return flags;
}

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * When the project's production build was made (0: none), and whether a source it is built from
 * (the app, the server, public files, the package list, the build configuration) changed since.
 */
export function buildState() {
  const builtFiles = [
    path.join(projectRoot, "build/server/index.js"),
    path.join(projectRoot, "build/server.mjs"),
  ];
  const sources = [
    "app",
    "server",
    "server.ts",
    "public",
    "package.json",
    "vite.config.ts",
    "react-router.config.ts",
  ];
  const builtAt = Math.min(
    ...builtFiles.map(
      (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  const sourcesAt = Math.max(
    ...sources.map((source) => newestMtime(path.join(projectRoot, source))),
  );
  return { builtAt, stale: builtAt === 0 || sourcesAt > builtAt };
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
export function spawnServer({
  env,
  stdio = "inherit",
  buildRoot = projectRoot,
  extraFlags = [],
}) {
  return spawn(
    process.execPath,
    [
      ...serverNodeFlags(env.NODE_OPTIONS),
      ...extraFlags,
      path.join(buildDirectory(buildRoot), "server.mjs"),
    ],
    {
      cwd: projectRoot,
      env: { ...env, NODE_ENV: "production" },
      stdio,
    },
  );
}

/**
 * Resolves once `${base}/healthz` answers 200. Rejects, saying why, when `child` exits first or
 * `timeoutMs` passes.
 */
export async function waitForServer(base, child, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited before answering (${child.exitCode ?? child.signalCode}).`,
      );
    }
    const ok = await fetch(`${base}/healthz`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `The server did not answer ${base}/healthz within ${timeoutMs / 1000} s.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/**
 * Why a crashed server's stderr says it died, in one line: the last error line (an uncaught
 * exception's message, V8's "FATAL ERROR", an invalid setting), else the last line that is not a
 * stack frame, a closing brace or Node's version footer. Empty when there is nothing useful.
 */
export function crashReason(stderrTail) {
  const lines = stderrTail
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const errorLine = lines.findLast((line) =>
    /^(\w*Error\b|FATAL ERROR|Invalid environment)/.test(line),
  );
  if (errorLine) return errorLine.slice(0, 300);
  const useful = lines.findLast(
    (line) => !/^at\s|^Node\.js v\d|^[{}[\]();,^\s]*$/.test(line),
  );
  return (useful ?? "").slice(0, 300);
}

/** How an exit reads in the log: "exit code 1" or "signal SIGKILL". */
function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

/** The parent of `pid` (Linux: /proc), or undefined where that cannot be read. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command's name, in parentheses, may hold spaces: the state and parent follow the last ")".
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** Whether `pid` is part of an npm script (npm gives the script and its shell these variables). */
function inNpmScript(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .some((entry) => entry.startsWith("npm_lifecycle_event="));
  } catch {
    return false;
  }
}

/**
 * The npm process this one runs under: the nearest ancestor outside the script (past `sh -c`).
 * Without /proc, the parent.
 */
function npmAncestor() {
  let pid = process.ppid;
  while (pid > 1 && inNpmScript(pid)) {
    const up = parentOf(pid);
    if (up === undefined) break;
    pid = up;
  }
  return pid;
}

/** Whether `pid` is still this process's parent, or (with /proc) any ancestor. */
function isAncestor(pid) {
  let ancestor = process.ppid;
  while (ancestor !== pid) {
    if (ancestor <= 1) return false;
    const up = parentOf(ancestor);
    if (up === undefined) return false;
    ancestor = up;
  }
  return true;
}

/**
 * Runs the server (spawnServer) and starts it again when it dies: after `firstDelayMs`, doubling
 * on each crash up to `maxDelayMs`, back to the first delay once a run has lasted `windowMs`. The
 * `maxCrashes`th crash within `windowMs` ends it with exit code 1. A signal this process receives
 * is passed on; the server's own clean stop (exit code 0, as after SIGTERM sent to it alone) is not
 * a crash and ends this process too, with its code. With `watchParent` (run by npm), the end of the
 * npm process is a stop signal too. `log` and `exit` are for tests.
 */
/**
 * The server's exit code for a problem only its operator can fix (a bad setting, no build, a data
 * folder it cannot write): EX_CONFIG of sysexits.h. Restarting cannot help, so the supervisor
 * stops with it at once, and the systemd unit in docs/deployment.md names it in RestartPreventExitStatus.
 */
export const CONFIG_ERROR_EXIT = 78;

export function superviseServer({
  env,
  firstDelayMs = 1_000,
  maxDelayMs = 30_000,
  maxCrashes = 5,
  windowMs = 60_000,
  log = (line) => console.error(line),
  exit = (code) => process.exit(code),
  watchParent = false,
  parentPollMs = 250,
}) {
  let child;
  let stopping = false;
  let delay = firstDelayMs;
  let restartTimer;
  const crashes = [];

  const start = () => {
    const startedAt = Date.now();
    let stderrTail = "";
    // stderr passes through, its tail kept to say why the server died. The IPC channel carries
    // nothing: the server sees it close when this process ends, however it ends, and stops too.
    child = spawnServer({ env, stdio: ["inherit", "inherit", "pipe", "ipc"] });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString("utf8")).slice(-4_096);
    });
    child.on("exit", (code, signal) => {
      child = undefined;
      if (stopping) return exit(code ?? 0);
      if (code === 0) return exit(0);
      if (code === CONFIG_ERROR_EXIT) {
        log(
          "The server could not start: fix the setting named above, then run npm start again. Not restarting it.",
        );
        return exit(CONFIG_ERROR_EXIT);
      }
      const now = Date.now();
      if (now - startedAt >= windowMs) delay = firstDelayMs;
      crashes.push(now);
      while (crashes.length && now - crashes[0] > windowMs) crashes.shift();
      const reason = crashReason(stderrTail);
      const why = `${describeExit(code, signal)}${reason ? `: ${reason}` : ""}`;
      if (crashes.length >= maxCrashes) {
        log(
          `The server crashed ${crashes.length} times within ${Math.round(windowMs / 1000)} s (last: ${why}). ` +
            "Not restarting it again: fix the cause shown above, then run npm start again.",
        );
        return exit(1);
      }
      log(
        `The server stopped unexpectedly (${why}). Restarting it in ${delay / 1000} s.`,
      );
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };

  // Ctrl+C reaches both processes; a signal sent to this one alone is passed on. Either way the
  // server finishes what is in flight, and this process ends with it, with its exit code.
  const stop = (signal) => {
    stopping = true;
    clearTimeout(restartTimer);
    if (child) child.kill(signal);
    else exit(0);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  if (watchParent) {
    // npm 11 ends on SIGTERM without passing it on, and on SIGHUP every npm does; the shell npm
    // runs the script in outlives it. npm's end is the sign that `npm start` was stopped.
    const npm = npmAncestor();
    setInterval(() => {
      if (stopping || isAncestor(npm)) return;
      log("npm start was stopped: stopping the server.");
      stop("SIGTERM");
    }, parentPollMs).unref();
  }
  start();
}
