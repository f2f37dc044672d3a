import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { isolateLtr, keepUnits, opensLeftToRight } from "~/lib/locale/bidi";
import { pageCountFor } from "~/lib/pagination";
import { canonicalCategoryId } from "~/lib/catalogue/catalogue";
import { searchWords } from "~/lib/catalogue/search-fold";
import { formatWhole, printedDesignation } from "~/lib/catalogue/size-format";
import {
  formatQuantity,
  productCountText,
} from "~/lib/catalogue/catalogue-format";
import { type Locale, format } from "~/locales";
import { copySection } from "~/locales/copy.server";
import { categoriesMatching } from "./category-search.server";
import type { FinderQuery } from "./finder-query.server";
import { matchingSizes } from "./finder-hints.server";
import { catalogContentIn } from "./category-info.server";
import { listSizesOf, type SizeView } from "./sizes.server";
import { getDb } from "../db/client.server";
import {
  categories,
  type Category,
  type Product,
  products,
} from "../db/schema.server";
import type { TextLang } from "~/lib/locale/arabic";
import { type LangAttrs, langAttrs } from "~/lib/locale/lang-attrs";
import {
  type Localized,
  TEXT_KINDS,
  localizeRows,
} from "../content/locale-texts.server";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/search-query";
import { isLanguageNeutral } from "~/lib/catalogue/spec-texts";

/**
 * Reads of the public catalogue. Deleted rows (soft delete) are never returned. Writes live in the
 * admin modules, which keep `products.search_text` current with `productSearchText`.
 */

/** A category with its name and description in the page's locale (docs/decisions/041). */
export type LocalizedCategory = Localized<Category, "name" | "description">;

export interface CategoryWithSubcategories extends LocalizedCategory {
  subcategories: LocalizedCategory[];
}

/**
 * Top-level categories in their order, each with its subcategories; names and descriptions in
 * `locale`, each falling back to its English (with `lang` saying so) on a non-English page.
 */
export function listCategories(locale = "en"): CategoryWithSubcategories[] {
  const rows = localizeRows<Category, "name" | "description">(
    TEXT_KINDS.categories,
    locale,
    getDb()
      .select()
      .from(categories)
      .where(isNull(categories.deletedAt))
      .orderBy(asc(categories.sortOrder), asc(categories.name))
      .all(),
    (row) => row.id,
  );
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      ...row,
      subcategories: rows.filter((sub) => sub.parentId === row.id),
    }));
}

/** A category (or subcategory) by id, in `locale` as listCategories; `pvcInsulated` finds `pvc`. */
export function getCategory(
  id: string,
  locale = "en",
): LocalizedCategory | undefined {
  const row = getDb()
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.id, canonicalCategoryId(id)),
        isNull(categories.deletedAt),
      ),
    )
    .get();
  return (
    row &&
    localizeRows<Category, "name" | "description">(
      TEXT_KINDS.categories,
      locale,
      [row],
      (r) => r.id,
    )[0]
  );
}

export interface ProductQuery {
  category?: string;
  subcategory?: string;
  /** Free text: every word must appear in the product's name, description, category or specs. */
  q?: string;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The search's LIKE patterns, one per word (every word must appear): shared with the finder. */
export function likeTerms(q: string): string[] {
  return searchWords(q).map((term) => `%${escapeLike(term)}%`);
}

/** The WHERE of a product query: not deleted, in the category, every search word present. */
function productConditions(query: ProductQuery): SQL | undefined {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (query.category)
    conditions.push(eq(products.category, canonicalCategoryId(query.category)));
  if (query.subcategory)
    conditions.push(eq(products.subcategory, query.subcategory));
  // A word may instead be in a translated name of the product's category (category-search.server.ts).
  const inCategories = categoriesMatching(searchWords(query.q ?? ""));
  likeTerms(query.q ?? "").forEach((pattern, i) => {
    const ids = inCategories[i] ?? [];
    const like = sql`${products.searchText} LIKE ${pattern} ESCAPE '\\'`;
    conditions.push(
      ids.length === 0
        ? like
        : or(
            like,
            inArray(products.category, ids),
            inArray(products.subcategory, ids),
          )!,
    );
  });
  return and(...conditions);
}

/** The listing's one order; `id` last so equal names still page the same way every time. */
const productOrder = [
  asc(products.sortOrder),
  asc(products.name),
  asc(products.id),
];
/** The same order backwards: newest first, since a new product takes the highest sort order. */
const newestFirstOrder = [
  desc(products.sortOrder),
  desc(products.name),
  desc(products.id),
];

/** Every matching product (downloads, tests). Pages use `listProductsPage`. */
export function listProducts(query: ProductQuery = {}): Product[] {
  return getDb()
    .select()
    .from(products)
    .where(productConditions(query))
    .orderBy(...productOrder)
    .all();
}

/** Products per page of the public listing and category pages. */
export const PRODUCTS_PER_PAGE = 24;

export interface ProductPage {
  products: Product[];
  /** Every match, not just this page's: the grid's count counts these. */
  total: number;
  /** The page shown, after clamping into 1..pageCount. */
  page: number;
  pageCount: number;
}

/**
 * One page of the matching products: a COUNT, then LIMIT/OFFSET in the same order as
 * `listProducts`. A page past the end shows the last page (see `clampPage`).
 */
export function listProductsPage(
  query: ProductQuery,
  requestedPage: number,
  {
    perPage = PRODUCTS_PER_PAGE,
    newestFirst = false,
  }: { perPage?: number; newestFirst?: boolean } = {},
): ProductPage {
  const db = getDb();
  const where = productConditions(query);
  const total =
    db.select({ count: count() }).from(products).where(where).get()?.count ?? 0;
  const pageCount = pageCountFor(total, perPage);
  const page = Math.min(requestedPage, pageCount);
  if (total === 0) return { products: [], total, page, pageCount };
  const rows = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...(newestFirst ? newestFirstOrder : productOrder))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return { products: rows, total, page, pageCount };
}

export function getProduct(id: string): Product | undefined {
  return getDb()
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .get();
}

/**
 * A short fingerprint of what a product's drawing is made from: part of the drawing's address, so a
 * year-long cache is safe and any change to the specification gives a new picture at once.
 */
export function drawingVersion(
  product: Pick<Product, "specifications">,
): string {
  const s = product.specifications;
  const text = JSON.stringify([
    s.conductors,
    s.crossSection,
    s.availableColors,
    s.sheath,
    s.sheathMaterial,
    s.flexibility,
    s.insulation,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The translatable fields of a product (decision 041, "Products"). */
export type ProductTextField =
  "name" | "description" | "features" | "applications" | "specifications";
export type LocalizedProduct = Localized<Product, ProductTextField>;

/**
 * Products' texts in `locale`, each field falling back to its English (with `lang` saying which);
 * on English pages the rows as they are. One query for the list. For a page (`isolate`), the
 * technical values inside Arabic texts come wrapped in left-to-right isolates.
 */
export function localizeProducts(
  rows: Product[],
  locale: string,
  { isolate = true }: { isolate?: boolean } = {},
): LocalizedProduct[] {
  return localizeRows<Product, ProductTextField>(
    TEXT_KINDS.products,
    locale,
    rows,
    (row) => row.id,
  ).map((row) => {
    // The PDFs lay out their own lines and isolate values there (pdf-bidi.server.ts): `isolate: false`.
    // The specification values are isolated where they are shown (each page has its own cells).
    if (!isolate || !row.lang || !Object.values(row.lang).includes("ar"))
      return row;
    // Technical values inside the Arabic ("4×1.5 mm²", "20 °C") kept whole and left to right, as
    // the PDFs keep them (docs/decisions/040): done here, so the pages ship no code for it.
    const lang = row.lang;
    const iso = (field: ProductTextField, text: string) =>
      lang[field] === "ar" ? isolateLtr(text) : text;
    return {
      ...row,
      name: iso("name", row.name),
      description: iso("description", row.description),
      features: row.features.map((feature) => ({
        title: iso("features", feature.title),
        description: iso("features", feature.description),
      })),
      applications: row.applications.map((text) => iso("applications", text)),
    };
  });
}

/**
 * The marks (lang/dir attributes) a page's data carries for texts not in the page's language (an
 * Arabic page's English fallbacks), made here so the page ships no marking code; nothing when
 * every text is in it, so a translated item costs the page no bytes (decision 041).
 */
export function fallbackMarks<Field extends string>(
  lang: Partial<Record<Field, TextLang | undefined>> | undefined,
  locale: Locale,
): { marks?: Partial<Record<Field, LangAttrs>> } {
  const marks = Object.fromEntries(
    Object.entries(lang ?? {}).flatMap(([field, textLang]) => {
      const attrs = langAttrs(textLang as TextLang | undefined, locale);
      return attrs.lang ? [[field, attrs]] : [];
    }),
  ) as Partial<Record<Field, LangAttrs>>;
  return Object.keys(marks).length ? { marks } : {};
}

type SpecificationValue = string | number | null;

/**
 * A localized product's specification values, each in the page's language where written in it
 * (the datasheet's and the comparison's values); `product.specifications` stays English, for the
 * cable drawing, which reads its colours and construction.
 */
export function specificationsIn(
  product: LocalizedProduct,
): Product["specifications"] {
  const translated = product.translated?.specifications;
  return translated
    ? { ...product.specifications, ...translated }
    : product.specifications;
}

/**
 * A product's specification values `keys` as a page shows them: in the page's language where
 * written in it, else the English (issue 35). On an Arabic page each value has its numbers joined
 * to their units and is isolated (decision 044); an English value with words in it ("PVC type A")
 * is marked lang="en" dir="ltr", while one of numbers and unit symbols only ("0.6/1 kV") reads the
 * same in Arabic and is not. English pages get the values as stored, with no marks.
 */
export function shownSpecifications<
  Key extends keyof Product["specifications"],
>(
  product: LocalizedProduct,
  keys: readonly Key[],
  locale: Locale,
): {
  values: Record<Key, SpecificationValue>;
  marks?: Partial<Record<Key, LangAttrs>>;
} {
  const values = {} as Record<Key, SpecificationValue>;
  const marks: Partial<Record<Key, LangAttrs>> = {};
  const translated = product.translated?.specifications ?? {};
  for (const key of keys) {
    const value: SpecificationValue =
      translated[key] ?? product.specifications[key] ?? null;
    if (locale === "en" || typeof value !== "string" || value === "") {
      values[key] = value;
      continue;
    }
    if (!(key in translated) && !isLanguageNeutral(value)) {
      values[key] = value;
      marks[key] = langAttrs("en", locale);
      continue;
    }
    values[key] = isolateLtr(keepUnits(value));
    // "41 A (في الهواء ...)": a <bdi> would take it as left to right from its first letter.
    if (opensLeftToRight(value)) marks[key] = { dir: "rtl" };
  }
  return Object.keys(marks).length ? { values, marks } : { values };
}

/** At most this many matching sizes on a card; the rest are counted. */
const MATCHING_SIZES_SHOWN = 6;

/**
 * The cards of a listing's page, in the page's language. Each card's family line tells look-alike
 * families apart below a title clamped at two lines (issue 35). With the finder's `query`, each
 * card says which of its sizes the search or the size filters picked it for ("Matching sizes:
 * 1 × 16 mm²").
 */
export function productCards(
  rows: Product[],
  locale: Locale,
  query?: Pick<FinderQuery, "q" | "facets" | "ranges">,
) {
  const sizes = listSizesOf(rows.map((row) => row.id));
  const t = catalogContentIn(locale).products;
  const localized = localizeProducts(rows, locale);
  const lines = familyLines(localized, sizes, t);
  return localized.map((product, index) => {
    const line = lines[index];
    const card = {
      ...productCard(product, locale),
      ...(line
        ? // A size never wraps inside ("7 ×" then "1.5 mm²"); Arabic isolates its Latin runs.
          { familyLine: isolateLtr(keepUnits(line)) }
        : {}),
    };
    const matching = query
      ? matchingSizes(query, sizes.get(product.id) ?? [])
      : [];
    if (matching.length === 0) return card;
    const shown = matching
      .slice(0, MATCHING_SIZES_SHOWN)
      .map((size) =>
        format(t.sizeWithUnit, { size: printedDesignation(size.designation) }),
      )
      .join(t.listSeparator);
    const rest = matching.length - MATCHING_SIZES_SHOWN;
    const text = format(t.matchingSizes, {
      sizes:
        rest > 0
          ? format(t.moreSizes, {
              sizes: shown,
              count: formatWhole(rest, locale),
            })
          : shown,
    });
    // In Arabic each size is isolated with its unit: "3×16" otherwise drew as "16×3" (issue 35).
    return {
      ...card,
      matchingSizes: locale === "ar" ? isolateLtr(keepUnits(text)) : text,
    };
  });
}

/** Names that agree this far look alike on a card: a two-line title shows about this much. */
const LOOK_ALIKE_PREFIX = 24;

/**
 * Each card's family line: the type designation and the range of sizes, first to last in the one
 * order ("NYY · 3 × 1.5 to 3 × 120 + 70 mm²"). Cards whose lines still agree and whose names agree
 * in their first words (what a clamped title shows) add the words where their names part
 * ("… with red sheath"), so no two cards on a page read alike. Empty: nothing to say.
 */
function familyLines(
  products: readonly LocalizedProduct[],
  sizes: Map<string, SizeView[]>,
  t: ReturnType<typeof catalogContentIn>["products"],
): string[] {
  const lines = products.map((product) => {
    const list = sizes.get(product.id) ?? [];
    const first = list[0];
    const last = list[list.length - 1];
    const range =
      first && last
        ? first === last
          ? format(t.sizeWithUnit, {
              size: printedDesignation(first.designation),
            })
          : format(t.sizeRange, {
              first: printedDesignation(first.designation),
              last: printedDesignation(last.designation),
            })
        : "";
    return [product.typeDesignation ?? "", range]
      .filter(Boolean)
      .join(t.familySeparator);
  });
  const byLine = new Map<string, number[]>();
  lines.forEach((line, index) =>
    byLine.set(line, [...(byLine.get(line) ?? []), index]),
  );
  for (const indexes of byLine.values()) {
    if (indexes.length < 2) continue;
    const names = indexes.map((index) => products[index]!.name.split(/\s+/));
    let common = 0;
    while (
      names.every((words) => words[common] !== undefined) &&
      names.every((words) => words[common] === names[0]![common])
    )
      common++;
    if (names[0]!.slice(0, common).join(" ").length < LOOK_ALIKE_PREFIX)
      continue;
    indexes.forEach((index, n) => {
      const tail = names[n]!.slice(common).join(" ");
      if (!tail) return;
      const parted = format(t.nameEnding, { words: tail });
      lines[index] = lines[index]
        ? `${lines[index]}${t.familySeparator}${parted}`
        : parted;
    });
  }
  return lines;
}

/**
 * The fields a product card shows: what the listing and category loaders send to the page. The
 * quantity is written out here, in the page's language ("2,500 meters"): the page then ships
 * neither the number formatting (nor, in English, the Arabic formatter) nor its template.
 */
export function productCard(product: LocalizedProduct, locale: Locale = "en") {
  const s = product.specifications;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    // A text not in the page's language (an Arabic page's English fallback): its marks.
    ...fallbackMarks(
      product.lang && {
        name: product.lang.name,
        description: product.lang.description,
      },
      locale,
    ),
    quantityText: format(copySection(locale, "grid").quantity, {
      quantity: formatQuantity(product.quantity, locale),
    }),
    inStock: product.inStock,
    image: product.image,
    version: drawingVersion(product),
    specifications: {
      crossSection: s.crossSection,
      voltage: s.voltage,
      conductors: s.conductors,
      insulation: s.insulation,
    },
  };
}

/**
 * The grid's empty state in the page's language, sent only when the page shows no product (`shown`, `emptyText`): the
 * listings' first load carries no words for a state they are not in (decision 042).
 */
export function emptyGrid(
  shown: number,
  kind: "search" | "category",
  locale: Locale,
) {
  if (shown > 0) return {};
  const t = copySection(locale, "grid");
  return {
    emptyText:
      kind === "search"
        ? { title: t.noResults, hint: t.noResultsHint, clear: t.clearSearch }
        : { title: t.emptyCategory, hint: t.emptyCategoryHint },
  };
}

/** The grid's count line, "8 products", in the page's language, written by the loader as the cards' quantities are. */
export function productCountLine(total: number, locale: Locale = "en"): string {
  return productCountText(total, copySection(locale, "grid").count, locale);
}

/** The search box's term as the page shows it: trimmed, at most 100 characters. */
export function cleanQuery(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Every public product id with its last change, for the sitemap. */
export function listProductStamps(): { id: string; updatedAt: Date }[] {
  return getDb()
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.sortOrder), asc(products.name))
    .all();
}

/** Every public category and subcategory with its last change, for the sitemap. */
export function listCategoryStamps(): {
  id: string;
  parentId: string | null;
  updatedAt: Date;
}[] {
  return getDb()
    .select({
      id: categories.id,
      parentId: categories.parentId,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .all();
}
