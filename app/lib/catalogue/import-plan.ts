/**
 * What a catalogue import's dry run reports (docs/decisions/032-catalogue-import-export.md), as the
 * page receives it: errors by row and changes by field. The server's plan adds the fingerprint that
 * Apply checks (app/server/admin/catalogue-import/types.server.ts).
 */

export interface RowError {
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: number;
  column: string;
  value: string;
  message: string;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface ProductChange {
  kind: "add" | "change";
  id: string | null;
  name: string;
  /** The product's first row in the file. */
  row: number;
  fields: FieldChange[];
}

export interface PlanSummary {
  added: number;
  changed: number;
  unchanged: number;
  errors: RowError[];
  changes: ProductChange[];
}

/** A dry run's answer: its lists cut to what the page shows; the counts are always whole. */
export interface DryRunAnswer {
  ok: true;
  kind: "dry-run";
  fileName: string;
  /** Apply's token; null when the file has errors. */
  token: string | null;
  plan: PlanSummary;
  errorCount: number;
  changeCount: number;
}

export interface AppliedAnswer {
  ok: true;
  kind: "applied";
  message: string;
}
