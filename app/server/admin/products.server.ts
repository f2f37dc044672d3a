import { and, eq, inArray, isNull, max, ne, notInArray, or } from "drizzle-orm";
import type { z } from "zod";
import type { productFormSchema } from "~/lib/forms/admin/products";
import {
  type ProductTranslation,
  productKeys,
} from "~/lib/catalogue/catalogue";
import { productPictureSrc } from "~/lib/catalogue/product-picture";
import {
  drawingVersion,
  listProducts,
  listProductsPage,
} from "../catalogue/catalogue.server";
import { type ActionResult, done, failed } from "~/lib/forms/action-result";
import { getDb, type Tx } from "../db/client.server";
import {
  categories,
  type Product,
  productSizes,
  productStandards,
  productTexts,
  products,
} from "../db/schema.server";
import {
  TEXT_KINDS,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";
import type { ArabicState } from "~/lib/locale/arabic";
import {
  type SpecificationTexts,
  translatedSpecKeys,
} from "~/lib/catalogue/spec-texts";
import type { SizeInput } from "~/lib/forms/admin/product-sizes";
import { format } from "~/locales";
import { type ImageUpload, writeWithImage } from "../content/media.server";
import { listSizesOf, listStandardsOf } from "../catalogue/sizes.server";
import { storedSearchText } from "../catalogue/search-text.server";
import { adminMessages } from "~/locales/admin";

export type ProductInput = z.output<typeof productFormSchema>;

export interface AdminProductRow extends Product {
  categoryName: string;
  categoryDeleted: boolean;
  subcategoryName: string | null;
  /** What the row shows: the uploaded picture, else the drawn cross-section visitors see. */
  picture: string;
  /** The Arabic the dialog edits beside the English (empty where none), and the table's marker. */
  nameAr: string;
  descriptionAr: string;
  featuresAr: ProductTranslation["features"];
  applicationsAr: readonly string[];
  specificationsAr: SpecificationTexts;
  arabic: ArabicState;
}

/** Products per page of the admin table. */
export const ADMIN_PRODUCTS_PER_PAGE = 25;

function withCategoryNames(rows: Product[]): AdminProductRow[] {
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.category, row.subcategory ?? row.category]),
    ),
  ];
  const names = new Map(
    ids.length === 0
      ? []
      : getDb()
          .select({
            id: categories.id,
            name: categories.name,
            deletedAt: categories.deletedAt,
          })
          .from(categories)
          .where(inArray(categories.id, ids))
          .all()
          .map((row) => [row.id, row] as const),
  );
  const arabic = translationsOf(
    getDb(),
    rows.map((row) => row.id),
    "ar",
  );
  return rows.map((product) => {
    const category = names.get(product.category);
    const ar = arabic.get(product.id);
    return {
      ...product,
      nameAr: ar?.name ?? "",
      descriptionAr: ar?.description ?? "",
      featuresAr: ar?.features ?? [],
      applicationsAr: ar?.applications ?? [],
      specificationsAr: ar?.specifications ?? {},
      arabic: arabicState(
        {
          name: product.name,
          description: product.description,
          features: product.features.map(featureText),
          applications: product.applications,
          // The values written in words, as one field (a list counts as one too).
          specifications: specificationWords(product.specifications),
        },
        ar
          ? {
              name: ar.name,
              description: ar.description,
              features: ar.features.map(featureText),
              applications: ar.applications,
              specifications: Object.values(ar.specifications ?? {}),
            }
          : null,
      ),
      categoryName: category?.name ?? product.category,
      categoryDeleted: Boolean(category?.deletedAt),
      subcategoryName: product.subcategory
        ? (names.get(product.subcategory)?.name ?? product.subcategory)
        : null,
      picture: productPictureSrc({
        id: product.id,
        version: drawingVersion(product),
        image: product.image,
      }),
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
  const result = listProductsPage({ q }, requestedPage, {
    perPage: ADMIN_PRODUCTS_PER_PAGE,
    newestFirst: true,
  });
  const ids = result.products.map((product) => product.id);
  const sizes = listSizesOf(ids);
  const standards = listStandardsOf(ids);
  // The dialog edits a row's sizes and standards: each row carries them.
  return {
    ...result,
    products: withCategoryNames(result.products).map((product) => ({
      ...product,
      sizes: sizes.get(product.id) ?? [],
      standards: standards.get(product.id) ?? [],
    })),
  };
}

const featureText = (feature: { title: string }) => feature.title;

/** The English specification values that have an Arabic field and say something. */
const specificationWords = (specifications: Product["specifications"]) =>
  translatedSpecKeys.flatMap((key) =>
    specifications[key] ? [specifications[key]] : [],
  );

/** Products' texts in `locale`, by product id: one query. */
function translationsOf(
  db: Pick<Tx, "select">,
  ids: string[],
  locale: string,
): Map<string, ProductTranslation> {
  if (ids.length === 0) return new Map();
  return new Map(
    db
      .select()
      .from(productTexts)
      .where(
        and(
          inArray(productTexts.productId, ids),
          eq(productTexts.locale, locale),
        ),
      )
      .all()
      .map((row) => [row.productId, row] as const),
  );
}

/** Recomputes the search text of the products in a category or subcategory (after a rename). */
export function refreshSearchText(tx: Tx, categoryId: string): void {
  const rows = tx
    .select()
    .from(products)
    .where(
      or(
        eq(products.category, categoryId),
        eq(products.subcategory, categoryId),
      ),
    )
    .all();
  for (const product of rows) {
    const searchText = storedSearchText(tx, product);
    tx.update(products)
      .set({ searchText })
      .where(eq(products.id, product.id))
      .run();
  }
}

function checkCategory(
  tx: Tx,
  input: ProductInput,
): Record<string, string> | null {
  const category = tx
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.id, input.category),
        isNull(categories.parentId),
        isNull(categories.deletedAt),
      ),
    )
    .get();
  if (!category) return { category: adminMessages.products.unknownCategory };
  if (input.subcategory) {
    const sub = tx
      .select()
      .from(categories)
      .where(
        and(
          eq(categories.id, input.subcategory),
          eq(categories.parentId, input.category),
        ),
      )
      .get();
    if (!sub) return { subcategory: adminMessages.products.unknownCategory };
  }
  return null;
}

function rowValues(input: ProductInput) {
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
    // Typed attributes the form did not send are undefined: Drizzle leaves those columns alone.
    ...input.attributes,
  };
}

/** An article number of the form that another product already has: the form's error, or null. */
function articleConflict(
  tx: Tx,
  productId: string,
  sizes: SizeInput[] | undefined,
): Record<string, string> | null {
  if (!sizes?.length) return null;
  const taken = tx
    .select({ article: productSizes.articleNumber, name: products.name })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(
        inArray(
          productSizes.articleNumber,
          sizes.map((size) => size.articleNumber),
        ),
        ne(productSizes.productId, productId),
      ),
    )
    .get();
  return taken
    ? {
        sizes: format(adminMessages.products.articleTaken, {
          article: taken.article,
          product: taken.name,
        }),
      }
    : null;
}

/**
 * Makes the product's sizes the form's rows, in their order: a row with the id of one of this
 * product's sizes updates it (so the id, which quotes may point at, lives on), other rows are
 * added, and sizes the form no longer lists are deleted. Undefined: the sizes stay as they are.
 */
function writeSizes(
  tx: Tx,
  productId: string,
  sizes: SizeInput[] | undefined,
): void {
  if (sizes === undefined) return;
  const own = new Set(
    tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .all()
      .map((row) => row.id),
  );
  const kept = sizes
    .map((size) => size.id)
    .filter((id): id is number => id !== null && own.has(id));
  tx.delete(productSizes)
    .where(
      and(
        eq(productSizes.productId, productId),
        kept.length ? notInArray(productSizes.id, kept) : undefined,
      ),
    )
    .run();
  // Swapped article numbers would meet the unique index half-way: free the kept rows' first.
  for (const id of kept)
    tx.update(productSizes)
      .set({ articleNumber: `~${id}` })
      .where(eq(productSizes.id, id))
      .run();
  const keptIds = new Set(kept);
  sizes.forEach((size, sortOrder) => {
    const { id, resistanceOhmKm, ...fields } = size;
    // The form's schema has filled every empty resistance (or refused the form).
    const values = {
      ...fields,
      resistanceOhmKm: resistanceOhmKm ?? Number.NaN,
      productId,
      sortOrder,
    };
    if (id !== null && keptIds.has(id)) {
      keptIds.delete(id); // a repeated id is a new row the second time
      tx.update(productSizes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productSizes.id, id))
        .run();
    } else {
      tx.insert(productSizes).values(values).run();
    }
  });
}

/** Makes the product's standards the form's list. Undefined: they stay as they are. */
function writeStandards(
  tx: Tx,
  productId: string,
  list: ProductInput["standards"],
): void {
  if (list === undefined) return;
  tx.delete(productStandards)
    .where(eq(productStandards.productId, productId))
    .run();
  list.forEach((standard, sortOrder) =>
    tx
      .insert(productStandards)
      .values({ productId, standard, sortOrder })
      .run(),
  );
}

/**
 * The product's Arabic, in the save's transaction (the English and its Arabic commit together):
 * undefined leaves it as stored (an import without the Arabic columns sends none), the texts and
 * the specification values each on their own; all empty deletes the row.
 */
function writeArabic(
  tx: Tx,
  productId: string,
  arabic: ProductInput["arabic"],
  specifications: ProductInput["specificationsAr"],
): void {
  if (arabic === undefined && specifications === undefined) return;
  const stored =
    arabic === undefined || specifications === undefined
      ? translationsOf(tx, [productId], "ar").get(productId)
      : undefined;
  const texts = arabic ?? {
    name: stored?.name ?? "",
    description: stored?.description ?? "",
    features: stored?.features ?? [],
    applications: stored?.applications ?? [],
  };
  writeLocaleText(tx, TEXT_KINDS.products, [productId], {
    name: texts.name,
    description: texts.description,
    features: texts.features,
    applications: texts.applications,
    specifications: specifications ?? stored?.specifications ?? {},
  });
}

/** The stored search text, from the product as it now is (its sizes included). */
function refreshProductSearch(tx: Tx, productId: string): void {
  const product = tx
    .select()
    .from(products)
    .where(eq(products.id, productId))
    .get();
  if (!product) return;
  const searchText = storedSearchText(tx, product);
  tx.update(products)
    .set({ searchText })
    .where(eq(products.id, productId))
    .run();
}

/**
 * Creates (id null) or updates a product with its picture, in one transaction: a new upload is
 * stored with its media row, or nothing at all is (see writeWithImage).
 * Spec: a new product's id is the current timestamp as text.
 */
export function saveProduct(
  id: string | null,
  input: ProductInput,
  upload: ImageUpload = {},
  now = Date.now(),
) {
  return writeWithImage(upload, (tx, image) =>
    id === null
      ? insertProduct(tx, input, image ?? null, now)
      : updateProduct(tx, id, input, image),
  );
}

/** Exported for the catalogue import, which inserts many products in one transaction of its own. */
export function insertProduct(
  tx: Tx,
  input: ProductInput,
  image: string | null,
  now: number,
): ActionResult<{ value: string }> {
  const problem = checkCategory(tx, input);
  if (problem) return failed(problem);
  let stamp = now;
  while (
    tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, String(stamp)))
      .get()
  )
    stamp++;
  const id = String(stamp);
  const conflict = articleConflict(tx, id, input.sizes);
  if (conflict) return failed(conflict);
  const last = tx
    .select({ sortOrder: max(products.sortOrder) })
    .from(products)
    .get();
  tx.insert(products)
    .values({
      id,
      ...rowValues(input),
      image,
      certifications: [],
      sortOrder: (last?.sortOrder ?? 0) + 1,
    })
    .run();
  writeSizes(tx, id, input.sizes);
  writeStandards(tx, id, input.standards);
  writeArabic(tx, id, input.arabic, input.specificationsAr);
  refreshProductSearch(tx, id);
  return done(id);
}

/** `image`: a new path, null to remove it, undefined to keep it. */
export function updateProduct(
  tx: Tx,
  id: string,
  input: ProductInput,
  image: string | null | undefined,
): ActionResult<{ value: string }> {
  const existing = tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .get();
  if (!existing) return failed({ form: adminMessages.products.notFound });
  const problem =
    checkCategory(tx, input) ?? articleConflict(tx, id, input.sizes);
  if (problem) return failed(problem);
  tx.update(products)
    .set({
      ...rowValues(input),
      ...(image === undefined ? {} : { image }),
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .run();
  writeSizes(tx, id, input.sizes);
  writeStandards(tx, id, input.standards);
  writeArabic(tx, id, input.arabic, input.specificationsAr);
  refreshProductSearch(tx, id);
  return done(id);
}

/** Soft delete: the admin's Undo (restoreProduct) brings it back. */
export function deleteProduct(id: string) {
  return setProductDeleted(id, true);
}

export function restoreProduct(id: string) {
  return setProductDeleted(id, false);
}

function setProductDeleted(
  id: string,
  deleted: boolean,
): ActionResult<{ value: string }> {
  const changed = getDb()
    .update(products)
    .set({ deletedAt: deleted ? new Date() : null })
    .where(eq(products.id, id))
    .run();
  return changed.changes
    ? done(id)
    : failed({ form: adminMessages.products.notFound });
}
