import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { canonicalCategoryId, normalizeForSearch } from "~/lib/catalog";
import { getDb } from "./db/client.server";
import { categories, type Category, type Product, products } from "./db/schema.server";

/**
 * Reads of the public catalogue. Deleted rows (soft delete) are never returned. Writes live in the
 * admin modules, which keep `products.search_text` current with `productSearchText`.
 */

export interface CategoryWithSubcategories extends Category {
  subcategories: Category[];
}

/** Top-level categories in their order, each with its subcategories. */
export function listCategories(): CategoryWithSubcategories[] {
  const rows = getDb()
    .select()
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .all();
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ ...row, subcategories: rows.filter((sub) => sub.parentId === row.id) }));
}

/** A category (or subcategory) by id; `pvcInsulated` finds `pvc`. */
export function getCategory(id: string): Category | undefined {
  return getDb()
    .select()
    .from(categories)
    .where(and(eq(categories.id, canonicalCategoryId(id)), isNull(categories.deletedAt)))
    .get();
}

export interface ProductQuery {
  category?: string;
  subcategory?: string;
  /** Free text: every word must appear in the product's name, description, category or specs. */
  q?: string;
}

/** The words of a search, normalised as the stored search text is. */
export function searchTerms(q: string): string[] {
  return normalizeForSearch(q)
    .split(" ")
    .map((term) => term.trim())
    .filter(Boolean)
    .slice(0, 12);
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function listProducts(query: ProductQuery = {}): Product[] {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (query.category) conditions.push(eq(products.category, canonicalCategoryId(query.category)));
  if (query.subcategory) conditions.push(eq(products.subcategory, query.subcategory));
  for (const term of searchTerms(query.q ?? "")) {
    conditions.push(sql`${products.searchText} LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`);
  }
  return getDb()
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.sortOrder), asc(products.name))
    .all();
}

export function getProduct(id: string): Product | undefined {
  return getDb()
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .get();
}
