// `npm start`: builds when there is no production build (or the sources are newer than it), then
// runs the compiled server (build/server.mjs) in production mode, in a child process started with
// the server's Node flags (scripts/lib/server-process.mjs), restarts it when it crashes, and stops
// when it stops.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot as root, superviseServer } from "./lib/server-process.mjs";

const builtFiles = [path.join(root, "build/server/index.js"), path.join(root, "build/server.mjs")];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = ["app", "server", "server.ts", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
const builtAt = Math.min(...builtFiles.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0));
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building the site..." : "Sources changed: rebuilding the site...");
  const steps = [
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    [path.join(root, "scripts/build-server.mjs")],
  ];
  for (const step of steps) {
    const result = spawnSync(process.execPath, step, { cwd: root, stdio: "inherit" });
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
});
