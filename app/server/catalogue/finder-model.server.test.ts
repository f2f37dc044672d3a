import { beforeAll, describe, expect, it } from "vitest";
import { seedGeneratedCatalogue } from "../../../scripts/generate-catalogue";
import {
  armours,
  conductorMaterials,
  fireBehaviours,
  insulations,
  ratedVoltages,
  sheaths,
} from "~/lib/catalogue/cable-attributes";
import { likeTerms } from "./catalogue.server";
import { getDb } from "../db/client.server";
import { type FinderResult, findProducts } from "./finder.server";
import {
  type FinderQuery,
  type FinderScope,
  parseFinderQuery,
} from "./finder-query.server";

/**
 * The finder's one SQL statement (docs/decisions/020-finder.md) against a model that anyone can
 * check by reading: every product, size and standard in plain JavaScript, each rule of the
 * finder written out once. Random queries over a generated catalogue must agree on everything:
 * the total, the page, every facet's counts, the ranges and the culprits.
 */
const PRODUCTS = 400;

interface ModelProduct {
  id: string;
  name: string;
  sortOrder: number;
  category: string;
  subcategory: string | null;
  values: Record<string, string | null>;
  standards: string[];
  sizes: { cores: number; section: number; class: number }[];
  text: string;
}
let catalogue: ModelProduct[] = [];

beforeAll(() => {
  getDb();
  seedGeneratedCatalogue(process.env.DATA_DIR!, PRODUCTS);
  const client = getDb().$client;
  // Families without sizes yet (a new product): they sort last by section, count for no size facet.
  client
    .prepare(
      "DELETE FROM product_sizes WHERE product_id IN ('g20', 'g21', 'g57')",
    )
    .run();
  const rows = client
    .prepare(
      `SELECT id, name, sort_order, category, subcategory, rated_voltage, conductor_material, insulation,
        sheath, armour, fire_behaviour, max_conductor_temp_c, in_stock, search_text
       FROM products WHERE deleted_at IS NULL`,
    )
    .all() as Record<string, string | number | null>[];
  const sizes = client
    .prepare(
      "SELECT product_id, cores, section_mm2, conductor_class FROM product_sizes",
    )
    .all() as {
    product_id: string;
    cores: number;
    section_mm2: number;
    conductor_class: number;
  }[];
  const standards = client
    .prepare("SELECT product_id, standard FROM product_standards")
    .all() as {
    product_id: string;
    standard: string;
  }[];
  catalogue = rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    sortOrder: Number(row.sort_order),
    category: String(row.category),
    subcategory: row.subcategory === null ? null : String(row.subcategory),
    values: {
      category: String(row.category),
      voltage: row.rated_voltage === null ? null : String(row.rated_voltage),
      material: String(row.conductor_material),
      insulation: String(row.insulation),
      sheath: String(row.sheath),
      armour: String(row.armour),
      fire: row.fire_behaviour === null ? null : String(row.fire_behaviour),
      temp:
        row.max_conductor_temp_c === null
          ? null
          : String(row.max_conductor_temp_c),
      in_stock: row.in_stock ? "1" : null,
    },
    standards: standards
      .filter((s) => s.product_id === row.id)
      .map((s) => s.standard),
    sizes: sizes
      .filter((s) => s.product_id === row.id)
      .map((s) => ({
        cores: s.cores,
        section: s.section_mm2,
        class: s.conductor_class,
      })),
    text: String(row.search_text),
  }));
}, 120_000);

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
];
type Size = ModelProduct["sizes"][number];

/** The finder's rules, one product at a time. */
function model(query: FinderQuery, scope: FinderScope, perPage: number) {
  const { ranges } = query;
  const chosen = (facet: string): string[] =>
    facet === "in_stock"
      ? query.inStock
        ? ["1"]
        : []
      : facet === "category" && scope.category
        ? []
        : query.facets[facet as keyof FinderQuery["facets"]];
  const fails = (product: ModelProduct, facet: string) => {
    const wanted = chosen(facet);
    if (wanted.length === 0) return false;
    if (facet === "standard")
      return !product.standards.some((s) => wanted.includes(s));
    return !wanted.includes(product.values[facet] ?? "");
  };
  const groups = {
    class: (size: Size) => query.facets.class.includes(String(size.class)),
    cores: (size: Size) =>
      (query.facets.cores.length === 0 ||
        query.facets.cores.includes(String(size.cores))) &&
      size.cores >= (ranges.cores_min ?? 0) &&
      size.cores <= (ranges.cores_max ?? Infinity),
    section: (size: Size) =>
      size.section >= (ranges.section_min ?? 0) - 1e-9 &&
      size.section <= (ranges.section_max ?? Infinity) + 1e-9,
  };
  const active = (Object.keys(groups) as (keyof typeof groups)[]).filter(
    (group) =>
      group === "class"
        ? query.facets.class.length > 0
        : group === "cores"
          ? query.facets.cores.length > 0 ||
            ranges.cores_min !== undefined ||
            ranges.cores_max !== undefined
          : ranges.section_min !== undefined ||
            ranges.section_max !== undefined,
  );
  const sizePasses = (size: Size, except?: string) =>
    active.every((group) => group === except || groups[group](size));
  const sizeOk = (product: ModelProduct, except?: string) =>
    active.filter((group) => group !== except).length === 0 ||
    product.sizes.some((size) => sizePasses(size, except));

  const inScope = catalogue.filter(
    (product) =>
      (!scope.category || product.category === scope.category) &&
      (!scope.subcategory || product.subcategory === scope.subcategory) &&
      likeTerms(query.q).every((pattern) =>
        product.text.includes(
          pattern.slice(1, -1).replace(/\\(.)/g, "$1").toLowerCase(),
        ),
      ),
  );
  const failuresOf = (product: ModelProduct) =>
    productFacets.filter((facet) => fails(product, facet));
  const matching = inScope.filter(
    (product) => failuresOf(product).length === 0 && sizeOk(product),
  );

  const counts: Record<string, Record<string, number>> = {};
  const add = (facet: string, value: string) => {
    counts[facet] ??= {};
    counts[facet][value] = (counts[facet][value] ?? 0) + 1;
  };
  for (const product of inScope) {
    const failures = failuresOf(product);
    if (failures.length > 1 || !sizeOk(product)) continue;
    for (const facet of productFacets) {
      if (failures.length === 1 && failures[0] !== facet) continue;
      // A category page has no category facet.
      if (facet === "category" && scope.category) continue;
      if (facet === "standard")
        for (const standard of product.standards) add("standard", standard);
      else if (product.values[facet] !== null)
        add(facet, product.values[facet]!);
    }
  }
  let section: { min: number; max: number } | null = null;
  let cores: { min: number; max: number } | null = null;
  const widen = (range: typeof section, value: number) =>
    range
      ? { min: Math.min(range.min, value), max: Math.max(range.max, value) }
      : { min: value, max: value };
  for (const product of inScope) {
    if (failuresOf(product).length > 0) continue;
    const classes = new Set<number>();
    const coreValues = new Set<number>();
    for (const size of product.sizes) {
      if (sizePasses(size, "class")) classes.add(size.class);
      if (sizePasses(size, "cores")) {
        coreValues.add(size.cores);
        cores = widen(cores, size.cores);
      }
      if (sizePasses(size, "section")) section = widen(section, size.section);
    }
    for (const value of classes) add("class", String(value));
    for (const value of coreValues) add("cores", String(value));
  }

  const code = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const catalogueOrder = (a: ModelProduct, b: ModelProduct) =>
    a.sortOrder - b.sortOrder || code(a.name, b.name) || code(a.id, b.id);
  const sorted = [...matching].sort(catalogueOrder);
  if (query.sort === "name") sorted.sort((a, b) => code(a.name, b.name));
  if (query.sort === "name-desc") sorted.sort((a, b) => code(b.name, a.name));
  if (query.sort === "section" || query.sort === "section-desc") {
    const key = (product: ModelProduct) =>
      Math.min(
        ...product.sizes
          .filter((size) => sizePasses(size))
          .map((size) => size.section),
      );
    const sign = query.sort === "section" ? 1 : -1;
    sorted.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x === y
        ? 0
        : x === Infinity
          ? 1
          : y === Infinity
            ? -1
            : sign * (x - y);
    });
  }
  const pageCount = Math.max(1, Math.ceil(sorted.length / perPage));
  const page = Math.min(query.page, pageCount);
  const culprits =
    sorted.length > 0
      ? []
      : [
          ...productFacets.filter((facet) =>
            inScope.some(
              (product) =>
                failuresOf(product).join() === facet && sizeOk(product),
            ),
          ),
          ...active.filter((group) =>
            inScope.some(
              (product) =>
                failuresOf(product).length === 0 && sizeOk(product, group),
            ),
          ),
        ];
  return {
    total: sorted.length,
    page,
    ids: sorted
      .slice((page - 1) * perPage, page * perPage)
      .map((product) => product.id),
    counts,
    ranges: { section, cores },
    culprits,
  };
}

/** A deterministic generator (mulberry32): a failure prints the query that caused it. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomQuery(next: () => number): string {
  const pick = <T>(values: readonly T[]) =>
    values[Math.floor(next() * values.length)]!;
  const params = new URLSearchParams();
  const options: Record<string, string[]> = {
    category: [...new Set(catalogue.map((p) => p.category))],
    voltage: [...ratedVoltages],
    material: [...conductorMaterials],
    insulation: [...insulations],
    sheath: [...sheaths],
    armour: [...armours],
    fire: [...fireBehaviours],
    temp: ["70", "90"],
    standard: [...new Set(catalogue.flatMap((p) => p.standards))],
    class: ["1", "2", "5"],
    cores: ["1", "2", "3", "4", "5"],
  };
  for (const [name, values] of Object.entries(options)) {
    if (next() < 0.22) params.append(name, pick(values));
    if (next() < 0.06) params.append(name, pick(values));
  }
  if (next() < 0.15) params.set("in_stock", "1");
  if (next() < 0.2) params.set("section_min", pick(["1.5", "4", "16", "50"]));
  if (next() < 0.2) params.set("section_max", pick(["2.5", "16", "95", "300"]));
  if (next() < 0.12) params.set("cores_min", pick(["2", "3", "4"]));
  if (next() < 0.12) params.set("cores_max", pick(["3", "5", "12"]));
  if (next() < 0.3)
    params.set(
      "q",
      pick(["copper", "cable", "pvc 2.5", "nyy", "armoured", "zzz"]),
    );
  if (next() < 0.4)
    params.set("sort", pick(["name", "name-desc", "section", "section-desc"]));
  if (next() < 0.3) params.set("page", pick(["2", "3", "99"]));
  return params.toString();
}

const asCounts = (result: FinderResult) =>
  Object.fromEntries(
    result.facets
      .map(
        (facet) =>
          [
            facet.name,
            Object.fromEntries(
              facet.values
                .filter((v) => v.count > 0)
                .map((v) => [v.value, v.count]),
            ),
          ] as const,
      )
      .filter(([, values]) => Object.keys(values).length > 0),
  );

describe("the finder's statement against a plain model", () => {
  it("agrees on 400 random queries: total, page, counts, ranges, culprits", () => {
    const next = random(17);
    const scopes: FinderScope[] = [
      {},
      {},
      {},
      { category: catalogue[0]!.category },
    ];
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const search = randomQuery(next);
      const scope = scopes[i % scopes.length]!;
      const { query } = parseFinderQuery(new URLSearchParams(search));
      const result = findProducts(query, scope, { perPage: 10 });
      const expected = model(query, scope, 10);
      const context = `${search} in ${JSON.stringify(scope)}`;
      expect(
        {
          total: result.total,
          page: result.page,
          ids: result.products.map((p) => p.id),
        },
        context,
      ).toEqual({
        total: expected.total,
        page: expected.page,
        ids: expected.ids,
      });
      expect(asCounts(result), context).toEqual(expected.counts);
      expect(result.ranges, context).toEqual(expected.ranges);
      if (expected.culprits.length > 0 || !query.q)
        expect(result.culprits, context).toEqual(expected.culprits);
      if (result.total > 0) nonEmpty++;
    }
    // The queries must reach both sides: results, and empty lists with their culprits.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(nonEmpty).toBeLessThan(390);
  });
});

describe("the summary of a product's sizes", () => {
  const summary = (id: string) =>
    getDb()
      .$client.prepare(
        "SELECT size_classes, size_cores, section_min, section_max, cores_min, cores_max FROM products WHERE id = ?",
      )
      .get(id) as Record<string, unknown>;
  const recomputed = (id: string) => {
    const product = catalogue.find((p) => p.id === id)!;
    const sizes = getDb()
      .$client.prepare(
        "SELECT cores, section_mm2, conductor_class FROM product_sizes WHERE product_id = ?",
      )
      .all(id) as {
      cores: number;
      section_mm2: number;
      conductor_class: number;
    }[];
    if (sizes.length === 0)
      return {
        size_classes: 0,
        size_cores: [],
        section_min: null,
        section_max: null,
        cores_min: null,
        cores_max: null,
      };
    expect(product).toBeDefined();
    return {
      size_classes: sizes.reduce(
        (mask, s) => mask | (1 << s.conductor_class),
        0,
      ),
      size_cores: [...new Set(sizes.map((s) => s.cores))].sort((a, b) => a - b),
      section_min: Math.min(...sizes.map((s) => s.section_mm2)),
      section_max: Math.max(...sizes.map((s) => s.section_mm2)),
      cores_min: Math.min(...sizes.map((s) => s.cores)),
      cores_max: Math.max(...sizes.map((s) => s.cores)),
    };
  };
  const read = (id: string) => {
    const row = summary(id);
    return {
      ...row,
      size_cores: (JSON.parse(String(row.size_cores)) as number[]).sort(
        (a, b) => a - b,
      ),
    };
  };

  const standardsList = (id: string) =>
    JSON.parse(
      String(
        getDb()
          .$client.prepare("SELECT standards_list FROM products WHERE id = ?")
          .pluck()
          .get(id),
      ),
    ) as string[];

  it("is what the sizes and standards say, for every product", () => {
    for (const product of catalogue) {
      expect(read(product.id), product.id).toEqual(recomputed(product.id));
      expect(standardsList(product.id), product.id).toEqual(
        [...product.standards].sort(),
      );
    }
  });

  it("follows every change of a product's standards", () => {
    const client = getDb().$client;
    const id = catalogue[7]!.id;
    client
      .prepare("DELETE FROM product_standards WHERE product_id = ?")
      .run(id);
    expect(standardsList(id)).toEqual([]);
    client
      .prepare(
        "INSERT INTO product_standards (product_id, standard) VALUES (?, 'IEC 60502-1'), (?, 'BS 5467')",
      )
      .run(id, id);
    expect(standardsList(id)).toEqual(["BS 5467", "IEC 60502-1"]);
    client
      .prepare(
        "UPDATE product_standards SET standard = 'IEC 60228' WHERE product_id = ? AND standard = 'BS 5467'",
      )
      .run(id);
    expect(standardsList(id)).toEqual(["IEC 60228", "IEC 60502-1"]);
  });

  it("follows every insert, change and delete of a size, whoever writes it", () => {
    const client = getDb().$client;
    const id = catalogue[5]!.id;
    client
      .prepare(
        `INSERT INTO product_sizes (product_id, article_number, cores, section_mm2, conductor_class, outer_diameter_mm, weight_kg_km, resistance_ohm_km, drum_length_m)
         VALUES (?, 'MODEL-1', 37, 2999, 1, 10, 10, 1, 500)`,
      )
      .run(id);
    expect(read(id)).toEqual(recomputed(id));
    expect(read(id)).toMatchObject({ cores_max: 37, section_max: 2999 });
    client
      .prepare(
        "UPDATE product_sizes SET cores = 38, section_mm2 = 0.5, conductor_class = 6 WHERE article_number = 'MODEL-1'",
      )
      .run();
    expect(read(id)).toEqual(recomputed(id));
    expect(read(id)).toMatchObject({ section_min: 0.5 });
    client
      .prepare("DELETE FROM product_sizes WHERE article_number = 'MODEL-1'")
      .run();
    expect(read(id)).toEqual(recomputed(id));
    client.prepare("DELETE FROM product_sizes WHERE product_id = ?").run(id);
    expect(read(id)).toEqual(recomputed(id));
    expect(read(id)).toMatchObject({
      size_classes: 0,
      size_cores: [],
      section_min: null,
    });
  });
});
