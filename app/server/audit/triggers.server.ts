import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../db/schema.server";
import { currentAuditContext } from "./context.server";

/**
 * The audit log's writers: one TEMP trigger per table, action and this connection (docs/decisions/035).
 *
 * A trigger runs inside the statement that fired it, so the entry and the change are one atomic
 * write: a crash keeps both or neither, and no server module can forget to log. The triggers fire
 * only while an admin's request is being answered (`audit_actor_id()` reads the request's store,
 * context.server.ts); a visitor's quote or a script's seed writes no entry.
 *
 * TEMP, not in the migration, because they call this process's SQL functions: a permanent trigger
 * would make every other connection (a script, the sqlite3 shell) fail with "no such function".
 */

/** Tables whose writes are not the team's edits: sign-in bookkeeping, counters, the log itself. */
export const UNAUDITED_TABLES = new Set([
  "audit_log",
  "sessions",
  "login_attempts",
  "content_version",
  "quote_counters",
]);

/**
 * What visitors sent (messages, CVs' applications, quote requests): the log names such a row when
 * it is deleted (by hand or by the retention setting) and records the team's changes to it (read,
 * status, internal notes), but never copies its contents, which would outlive their deletion.
 */
export const VISITOR_TABLES = new Set([
  "messages",
  "applications",
  "quotes",
  "quote_lines",
  "quote_acknowledgements",
]);

/** Columns never written to the log in clear: a change shows as a short fingerprint of the value. */
const SECRET_COLUMN = /password|secret|token|hash|recovery/i;
/** Bookkeeping columns: a save that changed only these changed nothing anyone edited. */
const IGNORED_COLUMNS = new Set([
  "updated_at",
  "last_login_at",
  "totp_last_step",
]);

export type AuditChanges = Record<string, [unknown, unknown]>;

function fingerprint(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return `secret ${crypto.createHash("sha256").update(String(value)).digest("hex").slice(0, 8)}`;
}

/**
 * The field-level change between two rows (JSON objects, or null for none): every field of a new
 * or deleted row, only the changed fields of an update; null when an update changed nothing.
 */
export function auditChanges(
  before: string | null,
  after: string | null,
): string | null {
  const old = before
    ? stored(JSON.parse(before) as Record<string, unknown>)
    : null;
  const now = after
    ? stored(JSON.parse(after) as Record<string, unknown>)
    : null;
  const changes: AuditChanges = {};
  for (const field of Object.keys(now ?? old ?? {})) {
    const was = old ? (old[field] ?? null) : null;
    const is = now ? (now[field] ?? null) : null;
    if (old && now && (was === is || IGNORED_COLUMNS.has(field))) continue;
    changes[field] = SECRET_COLUMN.test(field)
      ? [fingerprint(was), fingerprint(is)]
      : [was, is];
  }
  return Object.keys(changes).length === 0 ? null : JSON.stringify(changes);
}

/**
 * A column holds text, numbers or null; a value written through SQLite's json() keeps its JSON
 * subtype into the trigger and arrives as an array or object. As stored it is text: compared and
 * logged as that text, so the same list written two ways is no change.
 */
function stored(row: Record<string, unknown>): Record<string, unknown> {
  for (const [field, value] of Object.entries(row)) {
    if (value !== null && typeof value === "object")
      row[field] = JSON.stringify(value);
  }
  return row;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `json_object(...)` of a row's columns (chunked: SQLite takes at most 127 arguments a call). */
function rowJson(columns: string[], row: "new" | "old"): string {
  const parts: string[] = [];
  for (let i = 0; i < columns.length; i += 50) {
    const pairs = columns
      .slice(i, i + 50)
      .map((column) => `${literal(column)}, ${row}.${quote(column)}`);
    parts.push(`json_object(${pairs.join(", ")})`);
  }
  return parts.reduce((joined, part) => `json_patch(${joined}, ${part})`);
}

interface AuditedTable {
  name: string;
  columns: string[];
  key: string[];
}

/** Every table of the schema that the log covers, with its columns and key. */
export function auditedTables(): AuditedTable[] {
  const tables: AuditedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    if (UNAUDITED_TABLES.has(config.name)) continue;
    const columns = config.columns.map((column) => column.name);
    const key =
      config.primaryKeys[0]?.columns.map((column) => column.name) ??
      config.columns
        .filter((column) => column.primary)
        .map((column) => column.name);
    tables.push({ name: config.name, columns, key });
  }
  return tables;
}

function entityId(table: AuditedTable, row: "new" | "old"): string {
  if (table.key.length === 0) return `${row}.rowid`;
  return table.key
    .map((column) => `${row}.${quote(column)}`)
    .join(` || ':' || `);
}

function triggerSql(
  table: AuditedTable,
  action: "create" | "update" | "delete",
): string {
  const event = { create: "INSERT", update: "UPDATE", delete: "DELETE" }[
    action
  ];
  const columns =
    action !== "update" && VISITOR_TABLES.has(table.name)
      ? table.key
      : table.columns;
  const before = action === "create" ? "NULL" : rowJson(columns, "old");
  const after = action === "delete" ? "NULL" : rowJson(columns, "new");
  const row = action === "delete" ? "old" : "new";
  return `CREATE TEMP TRIGGER IF NOT EXISTS ${quote(`audit_${table.name}_${action}`)}
AFTER ${event} ON main.${quote(table.name)} WHEN audit_actor_id() IS NOT NULL
BEGIN
  INSERT INTO main.audit_log (at, actor_id, actor, action, entity, entity_id, changes, request_id, address)
  SELECT audit_now(), audit_actor_id(), audit_actor(), ${literal(action)}, ${literal(table.name)},
    CAST(${entityId(table, row)} AS TEXT), changes, audit_request_id(), audit_address()
  FROM (SELECT audit_changes(${before}, ${after}) AS changes) WHERE changes IS NOT NULL;
END`;
}

/** Registers the SQL functions and creates the triggers on this connection (the server's). */
export function installAuditTriggers(sqlite: Database.Database): void {
  // Not deterministic: they read the request being answered.
  sqlite.function(
    "audit_actor_id",
    () => currentAuditContext()?.actor?.id ?? null,
  );
  sqlite.function(
    "audit_actor",
    () => currentAuditContext()?.actor?.username ?? null,
  );
  sqlite.function(
    "audit_request_id",
    () => currentAuditContext()?.requestId ?? null,
  );
  sqlite.function(
    "audit_address",
    () => currentAuditContext()?.address ?? null,
  );
  sqlite.function("audit_now", () => Date.now());
  sqlite.function("audit_changes", (before: unknown, after: unknown) =>
    auditChanges(
      typeof before === "string" ? before : null,
      typeof after === "string" ? after : null,
    ),
  );
  const install = sqlite.transaction(() => {
    for (const table of auditedTables()) {
      for (const action of ["create", "update", "delete"] as const)
        sqlite.exec(triggerSql(table, action));
    }
  });
  install();
}
