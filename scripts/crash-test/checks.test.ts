import { describe, expect, it } from "vitest";
import { totals, verifyAudit } from "./checks";
import type { AuditRow, DbState } from "./database";

const client = (name: string) => ({
  id: 7,
  name,
  industry: "Oil",
  description: "d",
  deleted_at: null,
});

function state(rows: Record<string, unknown>[], audit: AuditRow[]): DbState {
  const empty = () => new Map();
  return {
    integrity: "ok",
    journalMode: "wal",
    rows: {
      products: empty(),
      categories: empty(),
      clients: empty(),
      certifications: empty(),
    },
    raw: {
      products: empty(),
      categories: empty(),
      clients: new Map(rows.map((row) => [String(row.id), row])),
      certifications: empty(),
    },
    audit,
    sessions: new Set(),
  };
}
const rename = (id: number, from: string, to: string): AuditRow => ({
  id,
  entity: "clients",
  entityId: "7",
  action: "update",
  changes: { name: [from, to] },
});

describe("the crash test's audit check", () => {
  it("passes when the entries since the kill replay the old rows into the new", () => {
    const before = { ...totals };
    verifyAudit(
      1,
      state([client("Old")], [rename(1, "A", "Old")]),
      state([client("New")], [rename(1, "A", "Old"), rename(2, "Old", "New")]),
    );
    expect(totals.auditMissing - before.auditMissing).toBe(0);
    expect(totals.auditOrphans - before.auditOrphans).toBe(0);
    expect(totals.auditEntries - before.auditEntries).toBe(1);
  });

  it("counts a change without its entry, and an entry without its change", () => {
    const before = { ...totals };
    verifyAudit(1, state([client("Old")], []), state([client("New")], []));
    expect(totals.auditMissing - before.auditMissing).toBe(1);
    verifyAudit(
      2,
      state([client("Old")], []),
      state([client("Old")], [rename(1, "Old", "New")]),
    );
    expect(totals.auditOrphans - before.auditOrphans).toBe(1);
  });
});
