import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "./catalogue.server";
import { refreshSearchText } from "../admin/products.server";
import { getDb } from "../db/client.server";
import { products } from "../db/schema.server";
import { collatedPage, findProducts, finderPage } from "./finder.server";
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
  it("orders names as Arabic, not by code points", () => {
    const rows = [
      ["a", "إنارة"],
      ["b", "ألياف"],
      ["c", "بلاستيك"],
      ["d", "اتصالات"],
      ["e", "كَابل"],
      ["f", "كبل"],
      ["g", "كابل 16"],
      ["h", "كابل 2.5"],
      ["i", "Zeta"],
      ["j", "armoured"],
    ].map(([id, name]) => [id, name, 0, "same"]);
    // «أ إ ا» one letter (so the next letter decides), a vowel mark after the letters, sizes by
    // value, English fallbacks after the Arabic and without regard to case. By code points the
    // order was i j b a d c g h f e.
    expect(collatedPage(rows, "ar").join(" ")).toBe("d b a c e h g f j i");
    expect(collatedPage(rows, "ar", true).join(" ")).toBe(
      "i j f g h e c a b d",
    );
    // Equal names keep the catalogue's order: sort order, then English name, then id.
    expect(
      collatedPage(
        [
          ["z", "كابل", 2, "A"],
          ["y", "كابل", 1, "B"],
          ["x", "كابل", 1, "A"],
          ["w", "كابل", 1, "A"],
        ],
        "ar",
        true,
      ),
    ).toEqual(["w", "x", "y", "z"]);
  });

  it("pages the Arabic order: disjoint pages in the full order", () => {
    const page = (n: number) =>
      findProducts(
        parseFinderQuery(
          new URLSearchParams({ sort: "name", page: String(n) }),
          { strictPage: false },
        ).query,
        {},
        { locale: "ar", perPage: 3 },
      ).products.map((p) => p.id);
    const everything = findProducts(
      parseFinderQuery(new URLSearchParams({ sort: "name" }), {
        strictPage: false,
      }).query,
      {},
      { locale: "ar", perPage: 100 },
    ).products.map((p) => p.id);
    expect(everything.length).toBeGreaterThan(6);
    expect([...page(1), ...page(2), ...page(3)]).toEqual(
      everything.slice(0, 9),
    );
  });

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
    // Arabic collation (an independent Intl.Collator), the catalogue's order breaking ties.
    const arabic = new Intl.Collator("ar", { numeric: true });
    const inOrder = (descending: boolean) =>
      [...shown]
        .sort(
          (a, b) =>
            (descending ? -1 : 1) * arabic.compare(a.name, b.name) ||
            a.sortOrder - b.sortOrder ||
            (a.english < b.english ? -1 : 1),
        )
        .map((row) => row.id);
    const byShownName = inOrder(false);
    expect(shown.find((row) => row.id === "2")!.name).toMatch(/^[A-Za-z]/);
    // SQLite's own order (code points) put the English fallback before every Arabic name; the
    // Arabic order puts it after them, as an Arabic index does.
    expect(byShownName.at(-1)).toBe("2");
    expect(sorted("name", "ar")).toEqual(byShownName);
    expect(sorted("name-desc", "ar")).toEqual(inOrder(true));
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
