import { describe, expect, it } from "vitest";
import { categoryHeaderInfo, knownCategoryIds } from "./category-info.server";

describe("category headers", () => {
  it("names every known id and falls back to Category", () => {
    for (const id of knownCategoryIds) {
      const info = categoryHeaderInfo(id);
      expect(info.name).not.toBe("Category");
      expect(info.description.length).toBeGreaterThan(20);
      expect(info.known).toBe(true);
    }
    expect(categoryHeaderInfo("cables-of-tomorrow").name).toBe("Category");
    expect(categoryHeaderInfo("cables-of-tomorrow").known).toBe(false);
  });

  it("prefers the database's name and description", () => {
    const info = categoryHeaderInfo("pvc", {
      name: "PVC Insulated",
      description: "From the database.",
    });
    expect(info.description).toBe("From the database.");
    expect(info.gradient).toContain("from-");
  });
});
