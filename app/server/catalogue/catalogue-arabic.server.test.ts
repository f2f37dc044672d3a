import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  getAdminCategory,
  listAdminCategories,
  saveCategory,
} from "../admin/categories.server";
import {
  listAdminCertifications,
  listAdminClients,
  saveCertification,
  saveClient,
} from "../admin/content.server";
import { getCategory, listCategories, listProducts } from "./catalogue.server";
import {
  listClients,
  listShownCertifications,
} from "../content/content.server";
import { getDb } from "../db/client.server";
import { currentContentVersion } from "../db/content-version.server";
import {
  categories,
  categoryTexts,
  certificationTexts,
  clientTexts,
  products,
  productTexts,
} from "../db/schema.server";
import {
  seedCategoriesAr,
  seedCertificationsAr,
  seedClientsAr,
} from "../db/seed-arabic.server";
import { findProducts } from "./finder.server";
import { parseFinderQuery } from "./finder-query.server";
import { TEXT_KINDS, countNeedingArabic } from "../content/locale-texts.server";

/**
 * Categories, certifications and clients in Arabic (docs/decisions/041): the admin's writes, the
 * public reads' per-field fallback, the seeded Arabic and its migration's guard, and the search.
 * This file has its own seeded database (tests/unit/setup.ts).
 */

const arabicCategory = (id: string) =>
  getDb()
    .select()
    .from(categoryTexts)
    .where(
      and(eq(categoryTexts.categoryId, id), eq(categoryTexts.locale, "ar")),
    )
    .get();

const migrationFile = fs
  .readdirSync(path.resolve("drizzle"))
  .find((name) => name.endsWith("_arabic_catalogue.sql"))!;
/** A later migration's updates of the seeded Arabic (one word for "core", decision 044). */
const wordsFile = fs
  .readdirSync(path.resolve("drizzle"))
  .find((name) => name.endsWith("_arabic_core_word.sql"))!;
/**
 * The migration's data statements (its tables and triggers exist already), run again, then the
 * later migration's updates, as an upgraded database runs them.
 */
const rerunMigrationInserts = () => {
  fs.readFileSync(path.resolve("drizzle", migrationFile), "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => /^\s*INSERT/m.test(statement))
    .forEach((statement) => getDb().$client.exec(statement));
  fs.readFileSync(path.resolve("drizzle", wordsFile), "utf8")
    .split("--> statement-breakpoint")
    .forEach((statement) => getDb().$client.exec(statement));
};

describe("the seeded Arabic", () => {
  it("is in a new database, every seeded item complete", () => {
    expect(arabicCategory("stranded")).toMatchObject({
      name: "الموصلات المجدولة",
    });
    expect(
      listAdminCertifications().find((c) => c.title === "CE Marking"),
    ).toMatchObject({ titleAr: "علامة CE", arabic: "complete" });
    expect(listAdminClients()[0]).toMatchObject({
      name: "Delta Steel Works",
      industryAr: "الصناعات الثقيلة",
      arabic: "complete",
    });
    expect(countNeedingArabic(TEXT_KINDS.categories)).toBe(0);
    expect(countNeedingArabic(TEXT_KINDS.certifications)).toBe(0);
    expect(countNeedingArabic(TEXT_KINDS.clients)).toBe(0);
  });

  it("keeps standard codes and company names as they are written, with Western digits", () => {
    expect(
      seedCertificationsAr.find((c) => c.en === "ISO 9001:2015")!.title,
    ).toBe("ISO 9001:2015");
    const all = JSON.stringify([
      seedCategoriesAr,
      seedCertificationsAr,
      seedClientsAr,
    ]);
    expect(all).not.toMatch(/[\u0660-\u0669]/);
    expect(all).toContain("0.6/1 kV");
  });

  it("is what the migration writes into an upgraded database, and its guard spares edited items", () => {
    const snapshot = () => ({
      categories: getDb().select().from(categoryTexts).all(),
      certifications: getDb().select().from(certificationTexts).all(),
      clients: getDb().select().from(clientTexts).all(),
    });
    const seeded = snapshot();
    // An upgraded database: the seeded items, no Arabic yet.
    getDb().$client.exec(
      "DELETE FROM category_texts; DELETE FROM certification_texts; DELETE FROM client_texts;",
    );
    rerunMigrationInserts();
    const sortById = <T extends Record<string, unknown>>(
      rows: T[],
      key: keyof T,
    ) => [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    const migrated = snapshot();
    expect(sortById(migrated.categories, "categoryId")).toEqual(
      sortById(seeded.categories, "categoryId"),
    );
    expect(migrated.certifications).toEqual(seeded.certifications);
    expect(migrated.clients).toEqual(seeded.clients);

    // An editor's Arabic stays; an item rewritten in English gets no translation of its old words.
    getDb()
      .update(categoryTexts)
      .set({ name: "موصلات مجدولة (تحرير)" })
      .where(eq(categoryTexts.categoryId, "stranded"))
      .run();
    getDb()
      .delete(categoryTexts)
      .where(eq(categoryTexts.categoryId, "control"))
      .run();
    getDb()
      .update(categories)
      .set({ name: "Control & Signal Cables" })
      .where(eq(categories.id, "control"))
      .run();
    getDb()
      .delete(categoryTexts)
      .where(eq(categoryTexts.categoryId, "pvc"))
      .run();
    rerunMigrationInserts();
    expect(arabicCategory("stranded")?.name).toBe("موصلات مجدولة (تحرير)");
    expect(arabicCategory("control")).toBeUndefined();
    // The untouched one gets its Arabic back: the guard, not a broken statement, kept the other out.
    expect(arabicCategory("pvc")?.name).toBe("الكابلات المعزولة بـ PVC");
    // Put back for the other tests.
    getDb()
      .update(categories)
      .set({ name: "Control Cables" })
      .where(eq(categories.id, "control"))
      .run();
    getDb()
      .update(categoryTexts)
      .set({ name: "الموصلات المجدولة" })
      .where(eq(categoryTexts.categoryId, "stranded"))
      .run();
    rerunMigrationInserts();
    expect(arabicCategory("control")?.name).toBe("كابلات التحكم");
  });
});

describe("the admin's Arabic", () => {
  it("is written with the category in one save, marked when partial, and deleted when emptied", async () => {
    const created = await saveCategory(null, {
      name: "Solar Cables",
      description: "PV string cables.",
      nameAr: "كابلات الطاقة الشمسية",
      descriptionAr: "",
      parentId: null,
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value : "";
    expect(arabicCategory(id)).toMatchObject({
      name: "كابلات الطاقة الشمسية",
      description: "",
    });
    expect(
      listAdminCategories().categories.find((c) => c.id === id),
    ).toMatchObject({ arabic: "partial", nameAr: "كابلات الطاقة الشمسية" });
    expect(countNeedingArabic(TEXT_KINDS.categories)).toBe(1);

    const version = currentContentVersion();
    await saveCategory(id, {
      name: "Solar Cables",
      description: "PV string cables.",
      nameAr: "",
      descriptionAr: "",
    });
    expect(arabicCategory(id)).toBeUndefined();
    expect(currentContentVersion()).toBeGreaterThan(version);
    expect(
      listAdminCategories().categories.find((c) => c.id === id)?.arabic,
    ).toBe("missing");

    // A subcategory's Arabic, from its own page's list.
    const sub = await saveCategory(null, {
      name: "Solar DC",
      description: "",
      nameAr: "تيار مستمر شمسي",
      descriptionAr: "",
      parentId: id,
    });
    expect(sub.ok).toBe(true);
    expect(getAdminCategory(id)?.subcategories[0]).toMatchObject({
      name: "Solar DC",
      nameAr: "تيار مستمر شمسي",
      arabic: "complete",
    });
  });

  it("saves a certification's and a client's Arabic beside the English, and deletes it when emptied", async () => {
    const cert = saveCertification(null, {
      title: "IEC 60502-1",
      category: "International",
      description: "Power cables up to 30 kV.",
      icon: "Shield",
      status: "Certified",
      validUntil: "2030",
      titleAr: "IEC 60502-1",
      categoryAr: "دولية",
      descriptionAr: "كابلات القدرة حتى 30 kV.",
      statusAr: "",
    });
    expect(cert.ok).toBe(true);
    const certId = cert.ok ? cert.value : 0;
    expect(
      listAdminCertifications().find((c) => c.id === certId),
    ).toMatchObject({ categoryAr: "دولية", arabic: "partial" });
    saveCertification(certId, {
      ...listAdminCertifications().find((c) => c.id === certId)!,
      icon: "Shield",
      titleAr: "",
      categoryAr: "",
      descriptionAr: "",
      statusAr: "",
    });
    expect(
      getDb()
        .select()
        .from(certificationTexts)
        .where(eq(certificationTexts.certificationId, certId))
        .all(),
    ).toEqual([]);

    const client = await saveClient(null, {
      name: "Suez Grid",
      industry: "Utilities",
      description: "Feeders.",
      industryAr: "المرافق",
      descriptionAr: "مغذيات.",
    });
    expect(client.ok).toBe(true);
    const clientId = client.ok ? client.value : 0;
    expect(
      getDb()
        .select()
        .from(clientTexts)
        .where(eq(clientTexts.clientId, clientId))
        .get(),
    ).toMatchObject({ industry: "المرافق", description: "مغذيات." });
    // A save that fails writes no Arabic either.
    const missing = await saveClient(999_999, {
      name: "Ghost",
      industry: "x",
      description: "y",
      industryAr: "أشباح",
      descriptionAr: "",
    });
    expect(missing.ok).toBe(false);
    expect(
      getDb()
        .select()
        .from(clientTexts)
        .where(eq(clientTexts.clientId, 999_999))
        .all(),
    ).toEqual([]);
  });
});

describe("the public reads", () => {
  it("give English pages the English as before, without lang", () => {
    const stranded = listCategories().find((c) => c.id === "stranded")!;
    expect(stranded.name).toBe("Stranded Conductors");
    expect(stranded).not.toHaveProperty("lang");
    expect(listClients()[0]).not.toHaveProperty("lang");
    expect(listShownCertifications("Expired")[0]).not.toHaveProperty("lang");
  });

  it("give Arabic pages each field in Arabic, else in English, saying which", () => {
    getDb()
      .update(categoryTexts)
      .set({ description: "" })
      .where(eq(categoryTexts.categoryId, "control"))
      .run();
    const control = getCategory("control", "ar")!;
    expect(control).toMatchObject({
      name: "كابلات التحكم",
      description: expect.stringContaining("Flexible multi-core"),
      lang: { name: "ar", description: "en" },
    });
    const stranded = listCategories("ar").find((c) => c.id === "stranded")!;
    expect(stranded.subcategories.map((sub) => sub.name)).toContain(
      "نحاس مقصدر",
    );
    // No Arabic row at all: every field English.
    getDb().delete(clientTexts).where(eq(clientTexts.clientId, 2)).run();
    expect(listClients("ar")[1]).toMatchObject({
      name: "Nile Power Distribution",
      industry: "Power Distribution",
      lang: { industry: "en", description: "en" },
    });
  });

  it("keep a certification's highlight on its English status and call an expired one by the page's word", () => {
    const shown = listShownCertifications(
      "منتهية",
      new Date("2026-06-01T00:00:00Z"),
      "ar",
    );
    const iso = shown.find((c) => c.id === 1)!;
    expect(iso).toMatchObject({
      title: "ISO 9001:2015",
      status: "سارية",
      active: true,
      lang: { status: "ar" },
    });
    const iec = shown.find((c) => c.id === 2)!;
    expect(iec).toMatchObject({
      expired: true,
      status: "منتهية",
      active: false,
    });
  });
});

describe("the product search", () => {
  const finderIds = (q: string) =>
    findProducts(
      parseFinderQuery(new URLSearchParams({ q }), { strictPage: false }).query,
      {},
    ).products.map((p) => p.id);
  const strandedIds = () =>
    getDb()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.category, "stranded"))
      .all()
      .map((row) => row.id)
      .sort();

  it("finds a category's products by its Arabic name, folded and stemmed as decision 038 folds", () => {
    // The stranded category's products, and those whose conductor is "مجدول" (stranded) in their
    // Arabic specifications (issue 35): the same products as "stranded" in English.
    const saysStranded = getDb()
      .select()
      .from(productTexts)
      .all()
      .filter(
        (row) =>
          row.locale === "ar" &&
          Object.values(row.specifications ?? {}).some((value) =>
            String(value).includes("مجدول"),
          ),
      )
      .map((row) => row.productId);
    const stranded = [...new Set([...strandedIds(), ...saysStranded])].sort();
    expect(stranded.length).toBeGreaterThan(strandedIds().length);
    expect(finderIds("الموصلات المجدولة").sort()).toEqual(stranded);
    // Typed with a hamza-less alef form, without the article and with a diacritic.
    expect(finderIds("مجدوله").sort()).toEqual(stranded);
    expect(
      listProducts({ q: "الموصلات المجدولة" })
        .map((p) => p.id)
        .sort(),
    ).toEqual(stranded);
    // A word in no name finds nothing.
    expect(finderIds("مجدولات الفضاء")).toEqual([]);
  });

  it("follows an edited Arabic name at once, and forgets a deleted one", async () => {
    await saveCategory("stranded", {
      name: "Stranded Conductors",
      nameAr: "نواقل مضفورة",
      descriptionAr: "",
    });
    expect(finderIds("مضفورة").sort()).toEqual(strandedIds());
    await saveCategory("stranded", {
      name: "Stranded Conductors",
      nameAr: "",
      descriptionAr: "",
    });
    expect(finderIds("مضفورة")).toEqual([]);
  });
});
