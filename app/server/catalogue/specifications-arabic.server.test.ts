import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHEET_HEADER } from "~/lib/catalogue/catalogue-sheet";
import { productFormSchema } from "~/lib/forms/admin/products";
import { listAdminProductsPage, saveProduct } from "../admin/products.server";
import { applyImport } from "../admin/catalogue-import/apply.server";
import { exportCatalogue } from "../admin/catalogue-import/export.server";
import { dryRunImport } from "../admin/catalogue-import/stage.server";
import { getDatasheet } from "../content/downloads.server";
import { TEXT_KINDS, countNeedingArabic } from "../content/locale-texts.server";
import { getDb } from "../db/client.server";
import { products, productTexts } from "../db/schema.server";
import { seedSpecificationsAr } from "../db/seed-arabic.server";
import {
  getProduct,
  listProductsPage,
  localizeProducts,
  shownSpecifications,
} from "./catalogue.server";
import { refreshSearchTexts } from "./search-text.server";
import { loadComparison } from "./compare.server";

/**
 * Issue 35: the specification values in the page's language. The values written in words have an
 * Arabic twin (product_texts.specifications), edited in the product dialog, carried by the sheet,
 * seeded for the eight products; numbers with unit symbols read the same in both languages. This
 * file has its own seeded database (tests/unit/setup.ts).
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

const shown = (id: string, locale: "en" | "ar") =>
  shownSpecifications(
    localizeProducts([getProduct(id)!], locale)[0]!,
    ["voltage", "current", "insulationMaterial", "bendRadius", "conductors"],
    locale,
  );

/** A product of the test's own, with the form's fields as given. */
async function addProduct(values: Record<string, string>) {
  const saved = await saveProduct(
    null,
    productFormSchema.parse({
      category: "stranded",
      voltage: "0.6/1 kV",
      current: "32 A (in air at 30 °C)",
      insulationMaterial: "PVC type A, 0.8 mm nominal wall",
      availableColors: "Black",
      ...values,
    }),
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value;
}

function pdfTextOf(bytes: Buffer): string {
  const file = path.join(
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "specs-")),
    "doc.pdf",
  );
  fs.writeFileSync(file, bytes);
  // pdftotext marks its runs' directions (RLE, LRE, PDF): left out, to read the words.
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(
    /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g,
    "",
  );
}

const col = (name: string) => SHEET_HEADER.indexOf(name);

function toCsv(records: string[][]): Buffer {
  return Buffer.from(
    records
      .map((row) =>
        row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(","),
      )
      .join("\r\n") + "\r\n",
  );
}

describe("specification values by language", () => {
  it("shows the seeded Arabic on Arabic pages, isolated with its units, and the English untouched", () => {
    expect(shown("3", "ar")).toEqual({
      values: {
        // Numbers and unit symbols only: the same text, joined, not marked English (the cell's
        // <bdi> isolates it).
        voltage: `0.6/1${NBSP}kV`,
        current: `${LRI}41${NBSP}A${PDI} (في الهواء عند ${LRI}30${NBSP}°C${PDI})`,
        insulationMaterial: `بولي فينيل كلوريد (${LRI}PVC${PDI}) من النوع ${LRI}A${PDI}، بسماكة اسمية ${LRI}1.0${NBSP}mm${PDI}`,
        bendRadius: `${LRI}10${PDI} × القطر الخارجي`,
        conductors: 3,
      },
      // Arabic opening with a Latin letter: a <bdi> would lay it out left to right.
      marks: { current: { dir: "rtl" } },
    });
    expect(shown("3", "en")).toEqual({
      values: {
        voltage: "0.6/1 kV",
        current: "41 A (in air at 30 °C)",
        insulationMaterial: "PVC type A, 1.0 mm nominal wall",
        bendRadius: "10 × overall diameter",
        conductors: 3,
      },
    });
    // The drawing keeps reading the English colours on every page.
    expect(
      localizeProducts([getProduct("3")!], "ar")[0]!.specifications
        .availableColors,
    ).toBe("Brown, Blue, Yellow/Green");
  });

  it("falls back to the English of a value with no Arabic, marked as English", async () => {
    const id = await addProduct({
      name: "Spec Fallback Probe",
      nameAr: "كابل تجربة",
      currentAr: "32 A (في الهواء عند 30 °C)",
    });
    expect(shown(id, "ar")).toEqual({
      values: {
        voltage: `0.6/1${NBSP}kV`,
        current: `${LRI}32${NBSP}A${PDI} (في الهواء عند ${LRI}30${NBSP}°C${PDI})`,
        insulationMaterial: "PVC type A, 0.8 mm nominal wall",
        bendRadius: "",
        conductors: null,
      },
      marks: {
        current: { dir: "rtl" },
        insulationMaterial: { lang: "en", dir: "ltr" },
      },
    });
    // The comparison: the Arabic value, and the English one marked in its cell.
    const rows = loadComparison([`3,${id}`], "ar").rows;
    const current = rows.find((row) => row.key === "spec-current")!;
    expect(current.values[0]).toContain("في الهواء");
    expect(current.values[1]).toContain("في الهواء");
    const material = rows.find((row) => row.key === "spec-insulationMaterial")!;
    expect(material.values[0]).toContain("بولي فينيل كلوريد");
    expect(material.valueAttrs).toEqual([{}, { lang: "en", dir: "ltr" }]);
    expect(current.valueAttrs).toEqual([{ dir: "rtl" }, { dir: "rtl" }]);
    expect(
      loadComparison([`3,${id}`], "en").rows.find(
        (row) => row.key === "spec-current",
      ),
    ).not.toHaveProperty("valueAttrs");
  });

  it("is saved by the dialog, kept when a form sends none, counted by the Arabic marker, and deleted when emptied", async () => {
    expect(countNeedingArabic(TEXT_KINDS.products)).toBe(0);
    const texts = {
      name: "Spec Marker Probe",
      nameAr: "كابل العلامة",
      descriptionAr: "",
      featuresAr: "[]",
      applicationsAr: "[]",
    };
    const id = await addProduct(texts);
    // The name is Arabic, the values in words are not: partly missing.
    expect(countNeedingArabic(TEXT_KINDS.products)).toBe(1);
    const row = () =>
      listAdminProductsPage("Spec Marker Probe", 1).products.find(
        (product) => product.id === id,
      )!;
    expect(row().arabic).toBe("partial");
    const all = {
      currentAr: "32 A (في الهواء عند 30 °C)",
      insulationMaterialAr: "بولي فينيل كلوريد (PVC) من النوع A",
      availableColorsAr: "أسود",
    };
    const save = (values: Record<string, string>) =>
      saveProduct(
        id,
        productFormSchema.parse({
          category: "stranded",
          voltage: "0.6/1 kV",
          current: "32 A (in air at 30 °C)",
          insulationMaterial: "PVC type A, 0.8 mm nominal wall",
          availableColors: "Black",
          ...values,
        }),
      );
    expect((await save({ ...texts, ...all })).ok).toBe(true);
    expect(arabicRow(id)!.specifications).toEqual({
      current: all.currentAr,
      insulationMaterial: all.insulationMaterialAr,
      availableColors: all.availableColorsAr,
    });
    expect(row().specificationsAr).toEqual(arabicRow(id)!.specifications);
    expect(row().arabic).toBe("complete");
    expect(countNeedingArabic(TEXT_KINDS.products)).toBe(0);

    // A form without the values' Arabic fields (a sheet without those columns) keeps them.
    expect((await save({ ...texts, nameAr: "اسم آخر" })).ok).toBe(true);
    expect(arabicRow(id)).toMatchObject({
      name: "اسم آخر",
      specifications: arabicRow(id)!.specifications,
    });
    expect(Object.keys(arabicRow(id)!.specifications)).toHaveLength(3);

    // Too long is refused, as the English is.
    expect(
      productFormSchema.safeParse({
        name: "x",
        category: "stranded",
        currentAr: "أ".repeat(201),
      }).success,
    ).toBe(false);

    // Everything emptied: the Arabic row goes.
    const cleared = await save({
      ...texts,
      nameAr: "",
      currentAr: "",
      insulationMaterialAr: " ",
      availableColorsAr: "",
    });
    expect(cleared.ok).toBe(true);
    expect(arabicRow(id)).toBeUndefined();
  });

  it("is in the Arabic datasheet, with the stock in metres as a symbol; the English datasheet unchanged", async () => {
    const product = getProduct("3")!;
    const arabic = pdfTextOf(await getDatasheet(product, "ar"));
    expect(arabic).toContain("في الهواء عند");
    expect(arabic).toContain("القطر الخارجي");
    expect(arabic).toContain("أصفر/أخضر");
    expect(arabic).not.toMatch(/in air|overall diameter|meters/);
    expect(arabic).toMatch(/\d m\b/);
    const english = pdfTextOf(await getDatasheet(product, "en"));
    expect(english).toContain("41 A (in air at 30 °C)");
    expect(english).toMatch(/[\d,]+ meters/);
  });
});

describe("the sheet's Arabic specification columns", () => {
  it("exports them, reads them back unchanged, imports a change, and keeps them when the columns are absent", async () => {
    const id = await addProduct({
      name: "Spec Sheet Probe",
      nameAr: "كابل الجدول",
      currentAr: "32 A (في الهواء عند 30 °C)",
      availableColorsAr: "أسود",
    });
    const bytes = await exportCatalogue("csv");
    const records = parse(bytes, { bom: true }) as string[][];
    expect(records[0]).toEqual(
      expect.arrayContaining(["current_ar", "available_colors_ar"]),
    );
    const seeded = records.find((row) => row[col("product_id")] === "3")!;
    expect(seeded[col("insulation_material_ar")]).toBe(
      seedSpecificationsAr["3"]!.insulationMaterial,
    );
    const mine = records.find((row) => row[col("product_id")] === id)!;
    expect(mine[col("current_ar")]).toBe("32 A (في الهواء عند 30 °C)");
    expect(mine[col("sheath_ar")]).toBe("");
    const same = await dryRunImport(bytes, "same.csv");
    expect(same.plan.errors).toEqual([]);
    expect(same.plan.added + same.plan.changed).toBe(0);

    mine[col("available_colors_ar")] = "أسود أو رمادي";
    mine[col("sheath_ar")] = "غلاف من PVC";
    const run = await dryRunImport(toCsv(records), "specs.csv");
    expect(run.plan.errors).toEqual([]);
    expect(run.plan.changes.find((c) => c.id === id)!.fields).toEqual([
      { field: "sheath_ar", before: "", after: "غلاف من PVC" },
      { field: "available_colors_ar", before: "أسود", after: "أسود أو رمادي" },
    ]);
    expect(await applyImport(run.token!)).toMatchObject({
      ok: true,
      changed: 1,
    });
    expect(arabicRow(id)).toMatchObject({
      name: "كابل الجدول",
      specifications: {
        current: "32 A (في الهواء عند 30 °C)",
        sheath: "غلاف من PVC",
        availableColors: "أسود أو رمادي",
      },
    });

    // A sheet without the values' columns (made before them): the stored values stay, and the
    // texts' columns still apply.
    const now = parse(await exportCatalogue("csv"), {
      bom: true,
    }) as string[][];
    const specColumns = SHEET_HEADER.filter(
      (name) =>
        name.endsWith("_ar") &&
        ![
          "name_ar",
          "description_ar",
          "features_ar",
          "applications_ar",
        ].includes(name),
    );
    expect(specColumns).toHaveLength(10);
    const dropped = specColumns.map(col);
    const without = now.map((row) =>
      row.filter((_, i) => !dropped.includes(i)),
    );
    without.find((row) => row[0] === id)![col("name_ar")] = "كابل معدل";
    const kept = await dryRunImport(toCsv(without), "old.csv");
    expect(kept.plan.errors).toEqual([]);
    expect(kept.plan.changed).toBe(1);
    expect(await applyImport(kept.token!)).toMatchObject({ ok: true });
    expect(arabicRow(id)).toMatchObject({
      name: "كابل معدل",
      specifications: { sheath: "غلاف من PVC" },
    });

    // Only some of the ten: refused, naming the missing one.
    const partial = now.map((row) =>
      row.filter((_, i) => i !== col("bend_radius_ar")),
    );
    const refused = await dryRunImport(toCsv(partial), "partial.csv");
    expect(refused.plan.errors).toEqual([
      expect.objectContaining({ row: 1, column: "bend_radius_ar" }),
    ]);
  });
});

describe("migration 0026", () => {
  it("gives an upgraded database the seed's values, only where the English is still the seeded one", () => {
    const seeded = arabicRow("4")!.specifications;
    expect(seeded).toEqual(seedSpecificationsAr["4"]);
    const sql = fs.readFileSync(
      path.resolve("drizzle/0026_arabic_specifications.sql"),
      "utf8",
    );
    const updates = sql
      .split("--> statement-breakpoint")
      .filter((statement) => /^\s*UPDATE/m.test(statement));
    expect(updates).toHaveLength(8);
    const db = getDb().$client;
    db.exec("UPDATE product_texts SET specifications = '{}'");
    // An editor changed product 5's English: its Arabic is not written over it.
    db.exec(
      `UPDATE products SET specifications = json_set(specifications, '$.current', '20 A') WHERE id = '5'`,
    );
    for (const statement of updates) db.exec(statement);
    for (const statement of updates) db.exec(statement);
    expect(arabicRow("4")!.specifications).toEqual(seeded);
    expect(arabicRow("5")!.specifications).toEqual({});
    const restored = getDb()
      .select()
      .from(products)
      .where(eq(products.id, "5"))
      .get()!;
    expect(restored.specifications.current).toBe("20 A");
  });
});

describe("the search text", () => {
  it("finds a product by its Arabic specification values, and brings a text stored before up to date once", async () => {
    const found = () =>
      listProductsPage({ q: "سيليكوني" }, 1).products.map(
        (product) => product.id,
      );
    const id = await addProduct({
      name: "Arabic Spec Search Probe",
      nameAr: "كابل البحث",
      descriptionAr: "",
      featuresAr: "[]",
      applicationsAr: "[]",
      insulationMaterialAr: "مطاط سيليكوني مقاوم للحرارة",
    });
    expect(found()).toEqual([id]);
    // A database whose texts were made before the search read these values: the next start
    // rewrites each product's text once.
    getDb().$client.exec(
      "UPDATE products SET search_text = 'stale'; DELETE FROM settings WHERE key = 'search_text_version'",
    );
    expect(found()).toEqual([]);
    const count = getDb().select().from(products).all().length;
    expect(refreshSearchTexts(getDb())).toBe(count);
    expect(found()).toEqual([id]);
    expect(refreshSearchTexts(getDb())).toBe(0);
  });
});
