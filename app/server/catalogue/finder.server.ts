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
} from "~/lib/catalogue/cable-attributes";
import { canonicalCategoryId } from "~/lib/catalogue/catalogue";
import {
  type CodeFacet,
  cleanFinderSearch,
  codeFacets,
  defaultSort,
  type FinderData,
  type RangeParam,
  type SortValue,
  sortValues,
} from "~/lib/catalogue/finder";
import { pageCountFor, parsePage } from "~/lib/pagination";
import { parseStrictNumber } from "~/lib/forms/strict-number";
import { format, type Locale } from "~/locales";
import { finderProblems } from "~/locales/en/finder.server";
import {
  cleanQuery,
  likeTerms,
  listCategories,
  PRODUCTS_PER_PAGE,
} from "./catalogue.server";
import { searchWords } from "~/lib/catalogue/search-fold";
import { categoriesMatching } from "./category-search.server";
import { requestLocale } from "../platform/locale.server";
import { getDb } from "../db/client.server";
import { type Product, products } from "../db/schema.server";

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

/** Each product facet's column in `products`. */
const facetColumn: Record<Exclude<ProductFacet, "standard">, string> = {
  category: "category",
  voltage: "rated_voltage",
  material: "conductor_material",
  insulation: "insulation",
  sheath: "sheath",
  armour: "armour",
  fire: "fire_behaviour",
  temp: "max_conductor_temp_c",
  in_stock: "in_stock",
};
/**
 * What the counting pass groups by: `products_finder_idx`'s columns in its order, so SQLite reads
 * the groups straight off the index without sorting. Products alike in all of these fail the same
 * facets and count for the same values: a catalogue has few such groups (334 among 10,000
 * generated products), however many products match.
 */
const groupColumns = [
  "category",
  "subcategory",
  "rated_voltage",
  "conductor_material",
  "insulation",
  "sheath",
  "armour",
  "fire_behaviour",
  "max_conductor_temp_c",
  "in_stock",
  "standards_list",
  "size_classes",
  "size_cores",
] as const;
const at = (name: (typeof groupColumns)[number]) => groupColumns.indexOf(name);
/** Bit i of a product's failures: it misses product facet i. */
const facetBit = (facet: ProductFacet) => 1 << productFacets.indexOf(facet);
const allFacetBits = (1 << productFacets.length) - 1;

const statements = new WeakMap<object, Map<string, Statement>>();
/** Prepared statements by text, a bounded number: the text varies with the filters chosen. */
function prepared(sql: string): Statement {
  const client = getDb().$client;
  let byText = statements.get(client);
  if (!byText) statements.set(client, (byText = new Map()));
  let statement = byText.get(sql);
  if (statement) {
    // Most recently used last, so the oldest is the one let go.
    byText.delete(sql);
  } else {
    statement = client.prepare(sql);
    if (byText.size >= 200) byText.delete(byText.keys().next().value!);
  }
  byText.set(sql, statement);
  return statement;
}

export interface FinderOptions {
  perPage?: number;
  /** A page past the end shows the last page (pages) or nothing (the API). */
  clampPage?: boolean;
  /** Leave out the culprit search (used by the culprit search itself). */
  culprits?: boolean;
  /** The page's language: "sort by name" orders by the names it shows. */
  locale?: Locale;
}

/**
 * The finder's SQL for one query (docs/decisions/020-finder.md). Every value from the address is
 * a bound parameter; the texts vary only with which filters are chosen.
 *
 * - `counts`: one pass over the products in scope (not deleted, category, every search word) that
 *   miss at most one facet, grouped by `groupColumns`: per group its failures, how many products,
 *   how many pass the size filters, and the size ranges. Only the groups cross into JavaScript.
 * - `sizes` (only with a size filter): the size facets and ranges of the products that pass every
 *   product facet, from the sizes that pass the other size groups.
 * - `page`: the page's ids, in display order from `products_listing_idx` (the catalogue's order
 *   needs no sort and stops at the page's last product).
 */
function finderSql(
  query: FinderQuery,
  scope: FinderScope,
  selected: Record<ProductFacet, string[]>,
  activeGroups: SizeGroup[],
  locale: Locale,
) {
  const params: Record<string, string | number> = {};
  const { ranges } = query;
  /** `(@name_0, @name_1, ...)`: the values as parameters of an IN list (cheaper than json_each). */
  const list = (name: string, values: (string | number)[]) => {
    values.forEach((value, i) => (params[`${name}_${i}`] = value));
    return `(${values.map((_, i) => `@${name}_${i}`).join(", ")})`;
  };

  // Each chosen facet: whether a product has it (1 or 0; a null column has none).
  const has: { bit: number; test: string }[] = [];
  for (const facet of productFacets) {
    const wanted = selected[facet];
    if (wanted.length === 0) continue;
    let test: string;
    if (facet === "in_stock") test = "p.in_stock";
    else if (facet === "standard") {
      // The summary is a sorted JSON array of codes from a fixed list (no quotes in them), so the
      // quoted code is found exactly where the product is made to it.
      wanted.forEach((code, i) => (params[`standard_${i}`] = `"${code}"`));
      test = `(${wanted.map((_, i) => `instr(p.standards_list, @standard_${i}) > 0`).join(" OR ")})`;
    } else
      test = `coalesce(p.${facetColumn[facet]} IN ${list(facet, facet === "temp" ? wanted.map(Number) : wanted)}, 0)`;
    has.push({ bit: facetBit(facet), test });
  }
  const failures =
    has.length > 0
      ? has
          .map(({ bit, test }) => `(CASE WHEN ${test} THEN 0 ELSE ${bit} END)`)
          .join(" + ")
      : "0";
  const passesEveryFacet =
    has.length > 0 ? has.map(({ test }) => test).join(" AND ") : "1";

  // Size groups: the conditions on one size (`z`), and what the summary columns already rule out.
  const sizeConditions: Record<SizeGroup, string[]> = {
    class: [],
    cores: [],
    section: [],
  };
  const summaryConditions: Record<SizeGroup, string[]> = {
    class: [],
    cores: [],
    section: [],
  };
  if (query.facets.class.length > 0) {
    const classes = query.facets.class.map(Number);
    params.class_mask = classes.reduce((mask, value) => mask | (1 << value), 0);
    sizeConditions.class.push(`z.conductor_class IN ${list("class", classes)}`);
    summaryConditions.class.push("(p.size_classes & @class_mask) != 0");
  }
  if (query.facets.cores.length > 0)
    sizeConditions.cores.push(
      `z.cores IN ${list("cores", query.facets.cores.map(Number))}`,
    );
  if (ranges.cores_min !== undefined) {
    params.cores_min = ranges.cores_min;
    sizeConditions.cores.push("z.cores >= @cores_min");
    summaryConditions.cores.push("p.cores_max >= @cores_min");
  }
  if (ranges.cores_max !== undefined) {
    params.cores_max = ranges.cores_max;
    sizeConditions.cores.push("z.cores <= @cores_max");
    summaryConditions.cores.push("p.cores_min <= @cores_max");
  }
  // A hair of tolerance: 2.5 typed matches 2.5 stored, whatever the binary fraction.
  if (ranges.section_min !== undefined) {
    params.section_min = ranges.section_min - 1e-9;
    sizeConditions.section.push("z.section_mm2 >= @section_min");
    summaryConditions.section.push("p.section_max >= @section_min");
  }
  if (ranges.section_max !== undefined) {
    params.section_max = ranges.section_max + 1e-9;
    sizeConditions.section.push("z.section_mm2 <= @section_max");
    summaryConditions.section.push("p.section_min <= @section_max");
  }
  const conditionsOf = (
    groups: SizeGroup[],
    which: Record<SizeGroup, string[]>,
  ) => groups.flatMap((group) => which[group]);
  /**
   * A product has one size that passes every group of `groups` (true when there are none). The
   * summary columns rule most products out first; the page's index leaves them out (`summary`).
   */
  const hasSize = (groups: SizeGroup[], summary = true) =>
    groups.length === 0
      ? "1"
      : `(${[
          ...(summary ? conditionsOf(groups, summaryConditions) : []),
          `EXISTS (SELECT 1 FROM product_sizes z INDEXED BY product_sizes_finder_idx WHERE z.product_id = p.id AND ${conditionsOf(groups, sizeConditions).join(" AND ")})`,
        ].join(" AND ")})`;
  const but = (group: SizeGroup) => activeGroups.filter((g) => g !== group);
  const sizeActive = (group: SizeGroup) => activeGroups.includes(group);

  const where = ["p.deleted_at IS NULL"];
  if (scope.category) {
    where.push("p.category = @scope_category");
    params.scope_category = canonicalCategoryId(scope.category);
  }
  if (scope.subcategory) {
    where.push("p.subcategory = @scope_subcategory");
    params.scope_subcategory = scope.subcategory;
  }
  const atMostOneMiss =
    has.length > 1
      ? [`(${has.map(({ test }) => `(NOT ${test})`).join(" + ")}) <= 1`]
      : [];
  // The text last: the LIKE is the expensive test.
  // A word may instead be in a translated name of the product's category (category-search.server.ts).
  const inCategories = categoriesMatching(searchWords(query.q));
  const text = likeTerms(query.q).map((pattern, i) => {
    params[`q${i}`] = pattern;
    const ids = inCategories[i] ?? [];
    ids.forEach((id, j) => (params[`qc${i}_${j}`] = id));
    const list = ids.map((_, j) => `@qc${i}_${j}`).join(", ");
    return ids.length === 0
      ? `p.search_text LIKE @q${i} ESCAPE '\\'`
      : `(p.search_text LIKE @q${i} ESCAPE '\\' OR p.category IN (${list}) OR p.subcategory IN (${list}))`;
  });

  const counts = `SELECT ${groupColumns.map((name) => `p.${name}`).join(", ")}, ${failures},
      count(*), sum(${hasSize(activeGroups)}), ${sizeGroups.map((group) => `sum(${sizeActive(group) ? hasSize(but(group)) : "0"})`).join(", ")},
      min(p.section_min), max(p.section_max), min(p.cores_min), max(p.cores_max)
    FROM products p INDEXED BY products_finder_idx
    WHERE ${[...where, ...atMostOneMiss, ...text].join(" AND ")}
    GROUP BY p.deleted_at, ${groupColumns.map((name) => `p.${name}`).join(", ")}`;

  let sizes: string | null = null;
  if (activeGroups.length > 0) {
    // CROSS JOIN keeps this order (SQLite's rule): the few products of `m`, then their sizes by
    // index; left free, the planner once scanned all 100,000 sizes for a range.
    const passing = (group: SizeGroup) =>
      `m CROSS JOIN product_sizes z INDEXED BY product_sizes_finder_idx ON z.product_id = m.id WHERE m.${sizeActive(group) ? `but_${group}` : "passes"} AND ${conditionsOf(but(group), sizeConditions).join(" AND ")}`;
    const parts: string[] = [];
    if (but("class").length > 0)
      parts.push(
        `SELECT 'class', z.conductor_class, count(DISTINCT m.id) FROM ${passing("class")} GROUP BY z.conductor_class`,
      );
    if (but("cores").length > 0)
      parts.push(
        `SELECT 'cores', z.cores, count(DISTINCT m.id) FROM ${passing("cores")} GROUP BY z.cores`,
        `SELECT 'cores_range', min(z.cores), max(z.cores) FROM ${passing("cores")}`,
      );
    if (but("section").length > 0)
      parts.push(
        `SELECT 'section_range', min(z.section_mm2), max(z.section_mm2) FROM ${passing("section")}`,
      );
    sizes = `WITH m AS MATERIALIZED (
        SELECT p.id, ${[
          `${hasSize(activeGroups)} AS passes`,
          ...activeGroups.map(
            (group) => `${hasSize(but(group))} AS but_${group}`,
          ),
        ].join(", ")}
        FROM products p INDEXED BY products_finder_idx
        WHERE ${[...where, passesEveryFacet, ...text].join(" AND ")})
      ${parts.join("\nUNION ALL\n")}`;
  }

  // The page: the catalogue's order (sort order, name, id) breaks every tie, as the listing did.
  const catalogue = "p.sort_order, p.name, p.id";
  let order = catalogue;
  if (query.sort === "name" || query.sort === "name-desc") {
    // By the name the page shows: on an Arabic page the translation, else the English name (the
    // fallback the cards show). English pages keep the index-friendly column.
    let name = "p.name";
    if (locale !== "en") {
      params.locale = locale;
      name =
        "coalesce((SELECT nullif(t.name, '') FROM product_texts t WHERE t.product_id = p.id AND t.locale = @locale), p.name)";
    }
    order = `${name}${query.sort === "name-desc" ? " DESC" : ""}, ${catalogue}`;
  }
  if (query.sort === "section" || query.sort === "section-desc") {
    // The smallest section among the sizes that pass the filters; products without one go last.
    const key =
      activeGroups.length === 0
        ? "p.section_min"
        : `(SELECT min(z.section_mm2) FROM product_sizes z INDEXED BY product_sizes_finder_idx WHERE z.product_id = p.id AND ${conditionsOf(activeGroups, sizeConditions).join(" AND ")})`;
    order = `${key} IS NULL, ${key}${query.sort === "section-desc" ? " DESC" : ""}, ${catalogue}`;
  }
  const page = `SELECT p.id FROM products p INDEXED BY products_listing_idx
    WHERE ${[...where, passesEveryFacet, hasSize(activeGroups, false), ...text].join(" AND ")}
    ORDER BY ${order} LIMIT @limit OFFSET @offset`;

  const only = (sql: string, extra: Record<string, number> = {}) => {
    const used = Object.fromEntries(
      Object.entries(params).filter(([name]) =>
        new RegExp(`@${name}\\b`).test(sql),
      ),
    );
    return { sql, params: { ...used, ...extra } };
  };
  return {
    counts: only(counts),
    sizes: sizes === null ? null : only(sizes),
    page: (limit: number, offset: number) => only(page, { limit, offset }),
  };
}

/** Answers the finder's query within `scope`: one page of products, facet counts, culprits. */
export function findProducts(
  query: FinderQuery,
  scope: FinderScope = {},
  options: FinderOptions = {},
): FinderResult {
  const {
    perPage = PRODUCTS_PER_PAGE,
    clampPage = true,
    locale = "en",
  } = options;
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
  const activeGroups = sizeGroups.filter((group) => sizeActive[group]);
  const sql = finderSql(query, scope, selected, activeGroups, locale);
  const all = ({ sql: text, params }: { sql: string; params: object }) =>
    prepared(text).raw(true).all(params) as unknown[][];

  const counts = new Map<string, Map<string, number>>();
  const count = (facet: string, value: string, n: number) => {
    let map = counts.get(facet);
    if (!map) counts.set(facet, (map = new Map()));
    map.set(value, (map.get(value) ?? 0) + n);
  };
  let section: AvailableRange | null = null;
  let cores: AvailableRange | null = null;
  const widen = (
    range: AvailableRange | null,
    min: unknown,
    max: unknown,
  ): AvailableRange | null => {
    if (min === null || max === null) return range;
    const [low, high] = [Number(min), Number(max)];
    return range
      ? { min: Math.min(range.min, low), max: Math.max(range.max, high) }
      : { min: low, max: high };
  };
  let total = 0;
  const misses = new Set<number>();
  const sizeMisses = new Set<SizeGroup>();
  const noOtherSizeGroup = (group: SizeGroup) =>
    activeGroups.every((other) => other === group);

  // The groups: products alike in every facet column and size summary (see `groupColumns`).
  for (const row of all(sql.counts)) {
    const failures = Number(row[groupColumns.length]);
    const numbers = row.slice(groupColumns.length + 1).map(Number);
    const products = numbers[0]!;
    const passing = numbers[1]!;
    const passingBut = numbers.slice(2, 2 + sizeGroups.length);
    const [sectionMin, sectionMax, coresMin, coresMax] = row.slice(
      groupColumns.length + 3 + sizeGroups.length,
    );
    if (passing > 0) {
      if (failures === 0) total += passing;
      else misses.add(failures);
      // A product facet counts the products whose only failure, if any, is that facet.
      for (const facet of productFacets) {
        if ((failures & (allFacetBits & ~facetBit(facet))) !== 0) continue;
        if (facet === "category" && scope.category) continue;
        if (facet === "standard") {
          for (const code of JSON.parse(
            String(row[at("standards_list")]),
          ) as string[])
            count(facet, code, passing);
          continue;
        }
        const value =
          row[at(facetColumn[facet] as (typeof groupColumns)[number])];
        if (facet === "in_stock") {
          if (value) count(facet, "1", passing);
        } else if (value !== null) count(facet, String(value), passing);
      }
    }
    if (failures !== 0) continue;
    // Products that pass every facet but one size group: that group alone emptied the list.
    sizeGroups.forEach((group, i) => {
      if (sizeActive[group] && passingBut[i]! > passing) sizeMisses.add(group);
    });
    // Size facets and ranges without another size filter: every size of these products counts.
    if (noOtherSizeGroup("class")) {
      const mask = Number(row[at("size_classes")]);
      for (const value of conductorClasses)
        if ((mask >> value) & 1) count("class", String(value), products);
    }
    if (noOtherSizeGroup("cores")) {
      for (const value of JSON.parse(String(row[at("size_cores")])) as number[])
        count("cores", String(value), products);
      cores = widen(cores, coresMin, coresMax);
    }
    if (noOtherSizeGroup("section"))
      section = widen(section, sectionMin, sectionMax);
  }
  if (sql.sizes)
    for (const [kind, value, n] of all(sql.sizes)) {
      if (kind === "cores_range") cores = widen(cores, value, n);
      else if (kind === "section_range") section = widen(section, value, n);
      else count(String(kind), String(value), Number(n));
    }

  const pageCount = pageCountFor(total, perPage);
  const page = clampPage ? Math.min(query.page, pageCount) : query.page;
  const pageIds =
    total > 0 && page <= pageCount
      ? all(sql.page(perPage, (page - 1) * perPage)).map(([id]) => String(id))
      : [];

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
    chosen: string[],
  ): FinderResult["facets"][number] => {
    const map = counts.get(name) ?? new Map<string, number>();
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
    facets.push(facetList(name, query.facets[name]));
  }
  facets.push(facetList("in_stock", selected.in_stock));

  let culprits: string[] = [];
  if (total === 0 && options.culprits !== false) {
    culprits = [
      ...productFacets.filter((facet) => misses.has(facetBit(facet))),
      ...activeGroups.filter((group) => sizeMisses.has(group)),
    ];
    if (culprits.length === 0 && query.q) {
      const withoutText = findProducts({ ...query, q: "", page: 1 }, scope, {
        perPage: 1,
        culprits: false,
        locale,
      });
      if (withoutText.total > 0) culprits = ["q"];
    }
  }

  return {
    products: loadProducts(pageIds),
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
  const locale = requestLocale(request);
  const result = findProducts(query, scope, { locale });
  // The facet's names in the page's language; on an Arabic page, those still English are listed
  // so the form marks them lang="en" (docs/decisions/041).
  const listed = scope.category ? [] : listCategories(locale);
  const names = Object.fromEntries(
    listed.map((category) => [category.id, category.name]),
  );
  const englishNames = listed
    .filter((category) => category.lang?.name === "en")
    .map((category) => category.id);
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
    ...(englishNames.length > 0 ? { englishCategories: englishNames } : {}),
  };
  return {
    redirect: null,
    query,
    result,
    data,
    filtered: isFiltered(query),
  } as const;
}
