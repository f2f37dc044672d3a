import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHEET_HEADER } from "~/lib/catalogue/catalogue-sheet";
import { restoreFormulas } from "~/lib/csv";
import { productFormSchema } from "~/lib/forms/admin/products";
import { FORMULA, hasPython, pythonCsv } from "../../../tests/unit/python-csv";
import { getDb } from "../db/client.server";
import { productSizes, productTexts, products } from "../db/schema.server";
import { applyImport } from "./catalogue-import/apply.server";
import { exportCatalogue } from "./catalogue-import/export.server";
import { dryRunImport } from "./catalogue-import/stage.server";
import { saveProduct } from "./products.server";

/**
 * Issue 35, point 5: the catalogue's CSV is valid RFC 4180 for a parser that is not ours, safe in a
 * spreadsheet after every line break, and carries the Arabic, which the import reads back.
 */

const col = (name: string) => SHEET_HEADER.indexOf(name);
const PAYLOAD = "=cmd|' /C calc'!A0";

async function addProduct(name: string, article: string) {
  const parsed = productFormSchema.parse({
    name,
    category: "stranded",
    description: `Two lines;=1+1\n@SUM(A1)`,
    applications: JSON.stringify(["Power lines", PAYLOAD]),
    nameAr: "كابل اختبار",
    descriptionAr: "وصف\n=2+2",
    featuresAr: JSON.stringify([{ title: "مرن", description: "-سهل التركيب" }]),
    applicationsAr: JSON.stringify(["خطوط الكهرباء", "+تمديدات"]),
    conductorMaterial: "copper",
    insulationCode: "pvc",
    sheathCode: "pvc",
    armour: "none",
    standards: JSON.stringify(["IEC 60228"]),
    sizes: JSON.stringify([
      {
        articleNumber: article,
        cores: "3",
        sectionMm2: "2.5",
        conductorClass: "2",
        outerDiameterMm: "10.15",
        weightKgKm: "123.5",
        drumLengthM: "500",
        stockM: "1000",
      },
    ]),
  });
  const saved = await saveProduct(null, parsed);
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value;
}

/** Records back to bytes, quoting every cell (the import must not depend on how a file quotes). */
function toCsv(records: string[][]): Buffer {
  return Buffer.from(
    records
      .map((row) =>
        row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(","),
      )
      .join("\r\n") + "\r\n",
  );
}

function arabicOf(id: string) {
  return getDb()
    .select()
    .from(productTexts)
    .where(and(eq(productTexts.productId, id), eq(productTexts.locale, "ar")))
    .get();
}

describe("the catalogue CSV (issue 35)", () => {
  it.runIf(hasPython)(
    "reads in Python's csv module with every row whole and no formula at any line's start",
    async () => {
      const id = await addProduct("Line Break Probe", "IO-LB-1");
      const bytes = await exportCatalogue("csv");
      const records = pythonCsv(bytes);
      expect(records[0]).toEqual(SHEET_HEADER);
      const live = getDb()
        .select({ id: products.id })
        .from(products)
        .all().length;
      // One record per size (or per product without sizes): none split, none run together.
      const sizes = getDb().select().from(productSizes).all().length;
      expect(records.length - 1).toBeGreaterThanOrEqual(Math.max(sizes, live));
      for (const record of records)
        expect(record).toHaveLength(SHEET_HEADER.length);
      const mine = records.find((row) => row[col("product_id")] === id)!;
      expect(mine[col("applications")]).toBe(`Power lines\n'${PAYLOAD}`);
      expect(restoreFormulas(mine[col("applications")]!)).toBe(
        `Power lines\n${PAYLOAD}`,
      );
      for (const record of records)
        for (const cell of record)
          for (const line of cell.split(/[\r\n;\t]/))
            expect(line).not.toMatch(/^[=+\-@]/);
      // A reader set to ";" (a European spreadsheet) starts no cell with a formula either.
      for (const record of pythonCsv(bytes, ";"))
        for (const cell of record) expect(cell).not.toMatch(FORMULA);
    },
  );

  it("exports the Arabic columns and reads them back unchanged", async () => {
    const id = await addProduct("Arabic Probe", "IO-AR-1");
    const bytes = await exportCatalogue("csv");
    const records = parse(bytes, { bom: true }) as string[][];
    expect(records[0]).toEqual(
      expect.arrayContaining([
        "name_ar",
        "description_ar",
        "features_ar",
        "applications_ar",
      ]),
    );
    const mine = records.find((row) => row[col("product_id")] === id)!;
    expect(mine[col("name_ar")]).toBe("كابل اختبار");
    expect(mine[col("description_ar")]).toBe("وصف\n'=2+2");
    expect(mine[col("applications_ar")]).toBe("خطوط الكهرباء\n'+تمديدات");
    expect(JSON.parse(mine[col("features_ar")]!)).toEqual([
      { title: "مرن", description: "-سهل التركيب" },
    ]);
    const run = await dryRunImport(bytes, "same.csv");
    expect(run.plan.errors).toEqual([]);
    expect(run.plan.added + run.plan.changed).toBe(0);
  });

  it("imports changed Arabic, clears it when all four cells are empty, and keeps it when the columns are absent", async () => {
    const id = await addProduct("Arabic Import Probe", "IO-AR-2");
    const records = parse(await exportCatalogue("csv"), {
      bom: true,
    }) as string[][];
    const row = records.find((r) => r[col("product_id")] === id)!;
    row[col("name_ar")] = "كابل جديد";
    row[col("applications_ar")] = "أنفاق\n'=3+3";
    const run = await dryRunImport(toCsv(records), "arabic.csv");
    expect(run.plan.errors).toEqual([]);
    expect(run.plan.changes.find((c) => c.id === id)!.fields).toEqual([
      { field: "name_ar", before: "كابل اختبار", after: "كابل جديد" },
      {
        field: "applications_ar",
        before: "خطوط الكهرباء\n+تمديدات",
        after: "أنفاق\n=3+3",
      },
    ]);
    expect(await applyImport(run.token!)).toMatchObject({
      ok: true,
      changed: 1,
    });
    expect(arabicOf(id)).toMatchObject({
      name: "كابل جديد",
      description: "وصف\n=2+2",
      applications: ["أنفاق", "=3+3"],
    });
    const product = getDb()
      .select()
      .from(products)
      .where(eq(products.id, id))
      .get()!;
    expect(product.searchText).toContain("جديد");

    // A sheet made before the Arabic columns: the stored Arabic stays.
    const old = parse(await exportCatalogue("csv"), {
      bom: true,
    }) as string[][];
    const arabic = [
      "name_ar",
      "description_ar",
      "features_ar",
      "applications_ar",
    ].map(col);
    const without = old.map((r) => r.filter((_, i) => !arabic.includes(i)));
    const kept = await dryRunImport(toCsv(without), "old.csv");
    expect(kept.plan.errors).toEqual([]);
    expect(kept.plan.added + kept.plan.changed).toBe(0);

    // Only some of the four: refused, naming the missing ones.
    const partial = old.map((r) =>
      r.filter((_, i) => i !== col("features_ar")),
    );
    const refused = await dryRunImport(toCsv(partial), "partial.csv");
    expect(refused.plan.errors).toEqual([
      expect.objectContaining({ row: 1, column: "features_ar" }),
    ]);

    // All four emptied: the Arabic row goes, as the dialog's save deletes it.
    const mineAgain = old.find((r) => r[col("product_id")] === id)!;
    for (const index of arabic) mineAgain[index] = "";
    const cleared = await dryRunImport(toCsv(old), "cleared.csv");
    expect(cleared.plan.errors).toEqual([]);
    expect(await applyImport(cleared.token!)).toMatchObject({ ok: true });
    expect(arabicOf(id)).toBeUndefined();
  });
});
