import type { Statement } from "better-sqlite3";
import { inArray } from "drizzle-orm";
import * as z from "zod/mini";
import {
  armours,
  conductorClasses,
  conductorMaterials,
  fireBehaviours,
  insulations,
  ratedVoltages,
  sheaths,
  standards,
} from "~/lib/cable-attributes";
import { canonicalCategoryId } from "~/lib/catalog";
import {
  type CodeFacet,
  cleanFinderSearch,
  codeFacets,
  defaultSort,
  type FinderData,
  type RangeParam,
  type SortValue,
  sortValues,
} from "~/lib/finder";
import { pageCountFor, parsePage } from "~/lib/pagination";
import { parseStrictNumber } from "~/lib/strict-number";
import { format } from "~/locales";
import { finderProblems } from "~/locales/en/finder.server";
import {
  cleanQuery,
  likeTerms,
  listCategories,
  PRODUCTS_PER_PAGE,
} from "./catalog.server";
import { getDb } from "./db/client.server";
import { type Product, products } from "./db/schema.server";

/**
 * The parametric finder (issue 17 item 3, docs/decisions/020-finder.md): one parser for the query
 * of `/products`, the category pages and `GET /api/v1/products`, and one engine that answers a
 * page of products with their facet counts.
 *
 * - Within a facet, repeated values are OR (`material=copper&material=aluminium`); facets, ranges,
 *   `in_stock` and the text search are AND.
 * - Size filters (`cores`, `class`, the ranges) hold for one size: a product matches when one of
 *   its articles is, say, 4 cores of 10 to 25 mm², not when some size has 4 cores and another 16 mm².
 * - Counts are disjunctive: a facet's value counts the products that match every OTHER active
 *   filter and have that value, so choosing it gives that many (or more, with a second value).
 *
 * SQL reads the typed columns: one scan of the products in scope (text search, category) with their
 * standards, one of their sizes by index; counting, sorting and paging the few thousand rows that
 * leaves is cheaper in plain loops than in a dozen GROUP BY queries over the same rows.
 */

export const FINDER_MAX_VALUES = 20;

/** The parsed, valid query. Facet values are the address's own strings ("4", "0.6/1kV"). */
export interface FinderQuery {
  q: string;
  facets: Record<CodeFacet, string[]>;
  ranges: Partial<Record<RangeParam, number>>;
  inStock: boolean;
  sort: SortValue;
  page: number;
}

/** A parameter the finder could not read: ignored on pages (with a message), a 400 on the API. */
export interface FinderProblem {
  parameter: string;
  message: string;
}

const codeValue = <T extends string>(codes: readonly T[], name: string) =>
  z.string().check(
    z.refine((value) => (codes as readonly string[]).includes(value), {
      message: format(finderProblems.unknownValue, {
        name,
        allowed: codes.join(", "),
      }),
    }),
  );

/** A whole number within limits, read strictly ("04" is 4; "4.5", "1e3", "four" are refused). */
const strictCount = (name: string, min: number, max: number) =>
  z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const result = parseStrictNumber(raw, { integer: true, min, max });
      if (result.ok && /^\d+$/.test(raw.trim())) return String(result.value);
      ctx.issues.push({
        code: "custom",
        input: raw,
        message: format(finderProblems.wholeNumber, { name, min, max }),
      });
      return z.NEVER;
    }),
  );

const decimal = (name: string, min: number, max: number) =>
  z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      // A decimal comma is what half the world types ("1,5"); no thousands in a cross-section.
      const text = raw.trim().replace(/^(\d+),(\d+)$/, "$1.$2");
      const result = /^\d+(\.\d+)?$/.test(text)
        ? parseStrictNumber(text, { integer: false, min, max })
        : ({ ok: false } as const);
      if (result.ok) return result.value;
      ctx.issues.push({
        code: "custom",
        input: raw,
        message: format(finderProblems.number, { name, min, max }),
      });
      return z.NEVER;
    }),
  );

const categoryId = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9_-]{1,64}$/, { message: finderProblems.category }),
  );

/** Each facet's values: what the address may say. */
const facetValue: Record<CodeFacet, z.ZodMiniType<string, string>> = {
  category: z.pipe(categoryId, z.transform(canonicalCategoryId)),
  voltage: codeValue(ratedVoltages, "voltage"),
  material: codeValue(conductorMaterials, "material"),
  insulation: codeValue(insulations, "insulation"),
  sheath: codeValue(sheaths, "sheath"),
  armour: codeValue(armours, "armour"),
  fire: codeValue(fireBehaviours, "fire"),
  temp: strictCount("temp", 1, 400),
  standard: codeValue(standards, "standard"),
  class: codeValue(conductorClasses.map(String), "class"),
  cores: strictCount("cores", 1, 200),
};

const rangeValue: Record<RangeParam, z.ZodMiniType<number, string>> = {
  section_min: decimal("section_min", 0, 3000),
  section_max: decimal("section_max", 0, 3000),
  cores_min: z.pipe(strictCount("cores_min", 1, 200), z.transform(Number)),
  cores_max: z.pipe(strictCount("cores_max", 1, 200), z.transform(Number)),
};

const sortValue = codeValue(sortValues, "sort");
const inStockValue = z.literal("1", { message: finderProblems.inStock });
const strictPage = z.pipe(
  z.string().check(z.regex(/^\d{1,6}$/, { message: finderProblems.page })),
  z.transform(Number),
);

function problemOf(parameter: string, error: z.core.$ZodError): FinderProblem {
  return {
    parameter,
    message: error.issues[0]?.message ?? finderProblems.page,
  };
}

/**
 * Reads the finder's query. Each parameter is checked on its own: a bad one is reported and left
 * out, the rest still apply. Empty values are absent (a GET form sends its empty fields). Unknown
 * names are ignored (tracking tags, cache busters). `page` as the pages read it: garbage is page 1,
 * as before the finder; `strictPage` (the API) reports it instead.
 */
export function parseFinderQuery(
  params: URLSearchParams,
  { strictPage: pageMustBeValid = false }: { strictPage?: boolean } = {},
): { query: FinderQuery; problems: FinderProblem[] } {
  const problems: FinderProblem[] = [];
  const values = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  const single = (name: string): string | undefined => {
    const all = values(name);
    if (all.length > 1)
      problems.push({
        parameter: name,
        message: format(finderProblems.once, { name }),
      });
    return all.length === 1 ? all[0] : undefined;
  };

  const facets = Object.fromEntries(
    codeFacets.map((facet) => [facet, [] as string[]]),
  ) as Record<CodeFacet, string[]>;
  for (const facet of codeFacets) {
    const raw = values(facet);
    if (raw.length > FINDER_MAX_VALUES) {
      problems.push({
        parameter: facet,
        message: format(finderProblems.tooMany, {
          name: facet,
          max: FINDER_MAX_VALUES,
        }),
      });
      continue;
    }
    for (const value of raw) {
      const parsed = facetValue[facet].safeParse(value);
      if (!parsed.success) problems.push(problemOf(facet, parsed.error));
      else if (!facets[facet].includes(parsed.data))
        facets[facet].push(parsed.data);
    }
  }

  const ranges: Partial<Record<RangeParam, number>> = {};
  for (const name of Object.keys(rangeValue) as RangeParam[]) {
    const raw = single(name);
    if (raw === undefined) continue;
    const parsed = rangeValue[name].safeParse(raw);
    if (parsed.success) ranges[name] = parsed.data;
    else problems.push(problemOf(name, parsed.error));
  }
  for (const [low, high] of [
    ["section_min", "section_max"],
    ["cores_min", "cores_max"],
  ] as const) {
    if (
      ranges[low] !== undefined &&
      ranges[high] !== undefined &&
      ranges[high] < ranges[low]
    ) {
      problems.push({
        parameter: high,
        message: format(finderProblems.rangeOrder, { low, high }),
      });
      delete ranges[high];
    }
  }

  let sort: SortValue = defaultSort;
  const rawSort = single("sort");
  if (rawSort !== undefined) {
    const parsed = sortValue.safeParse(rawSort);
    if (parsed.success) sort = parsed.data as SortValue;
    else problems.push(problemOf("sort", parsed.error));
  }

  let inStock = false;
  const rawStock = single("in_stock");
  if (rawStock !== undefined) {
    const parsed = inStockValue.safeParse(rawStock);
    if (parsed.success) inStock = true;
    else problems.push(problemOf("in_stock", parsed.error));
  }

  let page = parsePage(params.get("page"));
  if (pageMustBeValid) {
    const rawPage = single("page");
    if (rawPage !== undefined) {
      const parsed = strictPage.safeParse(rawPage);
      if (parsed.success && parsed.data >= 1) page = parsed.data;
      else problems.push({ parameter: "page", message: finderProblems.page });
    }
  }

  return {
    query: {
      q: cleanQuery(params.get("q")),
      facets,
      ranges,
      inStock,
      sort,
      page,
    },
    problems,
  };
}

/** Where the finder looks: a category page's category (and subcategory), or the whole catalogue. */
export interface FinderScope {
  category?: string;
  subcategory?: string;
}

export interface FacetValueCount {
  value: string;
  count: number;
  selected: boolean;
}

/** The cross-sections and core counts available with every other filter applied. */
export interface AvailableRange {
  min: number;
  max: number;
}

export interface FinderResult {
  products: Product[];
  total: number;
  page: number;
  pageCount: number;
  /** Facets in display order; values with no product are left out unless selected. */
  facets: { name: CodeFacet | "in_stock"; values: FacetValueCount[] }[];
  ranges: { section: AvailableRange | null; cores: AvailableRange | null };
  /**
   * When nothing matches: the filters that alone emptied the list (removing any one of them gives
   * results), by parameter: a facet, "section", "cores" (its values and range together), "q".
   */
  culprits: string[];
}

/** Product-level filters (the product's own columns). */
const productFacets = [
  "category",
  "voltage",
  "material",
  "insulation",
  "sheath",
  "armour",
  "fire",
  "temp",
  "standard",
  "in_stock",
] as const;
type ProductFacet = (typeof productFacets)[number];
/** Size-level groups: a product matches when one size passes every active group. */
const sizeGroups = ["class", "cores", "section"] as const;
type SizeGroup = (typeof sizeGroups)[number];

interface Row {
  id: string;
  /** The scanned row: id, then the columns of `column`, sort order, name. */
  raw: unknown[];
  /** Bit i set: fails product facet i. */
  failures: number;
  sizes: SizeRow[];
  name: string;
  sortOrder: number;
}
type SizeRow = [cores: number, section: number, conductorClass: number];
/** Where each product facet sits in a scanned row (`scopeRows`); standards are a separate read. */
const column: Record<Exclude<ProductFacet, "standard">, number> = {
  category: 1,
  voltage: 2,
  material: 3,
  insulation: 4,
  sheath: 5,
  armour: 6,
  fire: 7,
  temp: 8,
  in_stock: 9,
};
const columnName: Record<
  Exclude<ProductFacet, "standard" | "in_stock">,
  string
> = {
  category: "p.category",
  voltage: "p.rated_voltage",
  material: "p.conductor_material",
  insulation: "p.insulation",
  sheath: "p.sheath",
  armour: "p.armour",
  fire: "p.fire_behaviour",
  temp: "p.max_conductor_temp_c",
};

const statements = new WeakMap<object, Map<string, Statement>>();
function prepared(sql: string): Statement {
  const client = getDb().$client;
  let byText = statements.get(client);
  if (!byText) statements.set(client, (byText = new Map()));
  let statement = byText.get(sql);
  if (!statement) byText.set(sql, (statement = client.prepare(sql)));
  return statement;
}

/**
 * The products in scope (not deleted, category, text) with their typed attributes, read from
 * `products_finder_idx` alone (migration 0005): the wide rows are never touched.
 */
function scopeRows(
  scope: FinderScope,
  q: string,
  selected: Record<ProductFacet, string[]>,
): unknown[][] {
  const where = ["p.deleted_at IS NULL"];
  const args: (string | number)[] = [];
  if (scope.category) {
    where.push("p.category = ?");
    args.push(canonicalCategoryId(scope.category));
  }
  if (scope.subcategory) {
    where.push("p.subcategory = ?");
    args.push(scope.subcategory);
  }
  // Only products that miss at most one of the column facets can match or count for a facet:
  // tested before the text, so the LIKE reads fewer search texts. A superset (the standards and
  // sizes are checked after); the exact failures are worked out on the rows that come back.
  const misses: string[] = [];
  const missArgs: string[] = [];
  for (const facet of productFacets) {
    const wanted = selected[facet];
    if (facet === "standard" || wanted.length === 0) continue;
    if (facet === "in_stock") {
      misses.push("(p.in_stock = 0)");
      continue;
    }
    const name = columnName[facet];
    misses.push(
      `(${name} IS NULL OR ${name} NOT IN (SELECT value FROM json_each(?)))`,
    );
    missArgs.push(
      JSON.stringify(facet === "temp" ? wanted.map(Number) : wanted),
    );
  }
  if (misses.length > 1) {
    where.push(`(${misses.join(" + ")}) <= 1`);
    args.push(...missArgs);
  }
  for (const pattern of likeTerms(q)) {
    where.push("p.search_text LIKE ? ESCAPE '\\'");
    args.push(pattern);
  }
  const sql = `SELECT p.id, p.category, p.rated_voltage, p.conductor_material, p.insulation, p.sheath, p.armour,
      p.fire_behaviour, p.max_conductor_temp_c, p.in_stock, p.sort_order, p.name
    FROM products p INDEXED BY products_finder_idx WHERE ${where.join(" AND ")}`;
  return prepared(sql)
    .raw(true)
    .all(...args) as unknown[][];
}

/** The products made to any of `wanted`. */
function madeTo(wanted: string[]): Set<string> {
  const rows = prepared(
    "SELECT DISTINCT product_id FROM product_standards WHERE standard IN (SELECT value FROM json_each(?))",
  )
    .raw(true)
    .all(JSON.stringify(wanted)) as [string][];
  return new Set(rows.map(([id]) => id));
}

/** How many of `ids` are made to each standard. */
function standardCounts(ids: string[]): Map<string, number> {
  if (ids.length === 0) return new Map();
  const rows = prepared(
    "SELECT standard, count(*) FROM product_standards WHERE product_id IN (SELECT value FROM json_each(?)) GROUP BY standard",
  )
    .raw(true)
    .all(JSON.stringify(ids)) as [string, number][];
  return new Map(rows);
}

/** The constructions of `ids`, from `product_sizes_finder_idx` alone. */
function sizesOf(ids: string[]): Map<string, SizeRow[]> {
  const byProduct = new Map<string, SizeRow[]>();
  if (ids.length === 0) return byProduct;
  const rows = prepared(
    "SELECT product_id, cores, section_mm2, conductor_class FROM product_sizes INDEXED BY product_sizes_finder_idx WHERE product_id IN (SELECT value FROM json_each(?))",
  )
    .raw(true)
    .all(JSON.stringify(ids)) as [string, number, number, number][];
  for (const [id, cores, section, conductorClass] of rows) {
    let list = byProduct.get(id);
    if (!list) byProduct.set(id, (list = []));
    list.push([cores, section, conductorClass]);
  }
  return byProduct;
}

export interface FinderOptions {
  perPage?: number;
  /** A page past the end shows the last page (pages) or nothing (the API). */
  clampPage?: boolean;
  /** Leave out the culprit search (used by the culprit search itself). */
  culprits?: boolean;
}

/** Answers the finder's query within `scope`: one page of products, facet counts, culprits. */
export function findProducts(
  query: FinderQuery,
  scope: FinderScope = {},
  options: FinderOptions = {},
): FinderResult {
  const { perPage = PRODUCTS_PER_PAGE, clampPage = true } = options;
  const selected: Record<ProductFacet, string[]> = {
    category: scope.category ? [] : query.facets.category,
    voltage: query.facets.voltage,
    material: query.facets.material,
    insulation: query.facets.insulation,
    sheath: query.facets.sheath,
    armour: query.facets.armour,
    fire: query.facets.fire,
    temp: query.facets.temp,
    standard: query.facets.standard,
    in_stock: query.inStock ? ["1"] : [],
  };
  const { ranges } = query;
  const sizeActive: Record<SizeGroup, boolean> = {
    class: query.facets.class.length > 0,
    cores:
      query.facets.cores.length > 0 ||
      ranges.cores_min !== undefined ||
      ranges.cores_max !== undefined,
    section:
      ranges.section_min !== undefined || ranges.section_max !== undefined,
  };
  const anySizeFilter = sizeGroups.some((group) => sizeActive[group]);

  const standardBit = 1 << productFacets.indexOf("standard");
  const withStandard =
    selected.standard.length > 0 ? madeTo(selected.standard) : null;
  // A facet's value in a scanned row (its column; in stock as "1"), as the address writes it.
  const valueOf = (raw: unknown[], facet: ProductFacet): string | null => {
    if (facet === "standard") return null;
    if (facet === "in_stock") return raw[9] ? "1" : null;
    const cell = raw[column[facet]];
    return cell === null || cell === undefined ? null : String(cell);
  };
  const checks = productFacets
    .map((facet, bit) => ({
      facet,
      bit: 1 << bit,
      wanted: new Set(selected[facet]),
    }))
    .filter((check) => check.wanted.size > 0);
  const rows: Row[] = [];
  // Plain loops over the raw rows: at 10,000 products an object per facet and row cost more than the scan.
  for (const raw of scopeRows(scope, query.q, selected)) {
    const id = String(raw[0]);
    let failures = 0;
    for (const { facet, bit, wanted } of checks) {
      const failed =
        facet === "standard"
          ? !withStandard!.has(id)
          : !wanted.has(valueOf(raw, facet) ?? "");
      if (failed) failures |= bit;
    }
    rows.push({
      id,
      raw,
      failures,
      sizes: [],
      name: String(raw[11]),
      sortOrder: Number(raw[10]),
    });
  }

  // Sizes of the products that match, or miss by one facet (they count for that facet's values).
  const oneOrNone = (failures: number) => (failures & (failures - 1)) === 0;
  const needSizes = rows.filter(
    (row) => row.failures === 0 || (anySizeFilter && oneOrNone(row.failures)),
  );
  const sizes = sizesOf(needSizes.map((row) => row.id));
  for (const row of needSizes) row.sizes = sizes.get(row.id) ?? [];

  const coresWanted = query.facets.cores.map(Number);
  const classWanted = query.facets.class.map(Number);
  const passes: Record<SizeGroup, (size: SizeRow) => boolean> = {
    class: ([, , conductorClass]) =>
      classWanted.length === 0 || classWanted.includes(conductorClass),
    cores: ([cores]) =>
      (coresWanted.length === 0 || coresWanted.includes(cores)) &&
      cores >= (ranges.cores_min ?? 0) &&
      cores <= (ranges.cores_max ?? Infinity),
    section: ([, section]) =>
      section >= (ranges.section_min ?? 0) - 1e-9 &&
      section <= (ranges.section_max ?? Infinity) + 1e-9,
  };
  const activeGroups = sizeGroups.filter((group) => sizeActive[group]);
  /** A size passes every active group but `except`. */
  const sizePasses = (size: SizeRow, except?: SizeGroup) =>
    activeGroups.every((group) => group === except || passes[group](size));
  const sizeOk = (row: Row, except?: SizeGroup) => {
    const groups = activeGroups.filter((group) => group !== except);
    return (
      groups.length === 0 || row.sizes.some((size) => sizePasses(size, except))
    );
  };

  const matching = rows.filter((row) => row.failures === 0 && sizeOk(row));

  // Product facets: a row counts for facet f when f is its only failure (or it has none).
  const counts = new Map<ProductFacet, Map<string, number>>(
    productFacets.map((facet) => [facet, new Map()]),
  );
  for (const row of rows) {
    if (!oneOrNone(row.failures) || !sizeOk(row)) continue;
    productFacets.forEach((facet, bit) => {
      if (
        facet === "standard" ||
        (row.failures !== 0 && row.failures !== 1 << bit)
      )
        return;
      const value = valueOf(row.raw, facet);
      if (value === null) return;
      const map = counts.get(facet)!;
      map.set(value, (map.get(value) ?? 0) + 1);
    });
  }

  // Standards: counted in SQL over the products whose only failure, if any, is the standard.
  counts.set(
    "standard",
    standardCounts(
      rows
        .filter(
          (row) =>
            (row.failures === 0 || row.failures === standardBit) && sizeOk(row),
        )
        .map((row) => row.id),
    ),
  );

  // Size facets and ranges: over the rows that pass every product facet.
  const classCounts = new Map<string, number>();
  const coreCounts = new Map<string, number>();
  let section: AvailableRange | null = null;
  let cores: AvailableRange | null = null;
  const widen = (
    range: AvailableRange | null,
    value: number,
  ): AvailableRange =>
    range
      ? { min: Math.min(range.min, value), max: Math.max(range.max, value) }
      : { min: value, max: value };
  for (const row of rows) {
    if (row.failures !== 0) continue;
    const classes = new Set<number>();
    const coreValues = new Set<number>();
    for (const size of row.sizes) {
      if (sizePasses(size, "class")) classes.add(size[2]);
      if (sizePasses(size, "cores")) {
        coreValues.add(size[0]);
        cores = widen(cores, size[0]);
      }
      if (sizePasses(size, "section")) section = widen(section, size[1]);
    }
    for (const value of classes)
      classCounts.set(String(value), (classCounts.get(String(value)) ?? 0) + 1);
    for (const value of coreValues)
      coreCounts.set(String(value), (coreCounts.get(String(value)) ?? 0) + 1);
  }

  const order: Record<CodeFacet | "in_stock", readonly string[]> = {
    category: listCategories().map((category) => category.id),
    voltage: ratedVoltages,
    material: conductorMaterials,
    insulation: insulations,
    sheath: sheaths,
    armour: armours,
    fire: fireBehaviours,
    temp: [],
    standard: standards,
    class: conductorClasses.map(String),
    cores: [],
    in_stock: ["1"],
  };
  const facetList = (
    name: CodeFacet | "in_stock",
    map: Map<string, number>,
    chosen: string[],
  ): FinderResult["facets"][number] => {
    const known = order[name];
    const values = [...new Set([...map.keys(), ...chosen])].sort((a, b) =>
      known.length > 0
        ? known.indexOf(a) - known.indexOf(b) || a.localeCompare(b)
        : Number(a) - Number(b),
    );
    return {
      name,
      values: values.map((value) => ({
        value,
        count: map.get(value) ?? 0,
        selected: chosen.includes(value),
      })),
    };
  };
  const facets: FinderResult["facets"] = [];
  for (const name of codeFacets) {
    if (name === "category" && scope.category) continue;
    const map =
      name === "class"
        ? classCounts
        : name === "cores"
          ? coreCounts
          : counts.get(name)!;
    facets.push(facetList(name, map, query.facets[name]));
  }
  facets.push(
    facetList("in_stock", counts.get("in_stock")!, selected.in_stock),
  );

  // Sorting: the catalogue's order first; the others reorder it (stable sorts keep it for ties).
  const smallest = (row: Row) => {
    const fitting = row.sizes.filter((size) => sizePasses(size));
    return fitting.length
      ? Math.min(...fitting.map((size) => size[1]))
      : Infinity;
  };
  // Names compared as SQLite's BINARY collation does (code units), not by locale.
  const byName = (a: Row, b: Row) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  // The catalogue's order (sort_order, name, id), as the listing before the finder.
  const catalogueOrder = (a: Row, b: Row) =>
    a.sortOrder - b.sortOrder ||
    byName(a, b) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...matching].sort(catalogueOrder);
  if (query.sort === "name") sorted.sort(byName);
  if (query.sort === "name-desc") sorted.sort((a, b) => byName(b, a));
  if (query.sort === "section" || query.sort === "section-desc") {
    const key = new Map(sorted.map((row) => [row.id, smallest(row)]));
    const sign = query.sort === "section" ? 1 : -1;
    // Products with no size go last either way; ties keep the catalogue's order (a stable sort).
    sorted.sort((a, b) => {
      const x = key.get(a.id)!;
      const y = key.get(b.id)!;
      if (x === y) return 0;
      if (x === Infinity) return 1;
      if (y === Infinity) return -1;
      return sign * (x - y);
    });
  }

  const total = sorted.length;
  const pageCount = pageCountFor(total, perPage);
  const page = clampPage ? Math.min(query.page, pageCount) : query.page;
  const pageIds = sorted
    .slice((page - 1) * perPage, page * perPage)
    .map((row) => row.id);
  const pageProducts = loadProducts(pageIds);

  let culprits: string[] = [];
  if (total === 0 && options.culprits !== false) {
    culprits = [
      ...productFacets.filter((facet, bit) =>
        rows.some((row) => row.failures === 1 << bit && sizeOk(row)),
      ),
      ...activeGroups.filter((group) =>
        rows.some((row) => row.failures === 0 && sizeOk(row, group)),
      ),
    ];
    if (culprits.length === 0 && query.q) {
      const withoutText = findProducts({ ...query, q: "", page: 1 }, scope, {
        perPage: 1,
        culprits: false,
      });
      if (withoutText.total > 0) culprits = ["q"];
    }
  }

  return {
    products: pageProducts,
    total,
    page,
    pageCount,
    facets,
    ranges: { section, cores },
    culprits,
  };
}

/** Whole product rows for a page of ids, in that order. */
function loadProducts(ids: string[]): Product[] {
  if (ids.length === 0) return [];
  // By primary key only: the scan already left deleted products out, and a "deleted_at IS NULL"
  // here made SQLite walk an index of every product instead of 24 key lookups.
  const rows = getDb()
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row): row is Product => row !== undefined);
}

/** Whether the query filters anything (a search or a facet, range or stock filter; not sort or page). */
export function isFiltered(query: FinderQuery): boolean {
  return (
    query.q !== "" ||
    query.inStock ||
    Object.values(query.facets).some((values) => values.length > 0) ||
    Object.keys(query.ranges).length > 0
  );
}

/** Parameters only the finder's form sends: their presence means a form submission (no JS). */
const formOnly = [
  "section_min",
  "section_max",
  "cores_min",
  "cores_max",
  "sort",
];

/**
 * The finder for a page's loader: the parsed query, one page of results, and what the form shows.
 * `redirect` is the clean address when a form submitted without JavaScript sent empty fields or the
 * default sort (`?q=&section_min=&sort=catalogue&armour=swa` becomes `?armour=swa`).
 */
export function finderPage(request: Request, scope: FinderScope = {}) {
  const url = new URL(request.url);
  const params = url.searchParams;
  if (formOnly.some((name) => params.has(name))) {
    const clean = cleanFinderSearch(params);
    if (clean !== params.toString())
      return {
        redirect: clean ? `${url.pathname}?${clean}` : url.pathname,
      } as const;
  }
  const { query, problems } = parseFinderQuery(params);
  const result = findProducts(query, scope);
  const names = scope.category
    ? {}
    : Object.fromEntries(
        listCategories().map((category) => [category.id, category.name]),
      );
  const data: FinderData = {
    facets: result.facets
      .filter((facet) => facet.name !== "cores")
      .map((facet) => [
        facet.name,
        facet.values.map(
          ({ value, count }) => [value, count] as [string, number],
        ),
      ]),
    section: result.ranges.section && [
      result.ranges.section.min,
      result.ranges.section.max,
    ],
    cores: result.ranges.cores && [
      result.ranges.cores.min,
      result.ranges.cores.max,
    ],
    culprits: result.culprits,
    problems: problems.map((problem) => problem.message),
    categories: names,
  };
  return {
    redirect: null,
    query,
    result,
    data,
    filtered: isFiltered(query),
  } as const;
}
