import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/lib/forms/admin/products";
import { productSearchText } from "~/lib/catalogue/catalogue";
import { sizeSearchTerms } from "~/lib/catalogue/sizes";
import { listAdminProductsPage, saveProduct } from "../admin/products.server";
import { catalogueWriter } from "../admin/catalogue-import/write.server";
import {
  getProduct,
  listProducts,
  localizeProducts,
  productCards,
} from "./catalogue.server";
import { loadComparison } from "./compare.server";
import { getDb } from "../db/client.server";
import { currentContentVersion } from "../db/content-version.server";
import {
  categories,
  productSizes,
  products,
  productTexts,
} from "../db/schema.server";
import { seedProductsAr } from "../db/seed-arabic.server";
import { findProducts } from "./finder.server";
import { refreshSearchTexts } from "./search-text.server";
import { parseFinderQuery } from "./finder-query.server";
import { TEXT_KINDS, countNeedingArabic } from "../content/locale-texts.server";

/**
 * Products in Arabic (docs/decisions/041, "Products"): the seeded Arabic and its migration, the
 * admin's writes (kept when a form sends none, as the import's), the search by Arabic words, and the
 * public reads' per-field fallback. This file has its own seeded database (tests/unit/setup.ts).
 */

const LRI = "\u2066";
const PDI = "\u2069";
const NBSP = "\u00a0";

const arabicRow = (id: string) =>
  getDb()
    .select()
    .from(productTexts)
    .where(and(eq(productTexts.productId, id), eq(productTexts.locale, "ar")))
    .get();

const input = (values: Record<string, string>) =>
  productFormSchema.parse({ category: "stranded", ...values });

const migrationFile = fs
  .readdirSync(path.resolve("drizzle"))
  .find((name) => name.endsWith("_arabic_products.sql"))!;
/** A later migration's updates of the seeded Arabic (one word for "core", decision 044). */
const wordsFile = fs
  .readdirSync(path.resolve("drizzle"))
  .find((name) => name.endsWith("_arabic_core_word.sql"))!;
/** The specification values' Arabic (issue 35): its UPDATEs only, the column exists already. */
const specificationsFile = fs
  .readdirSync(path.resolve("drizzle"))
  .find((name) => name.endsWith("_arabic_specifications.sql"))!;
/**
 * The migration's data statements (its table and triggers exist already), run again, then the
 * later migration's updates, as an upgraded database runs them.
 */
const rerunMigrationData = () =>
  [migrationFile, wordsFile, specificationsFile].forEach((file) =>
    fs
      .readFileSync(path.resolve("drizzle", file), "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) =>
        /^\s*(INSERT|UPDATE)/m.test(statement.replace(/^\s*--.*$/gm, "")),
      )
      .forEach((statement) => getDb().$client.exec(statement)),
  );

/** What the next start does to an upgraded database's search texts. */
const restart = () => {
  getDb().$client.exec(
    "DELETE FROM settings WHERE key = 'search_text_version'",
  );
  refreshSearchTexts(getDb());
};

/** The finder's search (one search for both languages: the stored text holds both). */
const finds = (q: string) =>
  findProducts(
    parseFinderQuery(new URLSearchParams({ q })).query,
    {},
  ).products.map((p) => p.id);

describe("the seeded products' Arabic", () => {
  it("is in a new database, every product complete, with standards and sizes as in English", () => {
    expect(arabicRow("1")).toMatchObject({ name: "موصل نحاس 16 mm²" });
    expect(arabicRow("7")?.description).toContain("H07V-R");
    expect(countNeedingArabic(TEXT_KINDS.products)).toBe(0);
    for (const text of seedProductsAr) {
      const english = getProduct(text.id)!;
      expect(text.en).toBe(english.name);
      expect(text.features).toHaveLength(english.features.length);
      expect(text.applications).toHaveLength(english.applications.length);
    }
    expect(JSON.stringify(seedProductsAr)).not.toMatch(/[\u0660-\u0669]/);
  });

  it("is what the migration writes into an upgraded database (search words too), and its guard spares edited products", () => {
    const snapshot = () => ({
      texts: getDb()
        .select()
        .from(productTexts)
        .orderBy(productTexts.productId)
        .all(),
      search: getDb()
        .select({ id: products.id, searchText: products.searchText })
        .from(products)
        .orderBy(products.id)
        .all(),
    });
    const seeded = snapshot();
    // An upgraded database: the seeded products, their English search text, no Arabic yet.
    getDb().$client.exec("DELETE FROM product_texts");
    for (const product of getDb().select().from(products).all()) {
      // The search text the admin's writes gave it before translations existed.
      const names = getDb()
        .select({ name: categories.name })
        .from(categories)
        .where(
          inArray(categories.id, [
            product.category,
            product.subcategory ?? product.category,
          ]),
        )
        .all()
        .map((row) => row.name);
      const sizes = getDb()
        .select()
        .from(productSizes)
        .where(eq(productSizes.productId, product.id))
        .orderBy(productSizes.sortOrder)
        .all();
      const english = productSearchText(
        product,
        names,
        sizes.flatMap(sizeSearchTerms),
      );
      getDb()
        .update(products)
        .set({ searchText: english })
        .where(eq(products.id, product.id))
        .run();
    }
    expect(finds("وحدات التكييف")).toEqual([]);
    rerunMigrationData();
    expect(snapshot().texts).toEqual(seeded.texts);
    // The migration's own search words: the features' Arabic.
    expect(finds("وحدات التكييف")).toEqual(["3"]);
    // Then the start brings each search text up to today's (search-text.server.ts): the seed's.
    restart();
    expect(snapshot()).toEqual(seeded);
    // Run twice, nothing doubles.
    rerunMigrationData();
    restart();
    expect(snapshot()).toEqual(seeded);

    // An editor's Arabic stays; a product rewritten in English gets no translation of its old words.
    getDb()
      .update(productTexts)
      .set({ name: "موصل نحاس 16 mm² (تحرير)" })
      .where(eq(productTexts.productId, "1"))
      .run();
    getDb().delete(productTexts).where(eq(productTexts.productId, "5")).run();
    getDb()
      .update(products)
      .set({ name: "Control Cable 4x1.5 (new)" })
      .where(eq(products.id, "5"))
      .run();
    rerunMigrationData();
    expect(arabicRow("1")?.name).toBe("موصل نحاس 16 mm² (تحرير)");
    expect(arabicRow("5")).toBeUndefined();
    // Put back for the other tests.
    getDb()
      .update(products)
      .set({ name: "Control Cable 4×1.5mm²" })
      .where(eq(products.id, "5"))
      .run();
    getDb()
      .update(productTexts)
      .set({ name: "موصل نحاس 16 mm²" })
      .where(eq(productTexts.productId, "1"))
      .run();
    rerunMigrationData();
    expect(snapshot()).toEqual(seeded);
  });
});

describe("the Arabic search", () => {
  it("finds products by their Arabic words, folded", () => {
    expect(finds("كابل تحكم")).toEqual(["5", "6"]);
    // Alef with hamza and ta marbuta folded: "أحادي" as "احادي", "المعزولة" as "المعزوله".
    expect(finds("سلك مبان احادي القلب")).toEqual(["7"]);
    expect(finds("احادي القلب")).toEqual(finds("أحادي القلب"));
    expect(finds("احادي القلب")).toEqual(["1", "2", "7"]);
    expect(finds("المعزوله")).toEqual(finds("المعزولة"));
    expect(finds("سوائل القطع")).toEqual(["5"]);
    expect(listProducts({ q: "ضفيرة نحاسية" }).map((p) => p.id)).toEqual(["6"]);
  });
});

describe("the admin's Arabic", () => {
  it("is saved with the product, marked when partial, found by search, kept when a form sends none, deleted when emptied", async () => {
    const version = currentContentVersion();
    const created = await saveProduct(
      null,
      input({
        name: "Solar DC Cable 1x6mm²",
        description: "Double-insulated PV string cable.",
        features: JSON.stringify([
          {
            title: "UV resistant",
            description: "Rated for 25 years outdoors.",
          },
        ]),
        applications: JSON.stringify(["Solar farms"]),
        nameAr: "كابل طاقة شمسية 1x6 mm²",
        descriptionAr: "كابل مزدوج العزل لسلاسل الألواح.",
        featuresAr: JSON.stringify([
          {
            title: "مقاوم للأشعة فوق البنفسجية",
            description: "لمدة 25 عامًا في الخارج.",
          },
        ]),
        applicationsAr: "[]",
      }),
      {},
      1_770_000_000_000,
    );
    expect(created).toEqual({ ok: true, value: "1770000000000" });
    const id = "1770000000000";
    expect(currentContentVersion()).toBeGreaterThan(version);
    expect(arabicRow(id)).toMatchObject({
      name: "كابل طاقة شمسية 1x6 mm²",
      applications: [],
    });
    const row = listAdminProductsPage("Solar DC", 1).products.find(
      (p) => p.id === id,
    )!;
    expect(row).toMatchObject({
      nameAr: "كابل طاقة شمسية 1x6 mm²",
      arabic: "partial",
    });
    expect(finds("مزدوج العزل")).toEqual([id]);

    // The Arabic page: Arabic where translated, the English applications marked as English.
    const [shown] = localizeProducts([getProduct(id)!], "ar");
    expect(shown!.lang).toEqual({
      name: "ar",
      description: "ar",
      features: "ar",
      applications: "en",
      specifications: "en",
    });
    expect(shown!.name).toBe(`كابل طاقة شمسية ${LRI}1x6 mm²${PDI}`);
    expect(shown!.applications).toEqual(["Solar farms"]);
    // The card's data names only fallbacks: none here.
    expect(productCards([getProduct(id)!], "ar")[0]).toMatchObject({
      name: shown!.name,
    });
    expect(productCards([getProduct(id)!], "ar")[0]).not.toHaveProperty(
      "marks",
    );
    // English pages: as before, no `lang`.
    expect(localizeProducts([getProduct(id)!], "en")[0]).not.toHaveProperty(
      "lang",
    );
    expect(productCards([getProduct(id)!], "en")[0]).not.toHaveProperty(
      "marks",
    );

    // A form without the Arabic (the catalogue import's) keeps it, and keeps its search words.
    const kept = await saveProduct(
      id,
      input({
        name: "Solar DC Cable 1x6mm²",
        description: "Now in red and black.",
      }),
    );
    expect(kept.ok).toBe(true);
    expect(arabicRow(id)?.name).toBe("كابل طاقة شمسية 1x6 mm²");
    expect(finds("مزدوج العزل")).toEqual([id]);
    catalogueWriter(
      getDb().$client,
      Date.now(),
    )([
      {
        kind: "change",
        id,
        input: input({
          name: "Solar DC Cable 1x6mm²",
          description: "Imported.",
        }),
      },
    ]);
    expect(arabicRow(id)?.name).toBe("كابل طاقة شمسية 1x6 mm²");
    expect(finds("مزدوج العزل")).toEqual([id]);

    // All empty: the row goes, the page shows the English wholly, the search forgets the words.
    await saveProduct(
      id,
      input({
        name: "Solar DC Cable 1x6mm²",
        nameAr: "",
        descriptionAr: "",
        featuresAr: "[]",
        applicationsAr: "[]",
      }),
    );
    expect(arabicRow(id)).toBeUndefined();
    expect(localizeProducts([getProduct(id)!], "ar")[0]!.lang).toEqual({
      name: "en",
      description: "en",
      features: "en",
      applications: "en",
      specifications: "en",
    });
    expect(productCards([getProduct(id)!], "ar")[0]!.marks).toEqual({
      name: { lang: "en", dir: "ltr" },
      description: { lang: "en", dir: "ltr" },
    });
    expect(finds("مزدوج العزل")).toEqual([]);
    expect(countNeedingArabic(TEXT_KINDS.products)).toBe(1);
  });

  it("refuses hostile Arabic as it refuses the English, and changes nothing", () => {
    expect(
      productFormSchema.safeParse({
        name: "X",
        category: "stranded",
        nameAr: "ا".repeat(201),
      }).success,
    ).toBe(false);
    expect(
      productFormSchema.safeParse({
        name: "X",
        category: "stranded",
        featuresAr: "not json",
      }).success,
    ).toBe(false);
    expect(
      productFormSchema.safeParse({
        name: "X",
        category: "stranded",
        featuresAr: JSON.stringify([{ title: "", description: "و" }]),
      }).success,
    ).toBe(false);
    expect(
      productFormSchema.safeParse({
        name: "X",
        category: "stranded",
        applicationsAr: JSON.stringify(Array(51).fill("تطبيق")),
      }).success,
    ).toBe(false);
    // Control characters are cleaned as in the English.
    const parsed = productFormSchema.parse({
      name: "X",
      category: "stranded",
      nameAr: "كابل\u0000 شمسي",
    });
    expect(parsed.arabic?.name).toBe("كابل شمسي");
  });
});

describe("the comparison in Arabic", () => {
  it("names the products in Arabic, marks an untranslated one's English, and keeps standards in its values whole", async () => {
    const english = await saveProduct(
      null,
      input({ name: "English Only Cable" }),
      {},
      1_780_000_000_000,
    );
    expect(english.ok).toBe(true);
    const comparison = loadComparison(["1", "1780000000000"], "ar");
    expect(comparison.columns[0]).toMatchObject({
      name: `موصل نحاس ${LRI}16 mm²${PDI}`,
    });
    expect(comparison.columns[0]).not.toHaveProperty("nameAttrs");
    expect(comparison.columns[1]).toMatchObject({
      name: "English Only Cable",
      nameAttrs: { lang: "en", dir: "ltr" },
    });
    expect(loadComparison(["1"], "en").columns[0]).toEqual(
      expect.not.objectContaining({ nameAttrs: expect.anything() }),
    );
    // A standard in brackets inside an Arabic value stays whole, its brackets round it, its name
    // joined to its number by a no-break space (issue 35).
    const fire = comparison.rows.find(
      (row) =>
        row.values[0]!.includes(`IEC${NBSP}60332-1-2`) &&
        /[\u0621-\u064a]/.test(row.values[0]!),
    )!;
    expect(fire.values[0]).toContain(`(${LRI}IEC${NBSP}60332-1-2${PDI})`);
    for (const row of loadComparison(["1"], "en").rows)
      expect(row.values[0]).not.toContain(LRI);
  });
});

describe("the product page's construction lines and size table in Arabic", () => {
  it("are in the page's language, standards kept whole; English pages as before", async () => {
    const { attributeLines, installationText, listSizes } =
      await import("./sizes.server");
    const { attributes: ar } = await import("~/locales/ar/attributes");
    const { attributes: en } = await import("~/locales/en/attributes");
    const product = getProduct("1")!;
    const sizes = listSizes("1");
    const arabic = attributeLines(product, sizes, undefined, "ar");
    expect(arabic.map((line) => line.label)).toContain(ar.fireBehaviour.label);
    const fire = arabic.find((line) => line.label === ar.fireBehaviour.label)!;
    expect(fire.value).toBe(
      isolatedFire(ar.fireBehaviour.values["IEC 60332-1-2"]),
    );
    const english = attributeLines(product, sizes);
    expect(
      english.find((line) => line.label === en.fireBehaviour.label)!.value,
    ).toBe(en.fireBehaviour.values["IEC 60332-1-2"]);
    const rated = sizes.find((size) => size.ratingInstallation)!;
    expect(
      installationText(rated, "ar")?.replace(/[\u2066\u2069]/g, ""),
    ).toContain(ar.installation.short[rated.ratingInstallation!]);
    expect(installationText(rated)).toContain(
      en.installation.short[rated.ratingInstallation!],
    );
  });
});

/**
 * "... (IEC 60332-1-2)" with the standard in its brackets isolated left to right (the Arabic copy
 * keeps it on one line: a no-break space after "IEC", issue 35).
 */
function isolatedFire(text: string): string {
  return text.replace(
    `(IEC${NBSP}60332-1-2)`,
    `(${LRI}IEC${NBSP}60332-1-2${PDI})`,
  );
}

describe("a certification's 'valid until' on an Arabic page", () => {
  it("writes a date in Arabic, keeps a year, words 'Ongoing', and marks other English text", async () => {
    const { listShownCertifications } =
      await import("../content/content.server");
    const { certifications } = await import("../db/schema.server");
    const now = new Date("2026-11-28T00:00:00Z");
    const set = (id: number, validUntil: string) =>
      getDb()
        .update(certifications)
        .set({ validUntil })
        .where(eq(certifications.id, id))
        .run();
    const before = getDb()
      .select({ id: certifications.id, validUntil: certifications.validUntil })
      .from(certifications)
      .all();
    try {
      set(1, "2027");
      set(2, "Dec 2027");
      set(3, "2028-03-15");
      set(4, "Ongoing");
      set(5, "Until renewal");
      const shown = (locale: string) =>
        new Map(
          listShownCertifications("Expired", now, locale).map((c) => [c.id, c]),
        );
      const ar = shown("ar");
      expect(ar.get(1)).toMatchObject({ validUntil: "2027" });
      expect(ar.get(2)).toMatchObject({ validUntil: "ديسمبر 2027" });
      expect(ar.get(3)).toMatchObject({ validUntil: "15 مارس 2028" });
      expect(ar.get(4)).toMatchObject({
        validUntil: "مستمرة",
        lang: expect.objectContaining({ validUntil: "ar" }),
      });
      expect(ar.get(5)).toMatchObject({
        validUntil: "Until renewal",
        lang: expect.objectContaining({ validUntil: "en" }),
      });
      // A directive inside the Arabic description stays whole ("2014/35/EU" was drawn "EU/2014/35").
      expect(ar.get(3)?.description).toContain(`${LRI}2014/35/EU${PDI}`);
      // English pages: the text as typed.
      const en = shown("en");
      expect(en.get(2)?.validUntil).toBe("Dec 2027");
      expect(en.get(4)?.validUntil).toBe("Ongoing");
      expect(en.get(4)).not.toHaveProperty("lang");
    } finally {
      for (const row of before) set(row.id, row.validUntil);
    }
  });
});

describe("a card's matching sizes in Arabic", () => {
  it("isolate each size with its unit, joined by the Arabic comma (issue 35)", () => {
    const query = parseFinderQuery(
      new URLSearchParams({ section_min: "10", section_max: "16" }),
    ).query;
    const matching = (locale: "ar" | "en") => {
      const card = productCards([getProduct("3")!], locale, query)[0]!;
      return "matchingSizes" in card ? card.matchingSizes : undefined;
    };
    // "3×16 mm²" drew as "16×3 mm²" among the Arabic words.
    const size = (n: number) => `${LRI}3${NBSP}×${NBSP}${n}${NBSP}mm²${PDI}`;
    expect(matching("ar")).toBe(`المقاسات المطابقة: ${size(10)}، ${size(16)}`);
    expect(matching("en")).toBe("Matching sizes: 3 × 10 mm², 3 × 16 mm²");
  });
});
