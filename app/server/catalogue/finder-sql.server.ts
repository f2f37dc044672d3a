import type { Statement } from "better-sqlite3";
import { canonicalCategoryId } from "~/lib/catalogue/catalogue";
import { type Locale } from "~/locales";
import { likeTerms } from "./catalogue.server";
import { searchWords } from "~/lib/catalogue/search-fold";
import { categoriesMatching } from "./category-search.server";
import type { FinderQuery, FinderScope } from "./finder-query.server";
import { getDb } from "../db/client.server";

/**
 * The finder's SQL (docs/decisions/020-finder.md): the statements one query needs, built from which
 * filters are chosen, every value a bound parameter. ./finder.server.ts runs them.
 */

/** Product-level filters (the product's own columns). */
export const productFacets = [
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
export type ProductFacet = (typeof productFacets)[number];
/** Size-level groups: a product matches when one size passes every active group. */
export const sizeGroups = ["class", "cores", "section"] as const;
export type SizeGroup = (typeof sizeGroups)[number];

/** Each product facet's column in `products`. */
export const facetColumn: Record<Exclude<ProductFacet, "standard">, string> = {
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
export const groupColumns = [
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
export const at = (name: (typeof groupColumns)[number]) =>
  groupColumns.indexOf(name);
/** Bit i of a product's failures: it misses product facet i. */
export const facetBit = (facet: ProductFacet) =>
  1 << productFacets.indexOf(facet);
export const allFacetBits = (1 << productFacets.length) - 1;

const statements = new WeakMap<object, Map<string, Statement>>();
/** Prepared statements by text, a bounded number: the text varies with the filters chosen. */
export function prepared(sql: string): Statement {
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

/**
 * The finder's SQL for one query (docs/decisions/020-finder.md). Every value from the address is
 * a bound parameter; the texts vary only with which filters are chosen.
 *
 * - `counts`: one pass over the products in scope (not deleted, category, every search word) that
 *   miss at most one facet, grouped by `groupColumns`: per group its failures, how many products,
 *   how many pass the size filters, and the size ranges. Only the groups cross into JavaScript.
 * - `sizes` (only with a size filter): the size facets and ranges of the products that pass every
 *   product facet, from the sizes that pass the other size groups.
 * - `nearby` (only when the size filters emptied the list): the sizes under every other filter.
 * - `page`: the page's ids, in display order from `products_listing_idx` (the catalogue's order
 *   needs no sort and stops at the page's last product).
 */
export function finderSql(
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

  // The sizes that exist under every filter but the cores and sections (asked only when those
  // emptied the list, to offer the nearest: finder-hints.server.ts).
  const nearby = `SELECT z.cores, z.section_mm2, count(DISTINCT p.id)
    FROM products p INDEXED BY products_finder_idx
    CROSS JOIN product_sizes z INDEXED BY product_sizes_finder_idx ON z.product_id = p.id
    WHERE ${[...where, passesEveryFacet, ...text, ...sizeConditions.class].join(" AND ")}
    GROUP BY z.cores, z.section_mm2`;

  // The page: the catalogue's order (sort order, name, id) breaks every tie, as the listing did.
  const catalogue = "p.sort_order, p.name, p.id";
  let order = catalogue;
  let collated: string | null = null;
  if (query.sort === "name" || query.sort === "name-desc") {
    if (locale === "en")
      order = `p.name${query.sort === "name-desc" ? " DESC" : ""}, ${catalogue}`;
    else {
      // By the name the page shows: the translation, else the English name (the fallback the cards
      // show), ordered by the language's collation, which SQLite lacks (its order is the code
      // points': English fallbacks before every Arabic name, «إ» apart from «ا», a vowel mark
      // deciding before the next letter) and better-sqlite3 cannot add. So every match's name is
      // read and `findProducts` orders them with Intl.Collator (`collatedPage`).
      params.locale = locale;
      collated = `SELECT p.id, coalesce((SELECT nullif(t.name, '') FROM product_texts t WHERE t.product_id = p.id AND t.locale = @locale), p.name), p.sort_order, p.name
    FROM products p
    WHERE ${[...where, passesEveryFacet, hasSize(activeGroups, false), ...text].join(" AND ")}`;
    }
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
    nearby: only(nearby),
    page: (limit: number, offset: number) => only(page, { limit, offset }),
    /** "Sort by name" on a page not in English: every match with its shown name, unordered. */
    collated: collated === null ? null : only(collated),
  };
}
