// `npm start`: builds when there is no production build (or the sources are newer than it), then
// runs server.ts in production mode in this same process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildFile = path.join(root, "build/server/index.js");

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
const builtAt = fs.statSync(buildFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building the site..." : "Sources changed: rebuilding the site...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
const { register } = await import("tsx/esm/api");
register();
const { pathToFileURL } = await import("node:url");
await import(pathToFileURL(path.join(root, "server.ts")).href);
