import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "./catalog.server";
import { refreshSearchText } from "./admin/products.server";
import { getDb } from "./db/client.server";
import { products } from "./db/schema.server";
import { findProducts, parseFinderQuery } from "./finder.server";

/**
 * Arabic search in the finder (issue 21 item 5; docs/decisions/038-arabic-search-folding.md). The
 * seed has no Arabic text yet, so this file (its own database, tests/unit/setup.ts) gives seeded
 * product 1, the stranded copper conductor sold in 1x16 among other sizes, Arabic text as an
 * editor would type it (with hamzas, diacritics, a ta marbuta and Eastern digits), and recomputes
 * its search text the way the admin's writes do.
 */
const ids = (q: string) =>
  findProducts(parseFinderQuery(new URLSearchParams({ q }), { strictPage: false }).query, {}).products.map((p) => p.id);

beforeAll(() => {
  getDb().transaction((tx) => {
    const product = tx.select().from(products).where(eq(products.id, "1")).get()!;
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

describe("Arabic text search", () => {
  it("finds the 16 mm² copper conductor by the issue's query", () => {
    expect(ids("كابل نحاس 16 مم")).toEqual(["1"]);
    expect(ids("كابل نحاس ١٦ مم")).toEqual(["1"]);
    expect(ids("كابل نحاس ١٦مم²")).toEqual(["1"]);
    // With the article and other endings: "the copper cables".
    expect(ids("الكابلات النحاسية ١٦ مم")).toEqual(["1"]);
    // A size it is not made in finds nothing: the number is really matched.
    expect(ids("كابل نحاس 17 مم")).toEqual([]);
  });

  it("matches across alef forms, ta marbuta, diacritics and tatweel, either way round", () => {
    expect(ids("احادي")).toEqual(["1"]); // stored with a hamza: أحادي
    // Stored with shadda and damma. The seeded Arabic subcategory "موصلات نحاس مجدولة" (decision 041)
    // holds both words too, so its products match as well.
    const copper = getDb().select({ id: products.id }).from(products).where(eq(products.subcategory, "stranded-copper")).all();
    expect(new Set(ids("موصل نحاس"))).toEqual(new Set(["1", ...copper.map((row) => row.id)]));
    // Typed with tatweel and a kasra. Every seeded category with "كابلات" in its Arabic name matches
    // too (decision 041): the same products as the plain spelling, product 1 among them.
    expect(ids("كـــابِل")).toEqual(ids("كابل"));
    expect(ids("كـــابِل")).toContain("1");
    expect(ids("الاسكندريه")).toEqual(["1"]); // stored: بالإسكندرية
    expect(ids("تاريض")).toEqual(["1"]); // stored: للتأريض
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
    expect(listProducts({ q: "كابل نحاس ١٦ مم" }).map((p) => p.id)).toEqual(["1"]);
  });
});
