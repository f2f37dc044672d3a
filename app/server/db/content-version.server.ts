import type Database from "better-sqlite3";
import { getDb } from "./client.server";

/**
 * The content version: a counter the database itself bumps, by trigger, on every write to a content
 * table (drizzle/0002_content_version.sql). The render cache keys its pages on it, so a save shows
 * at once. Reads the counter with a prepared statement: cheap enough for every request.
 */
export function contentVersionReader(sqlite: Database.Database): () => number {
  const statement = sqlite
    .prepare("SELECT n FROM content_version WHERE id = 1")
    .pluck();
  return () => statement.get() as number;
}

const readers = new WeakMap<object, () => number>();

/** The database's content version, read with one prepared statement. */
export function currentContentVersion(): number {
  const sqlite = getDb().$client;
  let read = readers.get(sqlite);
  if (!read) {
    read = contentVersionReader(sqlite);
    readers.set(sqlite, read);
  }
  return read();
}

interface NewsClock {
  n: number;
  /** The publish time (ms) of the next published article not yet public, or null for none. */
  next: number | null;
}

/**
 * Reads the time the next scheduled article becomes public (drizzle's news_articles_public_idx
 * answers it from the index: equality on status and deleted_at, then the first publish_at after
 * `now`). Kept per counter value: while no content was written and that time has not come, the
 * answer cannot have changed, so a request costs no query.
 */
export function newsClockReader(
  sqlite: Database.Database,
): (n: number, now: number) => number | null {
  const statement = sqlite
    .prepare(
      "SELECT min(publish_at) FROM news_articles WHERE status = 'published' AND deleted_at IS NULL AND publish_at > ?",
    )
    .pluck();
  let kept: NewsClock | undefined;
  return (n, now) => {
    if (kept && kept.n === n && (kept.next === null || now < kept.next))
      return kept.next;
    kept = { n, next: (statement.get(now) as number | null) ?? null };
    return kept.next;
  };
}

const clocks = new WeakMap<object, (n: number, now: number) => number | null>();

/**
 * What public pages depend on besides the clock's day: the content version, and the next moment a
 * scheduled news article becomes public. That moment passing changes the stamp, so a page cached
 * before it (the news list, the sitemap, the feed) is not served after it: no write, no restart.
 */
export function currentContentStamp(now = Date.now()): string {
  const n = currentContentVersion();
  const sqlite = getDb().$client;
  let clock = clocks.get(sqlite);
  if (!clock) {
    clock = newsClockReader(sqlite);
    clocks.set(sqlite, clock);
  }
  return `${n}.${clock(n, now) ?? "-"}`;
}
