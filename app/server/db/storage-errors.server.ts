import { setTimeout as sleep } from "node:timers/promises";

/**
 * Why a write could not be stored, told apart so each gets its own answer:
 * - "busy": another process holds SQLite's write lock (a backup, a script, the sqlite3 shell). It
 *   passes: the visitor is told to try again in a few seconds (503 with Retry-After).
 * - "unwritable": the disk is full, the folder became read-only, or the disk failed. It does not
 *   pass by itself: the visitor is told nothing was stored.
 * Anything else is a bug, not a storage problem, and is left to the error handling above.
 */
export type StorageProblem = "busy" | "unwritable";

/** What a 503 for a busy database tells the client: a held lock is gone within seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
/** How long a visitor's post keeps trying while the lock is held, and how often. */
const BUSY_PATIENCE_MS = 1000;
const BUSY_RETRY_EVERY_MS = 50;

// SQLite's extended codes as better-sqlite3 names them (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE...),
// and the file system's own for files we write beside the database (CVs, images).
const BUSY = /^SQLITE_(?:BUSY|LOCKED)(?:_|$)/;
const UNWRITABLE =
  /^(?:SQLITE_(?:FULL|IOERR|READONLY|CANTOPEN)(?:_|$)|ENOSPC$|EDQUOT$|EROFS$|EIO$|EACCES$|EPERM$)/;

export function storageProblem(error: unknown): StorageProblem | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return undefined;
  if (BUSY.test(code)) return "busy";
  if (UNWRITABLE.test(code)) return "unwritable";
  return undefined;
}

/** One line for the log: the error's code and message (fs messages start with their code already). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && !message.startsWith(code)
    ? `${code}: ${message}`
    : message;
}

/**
 * Runs `write` (one transaction: a failed attempt left nothing) until it finds the database's lock
 * free or a second has passed. The waits are timers, not SQLite's busy wait, so the server answers
 * other requests meanwhile; a script's short write never reaches the visitor. Other errors, and a
 * lock still held at the end, are thrown.
 */
export async function retryWhileBusy<T>(
  write: () => T,
  patienceMs = BUSY_PATIENCE_MS,
): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return write();
    } catch (error) {
      if (
        storageProblem(error) !== "busy" ||
        Date.now() + BUSY_RETRY_EVERY_MS > deadline
      )
        throw error;
      await sleep(BUSY_RETRY_EVERY_MS);
    }
  }
}

/**
 * The `headers` of every route whose action can answer a busy 503 (decision 011's addendum): React
 * Router keeps only the cookies of an action's headers unless the route has a `headers` function,
 * so without this a busy write lost its Retry-After, on a document request (a post made without
 * JavaScript) and a data request alike, and the client could not tell "send again" from "nothing
 * can be stored". The parent's headers pass through as they would without a function.
 */
export function retryAfterHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
