import { describe, expect, it } from "vitest";
import { findProductsToAdd, loadComparison } from "./compare.server";

/** Against the seeded catalogue (products 1 to 8). */
describe("loading a comparison", () => {
  it("compares known products in the address's order, with their rows", () => {
    const comparison = loadComparison(["6,1,3"]);
    expect(comparison.columns.map((column) => column.id)).toEqual([
      "6",
      "1",
      "3",
    ]);
    expect(comparison.columns[1]!.name).toBe("Copper Conductor 16mm²");
    expect(comparison.dropped).toEqual([]);
    const category = comparison.rows.find((row) => row.key === "category")!;
    expect(category.values).toEqual([
      "Control Cables",
      "Stranded Conductors",
      "Multi Conductors",
    ]);
    expect(category.differs).toBe(true);
    expect(comparison.rows.find((row) => row.key === "material")).toMatchObject(
      { values: ["Copper", "Copper", "Copper"], differs: false },
    );
    expect(comparison.rows.find((row) => row.key === "sizes")!.values[1]).toBe(
      "1x16 to 1x240 mm²",
    );
    expect(comparison.updatedAt).toBeInstanceOf(Date);
  });

  it("names the categories in the page's language", () => {
    const category = loadComparison(["6,1"], "ar").rows.find(
      (row) => row.key === "category",
    )!;
    expect(category.values[1]).toBe("الموصلات المجدولة");
    expect(
      category.values.every((value) => /[\u0600-\u06FF]/.test(value)),
    ).toBe(true);
  });

  it("isolates the Arabic labels' and values' units with their numbers, on one line (issue 35)", () => {
    const rows = loadComparison(["3,4"], "ar").rows;
    const resistance = rows.find((row) => row.key === "resistance")!;
    // "عند 20 °C" read "C° 20", and "12.1 Ω/km" read "km/Ω 12.1".
    expect(resistance.label).toContain("\u206620\u00a0°C\u2069");
    expect(resistance.values[1]).toMatch(/\u2066[\d.]+\u00a0Ω\/km\u2069$/);
    const rating = rows.find((row) => row.key === "rating")!;
    expect(rating.values[0]).toMatch(/\u2066\d+\u00a0A\u2069/);
    // English is as it was.
    const english = loadComparison(["3,4"]).rows;
    expect(english.find((row) => row.key === "resistance")!.label).toBe(
      "Maximum DC resistance at 20 °C",
    );
    expect(JSON.stringify(english)).not.toMatch(/[\u2066\u00a0]/);
  });

  it("drops unknown, repeated and surplus ids, and says which", () => {
    const comparison = loadComparison(["1,999,2,1,3,4,5", "not an id"]);
    expect(comparison.columns.map((column) => column.id)).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
    expect(comparison.dropped).toEqual([
      { id: "1", reason: "duplicate" },
      { id: "not an id", reason: "unknown" },
      { id: "999", reason: "unknown" },
      { id: "5", reason: "surplus" },
    ]);
  });

  it("is empty without ids", () => {
    expect(loadComparison([])).toEqual({
      columns: [],
      rows: [],
      dropped: [],
      updatedAt: null,
    });
  });

  it("finds products to add by the catalogue's search, leaving out those compared", () => {
    const all = findProductsToAdd("copper", []);
    expect(all.length).toBeGreaterThan(1);
    const rest = findProductsToAdd("copper", [all[0]!.id]);
    expect(rest.map((p) => p.id)).not.toContain(all[0]!.id);
    expect(findProductsToAdd("", [])).toEqual([]);
  });
});
