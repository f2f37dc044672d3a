import type { PlanSummary } from "~/lib/catalogue/import-plan";
import type { ProductInput } from "../products.server";

/**
 * The import's shared shapes (docs/decisions/032-catalogue-import-export.md): what the dry run
 * stages for Apply. What it reports (errors by row, changes by field) is the page's too:
 * app/lib/catalogue/import-plan.ts.
 */

/** A dry run's plan: the summary the page shows, and a hash of what Apply would write and of what
 * it would replace: Apply refuses when it differs. */
export interface ImportPlan extends PlanSummary {
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
