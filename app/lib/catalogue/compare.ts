import type {
  Armour,
  ConductorClass,
  ConductorMaterial,
  FireBehaviour,
  Insulation,
  LoadedConductors,
  RatedVoltage,
  ReferenceMethod,
  Sheath,
  Standard,
} from "~/lib/catalogue/cable-attributes";
import { MAX_COMPARED } from "~/lib/catalogue/compare-selection";
import { formatDecimal, formatWhole } from "~/lib/catalogue/size-format";
import {
  compareSizes,
  sizeDesignation,
  type SizeConstruction,
} from "~/lib/catalogue/sizes";
import { listSeparator } from "~/lib/locale/arabic";
import { format, type Locale } from "~/locales";
import type { CopySections } from "~/locales/copy";

/**
 * The comparison's logic, apart from any database: which ids of `/compare?ids=` are compared, and
 * the rows that stand side by side (docs/decisions/021-compare.md). The server module feeds it,
 * with the page's copy and locale (decision 042): no catalogue is imported here.
 */

/** The words the rows are written in: the page's `comparePage` and `attributes` sections. */
export interface CompareCopy {
  comparePage: CopySections["comparePage"];
  attributes: CopySections["attributes"];
}

/** Ids read from the address at most: a longer list is cut, the rest reported as surplus. */
const MAX_READ = 20;
/** A product id as the site makes them (digits today; slugs allowed): anything else is unknown. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A dropped id is shown on the page: never more of it than this. */
const SHOWN_ID_LENGTH = 40;

export type DropReason = "unknown" | "duplicate" | "surplus";
export interface DroppedId {
  id: string;
  reason: DropReason;
}

function shown(id: string): string {
  return id.length > SHOWN_ID_LENGTH ? `${id.slice(0, SHOWN_ID_LENGTH)}…` : id;
}

/**
 * The candidate ids of `?ids=1,5,7` (every `ids` parameter, comma-separated), in order: malformed
 * ones are unknown, repeats are duplicates, and past the first 20 the rest are surplus.
 */
export function parseCompareIds(values: readonly string[]): {
  candidates: string[];
  dropped: DroppedId[];
} {
  const tokens = values
    .flatMap((value) => value.split(","))
    .map((token) => token.trim())
    .filter(Boolean);
  const candidates: string[] = [];
  const dropped: DroppedId[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, index) => {
    if (index >= MAX_READ)
      dropped.push({ id: shown(token), reason: "surplus" });
    else if (!ID_PATTERN.test(token))
      dropped.push({ id: shown(token), reason: "unknown" });
    else if (seen.has(token)) dropped.push({ id: token, reason: "duplicate" });
    else {
      seen.add(token);
      candidates.push(token);
    }
  });
  return { candidates, dropped };
}

/**
 * The ids compared: the candidates that name a product, in order, four at most; the others are
 * dropped as unknown or surplus, after those `parseCompareIds` dropped.
 */
export function chooseCompared(
  candidates: readonly string[],
  known: ReadonlySet<string>,
  earlier: readonly DroppedId[] = [],
): { ids: string[]; dropped: DroppedId[] } {
  const ids: string[] = [];
  const dropped: DroppedId[] = [];
  for (const id of candidates) {
    if (!known.has(id)) dropped.push({ id, reason: "unknown" });
    else if (ids.length >= MAX_COMPARED)
      dropped.push({ id, reason: "surplus" });
    else ids.push(id);
  }
  return { ids, dropped: [...earlier, ...dropped] };
}

/** A size as the comparison reads it. */
export interface ComparedSize extends SizeConstruction {
  conductorClass: ConductorClass;
  outerDiameterMm: number;
  weightKgKm: number;
  resistanceOhmKm: number;
  currentRatingA: number | null;
  ratingInstallation: ReferenceMethod | null;
  ratingLoadedConductors: LoadedConductors | null;
}

/** The 13 specification texts, in the datasheet's order. */
export const specificationKeys = [
  "crossSection",
  "voltage",
  "current",
  "conductors",
  "insulation",
  "insulationMaterial",
  "sheath",
  "sheathMaterial",
  "temperature",
  "operatingTemp",
  "flexibility",
  "bendRadius",
  "availableColors",
] as const;
export type SpecificationKey = (typeof specificationKeys)[number];

/** A product as the comparison reads it. */
export interface ComparedProduct {
  categoryName: string;
  typeDesignation: string | null;
  ratedVoltage: RatedVoltage | null;
  conductorMaterial: ConductorMaterial;
  insulation: Insulation;
  sheath: Sheath;
  armour: Armour;
  maxConductorTempC: number | null;
  fireBehaviour: FireBehaviour | null;
  standards: readonly Standard[];
  inStock: boolean;
  sizes: readonly ComparedSize[];
  specifications: Readonly<Record<SpecificationKey, string | number | null>>;
}

export type RowGroup = "overview" | "construction" | "sizes" | "specifications";

export interface CompareRow {
  key: string;
  group: RowGroup;
  label: string;
  /** One value per product, in the columns' order; "" when the product states none. */
  values: string[];
  /** Two or more products, and not every value the same. */
  differs: boolean;
  /** Per value, its lang/dir where it is not in the page's language (an Arabic page's English). */
  valueAttrs?: { lang?: "en" | "ar"; dir?: "ltr" | "rtl" }[];
}

/** Up to four decimals (resistances: 0.0283), in the page's locale's numbers. */
const number = (value: number, locale: Locale) =>
  formatDecimal(value, 4, locale);

function range(
  values: readonly number[],
  unit: (value: string) => string,
  t: CompareCopy["comparePage"]["values"],
  locale: Locale,
): string {
  if (values.length === 0) return "";
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max
    ? unit(number(min, locale))
    : format(t.range, {
        min: number(min, locale),
        max: unit(number(max, locale)),
      });
}

/** "4x1.5 to 4x240 mm²": the first and the last size in the order every page lists them. */
export function sizeRange(
  sizes: readonly SizeConstruction[],
  t: CompareCopy["comparePage"]["values"],
): string {
  if (sizes.length === 0) return "";
  const sorted = [...sizes].sort(compareSizes);
  const first = sizeDesignation(sorted[0]!);
  const last = sizeDesignation(sorted[sorted.length - 1]!);
  return format(t.mm2, {
    value: first === last ? first : format(t.range, { min: first, max: last }),
  });
}

/** "17.5 to 228 A (Clipped direct (method C), 2 loaded conductors)" when every size shares the basis. */
function ratingRange(
  sizes: readonly ComparedSize[],
  copy: CompareCopy,
  locale: Locale,
): string {
  const t = copy.comparePage.values;
  const rated = sizes.filter((size) => size.currentRatingA !== null);
  const text = range(
    rated.map((size) => size.currentRatingA!),
    (value) => format(t.ampere, { value }),
    t,
    locale,
  );
  if (!text) return "";
  const installations = new Set(rated.map((size) => size.ratingInstallation));
  const loaded = new Set(rated.map((size) => size.ratingLoadedConductors));
  const [installation] = installations;
  const [loadedCount] = loaded;
  if (
    installations.size !== 1 ||
    loaded.size !== 1 ||
    !installation ||
    !loadedCount
  )
    return text;
  const labels = copy.attributes.installation;
  return format(t.ratingBasis, {
    range: text,
    installation: labels.values[installation],
    loaded: labels.loaded[loadedCount],
  });
}

function uniqueJoined(values: readonly string[]): string {
  return [...new Set(values)].join("; ");
}

/** The same text written with other spacing or case is the same value. */
function sameValue(value: string): string {
  return value.replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * The rows of the comparison, in groups: the typed attributes with their labels and units, the
 * size range read from the sizes, stock, then the 13 specification texts as published. A row
 * differs when two or more products are compared and their values are not all the same.
 */
export function buildCompareRows(
  products: readonly ComparedProduct[],
  specificationLabels: Readonly<Record<SpecificationKey, string>>,
  copy: CompareCopy,
  locale: Locale,
): CompareRow[] {
  if (products.length === 0) return [];
  const a = copy.attributes;
  const t = copy.comparePage;
  const v = t.values;
  const rows: CompareRow[] = [];
  const add = (
    group: RowGroup,
    key: string,
    label: string,
    value: (product: ComparedProduct) => string,
  ) => {
    const values = products.map((product) => value(product).trim());
    const distinct = new Set(values.map(sameValue));
    rows.push({
      key,
      group,
      label,
      values,
      differs: products.length > 1 && distinct.size > 1,
    });
  };
  const classes = (product: ComparedProduct) =>
    uniqueJoined(
      [...product.sizes]
        .sort((x, y) => x.conductorClass - y.conductorClass)
        .map((size) => a.conductorClass.values[size.conductorClass]),
    );

  add("overview", "category", t.rows.category, (p) => p.categoryName);
  add(
    "overview",
    "typeDesignation",
    a.typeDesignation.label,
    (p) => p.typeDesignation ?? "",
  );
  add("overview", "voltage", a.voltage.label, (p) =>
    p.ratedVoltage ? a.voltage.values[p.ratedVoltage] : a.voltage.none,
  );
  add("overview", "inStock", a.inStock.label, (p) =>
    p.inStock ? a.inStock.yes : a.inStock.no,
  );
  add("overview", "standards", a.standards.label, (p) =>
    p.standards.length
      ? p.standards.join(listSeparator(locale))
      : a.standards.none,
  );
  add("overview", "fireBehaviour", a.fireBehaviour.label, (p) =>
    p.fireBehaviour
      ? a.fireBehaviour.values[p.fireBehaviour]
      : a.fireBehaviour.none,
  );

  add(
    "construction",
    "material",
    a.material.label,
    (p) => a.material.values[p.conductorMaterial],
  );
  add("construction", "conductorClass", a.conductorClass.label, classes);
  add(
    "construction",
    "insulation",
    a.insulation.label,
    (p) => a.insulation.values[p.insulation],
  );
  add(
    "construction",
    "sheath",
    a.sheath.label,
    (p) => a.sheath.values[p.sheath],
  );
  add(
    "construction",
    "armour",
    a.armour.label,
    (p) => a.armour.values[p.armour],
  );
  add("construction", "maxTemperature", a.maxTemperature.label, (p) =>
    p.maxConductorTempC === null
      ? a.maxTemperature.none
      : format(a.maxTemperature.value, { temperature: p.maxConductorTempC }),
  );

  add(
    "sizes",
    "sizes",
    t.rows.sizes,
    (p) => sizeRange(p.sizes, v) || v.noSizes,
  );
  add("sizes", "sizeCount", t.rows.sizeCount, (p) =>
    formatWhole(p.sizes.length, locale),
  );
  add("sizes", "cores", t.rows.cores, (p) =>
    range(
      p.sizes.map((size) => size.cores),
      (value) => value,
      v,
      locale,
    ),
  );
  add("sizes", "section", t.rows.section, (p) =>
    range(
      p.sizes.map((size) => size.sectionMm2),
      (value) => format(v.mm2, { value }),
      v,
      locale,
    ),
  );
  add("sizes", "diameter", t.rows.diameter, (p) =>
    range(
      p.sizes.map((size) => size.outerDiameterMm),
      (value) => format(v.mm, { value }),
      v,
      locale,
    ),
  );
  add("sizes", "weight", t.rows.weight, (p) =>
    range(
      p.sizes.map((size) => size.weightKgKm),
      (value) => format(v.kgKm, { value }),
      v,
      locale,
    ),
  );
  add("sizes", "resistance", t.rows.resistance, (p) =>
    range(
      p.sizes.map((size) => size.resistanceOhmKm),
      (value) => format(v.ohmKm, { value }),
      v,
      locale,
    ),
  );
  add("sizes", "rating", t.rows.rating, (p) =>
    ratingRange(p.sizes, copy, locale),
  );

  for (const key of specificationKeys) {
    add("specifications", `spec-${key}`, specificationLabels[key], (p) => {
      const value = p.specifications[key];
      return value === null || value === undefined ? "" : String(value);
    });
  }
  return rows;
}
