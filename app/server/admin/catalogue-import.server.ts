import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, inArray, isNull } from "drizzle-orm";
import { ARTICLE, sizeNumbers } from "~/lib/forms/admin/product-sizes";
import { productFormSchema } from "~/lib/forms/admin/products";
import { readNumber } from "~/lib/forms/admin/common";
import {
  SHEET_COLUMNS,
  SHEET_HEADER,
  STANDARDS_SEPARATOR,
  restoreFormula,
  type SheetColumn,
} from "~/lib/catalogue/catalogue-sheet";
import { cleanLine } from "~/lib/forms/clean-text";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import { getDb, type Tx } from "../db/client.server";
import {
  categories,
  type Product,
  type ProductSize,
  productSizes,
  productStandards,
  products,
} from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import {
  csvStream,
  PAGE_LIMITS,
  type ReadLimits,
  type Sheet,
  type SheetFormat,
  readSheet,
  xlsxStream,
} from "./catalogue-file.server";
import { writeCatalogue } from "./catalogue-write.server";
import type { ProductInput } from "./products.server";

/**
 * Catalogue import and export (docs/decisions/032-catalogue-import-export.md). The export writes
 * every product that is not deleted, one row per size, in the sheet layout of
 * `~/lib/catalogue/catalogue-sheet`. The import reads the same files: a dry run validates every product with
 * the product dialog's own schema, compares it with the catalogue and stores the parsed rows under
 * DATA_DIR with a random token; Apply re-checks that plan against the catalogue as it is then and
 * writes it whole in one transaction, or writes nothing.
 */

const t = adminMessages.productImport;

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

type Cells = Record<string, string>;

interface Operation {
  kind: "add" | "change";
  id: string | null;
  input: ProductInput;
}

const productColumns = SHEET_COLUMNS.filter(
  (column) => column.part === "product",
);
const sizeColumns = SHEET_COLUMNS.filter((column) => column.part === "size");
const columnByField = new Map(
  SHEET_COLUMNS.map((column) => [column.field, column]),
);

// ---------------------------------------------------------------------------------------------
// The catalogue as sheet cells: the export writes these, and the dry run compares with them.

const num = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function productCells(product: Product, standards: readonly string[]): Cells {
  const s = product.specifications;
  return {
    product_id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory ?? "",
    description: product.description,
    quantity: num(product.quantity),
    unit: product.unit,
    in_stock: product.inStock ? "true" : "false",
    cross_section: s.crossSection,
    voltage: s.voltage,
    current: s.current,
    conductors: num(s.conductors),
    insulation: s.insulation,
    insulation_material: s.insulationMaterial,
    sheath: s.sheath,
    sheath_material: s.sheathMaterial,
    flexibility: s.flexibility,
    temperature: s.temperature,
    operating_temp: s.operatingTemp,
    bend_radius: s.bendRadius,
    available_colors: s.availableColors,
    features: product.features.length
      ? JSON.stringify(
          product.features.map(({ title, description }) => ({
            title,
            description,
          })),
        )
      : "",
    applications: product.applications.join("\n"),
    rated_voltage: product.ratedVoltage ?? "",
    conductor_material: product.conductorMaterial,
    insulation_code: product.insulation,
    sheath_code: product.sheath,
    armour: product.armour,
    fire_behaviour: product.fireBehaviour ?? "",
    max_conductor_temp_c: num(product.maxConductorTempC),
    type_designation: product.typeDesignation ?? "",
    standards: standards.join(STANDARDS_SEPARATOR),
  };
}

type SizeLike = Omit<
  ProductSize,
  "id" | "productId" | "sortOrder" | "createdAt" | "updatedAt"
>;

function sizeCells(size: SizeLike): Cells {
  return {
    article_number: size.articleNumber,
    cores: num(size.cores),
    section_mm2: num(size.sectionMm2),
    extra_cores: num(size.extraCores),
    extra_section_mm2: num(size.extraSectionMm2),
    conductor_class: num(size.conductorClass),
    outer_diameter_mm: num(size.outerDiameterMm),
    weight_kg_km: num(size.weightKgKm),
    resistance_ohm_km: num(size.resistanceOhmKm),
    current_rating_a: num(size.currentRatingA),
    rating_installation: size.ratingInstallation ?? "",
    rating_loaded_conductors: num(size.ratingLoadedConductors),
    drum_length_m: num(size.drumLengthM),
    stock_m: num(size.stockM),
  };
}

/** A validated product as the same cells, so "unchanged" means the file says what the catalogue does. */
function inputCells(
  id: string | null,
  input: ProductInput,
  current: Product | undefined,
): { product: Cells; sizes: Cells[] } {
  const a = input.attributes;
  const product = productCells(
    {
      ...(current ?? ({} as Product)),
      id: id ?? "",
      name: input.name,
      category: input.category,
      subcategory: input.subcategory,
      description: input.description,
      quantity: input.quantity,
      unit: input.unit,
      inStock: input.inStock,
      specifications: input.specifications,
      features: input.features,
      applications: input.applications,
      ratedVoltage:
        a.ratedVoltage === undefined
          ? (current?.ratedVoltage ?? null)
          : a.ratedVoltage,
      conductorMaterial:
        a.conductorMaterial ?? current?.conductorMaterial ?? "copper",
      insulation: a.insulation ?? current?.insulation ?? "pvc",
      sheath: a.sheath ?? current?.sheath ?? "none",
      armour: a.armour ?? current?.armour ?? "none",
      fireBehaviour:
        a.fireBehaviour === undefined
          ? (current?.fireBehaviour ?? null)
          : a.fireBehaviour,
      maxConductorTempC: a.maxConductorTempC,
      typeDesignation:
        a.typeDesignation === undefined
          ? (current?.typeDesignation ?? null)
          : a.typeDesignation,
    },
    input.standards ?? [],
  );
  const sizes = (input.sizes ?? []).map((size) =>
    sizeCells({ ...size, resistanceOhmKm: size.resistanceOhmKm ?? Number.NaN }),
  );
  return { product, sizes };
}

interface Snapshot {
  products: Map<string, Product>;
  sizes: Map<string, ProductSize[]>;
  standards: Map<string, string[]>;
  /** Every article number in the catalogue, with its product (deleted products' too: the index is unique). */
  articles: Map<string, string>;
  /** Categories that are not deleted, with their parent (null for a top-level one). */
  categories: Map<string, string | null>;
}

function snapshot(
  db: Tx | ReturnType<typeof getDb>,
  ids: string[] | "all",
  withArticles = true,
): Snapshot {
  const where =
    ids === "all" ? isNull(products.deletedAt) : inArray(products.id, ids);
  const rows =
    ids !== "all" && ids.length === 0
      ? []
      : chunked(ids, (part) =>
          db
            .select()
            .from(products)
            .where(part ? inArray(products.id, part) : where)
            .orderBy(
              asc(products.sortOrder),
              asc(products.name),
              asc(products.id),
            )
            .all(),
        );
  const found = rows.map((row) => row.id);
  const sizes = new Map<string, ProductSize[]>(found.map((id) => [id, []]));
  const standards = new Map<string, string[]>(found.map((id) => [id, []]));
  const sizeRows =
    ids === "all"
      ? db
          .select()
          .from(productSizes)
          .orderBy(
            asc(productSizes.productId),
            asc(productSizes.sortOrder),
            asc(productSizes.id),
          )
          .all()
      : chunked(found, (part) =>
          db
            .select()
            .from(productSizes)
            .where(inArray(productSizes.productId, part!))
            .orderBy(
              asc(productSizes.productId),
              asc(productSizes.sortOrder),
              asc(productSizes.id),
            )
            .all(),
        );
  for (const size of sizeRows) sizes.get(size.productId)?.push(size);
  const standardRows =
    ids === "all"
      ? db
          .select()
          .from(productStandards)
          .orderBy(
            asc(productStandards.productId),
            asc(productStandards.sortOrder),
            asc(productStandards.standard),
          )
          .all()
      : chunked(found, (part) =>
          db
            .select()
            .from(productStandards)
            .where(inArray(productStandards.productId, part!))
            .orderBy(
              asc(productStandards.productId),
              asc(productStandards.sortOrder),
              asc(productStandards.standard),
            )
            .all(),
        );
  for (const standard of standardRows)
    standards.get(standard.productId)?.push(standard.standard);
  const articles = !withArticles
    ? new Map<string, string>()
    : new Map(
        db
          .select({
            article: productSizes.articleNumber,
            productId: productSizes.productId,
          })
          .from(productSizes)
          .all()
          .map((row) => [row.article, row.productId] as const),
      );
  const live = db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .all();
  return {
    products: new Map(rows.map((row) => [row.id, row])),
    sizes,
    standards,
    articles,
    categories: new Map(live.map((row) => [row.id, row.parentId])),
  };
}

/** SQLite takes at most 32,766 bound values in one statement: long id lists go in parts. */
function chunked<T>(
  ids: string[] | "all",
  read: (part: string[] | null) => T[],
): T[] {
  if (ids === "all") return read(null);
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 5000)
    out.push(...read(ids.slice(i, i + 5000)));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Export

function rowsOf(snap: Snapshot): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  const cellValue = (column: SheetColumn, cells: Cells) => {
    const text = cells[column.name] ?? "";
    if (!column.numeric) return text;
    return text === "" ? null : Number(text);
  };
  for (const product of snap.products.values()) {
    const own = productCells(product, snap.standards.get(product.id) ?? []);
    const sizes = snap.sizes.get(product.id) ?? [];
    const sizeRows = sizes.length ? sizes.map(sizeCells) : [{}];
    for (const size of sizeRows)
      rows.push(
        SHEET_COLUMNS.map((column) =>
          cellValue(column, column.part === "product" ? own : size),
        ),
      );
  }
  return rows;
}

/** The whole catalogue (not deleted products) as a CSV or an XLSX file's bytes. */
/**
 * The catalogue's rows a few hundred products at a time: the server's heap is 128 MB, and the
 * whole catalogue's rows at once (2,000 products with 20,000 sizes) ran it out.
 */
function* exportBatches(batch = 250): Generator<(string | number | null)[][]> {
  const ids = getDb()
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
    .all()
    .map((row) => row.id);
  for (let i = 0; i < ids.length; i += batch)
    yield rowsOf(snapshot(getDb(), ids.slice(i, i + batch), false));
}

/** The whole catalogue (not deleted products) as a CSV or XLSX download, streamed batch by batch. */
export function exportCatalogueStream(
  kind: SheetFormat,
): ReadableStream<Uint8Array> {
  return kind === "csv"
    ? csvStream(SHEET_HEADER, exportBatches())
    : xlsxStream(SHEET_HEADER, exportBatches());
}

/** The same file's bytes at once (tests, scripts). */
export async function exportCatalogue(kind: SheetFormat): Promise<Buffer> {
  return Buffer.from(
    await new Response(exportCatalogueStream(kind)).arrayBuffer(),
  );
}

// ---------------------------------------------------------------------------------------------
// Dry run

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
  for (const name of SHEET_HEADER)
    if (!index.has(name))
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
    if (column.field === "id") continue;
    const value = first.cells[column.name] ?? "";
    form[column.field] = value;
  }
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

function diff(
  before: { product: Cells; sizes: Cells[] } | null,
  after: { product: Cells; sizes: Cells[] },
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of productColumns) {
    if (column.name === "product_id") continue;
    const was = before?.product[column.name] ?? "";
    const now = after.product[column.name] ?? "";
    if (was !== now)
      changes.push({ field: column.name, before: was, after: now });
  }
  const old = new Map(
    (before?.sizes ?? []).map((cells) => [cells.article_number!, cells]),
  );
  const kept = new Set<string>();
  for (const cells of after.sizes) {
    const article = cells.article_number!;
    kept.add(article);
    const was = old.get(article);
    for (const column of sizeColumns) {
      if (column.name === "article_number") continue;
      const a = was?.[column.name] ?? "";
      const b = cells[column.name] ?? "";
      if (!was || a !== b) {
        if (!was && b === "") continue;
        changes.push({
          field: `${article} ${column.name}`,
          before: was ? a : "",
          after: b,
        });
      }
    }
    if (!was)
      changes.push({
        field: format(t.sizeAdded, { article }),
        before: "",
        after: article,
      });
  }
  for (const article of old.keys())
    if (!kept.has(article))
      changes.push({
        field: format(t.sizeRemoved, { article }),
        before: article,
        after: "",
      });
  const order = (list: Cells[]) =>
    list.map((cells) => cells.article_number).join(" ");
  if (
    before &&
    changes.length === 0 &&
    order(before.sizes) !== order(after.sizes)
  )
    changes.push({
      field: t.sizeOrder,
      before: order(before.sizes),
      after: order(after.sizes),
    });
  return changes;
}

/** The plan: every product of the file validated and compared with the catalogue `db` reads. */
/**
 * A product of the file that the dialog's schema accepted: all of the dry run that needs no
 * database (parsing, grouping, validating; most of its time). Staged for Apply as it is.
 */
interface Checked {
  id: string | null;
  firstRow: number;
  /** Each size's row and article cell, in the file's order (for the errors that name them). */
  sizeRows: { row: number; article: string }[];
  category: string;
  subcategory: string;
  input: ProductInput;
}

function checkSheet(sheet: Sheet): { checked: Checked[]; errors: RowError[] } {
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

/** The plan: the checked products compared with the catalogue `db` reads, with the checks that need it. */
function compare(
  db: Tx | ReturnType<typeof getDb>,
  checked: readonly Checked[],
  errors: RowError[],
): { plan: ImportPlan; operations: Operation[] } {
  const snap = snapshot(
    db,
    checked.flatMap((product) => (product.id ? [product.id] : [])),
  );
  const operations: Operation[] = [];
  const changes: ProductChange[] = [];
  const fileArticles = new Map<string, number>();
  let unchanged = 0;
  for (const { id, firstRow, sizeRows, input, ...cells } of checked) {
    const current = id ? snap.products.get(id) : undefined;
    if (id && (!current || current.deletedAt)) {
      errors.push({
        row: firstRow,
        column: "product_id",
        value: id,
        message: t.unknownProduct,
      });
      continue;
    }
    // As the dialog's save (checkCategory): a top-level category, and a subcategory of it.
    if (snap.categories.get(input.category) !== null) {
      errors.push({
        row: firstRow,
        column: "category",
        value: cells.category,
        message: adminMessages.products.unknownCategory,
      });
      continue;
    }
    if (
      input.subcategory &&
      snap.categories.get(input.subcategory) !== input.category
    ) {
      errors.push({
        row: firstRow,
        column: "subcategory",
        value: cells.subcategory,
        message: adminMessages.products.unknownCategory,
      });
      continue;
    }
    // An article number is one size's, across the file and the catalogue.
    let clash = false;
    (input.sizes ?? []).forEach((size, n) => {
      const { row, article } = sizeRows[n]!;
      const other = fileArticles.get(size.articleNumber);
      const owner = snap.articles.get(size.articleNumber);
      if (other !== undefined && other !== firstRow) {
        errors.push({
          row,
          column: "article_number",
          value: article,
          message: format(t.articleTwice, { row: other }),
        });
        clash = true;
      } else if (owner !== undefined && owner !== id) {
        errors.push({
          row,
          column: "article_number",
          value: article,
          message: format(t.articleTaken, { product: owner }),
        });
        clash = true;
      }
      fileArticles.set(size.articleNumber, firstRow);
    });
    if (clash) continue;
    // A size keeps its id (quotes may point at it) when its article number stays on this product.
    const ownSizes = new Map(
      (current ? (snap.sizes.get(current.id) ?? []) : []).map((size) => [
        size.articleNumber,
        size.id,
      ]),
    );
    const sizes = input.sizes?.map((size) => ({
      ...size,
      id: ownSizes.get(size.articleNumber) ?? null,
    }));
    const withIds = { ...input, sizes };
    const after = inputCells(id, withIds, current);
    const before = current
      ? {
          product: productCells(current, snap.standards.get(current.id) ?? []),
          sizes: (snap.sizes.get(current.id) ?? []).map(sizeCells),
        }
      : null;
    const fields = diff(before, after);
    if (current && fields.length === 0) {
      unchanged++;
      continue;
    }
    const kind = current ? "change" : "add";
    operations.push({ kind, id, input: withIds });
    changes.push({ kind, id, name: input.name, row: firstRow, fields });
  }
  errors.sort((x, y) => x.row - y.row);
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([changes, errors.length]))
    .digest("hex");
  const added = changes.filter((change) => change.kind === "add").length;
  return {
    plan: {
      added,
      changed: changes.length - added,
      unchanged,
      errors,
      changes,
      fingerprint,
    },
    operations,
  };
}

function dryRun(sheet: Sheet): { plan: ImportPlan; checked: Checked[] } {
  const { checked, errors } = checkSheet(sheet);
  return { plan: compare(getDb(), checked, errors).plan, checked };
}

// ---------------------------------------------------------------------------------------------
// Staging between the dry run and Apply: the parsed rows stay on the server, never in the page.

/** How long a dry run can be applied. */
export const STAGE_TTL_MS = 60 * 60 * 1000;
const TOKEN = /^[a-f0-9]{64}$/;

interface Staged {
  createdAt: number;
  fileName: string;
  /** The file's products as the schema accepted them: Apply compares them again, never re-reads the file. */
  checked: Checked[];
  fingerprint: string;
}

function stageDir(): string {
  return path.join(getEnv().dataDir, "imports");
}

/** Removes staged dry runs past their time (on each new dry run). */
function sweep(now: number): void {
  let names: string[];
  try {
    names = fs.readdirSync(stageDir());
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(stageDir(), name);
    try {
      if (now - fs.statSync(file).mtimeMs > STAGE_TTL_MS)
        fs.rmSync(file, { force: true });
    } catch {
      // Another request removed it first.
    }
  }
}

export interface DryRun {
  plan: ImportPlan;
  /** Present when the plan can be applied: no errors and something to write. */
  token: string | null;
  format: SheetFormat;
  fileName: string;
}

/** Reads an upload (any FileProblem propagates), plans it and stages it for Apply. */
export async function dryRunImport(
  bytes: Buffer,
  fileName: string,
  now = Date.now(),
  limits: ReadLimits = PAGE_LIMITS,
): Promise<DryRun> {
  const { format: kind, sheet } = await readSheet(bytes, limits);
  const { plan: result, checked } = dryRun(sheet);
  let token: string | null = null;
  if (result.errors.length === 0 && result.changes.length > 0) {
    sweep(now);
    token = randomBytes(32).toString("hex");
    fs.mkdirSync(stageDir(), { recursive: true });
    const staged: Staged = {
      createdAt: now,
      fileName,
      checked,
      fingerprint: result.fingerprint,
    };
    fs.writeFileSync(
      path.join(stageDir(), `${token}.json`),
      JSON.stringify(staged),
      { mode: 0o600 },
    );
  }
  return { plan: result, token, format: kind, fileName };
}

export type ApplyResult =
  | { ok: true; added: number; changed: number }
  | { ok: false; status: 400 | 409 | 410; message: string };

class Abort extends Error {
  constructor(readonly result: ApplyResult & { ok: false }) {
    super(result.message);
  }
}

/**
 * Applies a staged dry run, all or nothing, in one transaction: the plan is made again from the
 * catalogue as it is now and must be the one the dry run showed, else nothing is written and the
 * user is asked for a new dry run. The audit log's triggers see every write of this transaction.
 */
export function applyImport(token: string, now = Date.now()): ApplyResult {
  if (!TOKEN.test(token))
    return { ok: false, status: 400, message: t.tokenInvalid };
  const file = path.join(stageDir(), `${token}.json`);
  let staged: Staged;
  try {
    staged = JSON.parse(fs.readFileSync(file, "utf8")) as Staged;
  } catch {
    return { ok: false, status: 410, message: t.tokenExpired };
  }
  if (now - staged.createdAt > STAGE_TTL_MS) {
    fs.rmSync(file, { force: true });
    return { ok: false, status: 410, message: t.tokenExpired };
  }
  let result: ApplyResult;
  try {
    result = getDb().transaction((tx) => {
      const again = compare(tx, staged.checked, []);
      if (
        again.plan.fingerprint !== staged.fingerprint ||
        again.plan.errors.length
      )
        throw new Abort({
          ok: false,
          status: 409,
          message: t.catalogueChanged,
        });
      writeCatalogue(getDb().$client, again.operations, now);
      return {
        ok: true as const,
        added: again.plan.added,
        changed: again.plan.changed,
      };
    });
  } catch (error) {
    if (error instanceof Abort) return error.result;
    throw error;
  }
  fs.rmSync(file, { force: true });
  return result;
}
