import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { type CsvCell, toCsv } from "~/lib/csv";
import { getDb, type Db, type Tx } from "../db/client.server";
import { auditLog, type AuditEntry } from "../db/schema.server";
import { currentRequestContext } from "./context.server";

/**
 * Reading the audit log, and writing its sign-in events (the writes of the team's edits are logged
 * by the database's triggers, ./triggers.server.ts). Nothing here changes or deletes an entry: the
 * log is kept for as long as the database (at least the two years the company must keep it).
 */

export type SignInAction =
  "login" | "login-failed" | "logout" | "session-ended";

/**
 * Logs a sign-in event, in `db`'s transaction when given one: the session it opened or ended and
 * its entry commit together. `username` as typed for a failed login (no account may exist).
 */
export function recordSignIn(
  db: Db | Tx,
  action: SignInAction,
  user: { id: number | null; username: string },
  now = Date.now(),
): void {
  const request = currentRequestContext();
  db.insert(auditLog)
    .values({
      at: new Date(now),
      actorId: user.id,
      // A failed login's name is whatever was typed: cut, so a flood of long names costs little.
      actor: user.username.slice(0, 100),
      action,
      entity: "session",
      entityId: null,
      changes: null,
      requestId: request?.requestId ?? null,
      address: request?.address ?? null,
    })
    .run();
}

export interface AuditFilter {
  actorId?: number;
  entity?: string;
  /** Inclusive day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Inclusive day, YYYY-MM-DD (UTC). */
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tables written only as a side effect of another's write (issue 35): a quote request's lines and
 * buyer's acknowledgement go with the request; a user's set-password link, recovery codes and
 * sign-in awaiting a code go with the user. The filter offers the owner alone, and choosing it
 * shows these too, so nobody has to know what they are to find them; each entry still names its
 * own table in the rows, so nothing is hidden.
 */
export const AUDIT_ENTITY_OWNERS: Readonly<Record<string, string>> = {
  quote_lines: "quotes",
  quote_acknowledgements: "quotes",
  password_setup_tokens: "admin_users",
  recovery_codes: "admin_users",
  pending_logins: "admin_users",
};

/** The tables a filter on `entity` covers: itself and the tables it owns. */
function entityMembers(entity: string): string[] {
  return [
    entity,
    ...Object.entries(AUDIT_ENTITY_OWNERS)
      .filter(([, owner]) => owner === entity)
      .map(([table]) => table),
  ];
}

function where(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actorId !== undefined)
    parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity)
    parts.push(inArray(auditLog.entity, entityMembers(filter.entity)));
  if (filter.from)
    parts.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to)
    parts.push(
      lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)),
    );
  return parts.length ? and(...parts) : undefined;
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of entries, newest first, and how many match. */
export function listAudit(
  filter: AuditFilter,
  page: number,
): { rows: AuditEntry[]; total: number; page: number; perPage: number } {
  const db = getDb();
  const condition = where(filter);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(auditLog)
      .where(condition)
      .get()?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((current - 1) * AUDIT_PAGE_SIZE)
    .all();
  return { rows, total, page: current, perPage: AUDIT_PAGE_SIZE };
}

/** What the filters offer: everyone who has an entry, and every entity written (a side table as its owner). */
export function auditFilterOptions(): {
  actors: { id: number; name: string }[];
  entities: string[];
} {
  const db = getDb();
  const actors = db
    .select({ id: auditLog.actorId, name: sql<string>`max(${auditLog.actor})` })
    .from(auditLog)
    .where(sql`${auditLog.actorId} IS NOT NULL`)
    .groupBy(auditLog.actorId)
    .all()
    .map((row) => ({ id: row.id!, name: row.name }));
  const entities = db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(auditLog.entity)
    .all()
    .map((row) => AUDIT_ENTITY_OWNERS[row.entity] ?? row.entity);
  return {
    actors: actors.sort((a, b) => a.name.localeCompare(b.name)),
    entities: [...new Set(entities)],
  };
}

const show = (value: unknown) =>
  value === null || value === undefined
    ? ""
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** The matching entries as CSV (RFC 4180; the caller adds the BOM): one line per changed field. */
export function auditCsv(filter: AuditFilter): string {
  const lines: CsvCell[][] = [];
  const rows = getDb()
    .select()
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.id))
    .all();
  for (const row of rows) {
    const head = [
      row.id,
      row.at.toISOString(),
      row.actor ?? "",
      row.action,
      row.entity,
      row.entityId ?? "",
      row.address ?? "",
      row.requestId ?? "",
    ];
    const changes = Object.entries(row.changes ?? {});
    if (changes.length === 0) lines.push([...head, "", "", ""]);
    for (const [field, [before, after]] of changes)
      lines.push([...head, field, show(before), show(after)]);
  }
  return toCsv(
    [
      "entry",
      "time_utc",
      "user",
      "action",
      "entity",
      "entity_id",
      "address",
      "request_id",
      "field",
      "before",
      "after",
    ],
    lines,
  );
}

export interface ParsedAuditFilter {
  filter: AuditFilter;
  /** Values of the address that were not understood, and so not applied. */
  problems: ("user" | "entity" | "from" | "to" | "range")[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The filter from `/admin/audit?user=&entity=&from=&to=`: a value not understood is named, not guessed. */
export function parseAuditFilter(params: URLSearchParams): ParsedAuditFilter {
  const filter: AuditFilter = {};
  const problems: ParsedAuditFilter["problems"] = [];
  const user = params.get("user")?.trim() ?? "";
  if (user) {
    if (/^[1-9]\d{0,9}$/.test(user)) filter.actorId = Number(user);
    else problems.push("user");
  }
  const entity = params.get("entity")?.trim() ?? "";
  if (entity) {
    if (/^[a-z_]{1,64}$/.test(entity)) filter.entity = entity;
    else problems.push("entity");
  }
  for (const end of ["from", "to"] as const) {
    const value = params.get(end)?.trim() ?? "";
    if (!value) continue;
    if (isDay(value)) filter[end] = value;
    else problems.push(end);
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    problems.push("range");
    delete filter.from;
    delete filter.to;
  }
  return { filter, problems };
}
