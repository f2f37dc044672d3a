/**
 * Catalogue rules shared by the server and the browser: category aliases, derived keys and the
 * text that search matches against.
 */
import { foldForSearch } from "./search-fold";
import type { SpecificationTexts } from "./spec-texts";

/** The category page uses `pvcInsulated` where products say `pvc` (spec section 3): one category. */
const categoryAliases: Readonly<Record<string, string>> = {
  pvcInsulated: "pvc",
};

export function canonicalCategoryId(id: string): string {
  // Own keys only: "__proto__" or "constructor" from an address must not find Object's members.
  return Object.hasOwn(categoryAliases, id) ? categoryAliases[id]! : id;
}

/** The spec's id rule: lower-cased name, runs of white space turned into hyphens. */
export function slugFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** A category id: the slug, prefixed by the parent's id and a hyphen for a subcategory. */
export function categoryIdFor(name: string, parentId?: string | null): string {
  const slug = slugFromName(name);
  return parentId ? `${parentId}-${slug}` : slug;
}

/** The spec's nameKey/descriptionKey rule: product.{lower-cased name with underscores}.name|desc */
export function productKeys(name: string): {
  nameKey: string;
  descriptionKey: string;
} {
  const key = name.trim().toLowerCase().replace(/\s+/g, "_");
  return {
    nameKey: `product.${key}.name`,
    descriptionKey: `product.${key}.desc`,
  };
}

interface Searchable {
  name: string;
  description: string;
  category: string;
  subcategory?: string | null;
  specifications: object;
  /** A type designation such as "NYY"; matched like the name. */
  typeDesignation?: string | null;
}

/** A product's words in another locale (`product_texts`, docs/decisions/041). */
export interface ProductTranslation {
  name: string;
  description: string;
  features: readonly { title: string; description: string }[];
  applications: readonly string[];
  /** The specification values written in words (absent where a reader does not need them). */
  specifications?: SpecificationTexts;
}

function translationTerms(text: ProductTranslation): string[] {
  return [
    text.name,
    text.description,
    ...text.features.flatMap((feature) => [feature.title, feature.description]),
    ...text.applications,
    // "نحاس مجدول" finds a product whose Arabic conductor text says so (issue 35).
    ...Object.values(text.specifications ?? {}).filter(
      (value): value is string => typeof value === "string" && value !== "",
    ),
  ];
}

/**
 * The text a product is found by: name, type designation, description, category, every
 * specification value, `sizeTerms` (its sizes' article numbers and designations, `sizeSearchTerms`) and
 * its `translations` (so "كابل تحكم" finds the control cables on any page; English words come first,
 * so a product without translations has the same text as before).
 */
export function productSearchText(
  product: Searchable,
  categoryNames: string[] = [],
  sizeTerms: string[] = [],
  translations: readonly ProductTranslation[] = [],
): string {
  const specs = Object.values(product.specifications as Record<string, unknown>)
    .filter((value) => value !== null && value !== "")
    .map(String);
  const text = foldForSearch(
    [
      product.name,
      product.typeDesignation ?? "",
      product.description,
      product.category,
      product.subcategory ?? "",
      ...categoryNames,
      ...specs,
      ...sizeTerms,
      ...translations.flatMap(translationTerms),
    ].join(" \u0001 "),
  );
  // Each word once. A search word has no space, so it can only match inside one word of this
  // text: dropping repeats (and the field separators) finds exactly what the full text found, in
  // a quarter less text. Short enough to sit in the finder's covering index without an overflow
  // page per product, which made that index 47 MB at 10,000 products (docs/decisions/020).
  return [...new Set(text.split(" "))]
    .filter((word) => word !== "\u0001")
    .join(" ");
}
