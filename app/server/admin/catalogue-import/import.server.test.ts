import { deflateRawSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { SHEET_HEADER } from "~/lib/catalogue/catalogue-sheet";
import { getDb } from "../../db/client.server";
import { categories, productSizes, products } from "../../db/schema.server";
import { productSearchText } from "~/lib/catalogue/catalogue";
import { sizeSearchTerms } from "~/lib/catalogue/sizes";
import { listSizes } from "../../catalogue/sizes.server";
import {
  FileProblem,
  checkZip,
  readSheet,
  sniff,
} from "../catalogue-file.server";
import { saveProduct } from "../products.server";
import { applyImport } from "./apply.server";
import { exportCatalogue } from "./export.server";
import { dryRunImport } from "./stage.server";
import { productFormSchema } from "~/lib/forms/admin/products";
import { eq } from "drizzle-orm";

/** The export as CSV records (header first), and back to bytes after an edit. */
async function csvRecords(): Promise<string[][]> {
  return parse(await exportCatalogue("csv"), { bom: true }) as string[][];
}
function toCsv(records: string[][]): Buffer {
  const quote = (cell: string) =>
    /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return Buffer.from(
    records.map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n",
    "utf8",
  );
}
const col = (name: string) => SHEET_HEADER.indexOf(name);

function productCount(): number {
  return getDb().select().from(products).all().length;
}

/** A product of the test's own, with two sizes and a description a spreadsheet would run as a formula. */
async function addProduct(name: string, articles: string[]) {
  const parsed = productFormSchema.parse({
    name,
    category: "stranded",
    description: '=HYPERLINK("http://evil")',
    conductorMaterial: "copper",
    insulationCode: "pvc",
    sheathCode: "pvc",
    armour: "none",
    standards: JSON.stringify(["IEC 60228"]),
    sizes: JSON.stringify(
      articles.map((articleNumber, i) => ({
        articleNumber,
        cores: "3",
        sectionMm2: String(1.5 + i),
        conductorClass: "2",
        outerDiameterMm: "10.15",
        weightKgKm: "123.456789",
        drumLengthM: "500",
        stockM: "1000",
      })),
    ),
  });
  const saved = await saveProduct(null, parsed);
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value;
}

describe("catalogue export", () => {
  it("writes a CSV with a BOM, CRLF and one row per size, numbers exact and formulas neutralised", async () => {
    const id = await addProduct("Export Probe", ["IO-EXP-1", "IO-EXP-2"]);
    const bytes = await exportCatalogue("csv");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain("\r\n");
    const records = await csvRecords();
    expect(records[0]).toEqual(SHEET_HEADER);
    const mine = records.filter((row) => row[col("product_id")] === id);
    expect(mine.map((row) => row[col("article_number")])).toEqual([
      "IO-EXP-1",
      "IO-EXP-2",
    ]);
    expect(mine[0]![col("weight_kg_km")]).toBe("123.456789");
    expect(mine[0]![col("outer_diameter_mm")]).toBe("10.15");
    expect(mine[0]![col("description")]).toBe('\'=HYPERLINK("http://evil")');
  });

  it("writes an XLSX with numbers as numbers and text neutralised", async () => {
    const bytes = await exportCatalogue("xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet("Catalogue")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("product_id");
    let found = false;
    sheet.eachRow((row) => {
      if (row.getCell(col("article_number") + 1).value === "IO-EXP-1") {
        found = true;
        expect(row.getCell(col("weight_kg_km") + 1).value).toBe(123.456789);
        expect(row.getCell(col("description") + 1).value).toBe(
          '\'=HYPERLINK("http://evil")',
        );
      }
    });
    expect(found).toBe(true);
  });
});

describe("catalogue import round trip", () => {
  it("reports an unchanged CSV export as 0 added, 0 changed, N unchanged", async () => {
    const run = await dryRunImport(await exportCatalogue("csv"), "same.csv");
    expect(run.plan.errors).toEqual([]);
    expect(run.plan.added).toBe(0);
    expect(run.plan.changed).toBe(0);
    expect(run.plan.unchanged).toBe(
      getDb()
        .select()
        .from(products)
        .all()
        .filter((p) => !p.deletedAt).length,
    );
    expect(run.token).toBeNull();
  });

  it("reports an unchanged XLSX export the same way", async () => {
    const run = await dryRunImport(await exportCatalogue("xlsx"), "same.xlsx");
    expect(run.format).toBe("xlsx");
    expect(run.plan.errors).toEqual([]);
    expect(run.plan.added + run.plan.changed).toBe(0);
    expect(run.plan.unchanged).toBeGreaterThan(0);
  });

  it("applies a changed size and a new product, writing nothing in the dry run", async () => {
    const id = await addProduct("Apply Probe", ["IO-APP-1"]);
    const records = await csvRecords();
    const row = records.find((r) => r[col("article_number")] === "IO-APP-1")!;
    row[col("stock_m")] = "2500";
    const added = [...row];
    added[col("product_id")] = "";
    added[col("name")] = "Imported New Cable";
    added[col("article_number")] = "IO-NEW-1";
    records.push(added);
    const before = productCount();
    const run = await dryRunImport(toCsv(records), "edit.csv");
    expect(run.plan.errors).toEqual([]);
    expect(run.plan).toMatchObject({ added: 1, changed: 1 });
    expect(run.plan.changes.find((c) => c.id === id)!.fields).toEqual([
      { field: "IO-APP-1 stock_m", before: "1000", after: "2500" },
    ]);
    expect(productCount()).toBe(before);
    const sizeId = listSizes(id)[0]!.id;
    const applied = await applyImport(run.token!);
    expect(applied).toEqual({ ok: true, added: 1, changed: 1 });
    expect(listSizes(id)[0]).toMatchObject({ id: sizeId, stockM: 2500 });
    expect(productCount()).toBe(before + 1);
    const created = getDb()
      .select()
      .from(products)
      .where(eq(products.name, "Imported New Cable"))
      .get()!;
    // What the dialog's save stores (products.server.ts refreshProductSearch): the same search text.
    const category = getDb()
      .select()
      .from(categories)
      .where(eq(categories.id, created.category))
      .get()!;
    const sizes = getDb()
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, created.id))
      .all();
    expect(created.searchText).toBe(
      productSearchText(
        created,
        [category.name],
        sizes.flatMap(sizeSearchTerms),
      ),
    );
    expect(created.searchText).toContain("io-new-1");
    expect(created).toMatchObject({
      sectionMin: 1.5,
      coresMin: 3,
      standardsList: '["IEC 60228"]',
    });
    // Applied once: the token is spent.
    expect(await applyImport(run.token!)).toMatchObject({
      ok: false,
      status: 410,
    });
  });

  it("refuses to apply when the catalogue changed since the dry run, writing nothing", async () => {
    const id = await addProduct("Stale Probe", ["IO-STALE-1"]);
    const records = await csvRecords();
    records.find((r) => r[col("article_number")] === "IO-STALE-1")![
      col("stock_m")
    ] = "7";
    const run = await dryRunImport(toCsv(records), "stale.csv");
    expect(run.token).not.toBeNull();
    getDb()
      .update(productSizes)
      .set({ stockM: 99 })
      .where(eq(productSizes.articleNumber, "IO-STALE-1"))
      .run();
    expect(await applyImport(run.token!)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(listSizes(id)[0]!.stockM).toBe(99);
  });

  it("is all or nothing: a write failing mid-apply leaves every product as it was", async () => {
    const first = await addProduct("Atomic One", ["IO-AT-1"]);
    const second = await addProduct("Atomic Two", ["IO-AT-2"]);
    const records = await csvRecords();
    for (const article of ["IO-AT-1", "IO-AT-2"])
      records.find((r) => r[col("article_number")] === article)![
        col("stock_m")
      ] = "4242";
    const run = await dryRunImport(toCsv(records), "atomic.csv");
    expect(run.plan.changed).toBe(2);
    // The second product's write will meet a trigger that refuses it, after the first was written.
    // Not TEMP: Apply writes on a connection of its own, and a TEMP trigger is its connection's.
    getDb().$client.exec(
      `CREATE TRIGGER io_refuse BEFORE UPDATE ON products WHEN NEW.id = '${second}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    try {
      // sliceMs 0: a turn of the event loop after every slice, as in a long Apply.
      await expect(applyImport(run.token!, { sliceMs: 0 })).rejects.toThrow(
        /refused/,
      );
    } finally {
      getDb().$client.exec("DROP TRIGGER io_refuse");
    }
    expect(listSizes(first)[0]!.stockM).toBe(1000);
    expect(listSizes(second)[0]!.stockM).toBe(1000);
  });
});

describe("catalogue import errors", () => {
  it("refuses '1,5' and 'abc' in numeric columns with the row and column, and offers nothing to apply", async () => {
    await addProduct("Numbers Probe", ["IO-NUM-1", "IO-NUM-2"]);
    const records = await csvRecords();
    const index = records.findIndex(
      (r) => r[col("article_number")] === "IO-NUM-1",
    );
    records[index]![col("section_mm2")] = "1,5";
    records[index + 1]![col("stock_m")] = "abc";
    const before = productCount();
    const run = await dryRunImport(toCsv(records), "bad.csv");
    expect(run.token).toBeNull();
    expect(run.plan.errors).toEqual([
      expect.objectContaining({
        row: index + 1,
        column: "section_mm2",
        value: "1,5",
      }),
      expect.objectContaining({
        row: index + 2,
        column: "stock_m",
        value: "abc",
      }),
    ]);
    expect(run.plan.errors[0]!.message).toMatch(/must be a number/);
    expect(productCount()).toBe(before);
  });

  it("reports unknown and missing columns", async () => {
    const records = await csvRecords();
    records[0]![col("stock_m")] = "stock";
    const run = await dryRunImport(toCsv(records), "columns.csv");
    expect(run.plan.errors).toEqual([
      expect.objectContaining({
        row: 1,
        column: "stock",
        message: expect.stringMatching(/Not a column/),
      }),
      expect.objectContaining({
        row: 1,
        column: "stock_m",
        message: expect.stringMatching(/missing/),
      }),
    ]);
  });

  it("reports a product's columns that differ between its rows, an unknown id and a category that does not exist", async () => {
    await addProduct("Differ Probe", ["IO-DIF-1", "IO-DIF-2"]);
    const records = await csvRecords();
    const index = records.findIndex(
      (r) => r[col("article_number")] === "IO-DIF-2",
    );
    records[index]![col("name")] = "Other name";
    const unknown = [...records[index]!];
    unknown[col("product_id")] = "999999";
    unknown[col("article_number")] = "IO-DIF-3";
    const badCategory = [...records[index]!];
    badCategory[col("product_id")] = "";
    badCategory[col("name")] = "Nowhere Cable";
    badCategory[col("category")] = "no-such-category";
    badCategory[col("article_number")] = "IO-DIF-4";
    records.push(unknown, badCategory);
    const run = await dryRunImport(toCsv(records), "differ.csv");
    const columns = run.plan.errors.map((e) => `${e.row}:${e.column}`);
    expect(columns).toContain(`${index + 1}:name`);
    expect(columns).toContain(`${records.length - 1}:product_id`);
    expect(
      run.plan.errors.find((e) => e.column === "product_id")!.message,
    ).toMatch(/no product with this id/);
    expect(columns).toContain(`${records.length}:category`);
  });

  it("refuses an article number that another product has", async () => {
    await addProduct("Owner Probe", ["IO-OWN-1"]);
    const all = await csvRecords();
    const copy = [...all.find((r) => r[col("article_number")] === "IO-OWN-1")!];
    // The owner is not in the file (so it keeps its sizes); a new product claims its article.
    const records = all.filter((r) => r[col("article_number")] !== "IO-OWN-1");
    copy[col("product_id")] = "";
    copy[col("name")] = "Thief Cable";
    records.push(copy);
    const run = await dryRunImport(toCsv(records), "thief.csv");
    expect(run.plan.errors).toEqual([
      expect.objectContaining({
        row: records.length,
        column: "article_number",
        message: expect.stringMatching(/belongs to another product/),
      }),
    ]);
  });
});

describe("catalogue files", () => {
  it("sniffs the type from the bytes, not the name", () => {
    expect(sniff(Buffer.from("a,b\r\n1,2\r\n"))).toBe("csv");
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe("xlsx");
    expect(() => sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).toThrow(
      /old Excel/,
    );
    expect(() => sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toThrow(
      FileProblem,
    );
    expect(() => sniff(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toThrow(/UTF-8/);
    expect(() => sniff(Buffer.alloc(0))).toThrow(/empty/);
  });

  it("refuses a zip bomb before it is inflated in full", () => {
    const bomb = zipOf([
      {
        name: "xl/worksheets/sheet1.xml",
        data: Buffer.alloc(64 * 1024 * 1024, 0x20),
      },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(() => checkZip(bomb)).toThrow(/unpacks to more than 3 MB/);
    expect(() => checkZip(Buffer.from("PK\u0003\u0004garbage"))).toThrow(
      /could not be read/,
    );
  });

  it("refuses a malformed CSV with the line", async () => {
    await expect(
      readSheet(Buffer.from('product_id,name\r\n1,"open\r\n')),
    ).rejects.toThrow(/malformed/);
  });

  it("refuses a formula cell in an XLSX", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Catalogue");
    sheet.addRow(["product_id", "name"]);
    sheet.addRow(["1", { formula: "1+1", result: 2 }]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    await expect(readSheet(bytes)).rejects.toThrow(/formula/);
  });
});

/** A minimal zip with deflated entries (what an XLSX is), for the bomb test. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
