import { and, inArray, isNull } from "drizzle-orm";
import {
  buildCompareRows,
  chooseCompared,
  type CompareRow,
  type DroppedId,
  parseCompareIds,
  type SpecificationKey,
} from "~/lib/catalogue/compare";
import type { Locale } from "~/locales";
import { copySection } from "~/locales/copy.server";
import { documents as arDocuments } from "~/locales/ar/documents.server";
import { documents } from "~/locales/en/documents.server";
import {
  drawingVersion,
  getCategory,
  listProductsPage,
  localizeProducts,
  specificationsIn,
} from "./catalogue.server";
import { isLanguageNeutral } from "~/lib/catalogue/spec-texts";
import { isolateLtr, keepUnits, opensLeftToRight } from "~/lib/locale/bidi";
import { type LangAttrs, langAttrs } from "~/lib/locale/lang-attrs";
import type { TextLang } from "~/lib/locale/arabic";
import { categoryHeaderInfo } from "./category-info.server";
import { getDb } from "../db/client.server";
import { products } from "../db/schema.server";
import { listSizesOf, listStandardsOf } from "./sizes.server";

/** A compared product's column head. */
export interface ComparedColumn {
  id: string;
  name: string;
  /** On an Arabic page whose product has no Arabic name: its English, marked (decision 041). */
  nameAttrs?: LangAttrs;
  image: string | null;
  version: string;
}

/** A product name's marking where it is not in the page's language; nothing otherwise (English pages as before). */
function nameMarking(
  lang: TextLang | undefined,
  locale: Locale,
): { nameAttrs?: LangAttrs } {
  const attrs = langAttrs(lang, locale);
  return attrs.lang ? { nameAttrs: attrs } : {};
}

export interface Comparison {
  columns: ComparedColumn[];
  rows: CompareRow[];
  dropped: DroppedId[];
  /** The latest change to any compared product (the printed page's "product data of"). */
  updatedAt: Date | null;
}

/** The datasheet's names of the 13 specification texts, which the comparison's rows reuse. */
const specificationLabels = {
  en: documents.pdf.specifications,
  ar: arDocuments.pdf.specifications,
} satisfies Record<Locale, Record<SpecificationKey, string>>;

/**
 * The comparison of `?ids=` (every `ids` parameter's value): the products that exist, in the
 * address's order, four at most, with their rows in the page's language; the ids left out and
 * why. A GET: reads only.
 */
export function loadComparison(
  idValues: readonly string[],
  locale: Locale = "en",
): Comparison {
  const parsed = parseCompareIds(idValues);
  const found =
    parsed.candidates.length === 0
      ? []
      : getDb()
          .select()
          .from(products)
          .where(
            and(
              inArray(products.id, parsed.candidates),
              isNull(products.deletedAt),
            ),
          )
          .all();
  const byId = new Map(found.map((product) => [product.id, product]));
  const { ids, dropped } = chooseCompared(
    parsed.candidates,
    new Set(byId.keys()),
    parsed.dropped,
  );
  const chosen = localizeProducts(
    ids.map((id) => byId.get(id)!),
    locale,
  );
  const sizes = listSizesOf(ids);
  const standards = listStandardsOf(ids);
  const rows = buildCompareRows(
    chosen.map((product) => ({
      ...product,
      // The category's name in the page's language (its English where it has no Arabic yet).
      categoryName: categoryHeaderInfo(
        product.category,
        getCategory(product.category, locale),
        locale,
      ).name,
      standards: standards.get(product.id) ?? [],
      sizes: sizes.get(product.id) ?? [],
      // Each value in the page's language where written in it (issue 35).
      specifications: specificationsIn(product),
    })),
    specificationLabels[locale],
    {
      comparePage: copySection(locale, "comparePage"),
      attributes: copySection(locale, "attributes"),
    },
    locale,
  );
  const updated = chosen.map((product) => product.updatedAt.getTime());
  // In Arabic, a value such as "... كابل منفرد (IEC 60332-1-2)" keeps its standard whole and its
  // brackets round it (Chromium drew "(2-1-60332 IEC(" in the cell's <bdi>): isolated here, each
  // number on one line with its unit. The labels too: "عند 20 °C" read "C° 20" (issue 35).
  if (locale === "ar")
    for (const row of rows) {
      row.label = isolateLtr(keepUnits(row.label));
      // "41 A (في الهواء ...)": a cell's <bdi> would take it as left to right from its first letter.
      const directions = row.values.map((value): LangAttrs =>
        opensLeftToRight(value) ? { dir: "rtl" } : {},
      );
      row.values = row.values.map((value) => isolateLtr(keepUnits(value)));
      // A specification value still in English (no Arabic written for it) is marked as English.
      const key = row.key.replace(/^spec-/, "") as SpecificationKey;
      const marks = directions.map((direction, index) => {
        if (row.group !== "specifications") return direction;
        const product = chosen[index]!;
        const value = product.specifications[key];
        const english =
          typeof value === "string" &&
          value !== "" &&
          !(key in (product.translated?.specifications ?? {})) &&
          !isLanguageNeutral(value);
        return english ? langAttrs("en", locale) : direction;
      });
      if (marks.some((mark) => mark.dir)) row.valueAttrs = marks;
    }
  return {
    columns: chosen.map((product) => ({
      id: product.id,
      name: product.name,
      ...nameMarking(product.lang?.name, locale),
      image: product.image,
      version: drawingVersion(product),
    })),
    rows,
    dropped,
    updatedAt: updated.length ? new Date(Math.max(...updated)) : null,
  };
}

/** Products to add: those matching `q` (the catalogue's search), not compared already, eight at most. */
export function findProductsToAdd(
  q: string,
  exclude: readonly string[],
  locale: Locale = "en",
): { id: string; name: string; nameAttrs?: LangAttrs }[] {
  if (!q) return [];
  const page = listProductsPage({ q }, 1, { perPage: 8 + exclude.length });
  const found = page.products
    .filter((product) => !exclude.includes(product.id))
    .slice(0, 8);
  return localizeProducts(found, locale).map((product) => ({
    id: product.id,
    name: product.name,
    ...nameMarking(product.lang?.name, locale),
  }));
}
