import { describe, expect, it } from "vitest";
import {
  canonicalCategoryId,
  categoryIdFor,
  productKeys,
  productSearchText,
  slugFromName,
} from "./catalogue";
import { foldForSearch } from "./search-fold";

describe("catalogue rules", () => {
  it("treats pvcInsulated and pvc as one category", () => {
    expect(canonicalCategoryId("pvcInsulated")).toBe("pvc");
    expect(canonicalCategoryId("pvc")).toBe("pvc");
    expect(canonicalCategoryId("stranded")).toBe("stranded");
  });

  it("derives category ids by the spec's rule", () => {
    expect(slugFromName("  Fire   Resistant Cables ")).toBe(
      "fire-resistant-cables",
    );
    expect(categoryIdFor("Bare Copper", "stranded")).toBe(
      "stranded-bare-copper",
    );
    expect(categoryIdFor("Armoured")).toBe("armoured");
  });

  it("derives nameKey and descriptionKey", () => {
    expect(productKeys("Armoured Cable 4x16")).toEqual({
      nameKey: "product.armoured_cable_4x16.name",
      descriptionKey: "product.armoured_cable_4x16.desc",
    });
  });

  it("normalises sizes and ratings so buyers' spellings meet", () => {
    expect(foldForSearch("16 mm²")).toBe("16mm");
    expect(foldForSearch("16mm2")).toBe("16mm");
    expect(foldForSearch("0.6 / 1 kV")).toBe("0.6/1kv");
    expect(foldForSearch("4 × 1.5 mm²")).toBe("4x1.5mm");
  });

  it("builds search text from name, description, category and specification values", () => {
    const text = productSearchText(
      {
        name: "Copper Conductor 16mm²",
        description: "Stranded copper",
        category: "stranded",
        specifications: {
          voltage: "0.6/1 kV",
          insulation: "PVC",
          conductors: 1,
          sheath: null,
        },
      },
      ["Stranded Conductors"],
    );
    expect(text).toContain("16mm");
    expect(text).toContain("0.6/1kv");
    expect(text).toContain("pvc");
    expect(text.split(" ")).toEqual(
      expect.arrayContaining(["stranded", "conductors"]),
    );
  });

  it("keeps each word once, without the field separators: a search word (no spaces) still finds it", () => {
    const product = {
      name: "PVC Twin Core Cable 2x2.5mm²",
      description:
        "Flat twin PVC cable, PVC insulated and PVC sheathed, 300/500 V",
      category: "pvcInsulated",
      specifications: {
        insulation: "PVC",
        sheath: "PVC outer sheath",
        voltage: "300/500 V",
      },
    };
    const text = productSearchText(
      product,
      ["PVC Insulated"],
      ["cw-ft-2x2.5", "2x2.5"],
    );
    const words = text.split(" ");
    expect(new Set(words).size).toBe(words.length);
    expect(text).not.toContain("\u0001");
    // Every word of the text before (each field normalized on its own) is still a word of it.
    const before = [
      product.name,
      product.description,
      product.category,
      "PVC Insulated",
      ...Object.values(product.specifications),
      "cw-ft-2x2.5",
      "2x2.5",
    ].flatMap((field) => foldForSearch(field).split(" "));
    for (const word of before) expect(words).toContain(word);
  });
});
