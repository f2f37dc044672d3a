// The command line of `npm run crash-test` (see scripts/crash-test.ts) and the constants every part
// of the run shares.
import crypto from "node:crypto";
import path from "node:path";
import { projectRoot } from "../lib/server-process.mjs";

export const root = projectRoot;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
export const cycles = option("cycles", 20);
export const lanes = option("lanes", 6);
export const maxKillMs = option("max-kill-ms", 500);
export const seed = option("seed", crypto.randomInt(1, 2 ** 31));
export const port = option("port", 4445);
export const rebuild = args.includes("--build");
export const base = `http://127.0.0.1:${port}`;
/** Longer than any answer takes even on a crowded machine; a request past it counts as unanswered. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const ADMIN = { username: "admin", password: "crash-test-password-1" };
const outAt = args.indexOf("--out");
export const resultsFile =
  outAt >= 0
    ? path.resolve(args[outAt + 1]!)
    : path.join(root, "bench-results/crash-test.json");
