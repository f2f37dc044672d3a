// The checks: after each kill, the database holds every acknowledged write whole, and nothing else
// changed. Counts and the first 50 failures are kept here for the report.
import {
  nameOf,
  projections,
  tables,
  type DbState,
  type Table,
} from "./database";

export interface RowTrack {
  table: Table;
  id: string;
  /** What the row must hold if nothing in flight landed: the last acknowledged state. */
  acked: string;
  /** The state of the write in flight, if one was sent and not answered. */
  pending?: string;
  writes: number;
}

export interface CreateTrack {
  table: Table;
  name: string;
  state: string;
  acknowledged: boolean;
}

export interface Totals {
  acknowledged: number;
  unanswered: number;
  inFlightApplied: number;
  lost: number;
  torn: number;
  /** Writes the audit log does not account for, and entries for writes that are not there. */
  auditMissing: number;
  auditOrphans: number;
  /** Entries the audit check replayed: a check that saw none would prove nothing. */
  auditEntries: number;
  unexpected: number;
  integrityFailures: number;
  logins: number;
}
export const totals: Totals = {
  acknowledged: 0,
  unanswered: 0,
  inFlightApplied: 0,
  lost: 0,
  torn: 0,
  auditMissing: 0,
  auditOrphans: 0,
  auditEntries: 0,
  unexpected: 0,
  integrityFailures: 0,
  logins: 0,
};
export const failures: string[] = [];
export const fail = (line: string) => {
  if (failures.length < 50) failures.push(line);
};

export interface CycleWrites {
  rows: Map<string, RowTrack>;
  creates: CreateTrack[];
  login?: { idHash: string };
}

/** Checks the database against the previous snapshot and what the last cycle's writes were told. */
export function verify(
  cycle: number,
  before: DbState | undefined,
  after: DbState,
  writes: CycleWrites | undefined,
): void {
  if (after.integrity !== "ok") {
    totals.integrityFailures++;
    fail(`cycle ${cycle}: integrity_check says ${after.integrity}`);
  }
  if (!before || !writes) return;
  if (writes.login && !after.sessions.has(writes.login.idHash)) {
    totals.lost++;
    fail(`cycle ${cycle}: an acknowledged login's session is missing`);
  }
  for (const table of tables) {
    const old = before.rows[table];
    const now = after.rows[table];
    const creates = writes.creates.filter((c) => c.table === table);
    const createdByName = new Map(creates.map((c) => [c.name, c]));
    const found = new Set<CreateTrack>();
    for (const [id, actual] of now) {
      const track = writes.rows.get(`${table}:${id}`);
      if (track) {
        if (actual === track.acked) continue;
        if (track.pending !== undefined && actual === track.pending) {
          totals.inFlightApplied++;
          continue;
        }
        const lostWrite = old.get(id) === actual;
        if (lostWrite) totals.lost++;
        else totals.torn++;
        fail(
          `cycle ${cycle}: ${table} ${id} ${lostWrite ? "lost an acknowledged write" : "holds a state no write sent"}: ${actual} (expected ${track.acked})`,
        );
        continue;
      }
      if (old.has(id)) {
        if (old.get(id) !== actual) {
          totals.torn++;
          fail(
            `cycle ${cycle}: ${table} ${id} changed without a write: ${actual}`,
          );
        }
        continue;
      }
      const create = createdByName.get(nameOf(actual));
      if (!create || found.has(create)) {
        totals.torn++;
        fail(
          `cycle ${cycle}: ${table} ${id} appeared from no write: ${actual}`,
        );
        continue;
      }
      found.add(create);
      if (actual !== create.state) {
        totals.torn++;
        fail(
          `cycle ${cycle}: ${table} ${id} was created with other values: ${actual} (sent ${create.state})`,
        );
      } else if (!create.acknowledged) totals.inFlightApplied++;
    }
    for (const id of old.keys()) {
      if (!now.has(id)) {
        totals.lost++;
        fail(`cycle ${cycle}: ${table} ${id} disappeared`);
      }
    }
    for (const create of creates) {
      if (create.acknowledged && !found.has(create)) {
        totals.lost++;
        fail(
          `cycle ${cycle}: an acknowledged ${table} create (${create.name}) is missing`,
        );
      }
    }
  }
}

/**
 * The audit log against the data: the rows as the last kill left them, with every entry written
 * since replayed onto them (create, field changes, delete), must be exactly the rows now. A write
 * whose entry was lost leaves a row the replay does not reach; an entry whose write was lost
 * replays a change the row does not hold (docs/decisions/035).
 */
export function verifyAudit(
  cycle: number,
  before: DbState,
  after: DbState,
): void {
  const seen = before.audit.at(-1)?.id ?? 0;
  const fresh = after.audit.filter((entry) => entry.id > seen);
  totals.auditEntries += fresh.length;
  if (after.audit.length - fresh.length !== before.audit.length) {
    totals.auditOrphans++;
    fail(`cycle ${cycle}: audit entries before the kill changed or vanished`);
  }
  for (const table of tables) {
    const replay = new Map(
      [...before.raw[table]].map(([id, row]) => [id, { ...row }]),
    );
    for (const entry of fresh) {
      if (entry.entity !== table) continue;
      if (entry.action === "delete") {
        replay.delete(entry.entityId);
        continue;
      }
      const row =
        entry.action === "create" ? {} : (replay.get(entry.entityId) ?? {});
      for (const [field, [, value]] of Object.entries(entry.changes))
        row[field] = value;
      replay.set(entry.entityId, row);
    }
    const project = projections[table].project;
    for (const id of new Set([...replay.keys(), ...after.raw[table].keys()])) {
      const replayed = replay.get(id);
      const actual = after.raw[table].get(id);
      const expected = replayed ? project(replayed) : undefined;
      const now = actual ? project(actual) : undefined;
      if (expected === now) continue;
      const logged = fresh.some(
        (entry) => entry.entity === table && entry.entityId === id,
      );
      if (logged) totals.auditOrphans++;
      else totals.auditMissing++;
      fail(
        `cycle ${cycle}: ${table} ${id}: ${logged ? "the audit log replays to" : "changed without an audit entry; the log says"} ${expected ?? "nothing"}, the row is ${now ?? "absent"}`,
      );
    }
  }
}
