import { foldForSearch } from "~/lib/catalogue/search-fold";
import { getDb } from "../db/client.server";

/**
 * Category names in other languages, for the product search (docs/decisions/041, 038).
 * `products.search_text` holds each product's English category names; a translated name lives in
 * `category_texts` and can change without touching the products. So a search word also matches a
 * product whose category or subcategory has a translated name containing it, folded the same way
 * (decision 038): "الموصلات المجدولة" finds the stranded conductors from /ar/products?q=.
 * Categories are a few dozen rows: read and folded per search, no index needed.
 */
export function categoriesMatching(words: readonly string[]): string[][] {
  if (words.length === 0) return [];
  const rows = getDb()
    .$client.prepare(
      `SELECT t.category_id AS id, t.name AS name FROM category_texts t
       JOIN categories c ON c.id = t.category_id
       WHERE t.locale <> 'en' AND t.name <> '' AND c.deleted_at IS NULL`,
    )
    .all() as { id: string; name: string }[];
  const folded = rows.map((row) => ({
    id: row.id,
    name: foldForSearch(row.name),
  }));
  return words.map((word) => [
    ...new Set(
      folded.filter((row) => row.name.includes(word)).map((row) => row.id),
    ),
  ]);
}
