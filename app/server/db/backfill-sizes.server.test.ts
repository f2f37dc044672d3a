import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { productKeys, productSearchText } from "~/lib/catalogue/catalogue";
import {
  backfillSizes,
  constructionOf,
  voltageCode,
} from "./backfill-sizes.server";
import { openDatabase } from "./client.server";
import { seedCategories, seedFamilies, seedProducts } from "./seed-data.server";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A database as the site ran it before sizes: migrations 0000 to 0003, the old seed, then an admin
 * who edited product 3, put product 8 out of stock and added a product of their own.
 */
function oldDatabase(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-sizes-"));
  const before = path.join(dir, "drizzle");
  fs.cpSync(path.resolve("drizzle"), before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0004");
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const file = path.join(dir, "old.db");
  const old = new Database(file);
  migrate(drizzle(old), { migrationsFolder: before });
  const category = old.prepare(
    "INSERT INTO categories (id, name, parent_id, sort_order) VALUES (?, ?, ?, ?)",
  );
  for (const c of seedCategories) {
    category.run(c.id, c.name, null, 0);
    for (const sub of c.subcategories) category.run(sub.id, sub.name, c.id, 0);
  }
  const insert = old.prepare(
    `INSERT INTO products (id, name, name_key, description_key, description, category, subcategory, quantity, in_stock,
       specifications, features, applications, certifications, search_text, sort_order)
     VALUES (@id, @name, @nameKey, @descriptionKey, @description, @category, @subcategory, @quantity, @inStock,
       @specifications, @features, @applications, @certifications, @searchText, @sortOrder)`,
  );
  const row = (p: (typeof seedProducts)[number], index: number) => ({
    ...p,
    ...productKeys(p.name),
    inStock: p.inStock ? 1 : 0,
    specifications: JSON.stringify(p.specifications),
    features: JSON.stringify(p.features),
    applications: JSON.stringify(p.applications),
    certifications: JSON.stringify(p.certifications),
    searchText: productSearchText(p),
    sortOrder: index,
  });
  seedProducts.forEach((p, index) => insert.run(row(p, index)));
  old
    .prepare(
      "INSERT INTO settings (key, value) VALUES ('seeded_at', '2026-01-01')",
    )
    .run();
  // The admin's edits: product 3 re-specified, product 8 out of stock, a new aluminium product.
  const three = seedProducts.find((p) => p.id === "3")!;
  old
    .prepare(
      "UPDATE products SET specifications = ?, quantity = 77 WHERE id = '3'",
    )
    .run(
      JSON.stringify({
        ...three.specifications,
        crossSection: "3 × 25 + 16 mm²",
        current: "96 A (clipped direct at 30 °C)",
      }),
    );
  old
    .prepare("UPDATE products SET in_stock = 0, quantity = 0 WHERE id = '8'")
    .run();
  const seven = seedProducts.find((p) => p.id === "7")!;
  insert.run({
    ...row(seven, 8),
    id: "1732000000000",
    name: "Aluminium Conductor 50mm²",
    ...productKeys("Aluminium Conductor 50mm²"),
    subcategory: "stranded-aluminum",
    category: "stranded",
    quantity: 640,
    specifications: JSON.stringify({
      ...seven.specifications,
      crossSection: "50 mm²",
      voltage: "0.6/1 kV",
      current: "about 150 A",
      insulation: "XLPE",
      operatingTemp: "90 °C conductor",
      sheath: "PVC sheath with steel wire armour (SWA)",
      conductors: 1,
    }),
  });
  old.close();
  return file;
}

describe("moving a database from before sizes", () => {
  it("gives each existing product its attributes and first size from its current data, once, and changes none of the admin's data", () => {
    const file = oldDatabase();
    const textsBefore = new Database(file)
      .prepare(
        "SELECT id, name, description, quantity, in_stock, specifications, features, certifications FROM products ORDER BY id",
      )
      .all();
    const db = openDatabase(file);
    const sqlite = db.$client;
    try {
      // Nothing the admin wrote has changed, and the seed did not run again.
      expect(
        sqlite
          .prepare(
            "SELECT id, name, description, quantity, in_stock, specifications, features, certifications FROM products ORDER BY id",
          )
          .all(),
      ).toEqual(textsBefore);
      const sizesOf = (id: string) =>
        sqlite
          .prepare(
            "SELECT * FROM product_sizes WHERE product_id = ? ORDER BY sort_order",
          )
          .all(id) as Record<string, unknown>[];

      // A product still as seeded gets the seed's whole range.
      expect(sizesOf("1").map((s) => s.article_number)).toEqual(
        seedFamilies["1"]!.sizes.map(([, section]) => `CW-N2XY-1X${section}`),
      );
      expect(sizesOf("1")[0]).toMatchObject({
        stock_m: 2500,
        resistance_ohm_km: 1.15,
      });
      // Out of stock by the admin's hand: every size without stock.
      expect(sizesOf("8").every((s) => s.stock_m === 0)).toBe(true);
      // An edited product: one size, from its texts as they are now.
      expect(sizesOf("3")).toEqual([
        expect.objectContaining({
          cores: 3,
          section_mm2: 25,
          extra_cores: 1,
          extra_section_mm2: 16,
          conductor_class: 2,
          resistance_ohm_km: 0.727,
          current_rating_a: 96,
          rating_installation: "C",
          rating_loaded_conductors: 3,
          stock_m: 77,
          article_number: "CW-P3-3X25+16",
        }),
      ]);
      // The admin's own product: aluminium, XLPE, armoured; no installation named, so no rating.
      expect(sizesOf("1732000000000")).toEqual([
        expect.objectContaining({
          cores: 1,
          section_mm2: 50,
          resistance_ohm_km: 0.641,
          current_rating_a: null,
          rating_installation: null,
          stock_m: 640,
        }),
      ]);
      const attributes = sqlite
        .prepare(
          "SELECT id, rated_voltage, conductor_material, insulation, sheath, armour, max_conductor_temp_c FROM products WHERE id IN ('3', '1732000000000') ORDER BY id",
        )
        .all();
      expect(attributes).toEqual([
        {
          id: "1732000000000",
          rated_voltage: "0.6/1kV",
          conductor_material: "aluminium",
          insulation: "xlpe",
          sheath: "pvc",
          armour: "swa",
          max_conductor_temp_c: 90,
        },
        {
          id: "3",
          rated_voltage: "0.6/1kV",
          conductor_material: "copper",
          insulation: "pvc",
          sheath: "pvc",
          armour: "none",
          max_conductor_temp_c: 70,
        },
      ]);
      expect(
        sqlite
          .prepare(
            "SELECT standard FROM product_standards WHERE product_id = '3' ORDER BY sort_order",
          )
          .pluck()
          .all(),
      ).toEqual(["IEC 60502-1", "IEC 60228"]);
      // The search now finds sizes and article numbers.
      const search = (id: string) =>
        sqlite
          .prepare("SELECT search_text FROM products WHERE id = ?")
          .pluck()
          .get(id) as string;
      expect(search("3")).toContain("3x25+16");
      expect(search("1")).toContain("cw-n2xy-1x240");

      // Once: sizes the admin deletes afterwards are not brought back at the next start.
      sqlite.prepare("DELETE FROM product_sizes WHERE product_id = '3'").run();
      expect(backfillSizes(db)).toBe(0);
      expect(sizesOf("3")).toEqual([]);
    } finally {
      sqlite.close();
    }
  });

  it("reads voltages and constructions as the texts write them", () => {
    expect(voltageCode("0.6/1 kV")).toBe("0.6/1kV");
    expect(voltageCode("450/750 V")).toBe("450/750V");
    expect(voltageCode("3.6 / 6 kV")).toBe("3.6/6kV");
    expect(voltageCode("1 kV")).toBeNull();
    expect(constructionOf("16 mm²", 1)).toEqual({
      cores: 1,
      sectionMm2: 16,
      extraCores: null,
      extraSectionMm2: null,
    });
    expect(constructionOf("4 × 1,5 mm²", 4)).toEqual({
      cores: 4,
      sectionMm2: 1.5,
      extraCores: null,
      extraSectionMm2: null,
    });
    expect(constructionOf("3x35+2x16mm²", 5)).toEqual({
      cores: 3,
      sectionMm2: 35,
      extraCores: 2,
      extraSectionMm2: 16,
    });
    expect(constructionOf("to order", null)).toBeNull();
  });
});
