import { createHash } from "node:crypto";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import {
  inputCells,
  productCells,
  productColumns,
  sizeCells,
  sizeColumns,
} from "./cells.server";
import { type Reader, readKeys, readProducts } from "./snapshot.server";
import type {
  FieldChange,
  ProductChange,
  RowError,
} from "~/lib/catalogue/import-plan";
import type { Cells, Checked, ImportPlan } from "./types.server";
import type { WriteOperation } from "./write.server";

/**
 * The dry run's second half, and Apply's check: the checked products compared with the catalogue
 * `db` reads, with the checks that need it (the product exists, its category does, its article
 * numbers are its own). The plan's fingerprint is what Apply compares with the dry run's.
 */

const t = adminMessages.productImport;

export interface Comparison {
  plan: ImportPlan;
  operations: WriteOperation[];
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
  // The rows' order is no change: every page lists sizes by cores, then section (issue 35).
  return changes;
}

/**
 * Compares a file's products a slice at a time (Apply gives the event loop a turn between
 * slices); the slices together give the plan one call with every product would. The catalogue's
 * article numbers and categories are read once, each slice's products as it comes.
 */
export function comparer(db: Reader, errors: RowError[]) {
  const keys = readKeys(db);
  const operations: WriteOperation[] = [];
  const changes: ProductChange[] = [];
  const fileArticles = new Map<string, number>();
  let unchanged = 0;
  // Hashed change by change: at the end, all 3,000 changes at once took 120 ms of one turn.
  const hash = createHash("sha256");

  function add(slice: readonly Checked[]): void {
    const snap = readProducts(
      db,
      slice.flatMap((product) => (product.id ? [product.id] : [])),
    );
    for (const { id, firstRow, sizeRows, input, ...cells } of slice) {
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
      if (keys.categories.get(input.category) !== null) {
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
        keys.categories.get(input.subcategory) !== input.category
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
        const owner = keys.articles.get(size.articleNumber);
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
      const currentArabic = current ? snap.arabic.get(current.id) : undefined;
      const after = inputCells(id, withIds, current, currentArabic);
      const before = current
        ? {
            product: productCells(
              current,
              snap.standards.get(current.id) ?? [],
              currentArabic,
            ),
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
      const change: ProductChange = {
        kind,
        id,
        name: input.name,
        row: firstRow,
        fields,
      };
      changes.push(change);
      hash.update(JSON.stringify(change)).update("\n");
    }
  }

  function finish(): Comparison {
    errors.sort((x, y) => x.row - y.row);
    const fingerprint = hash.update(`errors ${errors.length}`).digest("hex");
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

  return { add, finish };
}

/** The plan of every checked product at once (the dry run). */
export function compare(
  db: Reader,
  checked: readonly Checked[],
  errors: RowError[],
): Comparison {
  const run = comparer(db, errors);
  run.add(checked);
  return run.finish();
}
