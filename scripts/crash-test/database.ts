// What the crash test reads back: every table a form writes, projected to the fields the form sets.
import Database from "better-sqlite3";
import { specificationKeys } from "../../app/lib/forms/admin/products";

export type Table = "products" | "categories" | "clients" | "certifications";
export const tables: Table[] = [
  "products",
  "categories",
  "clients",
  "certifications",
];
/** The fields a form sets, as read back from the database (one canonical JSON string per row). */
export type Snapshot = Map<string, string>;

export { specificationKeys };

export const canonical = (value: Record<string, unknown>) =>
  JSON.stringify(value, Object.keys(value).sort());

function projectProduct(row: Record<string, unknown>): string {
  const specs = JSON.parse(String(row.specifications)) as Record<
    string,
    unknown
  >;
  return canonical({
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory ?? null,
    quantity: row.quantity,
    unit: row.unit,
    inStock: Boolean(row.in_stock),
    specifications: JSON.stringify(
      specificationKeys.map((key) => specs[key] ?? null),
    ),
    features: JSON.stringify(JSON.parse(String(row.features))),
    applications: JSON.stringify(JSON.parse(String(row.applications))),
    deleted: row.deleted_at !== null,
  });
}

export const projections: Record<
  Table,
  { sql: string; project: (row: Record<string, unknown>) => string }
> = {
  products: { sql: "SELECT * FROM products", project: projectProduct },
  categories: {
    sql: "SELECT * FROM categories",
    project: (row) =>
      canonical({
        name: row.name,
        parentId: row.parent_id ?? null,
        deleted: row.deleted_at !== null,
      }),
  },
  clients: {
    sql: "SELECT * FROM clients",
    project: (row) =>
      canonical({
        name: row.name,
        industry: row.industry,
        description: row.description,
        deleted: row.deleted_at !== null,
      }),
  },
  certifications: {
    sql: "SELECT * FROM certifications",
    project: (row) =>
      canonical({
        title: row.title,
        category: row.category,
        description: row.description,
        icon: row.icon,
        status: row.status,
        validUntil: row.valid_until,
        deleted: row.deleted_at !== null,
      }),
  },
};

/** The name a row is found by when the server chose its id (the first field each form requires). */
export const nameOf = (projected: string) => {
  const value = JSON.parse(projected) as { name?: string; title?: string };
  return value.name ?? value.title ?? "";
};

/** A row as stored, every column, by id: the audit check replays the log's entries onto it. */
export type RawRows = Map<string, Record<string, unknown>>;

export interface AuditRow {
  id: number;
  entity: string;
  entityId: string;
  action: "create" | "update" | "delete";
  changes: Record<string, [unknown, unknown]>;
}

export interface DbState {
  integrity: string;
  journalMode: string;
  rows: Record<Table, Snapshot>;
  raw: Record<Table, RawRows>;
  /** The audit log's entries for the tables above, oldest first. */
  audit: AuditRow[];
  sessions: Set<string>;
}

export function readDatabase(file: string): DbState {
  const db = new Database(file, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const integrity = (
      db.pragma("integrity_check") as { integrity_check: string }[]
    )
      .map((r) => r.integrity_check)
      .join("; ");
    const journalMode = String(db.pragma("journal_mode", { simple: true }));
    // One read transaction: the snapshot of every table is taken at the same moment.
    const read = db.transaction(() => {
      const rows = {} as Record<Table, Snapshot>;
      const raw = {} as Record<Table, RawRows>;
      for (const table of tables) {
        const snapshot: Snapshot = new Map();
        const stored: RawRows = new Map();
        for (const row of db.prepare(projections[table].sql).all() as Record<
          string,
          unknown
        >[]) {
          snapshot.set(String(row.id), projections[table].project(row));
          stored.set(String(row.id), row);
        }
        rows[table] = snapshot;
        raw[table] = stored;
      }
      const audit = (
        db
          .prepare(
            `SELECT id, entity, entity_id AS entityId, action, changes FROM audit_log WHERE entity IN (${tables.map(() => "?").join(", ")}) ORDER BY id`,
          )
          .all(...tables) as (Omit<AuditRow, "changes"> & { changes: string })[]
      ).map((row) => ({
        ...row,
        changes: JSON.parse(row.changes) as AuditRow["changes"],
      }));
      const sessions = new Set(
        (
          db.prepare("SELECT id_hash FROM sessions").all() as {
            id_hash: string;
          }[]
        ).map((r) => r.id_hash),
      );
      return { rows, raw, audit, sessions };
    });
    return { integrity, journalMode, ...read() };
  } finally {
    db.close();
  }
}
