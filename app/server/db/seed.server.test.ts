import { afterEach, describe, expect, it } from "vitest";
import { productKeys } from "~/lib/catalogue/catalogue";
import { createTestDb } from "../test-db.server";
import * as schema from "./schema.server";
import { seedIfEmpty } from "./seed.server";

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe("the seeded database", () => {
  it("is in WAL mode with foreign keys on", () => {
    const t = createTestDb();
    cleanup = t.cleanup;
    expect(t.db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(t.db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("holds the spec's four categories with their subcategories", () => {
    const t = createTestDb();
    cleanup = t.cleanup;
    const all = t.db.select().from(schema.categories).all();
    const top = all.filter((c) => c.parentId === null).map((c) => c.id);
    expect(top).toEqual(["stranded", "multiConductor", "control", "pvc"]);
    const subsOf = (id: string) =>
      all.filter((c) => c.parentId === id).map((c) => c.name);
    expect(subsOf("stranded")).toEqual([
      "Copper Stranded",
      "Aluminum Stranded",
      "Tinned Copper",
    ]);
    expect(subsOf("multiConductor")).toEqual([
      "2-Core",
      "3-Core",
      "4+ Core Cables",
    ]);
    expect(subsOf("control")).toEqual([
      "Instrumentation",
      "Communication",
      "Signal Cables",
    ]);
    expect(subsOf("pvc")).toEqual([
      "Low Voltage",
      "Medium Voltage",
      "High Voltage",
    ]);
  });

  it("holds all eight products with every field filled", () => {
    const t = createTestDb();
    cleanup = t.cleanup;
    const products = t.db.select().from(schema.products).all();
    expect(products.map((p) => p.id)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
    ]);
    expect(products.map((p) => p.quantity)).toEqual([
      2500, 1800, 1200, 950, 3200, 0, 4500, 2700,
    ]);
    expect(products.find((p) => p.id === "6")?.inStock).toBe(false);
    const categories = new Set(
      t.db
        .select()
        .from(schema.categories)
        .all()
        .map((c) => c.id),
    );
    for (const product of products) {
      expect(product.name, product.id).not.toBe("");
      expect(product.description.length, product.id).toBeGreaterThan(40);
      expect({
        nameKey: product.nameKey,
        descriptionKey: product.descriptionKey,
      }).toEqual(productKeys(product.name));
      expect(product.unit).toBe("meters");
      expect(categories.has(product.category)).toBe(true);
      expect(product.subcategory && categories.has(product.subcategory)).toBe(
        true,
      );
      const specs = product.specifications;
      expect(Object.keys(specs).sort()).toHaveLength(13);
      for (const [key, value] of Object.entries(specs)) {
        if (key === "conductors")
          expect(Number.isInteger(value), `${product.id} ${key}`).toBe(true);
        else
          expect(String(value).length, `${product.id} ${key}`).toBeGreaterThan(
            1,
          );
      }
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(product.applications.length).toBeGreaterThanOrEqual(3);
      expect(product.certifications.length).toBeGreaterThanOrEqual(2);
      expect(product.searchText).toContain(
        product.specifications.crossSection
          .replace(/\s*mm²/, "mm")
          .replace(/\s*×\s*/g, "x"),
      );
    }
  });

  it("holds the six certifications and six clients", () => {
    const t = createTestDb();
    cleanup = t.cleanup;
    const certifications = t.db.select().from(schema.certifications).all();
    expect(
      certifications.map((c) => [c.title, c.status, c.validUntil, c.category]),
    ).toEqual([
      ["ISO 9001:2015", "Active", "2026", "Quality"],
      ["IEC 60228", "Certified", "2025", "International"],
      ["CE Marking", "Compliant", "2027", "European"],
      ["UL Listed", "Listed", "2026", "North America"],
      ["RoHS Compliant", "Compliant", "Ongoing", "Environmental"],
      ["REACH Regulation", "Registered", "2025", "Chemical Safety"],
    ]);
    expect(certifications[0]?.description).toBe("Quality Management System");
    const clients = t.db.select().from(schema.clients).all();
    expect(clients.map((c) => c.industry)).toEqual([
      "Heavy Industry",
      "Power Distribution",
      "Construction",
      "Transportation",
      "Marine Engineering",
      "Hospitality",
    ]);
  });

  it("seeds once: a second start, or an emptied catalogue, is not re-seeded", () => {
    const t = createTestDb();
    cleanup = t.cleanup;
    expect(seedIfEmpty(t.db)).toBe(false);
    t.db.delete(schema.products).run();
    expect(seedIfEmpty(t.db)).toBe(false);
    expect(t.db.select().from(schema.products).all()).toHaveLength(0);
  });
});
