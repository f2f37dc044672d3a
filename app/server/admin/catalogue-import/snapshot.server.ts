import { asc, inArray, isNull } from "drizzle-orm";
import type { ProductTranslation } from "~/lib/catalogue/catalogue";
import type { Db, Tx } from "../../db/client.server";
import { readArabic } from "../catalogue-arabic.server";
import { inSizeOrder } from "~/lib/catalogue/sizes";
import {
  categories,
  type Product,
  type ProductSize,
  productSizes,
  productStandards,
  products,
} from "../../db/schema.server";

/**
 * What the import reads of the catalogue: some products with their sizes and standards (the dry
 * run's comparison, Apply's, the export's batches), and the keys every product of a file is
 * checked against (article numbers, categories). Apply reads on its own connection, so `db` is
 * any Drizzle handle on the schema.
 */
export type Reader = Db | Tx;

export interface ProductSnapshot {
  products: Map<string, Product>;
  sizes: Map<string, ProductSize[]>;
  standards: Map<string, string[]>;
  /** Each product's Arabic texts, where it has them. */
  arabic: Map<string, ProductTranslation>;
}

export interface CatalogueKeys {
  /** Every article number in the catalogue, with its product (deleted products' too: the index is unique). */
  articles: Map<string, string>;
  /** Categories that are not deleted, with their parent (null for a top-level one). */
  categories: Map<string, string | null>;
}

/** The products of `ids` that exist (deleted ones too), in the catalogue's order. */
export function readProducts(db: Reader, ids: string[]): ProductSnapshot {
  const rows = chunked(ids, (part) =>
    db
      .select()
      .from(products)
      .where(inArray(products.id, part))
      .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
      .all(),
  );
  const found = rows.map((row) => row.id);
  const sizes = new Map<string, ProductSize[]>(found.map((id) => [id, []]));
  const standards = new Map<string, string[]>(found.map((id) => [id, []]));
  const sizeRows = chunked(found, (part) =>
    db
      .select()
      .from(productSizes)
      .where(inArray(productSizes.productId, part))
      .orderBy(asc(productSizes.productId))
      .all(),
  );
  for (const size of inSizeOrder(sizeRows, (row) => row.productId))
    sizes.get(size.productId)?.push(size);
  const standardRows = chunked(found, (part) =>
    db
      .select()
      .from(productStandards)
      .where(inArray(productStandards.productId, part))
      .orderBy(
        asc(productStandards.productId),
        asc(productStandards.sortOrder),
        asc(productStandards.standard),
      )
      .all(),
  );
  for (const standard of standardRows)
    standards.get(standard.productId)?.push(standard.standard);
  return {
    products: new Map(rows.map((row) => [row.id, row])),
    sizes,
    standards,
    arabic: readArabic(db, found),
  };
}

export function readKeys(db: Reader): CatalogueKeys {
  const articles = db
    .select({
      article: productSizes.articleNumber,
      productId: productSizes.productId,
    })
    .from(productSizes)
    .all();
  const live = db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .all();
  return {
    articles: new Map(articles.map((row) => [row.article, row.productId])),
    categories: new Map(live.map((row) => [row.id, row.parentId])),
  };
}

/** The ids of every product that is not deleted, in the catalogue's order (the export's). */
export function liveProductIds(db: Reader): string[] {
  return db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
    .all()
    .map((row) => row.id);
}

/** SQLite takes at most 32,766 bound values in one statement: long id lists go in parts. */
function chunked<T>(ids: string[], read: (part: string[]) => T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 5000)
    out.push(...read(ids.slice(i, i + 5000)));
  return out;
}
