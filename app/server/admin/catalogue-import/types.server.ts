import type { ProductInput } from "../products.server";

/**
 * The import's shared shapes (docs/decisions/032-catalogue-import-export.md): what the dry run
 * reports (errors by row, changes by field) and what it stages for Apply.
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

export interface ImportPlan {
  added: number;
  changed: number;
  unchanged: number;
  errors: RowError[];
  changes: ProductChange[];
  /** A hash of what Apply would write and of what it would replace: Apply refuses when it differs. */
  fingerprint: string;
}

/** One product or size as sheet cells, by column name. */
export type Cells = Record<string, string>;

/**
 * A product of the file that the dialog's schema accepted: all of the dry run that needs no
 * database (parsing, grouping, validating; most of its time). Staged for Apply as it is.
 */
export interface Checked {
  id: string | null;
  firstRow: number;
  /** Each size's row and article cell, in the file's order (for the errors that name them). */
  sizeRows: { row: number; article: string }[];
  category: string;
  subcategory: string;
  input: ProductInput;
}

/** Why Apply wrote nothing: a token that is not one (400), spent or too old (410), a stale plan (409). */
export interface ApplyFailure {
  ok: false;
  status: 400 | 409 | 410;
  message: string;
}

export type ApplyResult =
  { ok: true; added: number; changed: number } | ApplyFailure;
