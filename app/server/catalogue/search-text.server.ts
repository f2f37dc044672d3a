import { eq, sql } from "drizzle-orm";
import {
  productSearchText,
  type ProductTranslation,
} from "~/lib/catalogue/catalogue";
import { sizeSearchTerms } from "~/lib/catalogue/sizes";
import type { Db, Tx } from "../db/client.server";
import {
  categories,
  products,
  productSizes,
  productTexts,
  settings,
} from "../db/schema.server";

type Reader = Pick<Tx, "select">;
type ProductRow = typeof products.$inferSelect;

/** Every translation of a product (any locale but English), for its search text. */
export function productTranslations(
  tx: Reader,
  productId: string,
): ProductTranslation[] {
  return tx
    .select()
    .from(productTexts)
    .where(eq(productTexts.productId, productId))
    .all();
}

function categoryNames(tx: Reader, ids: (string | null)[]): string[] {
  const names: string[] = [];
  for (const id of ids) {
    if (!id) continue;
    const row = tx
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, id))
      .get();
    if (row) names.push(row.name);
  }
  return names;
}

/** The search words a product's sizes add (article numbers, designations). */
function sizeTerms(tx: Reader, productId: string): string[] {
  return tx
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .all()
    .flatMap(sizeSearchTerms);
}

/** A stored product's search text, from what the database holds now (read in the caller's transaction). */
export function storedSearchText(tx: Reader, product: ProductRow): string {
  return productSearchText(
    product,
    categoryNames(tx, [product.category, product.subcategory]),
    sizeTerms(tx, product.id),
    productTranslations(tx, product.id),
  );
}

/**
 * Which `productSearchText` the stored texts were made by. Raise it when that function reads
 * something new: the next start recomputes every product's text once, so a database made before
 * finds what a new one finds. 2: the Arabic specification values (issue 35).
 */
export const SEARCH_TEXT_VERSION = 2;
const VERSION_KEY = "search_text_version";

/** Brings every stored search text up to SEARCH_TEXT_VERSION; returns how many it rewrote. */
export function refreshSearchTexts(db: Db): number {
  return db.transaction((tx) => {
    const stored = tx
      .select()
      .from(settings)
      .where(sql`${settings.key} = ${VERSION_KEY}`)
      .get();
    if (stored && Number(stored.value) >= SEARCH_TEXT_VERSION) return 0;
    let rewritten = 0;
    for (const product of tx.select().from(products).all()) {
      const searchText = storedSearchText(tx, product);
      if (searchText === product.searchText) continue;
      tx.update(products)
        .set({ searchText })
        .where(eq(products.id, product.id))
        .run();
      rewritten += 1;
    }
    tx.insert(settings)
      .values({ key: VERSION_KEY, value: String(SEARCH_TEXT_VERSION) })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: String(SEARCH_TEXT_VERSION) },
      })
      .run();
    return rewritten;
  });
}
