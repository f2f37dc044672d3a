import { ARTICLE, sizeNumbers } from "~/lib/forms/admin/product-sizes";
import { productFormSchema } from "~/lib/forms/admin/products";
import { readNumber } from "~/lib/forms/admin/common";
import { SHEET_HEADER, restoreFormula } from "~/lib/catalogue/catalogue-sheet";
import { cleanLine } from "~/lib/forms/clean-text";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import type { Sheet } from "../catalogue-file.server";
import type { ProductInput } from "../products.server";
import {
  ARABIC_COLUMN_GROUPS,
  arabicFormFields,
} from "../catalogue-arabic.server";
import { columnByField, productColumns, sizeColumns } from "./cells.server";
import type { RowError } from "~/lib/catalogue/import-plan";
import type { Cells, Checked } from "./types.server";

/**
 * The dry run's first half, with no database: the sheet's rows grouped into products, each checked
 * as the product dialog's save checks it (its own zod schema), every problem an error naming its
 * row and column (docs/decisions/032-catalogue-import-export.md).
 */

const t = adminMessages.productImport;

interface Group {
  key: string;
  id: string | null;
  rows: { row: number; cells: Cells }[];
}

const EMPTY_SIZE = (cells: Cells) =>
  sizeColumns.every((column) => (cells[column.name] ?? "").trim() === "");

/** Reads the sheet into products (grouped rows) and the errors of its header and cells. */
function groupRows(sheet: Sheet): { groups: Group[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const index = new Map<string, number>();
  sheet.header.forEach((name, i) => {
    const known = SHEET_HEADER.includes(name);
    if (!known)
      errors.push({
        row: 1,
        column: name || format(t.columnNumber, { n: i + 1 }),
        value: name,
        message: t.unknownColumn,
      });
    else if (index.has(name))
      errors.push({
        row: 1,
        column: name,
        value: name,
        message: t.duplicateColumn,
      });
    else index.set(name, i);
  });
  // The Arabic columns may be absent, but only a whole group together (the texts', the values').
  const absent = new Set(
    ARABIC_COLUMN_GROUPS.filter((group) =>
      group.every((name) => !index.has(name)),
    ).flat(),
  );
  for (const name of SHEET_HEADER)
    if (!index.has(name) && !absent.has(name))
      errors.push({
        row: 1,
        column: name,
        value: "",
        message: t.missingColumn,
      });
  if (errors.length) return { groups: [], errors };
  const groups = new Map<string, Group>();
  for (const { row, cells: raw } of sheet.rows) {
    if (
      raw.length > sheet.header.length &&
      raw.slice(sheet.header.length).some((cell) => cell.trim() !== "")
    ) {
      errors.push({
        row,
        column: format(t.columnNumber, { n: sheet.header.length + 1 }),
        value: raw[sheet.header.length] ?? "",
        message: t.cellOutsideHeader,
      });
      continue;
    }
    const cells: Cells = {};
    for (const [name, i] of index) cells[name] = restoreFormula(raw[i] ?? "");
    const id = cells.product_id!.trim();
    const name = cleanLine(cells.name ?? "").trim();
    // Rows of a product share its id; rows of a new product (no id) share its name.
    const key = id ? `id:${id}` : `name:${name}`;
    if (!id && !name) {
      errors.push({
        row,
        column: "name",
        value: "",
        message: t.rowWithoutProduct,
      });
      continue;
    }
    const group = groups.get(key) ?? { key, id: id || null, rows: [] };
    group.rows.push({ row, cells });
    groups.set(key, group);
  }
  return { groups: [...groups.values()], errors };
}

/** The form fields the product dialog would post for this product, from its rows. */
function formOf(
  group: Group,
  errors: RowError[],
): Record<string, string> | null {
  const first = group.rows[0]!;
  let ok = true;
  // The product's columns must say the same on each of its rows, or which one is meant?
  for (const { row, cells } of group.rows.slice(1)) {
    for (const column of productColumns) {
      if (
        (cells[column.name] ?? "").trim() !==
        (first.cells[column.name] ?? "").trim()
      ) {
        errors.push({
          row,
          column: column.name,
          value: cells[column.name] ?? "",
          message: format(t.differsFromFirstRow, { row: first.row }),
        });
        ok = false;
      }
    }
  }
  const form: Record<string, string> = {};
  for (const column of productColumns) {
    if (column.field === "id" || column.arabic) continue;
    const value = first.cells[column.name] ?? "";
    form[column.field] = value;
  }
  Object.assign(form, arabicFormFields(first.cells));
  const inStock = readBoolean(first, errors);
  if (inStock === null) ok = false;
  form.inStock = inStock ?? "true";
  form.applications = JSON.stringify(
    (first.cells.applications ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const features = (first.cells.features ?? "").trim();
  form.features = features === "" ? "[]" : features;
  if (features !== "" && !isFeatureList(features)) {
    errors.push({
      row: first.row,
      column: "features",
      value: features,
      message: t.featuresInvalid,
    });
    ok = false;
  }
  const standards = (first.cells.standards ?? "")
    .split(/[;\n]/)
    .map((code) => code.trim())
    .filter(Boolean);
  form.standards = JSON.stringify(standards);
  const sizes: Record<string, string>[] = [];
  const single = group.rows.length === 1 && EMPTY_SIZE(first.cells);
  if (!single) {
    for (const { row, cells } of group.rows) {
      if (EMPTY_SIZE(cells)) {
        errors.push({
          row,
          column: "article_number",
          value: "",
          message: t.sizeRowEmpty,
        });
        ok = false;
        continue;
      }
      ok = checkSizeCells(row, cells, errors) && ok;
      const size: Record<string, string> = {};
      for (const column of sizeColumns)
        size[column.field] = cells[column.name] ?? "";
      sizes.push(size);
    }
  }
  form.sizes = JSON.stringify(sizes);
  return ok ? form : null;
}

function readBoolean(
  first: { row: number; cells: Cells },
  errors: RowError[],
): string | null {
  const value = (first.cells.in_stock ?? "").trim().toLowerCase();
  if (["true", "yes", "1"].includes(value)) return "true";
  if (["false", "no", "0"].includes(value)) return "false";
  errors.push({
    row: first.row,
    column: "in_stock",
    value: first.cells.in_stock ?? "",
    message: t.booleanInvalid,
  });
  return null;
}

function isFeatureList(text: string): boolean {
  try {
    const list = JSON.parse(text) as unknown;
    return (
      Array.isArray(list) &&
      list.every(
        (item) =>
          typeof item === "object" &&
          item !== null &&
          typeof (item as { title?: unknown }).title === "string" &&
          typeof (item as { description?: unknown }).description === "string",
      )
    );
  } catch {
    return false;
  }
}

/**
 * The size cells a spreadsheet user most often gets wrong, each checked where it is so the error
 * names its row and column: numbers with the dialog's strict reading and limits ("1,5" is no
 * number, never 1 or 15), the article number's form. The schema then checks the rest.
 */
function checkSizeCells(
  row: number,
  cells: Cells,
  errors: RowError[],
): boolean {
  let ok = true;
  const article = cleanLine(cells.article_number ?? "")
    .trim()
    .toUpperCase();
  if (!ARTICLE.test(article)) {
    errors.push({
      row,
      column: "article_number",
      value: cells.article_number ?? "",
      message: t.articleInvalid,
    });
    ok = false;
  }
  for (const [field, options] of Object.entries(sizeNumbers)) {
    const column = columnByField.get(field)!;
    const value = cells[column.name] ?? "";
    const optional =
      field === "extraCores" ||
      field === "extraSectionMm2" ||
      field === "resistanceOhmKm" ||
      field === "currentRatingA";
    if (value.trim() === "" && optional) continue;
    const parsed = readNumber(column.name, value, options);
    if (!parsed.ok) {
      errors.push({ row, column: column.name, value, message: parsed.message });
      ok = false;
    }
  }
  return ok;
}

/** Runs the dialog's schema; its issues become row errors on the product's rows. */
function validate(
  group: Group,
  form: Record<string, string>,
  errors: RowError[],
): ProductInput | null {
  const parsed = productFormSchema.safeParse(form);
  if (parsed.success) return parsed.data;
  const first = group.rows[0]!;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field === "sizes") {
      errors.push(sizeIssue(group, form, issue.message));
      continue;
    }
    const column = columnByField.get(field)?.name ?? field;
    errors.push({
      row: first.row,
      column,
      value: first.cells[column] ?? "",
      message: issue.message,
    });
  }
  return null;
}

/** Which size row a sizes issue is about: the schema names it by position ("Size 2 (CW-...)"). */
function sizeIssue(
  group: Group,
  form: Record<string, string>,
  message: string,
): RowError {
  const sizes = JSON.parse(form.sizes ?? "[]") as unknown[];
  for (let n = 0; n < sizes.length; n++) {
    const alone = productFormSchema.safeParse({
      ...form,
      sizes: JSON.stringify([sizes[n]]),
    });
    if (
      !alone.success &&
      alone.error.issues.some((issue) => issue.path[0] === "sizes")
    ) {
      const { row, cells } = group.rows[n]!;
      return {
        row,
        column: "article_number",
        value: cells.article_number ?? "",
        message,
      };
    }
  }
  const { row, cells } = group.rows[0]!;
  return {
    row,
    column: "article_number",
    value: cells.article_number ?? "",
    message,
  };
}

/** Every product of the sheet that the schema accepted, and the errors of the others. */
export function checkSheet(sheet: Sheet): {
  checked: Checked[];
  errors: RowError[];
} {
  const { groups, errors } = groupRows(sheet);
  const checked: Checked[] = [];
  for (const group of groups) {
    const form = formOf(group, errors);
    if (!form) continue;
    const input = validate(group, form, errors);
    if (!input) continue;
    const first = group.rows[0]!;
    checked.push({
      id: group.id,
      firstRow: first.row,
      sizeRows: group.rows.map(({ row, cells }) => ({
        row,
        article: cells.article_number ?? "",
      })),
      category: first.cells.category ?? "",
      subcategory: first.cells.subcategory ?? "",
      input,
    });
  }
  return { checked, errors };
}
