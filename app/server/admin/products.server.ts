import { and, eq, inArray, isNull, max, or } from "drizzle-orm";
import type { z } from "zod";
import type { productFormSchema } from "~/lib/admin-schemas";
import { productKeys, productSearchText } from "~/lib/catalog";
import { productPictureSrc } from "~/lib/product-picture";
import { drawingVersion, listProducts, listProductsPage } from "../catalog.server";
import { type ActionResult, done, failed } from "~/lib/action-result";
import { getDb, type Tx } from "../db/client.server";
import { categories, type Product, productSizes, products } from "../db/schema.server";
import { sizeSearchTerms } from "~/lib/sizes";
import { type ImageUpload, writeWithImage } from "../media.server";
import { adminMessages } from "~/locales/admin";

export type ProductInput = z.output<typeof productFormSchema>;

export interface AdminProductRow extends Product {
  categoryName: string;
  categoryDeleted: boolean;
  subcategoryName: string | null;
  /** What the row shows: the uploaded picture, else the drawn cross-section visitors see. */
  picture: string;
}

/** Products per page of the admin table. */
export const ADMIN_PRODUCTS_PER_PAGE = 25;

function withCategoryNames(rows: Product[]): AdminProductRow[] {
  const ids = [...new Set(rows.flatMap((row) => [row.category, row.subcategory ?? row.category]))];
  const names = new Map(
    ids.length === 0
      ? []
      : getDb()
          .select({ id: categories.id, name: categories.name, deletedAt: categories.deletedAt })
          .from(categories)
          .where(inArray(categories.id, ids))
          .all()
          .map((row) => [row.id, row] as const),
  );
  return rows.map((product) => {
    const category = names.get(product.category);
    return {
      ...product,
      categoryName: category?.name ?? product.category,
      categoryDeleted: Boolean(category?.deletedAt),
      subcategoryName: product.subcategory ? (names.get(product.subcategory)?.name ?? product.subcategory) : null,
      picture: productPictureSrc({ id: product.id, version: drawingVersion(product), image: product.image }),
    };
  });
}

/** Every product that is not deleted, with its category names (a deleted category still shows). */
export function listAdminProducts(): AdminProductRow[] {
  return withCategoryNames(listProducts());
}

/**
 * One page of the admin table, newest first (a product just added is at the top of page 1),
 * searched on the server like the public search (`q`: every word in the name, description,
 * category or specifications). A page past the end shows the last page, so deleting the last row
 * of the last page lands on the page before.
 */
export function listAdminProductsPage(q: string, requestedPage: number) {
  const result = listProductsPage({ q }, requestedPage, { perPage: ADMIN_PRODUCTS_PER_PAGE, newestFirst: true });
  return { ...result, products: withCategoryNames(result.products) };
}

function categoryNames(tx: Tx, ids: (string | null)[]): string[] {
  const names: string[] = [];
  for (const id of ids) {
    if (!id) continue;
    const row = tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).get();
    if (row) names.push(row.name);
  }
  return names;
}

/** The search words a product's sizes add (article numbers, designations), read in the write's transaction. */
function sizeTerms(tx: Tx, productId: string | null): string[] {
  if (productId === null) return [];
  return tx.select().from(productSizes).where(eq(productSizes.productId, productId)).all().flatMap(sizeSearchTerms);
}

/** Recomputes the search text of the products in a category or subcategory (after a rename). */
export function refreshSearchText(tx: Tx, categoryId: string): void {
  const rows = tx
    .select()
    .from(products)
    .where(or(eq(products.category, categoryId), eq(products.subcategory, categoryId)))
    .all();
  for (const product of rows) {
    const searchText = productSearchText(product, categoryNames(tx, [product.category, product.subcategory]), sizeTerms(tx, product.id));
    tx.update(products).set({ searchText }).where(eq(products.id, product.id)).run();
  }
}

function checkCategory(tx: Tx, input: ProductInput): Record<string, string> | null {
  const category = tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, input.category), isNull(categories.parentId), isNull(categories.deletedAt)))
    .get();
  if (!category) return { category: adminMessages.products.unknownCategory };
  if (input.subcategory) {
    const sub = tx
      .select()
      .from(categories)
      .where(and(eq(categories.id, input.subcategory), eq(categories.parentId, input.category)))
      .get();
    if (!sub) return { subcategory: adminMessages.products.unknownCategory };
  }
  return null;
}

function rowValues(tx: Tx, input: ProductInput, existing: Product | null = null) {
  return {
    name: input.name,
    ...productKeys(input.name),
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    quantity: input.quantity,
    unit: input.unit,
    inStock: input.inStock,
    specifications: input.specifications,
    features: input.features,
    applications: input.applications,
    searchText: productSearchText(
      { ...input, typeDesignation: existing?.typeDesignation },
      categoryNames(tx, [input.category, input.subcategory]),
      sizeTerms(tx, existing?.id ?? null),
    ),
  };
}

/**
 * Creates (id null) or updates a product with its picture, in one transaction: a new upload is
 * stored with its media row, or nothing at all is (see writeWithImage).
 * Spec: a new product's id is the current timestamp as text.
 */
export function saveProduct(id: string | null, input: ProductInput, upload: ImageUpload = {}, now = Date.now()) {
  return writeWithImage(upload, (tx, image) => (id === null ? insertProduct(tx, input, image ?? null, now) : updateProduct(tx, id, input, image)));
}

function insertProduct(tx: Tx, input: ProductInput, image: string | null, now: number): ActionResult<{ value: string }> {
  const problem = checkCategory(tx, input);
  if (problem) return failed(problem);
  let stamp = now;
  while (tx.select({ id: products.id }).from(products).where(eq(products.id, String(stamp))).get()) stamp++;
  const id = String(stamp);
  const last = tx.select({ sortOrder: max(products.sortOrder) }).from(products).get();
  tx.insert(products)
    .values({ id, ...rowValues(tx, input), image, certifications: [], sortOrder: (last?.sortOrder ?? 0) + 1 })
    .run();
  return done(id);
}

/** `image`: a new path, null to remove it, undefined to keep it. */
function updateProduct(tx: Tx, id: string, input: ProductInput, image: string | null | undefined): ActionResult<{ value: string }> {
  const existing = tx.select().from(products).where(and(eq(products.id, id), isNull(products.deletedAt))).get();
  if (!existing) return failed({ form: adminMessages.products.notFound });
  const problem = checkCategory(tx, input);
  if (problem) return failed(problem);
  tx.update(products)
    .set({ ...rowValues(tx, input, existing), ...(image === undefined ? {} : { image }), updatedAt: new Date() })
    .where(eq(products.id, id))
    .run();
  return done(id);
}

/** Soft delete: the admin's Undo (restoreProduct) brings it back. */
export function deleteProduct(id: string) {
  return setProductDeleted(id, true);
}

export function restoreProduct(id: string) {
  return setProductDeleted(id, false);
}

function setProductDeleted(id: string, deleted: boolean): ActionResult<{ value: string }> {
  const changed = getDb()
    .update(products)
    .set({ deletedAt: deleted ? new Date() : null })
    .where(eq(products.id, id))
    .run();
  return changed.changes ? done(id) : failed({ form: adminMessages.products.notFound });
}
