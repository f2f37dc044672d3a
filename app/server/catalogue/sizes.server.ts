import { asc, eq, inArray } from "drizzle-orm";
import type { Standard } from "~/lib/catalogue/cable-attributes";
import {
  compareSizes,
  formatSection,
  inSizeOrder,
  sizeDesignation,
} from "~/lib/catalogue/sizes";
import { type Locale, format } from "~/locales";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";
import { copySection } from "~/locales/copy.server";
import {
  formatDecimal,
  formatWhole,
  printedDesignation,
} from "~/lib/catalogue/size-format";
import { constructionOf } from "../db/backfill-sizes.server";
import { getDb } from "../db/client.server";
import {
  type Product,
  type ProductSize,
  productSizes,
  productStandards,
} from "../db/schema.server";

/**
 * Reads of product sizes and typed attributes (the catalogue model of issue 17). Sizes come in one
 * order everywhere (`compareSizes`), whatever order they were entered or imported in.
 */

/** A size as pages and the API show it: the row plus its derived designation ("3x25+16"). */
export interface SizeView extends Omit<ProductSize, "createdAt" | "updatedAt"> {
  designation: string;
}

/** The typed attributes of a product family, with its standards. */
export interface ProductAttributes {
  ratedVoltage: Product["ratedVoltage"];
  conductorMaterial: Product["conductorMaterial"];
  insulation: Product["insulation"];
  sheath: Product["sheath"];
  armour: Product["armour"];
  maxConductorTempC: Product["maxConductorTempC"];
  fireBehaviour: Product["fireBehaviour"];
  typeDesignation: Product["typeDesignation"];
  inStock: boolean;
  standards: Standard[];
}

function view({
  createdAt: _created,
  updatedAt: _updated,
  ...size
}: ProductSize): SizeView {
  return { ...size, designation: sizeDesignation(size) };
}

/** A product's sizes, in the one order. */
export function listSizes(productId: string): SizeView[] {
  return getDb()
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .all()
    .sort(compareSizes)
    .map(view);
}

/** The sizes of several products (a listing page, the API), in order, by product id. */
export function listSizesOf(
  productIds: readonly string[],
): Map<string, SizeView[]> {
  const byProduct = new Map<string, SizeView[]>(
    productIds.map((id) => [id, []]),
  );
  if (productIds.length === 0) return byProduct;
  const rows = getDb()
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]))
    .orderBy(asc(productSizes.productId))
    .all();
  for (const row of inSizeOrder(rows, (size) => size.productId))
    byProduct.get(row.productId)?.push(view(row));
  return byProduct;
}

/**
 * The product's main article (the structured data's sku and mpn): the size its own specification
 * texts describe ("3 × 6 mm²" for NYY 3×6), else the first in the list. The list starts at the
 * smallest size (issue 35), which is not the article a family's page is named after.
 */
export function mainSize(
  product: Pick<Product, "specifications">,
  sizes: readonly SizeView[],
): SizeView | undefined {
  const stated = constructionOf(
    product.specifications.crossSection,
    product.specifications.conductors,
  );
  const named =
    stated &&
    sizes.find(
      (size) =>
        size.cores === stated.cores &&
        size.sectionMm2 === stated.sectionMm2 &&
        size.extraCores === stated.extraCores &&
        size.extraSectionMm2 === stated.extraSectionMm2,
    );
  return named || sizes[0];
}

/** The standards of several products, in their order, by product id. */
export function listStandardsOf(
  productIds: readonly string[],
): Map<string, Standard[]> {
  const byProduct = new Map<string, Standard[]>(
    productIds.map((id) => [id, []]),
  );
  if (productIds.length === 0) return byProduct;
  const rows = getDb()
    .select()
    .from(productStandards)
    .where(inArray(productStandards.productId, [...productIds]))
    .orderBy(
      asc(productStandards.productId),
      asc(productStandards.sortOrder),
      asc(productStandards.standard),
    )
    .all();
  for (const row of rows) byProduct.get(row.productId)?.push(row.standard);
  return byProduct;
}

/** One line of the product page's "Construction and standards" list, in words. */
export interface AttributeLine {
  label: string;
  value: string;
}

/**
 * The product page's attribute list, resolved to words here so the page ships no label tables:
 * the typed columns, the standards, and what the sizes span (classes, cores, cross-sections).
 * Stock is not repeated here: the page's stock card already says it.
 */
export function attributeLines(
  product: Product,
  sizes: readonly SizeView[],
  standards?: Standard[],
  locale: Locale = "en",
): AttributeLine[] {
  const t = copySection(locale, "attributes");
  const d = t.details;
  const a = productAttributes(product, standards);
  const span = (values: number[], show: (n: number) => string) => {
    if (!values.length) return null;
    const min = Math.min(...values);
    const max = Math.max(...values);
    return min === max
      ? show(min)
      : format(d.range, { min: show(min), max: show(max) });
  };
  const classes = [...new Set(sizes.map((size) => size.conductorClass))].sort(
    (x, y) => x - y,
  );
  const cores = span(
    sizes.map((size) => size.cores + (size.extraCores ?? 0)),
    String,
  );
  const sections = span(
    sizes.flatMap((size) => [
      size.sectionMm2,
      ...(size.extraSectionMm2 ? [size.extraSectionMm2] : []),
    ]),
    (n) => format(d.sectionValue, { value: formatSection(n) }),
  );
  const lines: (AttributeLine | null)[] = [
    a.typeDesignation
      ? { label: t.typeDesignation.label, value: a.typeDesignation }
      : null,
    {
      label: t.voltage.label,
      value: a.ratedVoltage ? t.voltage.values[a.ratedVoltage] : t.voltage.none,
    },
    { label: t.material.label, value: t.material.values[a.conductorMaterial] },
    classes.length
      ? {
          label: d.classes,
          value: classes.map((c) => t.conductorClass.values[c]).join("; "),
        }
      : null,
    cores ? { label: d.cores, value: cores } : null,
    sections ? { label: d.sections, value: sections } : null,
    { label: t.insulation.label, value: t.insulation.values[a.insulation] },
    { label: t.sheath.label, value: t.sheath.values[a.sheath] },
    { label: t.armour.label, value: t.armour.values[a.armour] },
    {
      label: t.maxTemperature.label,
      value:
        a.maxConductorTempC === null
          ? t.maxTemperature.none
          : format(t.maxTemperature.value, {
              temperature: a.maxConductorTempC,
            }),
    },
    {
      label: t.fireBehaviour.label,
      value: a.fireBehaviour
        ? t.fireBehaviour.values[a.fireBehaviour]
        : t.fireBehaviour.none,
    },
    {
      label: t.standards.label,
      value: a.standards.length ? a.standards.join(", ") : t.standards.none,
    },
  ];
  const shown = lines.filter((line): line is AttributeLine => line !== null);
  // In Arabic, "... كابل منفرد (IEC 60332-1-2)" keeps its standard whole, its brackets round it.
  return locale === "ar"
    ? shown.map((line) => ({
        label: line.label,
        // A number kept on one line with its unit at 375 px (issue 35).
        value: isolateLtr(keepUnits(line.value)),
      }))
    : shown;
}

/**
 * A size as the product page's table shows it: the article number, then the construction, class,
 * diameter, weight, resistance, rating, installation, drum length and stock, written out.
 */
export function sizeTableRow(
  size: SizeView,
  locale: Locale = "en",
): [string, ...string[]] {
  const notRated = copySection(locale, "sizePage").sizes.noRating;
  return [
    size.articleNumber,
    printedDesignation(size.designation),
    String(size.conductorClass),
    formatDecimal(size.outerDiameterMm, 1, locale),
    formatWhole(size.weightKgKm, locale),
    formatDecimal(size.resistanceOhmKm, 4, locale),
    size.currentRatingA === null
      ? notRated
      : formatDecimal(size.currentRatingA, 1, locale),
    installationText(size, locale) ?? "-",
    formatWhole(size.drumLengthM, locale),
    formatWhole(size.stockM, locale),
  ];
}

/** "Clipped direct (C), 3 loaded conductors": what a size's rating assumes, in words; null without a rating. */
export function installationText(
  size: Pick<SizeView, "ratingInstallation" | "ratingLoadedConductors">,
  locale: Locale = "en",
): string | null {
  if (!size.ratingInstallation || !size.ratingLoadedConductors) return null;
  const t = copySection(locale, "attributes");
  const text = format(t.details.installation, {
    method: t.installation.short[size.ratingInstallation],
    loaded: t.installation.loaded[size.ratingLoadedConductors],
  });
  return locale === "ar" ? isolateLtr(keepUnits(text)) : text;
}

/** A product's typed attributes, standards included. */
export function productAttributes(
  product: Product,
  standards?: Standard[],
): ProductAttributes {
  return {
    ratedVoltage: product.ratedVoltage,
    conductorMaterial: product.conductorMaterial,
    insulation: product.insulation,
    sheath: product.sheath,
    armour: product.armour,
    maxConductorTempC: product.maxConductorTempC,
    fireBehaviour: product.fireBehaviour,
    typeDesignation: product.typeDesignation,
    inStock: product.inStock,
    standards: standards ?? listStandardsOf([product.id]).get(product.id) ?? [],
  };
}
