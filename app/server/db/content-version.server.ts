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
