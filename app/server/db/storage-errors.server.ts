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
