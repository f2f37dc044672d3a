import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { ImportProgress } from "~/lib/catalogue/import-progress";
import { adminMessages } from "~/locales/admin";
import { keepAuditContext } from "../../audit/context.server";
import { installAuditTriggers } from "../../audit/triggers.server";
import {
  type Db,
  databaseFile,
  SERVER_BUSY_TIMEOUT_MS,
} from "../../db/client.server";
import * as schema from "../../db/schema.server";
import { getEnv } from "../../platform/env.server";
import { comparer } from "./compare.server";
import { dropStaged, readStaged, TOKEN } from "./stage.server";
import type { ApplyResult } from "./types.server";
import { catalogueWriter } from "./write.server";

/**
 * Apply (docs/decisions/032-catalogue-import-export.md): all or nothing, and the server keeps
 * answering meanwhile. The staged products are compared with the catalogue again and written in
 * one transaction, as before, but on a connection of its own and in slices: after each 50 ms of
 * work the event loop gets a turn, so /healthz and pages are answered during a large import. The
 * server's connection never sees a half-written import: its reads see the catalogue as it was
 * until the COMMIT (WAL), and its writes meanwhile find the lock held and answer 503 at once
 * (decision 011). A failure or a crash before the COMMIT leaves nothing written.
 */

const t = adminMessages.productImport;

/** Work between two turns of the event loop; /healthz waits at most about this long. */
const SLICE_MS = 50;

/** Applies running now, by token: a second post of one waits for the first and answers the same. */
const running = new Map<string, Promise<ApplyResult>>();
/** How far each Apply is (the page asks), kept ten minutes after it ended. */
const progress = new Map<string, ImportProgress & { at: number }>();
const PROGRESS_KEPT_MS = 10 * 60 * 1000;

export function importProgress(token: string): ImportProgress | null {
  const found = progress.get(token);
  if (!found) return null;
  const { phase, done, total } = found;
  return { phase, done, total };
}

function report(token: string, now: ImportProgress): void {
  const at = Date.now();
  for (const [key, old] of progress)
    if (at - old.at > PROGRESS_KEPT_MS) progress.delete(key);
  progress.set(token, { ...now, at });
}

export interface ApplyOptions {
  now?: number;
  /** Work between turns of the event loop (tests make it small to see the turns). */
  sliceMs?: number;
}

/**
 * Applies a staged dry run: the plan is made again from the catalogue as it is now and must be the
 * one the dry run showed, else nothing is written and the user is asked for a new dry run. The
 * audit log's triggers see every write, in the request that sent Apply.
 */
export function applyImport(
  token: string,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  if (!TOKEN.test(token))
    return Promise.resolve({
      ok: false,
      status: 400,
      message: t.tokenInvalid,
    });
  // A double click, or a form sent again while the first still runs: one Apply, one answer.
  const current = running.get(token);
  if (current) return current;
  const now = options.now ?? Date.now();
  const applying = keepAuditContext(() =>
    applyStaged(token, now, options.sliceMs ?? SLICE_MS),
  ).finally(() => running.delete(token));
  running.set(token, applying);
  return applying;
}

async function applyStaged(
  token: string,
  now: number,
  sliceMs: number,
): Promise<ApplyResult> {
  const found = await readStaged(token, now);
  if (!found.ok) return found;
  const { staged } = found;
  const checking = staged.checked.length;
  report(token, { phase: "checking", done: 0, total: checking });
  // Parsing the staged file (3,000 products: 90 ms) and opening the connection (50 ms): a turn
  // between them and before the first slice.
  await turn();
  const sqlite = openImportConnection();
  try {
    await turn();
    // IMMEDIATE: the write lock now, so the catalogue compared is the one written over.
    sqlite.exec("BEGIN IMMEDIATE");
    const db = drizzle(sqlite, { schema }) as Db;
    const comparison = comparer(db, []);
    await inSlices(staged.checked, 25, sliceMs, comparison.add, (done) =>
      report(token, { phase: "checking", done, total: checking }),
    );
    const again = comparison.finish();
    if (
      again.plan.fingerprint !== staged.fingerprint ||
      again.plan.errors.length
    ) {
      sqlite.exec("ROLLBACK");
      report(token, { phase: "failed", done: 0, total: checking });
      return { ok: false, status: 409, message: t.catalogueChanged };
    }
    const writing = again.operations.length;
    const write = catalogueWriter(sqlite, now);
    await inSlices(again.operations, 5, sliceMs, write, (done) =>
      report(token, { phase: "writing", done, total: writing }),
    );
    sqlite.exec("COMMIT");
    dropStaged(token);
    report(token, { phase: "done", done: writing, total: writing });
    return { ok: true, added: again.plan.added, changed: again.plan.changed };
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
    report(token, { phase: "failed", done: 0, total: checking });
    throw error;
  } finally {
    sqlite.close();
  }
}

/**
 * A connection for one Apply: its transaction spans many turns of the event loop, which on the
 * server's shared connection would take in every other request's writes and show its half-done
 * import to every read. Same settings as the server's (no busy wait), and the audit triggers.
 */
function openImportConnection(): Database.Database {
  const sqlite = new Database(databaseFile(getEnv().dataDir));
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SERVER_BUSY_TIMEOUT_MS}`);
  installAuditTriggers(sqlite);
  return sqlite;
}

/** Gives the event loop a turn: what arrived meanwhile (a request, a timer) runs before we go on. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `work` over `items` a few at a time, giving the event loop a turn after each `sliceMs`. */
async function inSlices<T>(
  items: readonly T[],
  size: number,
  sliceMs: number,
  work: (part: readonly T[]) => void,
  done: (count: number) => void,
): Promise<void> {
  let since = performance.now();
  for (let i = 0; i < items.length; i += size) {
    work(items.slice(i, i + size));
    if (performance.now() - since >= sliceMs) {
      done(Math.min(i + size, items.length));
      await turn();
      since = performance.now();
    }
  }
  done(items.length);
}
