import { currentContentStamp } from "../db/content-version.server";

/**
 * Responses that are costly to make and depend only on the content (the sitemap, a product's PNG
 * card): kept until the next content write. The key's version is the database's content version
 * (drizzle/0002_content_version.sql), the counter the render cache keys pages on, so any save
 * makes every kept value stale at once. Bounded by bytes, least recently used first out; a stale
 * entry is never served and goes out as new ones come in. The render cache cannot hold these: it
 * keeps HTML pages only, compressed, and only for visitors without cookies.
 */
export interface ContentCache {
  /** The value of `key` at the current content version, made by `make` when not kept. */
  get: (key: string, make: () => Buffer | Promise<Buffer>) => Promise<Buffer>;
  stats: () => { entries: number; bytes: number; hits: number; made: number };
}

export function createContentCache(maxBytes: number): ContentCache {
  // A Map keeps insertion order: re-inserting on a hit makes it an LRU.
  const entries = new Map<string, { version: string; value: Buffer }>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let hits = 0;
  let made = 0;

  function drop(key: string) {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.value.length;
    entries.delete(key);
  }

  function keep(key: string, version: string, value: Buffer) {
    drop(key);
    if (value.length > maxBytes) return;
    entries.set(key, { version, value });
    bytes += value.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function get(
    key: string,
    make: () => Buffer | Promise<Buffer>,
  ): Promise<Buffer> {
    const version = currentContentStamp();
    const entry = entries.get(key);
    if (entry && entry.version === version) {
      hits += 1;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    }
    // Requests for the same value at once wait for one making of it.
    const flight = `${version} ${key}`;
    let pending = making.get(flight);
    if (!pending) {
      made += 1;
      pending = Promise.resolve()
        .then(make)
        .then((value) => {
          // Kept only if no write came while it was made: it may show the data from before it.
          if (currentContentStamp() === version) keep(key, version, value);
          return value;
        })
        .finally(() => making.delete(flight));
      making.set(flight, pending);
    }
    return pending;
  }

  return { get, stats: () => ({ entries: entries.size, bytes, hits, made }) };
}
