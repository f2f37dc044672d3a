import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "./catalogue.server";
import { refreshSearchText } from "../admin/products.server";
import { getDb } from "../db/client.server";
import { products } from "../db/schema.server";
import { findProducts, finderPage } from "./finder.server";
import { parseFinderQuery } from "./finder-query.server";

/**
 * Arabic search in the finder (issue 21 item 5; docs/decisions/038-arabic-search-folding.md). The
 * seeded products have their Arabic (decision 041); this file (its own database,
 * tests/unit/setup.ts) also gives seeded product 1, the stranded copper conductor sold in 1x16
 * among other sizes, English-column Arabic as an editor might type it (with hamzas, diacritics, a
 * ta marbuta and Eastern digits), and recomputes its search text the way the admin's writes do.
 */
const ids = (q: string) =>
  findProducts(
    parseFinderQuery(new URLSearchParams({ q }), { strictPage: false }).query,
    {},
  ).products.map((p) => p.id);

beforeAll(() => {
  getDb().transaction((tx) => {
    const product = tx
      .select()
      .from(products)
      .where(eq(products.id, "1"))
      .get()!;
    tx.update(products)
      .set({
        name: `${product.name} موصِّل نُحاس مجدول`,
        description: `${product.description} كابل نحاس أحادي القلب، للتأريض والتوزيع، بمقاطع حتى ٦٣٠ مم²، المدينة الصناعية بالإسكندرية`,
      })
      .where(eq(products.id, "1"))
      .run();
    refreshSearchText(tx, product.category);
  });
});

/** Products made of copper with a 16 mm² size: what "copper cable 16 mm" should find. */
const copperWith16 = () =>
  new Set(
    (
      getDb()
        .$client.prepare(
          `SELECT DISTINCT p.id FROM products p JOIN product_sizes s ON s.product_id = p.id
           WHERE p.deleted_at IS NULL AND p.conductor_material LIKE '%copper%' AND (s.section_mm2 = 16 OR s.extra_section_mm2 = 16)`,
        )
        .all() as { id: string }[]
    ).map((row) => row.id),
  );

describe("Arabic text search", () => {
  it("finds the 16 mm² copper conductor by the issue's query", () => {
    // The seeded products have their Arabic (decision 041, "Products"): every copper cable sold in a
    // 16 mm² size is a "كابل نحاس 16 مم", the conductor first (the catalogue's order).
    const found = ids("كابل نحاس 16 مم");
    expect(found[0]).toBe("1");
    const copper = copperWith16();
    for (const id of found)
      expect(copper.has(id), `product ${id} is copper with a 16 mm² size`).toBe(
        true,
      );
    expect(ids("كابل نحاس ١٦ مم")).toEqual(found);
    expect(ids("كابل نحاس ١٦مم²")).toEqual(found);
    // With the article and other endings: "the copper cables".
    expect(ids("الكابلات النحاسية ١٦ مم")).toContain("1");
    // A size it is not made in finds nothing: the number is really matched.
    expect(ids("كابل نحاس 17 مم")).toEqual([]);
  });

  it("matches across alef forms, ta marbuta, diacritics and tatweel, either way round", () => {
    // Stored with a hamza (أحادي) in product 1's text and the seeded Arabic of the single-core ones.
    expect(ids("احادي")).toContain("1");
    expect(ids("احادي")).toEqual(ids("أحادي"));
    expect(ids("إحادي")).toEqual(ids("أحادي"));
    // Stored with shadda and damma in product 1, plainly in others: both spellings find the same.
    expect(ids("موصل نحاس")).toContain("1");
    expect(ids("مُوصِّل نُحاس")).toEqual(ids("موصل نحاس"));
    // Typed with tatweel and a kasra: the same products as the plain spelling, product 1 among them.
    expect(ids("كـــابِل")).toEqual(ids("كابل"));
    expect(ids("كـــابِل")).toContain("1");
    expect(ids("الاسكندريه")).toEqual(["1"]); // stored: بالإسكندرية
    expect(ids("الإسكندرية")).toEqual(["1"]);
    expect(ids("٦٣٠")).toEqual(["1"]);
  });

  it("reads an Arabic unit the way the Latin one is read, for every product", () => {
    const latin = ids("16 mm²");
    expect(latin.length).toBeGreaterThan(1);
    expect(ids("16 مم")).toEqual(latin);
    expect(ids("١٦ ملم")).toEqual(latin);
    expect(ids("16mm2")).toEqual(latin);
  });

  it("folds the plain listing's search too", () => {
    expect(listProducts({ q: "كابل نحاس ١٦ مم" }).map((p) => p.id)).toEqual(
      ids("كابل نحاس 16 مم"),
    );
    expect(listProducts({ q: "الاسكندريه" }).map((p) => p.id)).toEqual(["1"]);
  });
});

describe("sort by name on an Arabic page", () => {
  const sorted = (sort: string, locale: "en" | "ar") =>
    findProducts(
      parseFinderQuery(new URLSearchParams({ sort }), { strictPage: false })
        .query,
      {},
      { locale, perPage: 100 },
    ).products.map((p) => p.id);

  it("orders by the Arabic names the cards show, an untranslated name by its English", () => {
    const db = getDb().$client;
    // One product whose Arabic name was cleared: it sorts by its English name, as its card shows it.
    db.prepare(
      "UPDATE product_texts SET name = '' WHERE product_id = '2' AND locale = 'ar'",
    ).run();
    const shown = db
      .prepare(
        `SELECT p.id, coalesce(nullif(t.name, ''), p.name) AS name, p.sort_order AS sortOrder, p.name AS english
         FROM products p LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = 'ar' WHERE p.deleted_at IS NULL`,
      )
      .all() as {
      id: string;
      name: string;
      sortOrder: number;
      english: string;
    }[];
    const byShownName = [...shown]
      .sort((a, b) =>
        a.name < b.name
          ? -1
          : a.name > b.name
            ? 1
            : a.sortOrder - b.sortOrder || (a.english < b.english ? -1 : 1),
      )
      .map((row) => row.id);
    expect(shown.find((row) => row.id === "2")!.name).toMatch(/^[A-Za-z]/);
    expect(sorted("name", "ar")).toEqual(byShownName);
    expect(sorted("name-desc", "ar")).toEqual(
      [...shown]
        .sort((a, b) =>
          a.name > b.name
            ? -1
            : a.name < b.name
              ? 1
              : a.sortOrder - b.sortOrder || (a.english < b.english ? -1 : 1),
        )
        .map((row) => row.id),
    );
    // The English order is another one (so the test tells them apart), and English pages keep it.
    expect(sorted("name", "en")).not.toEqual(byShownName);
    expect(sorted("name", "en")).toEqual(
      [...shown]
        .sort((a, b) => (a.english < b.english ? -1 : 1))
        .map((row) => row.id),
    );
    // The listing's loader passes the page's language.
    const page = (address: string) => {
      const answer = finderPage(new Request(`http://localhost${address}`));
      return answer.redirect === null
        ? answer.result.products.map((p) => p.id)
        : [];
    };
    expect(page("/ar/products?sort=name")).toEqual(byShownName);
    expect(page("/products?sort=name")).toEqual(sorted("name", "en"));
  });
});
