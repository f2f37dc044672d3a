import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/lib/forms/admin/products";
import { saveProduct } from "../admin/products.server";
import { getProduct, productCards } from "./catalogue.server";

/**
 * Issue 35: card titles clamp at two lines, so two families with long names alike read the same.
 * Each card's family line tells them apart: type designation and size range, then where the names
 * part when those agree too.
 */

const LONG =
  "Flexible Control Cable with Tinned Copper Braid Screen and Oil Resistant PVC Sheath";

const size = (articleNumber: string, cores: string, sectionMm2: string) => ({
  articleNumber,
  cores,
  sectionMm2,
  extraCores: "",
  extraSectionMm2: "",
  conductorClass: "5",
  outerDiameterMm: "9",
  weightKgKm: "120",
  resistanceOhmKm: "",
  currentRatingA: "",
  ratingInstallation: "",
  ratingLoadedConductors: "",
  drumLengthM: "500",
  stockM: "0",
});

async function family(
  name: string,
  typeDesignation: string,
  sizes: ReturnType<typeof size>[],
): Promise<string> {
  const saved = await saveProduct(
    null,
    productFormSchema.parse({
      name,
      category: "control",
      ratedVoltage: "300/500V",
      conductorMaterial: "copper",
      insulationCode: "pvc",
      sheathCode: "pvc",
      armour: "braid",
      maxConductorTempC: "70",
      typeDesignation,
      sizes: JSON.stringify(sizes),
    }),
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value;
}

/** The family lines, no-break spaces read as spaces (each size is kept on one line). */
const lineOf = (ids: string[], locale: "en" | "ar" = "en") =>
  productCards(
    ids.map((id) => getProduct(id)!),
    locale,
  ).map((card) =>
    "familyLine" in card
      ? locale === "en"
        ? card.familyLine?.replace(/\u00a0/g, " ")
        : card.familyLine
      : undefined,
  );

describe("a card's family line", () => {
  it("names the type designation and the range of sizes, first to last by cores then section, each size unbroken", async () => {
    const a = await family(`${LONG}, screened`, "YSLCY-JZ", [
      size("FL-A-7X1.5", "7", "1.5"),
      size("FL-A-3X1.5", "3", "1.5"),
      size("FL-A-12X1.5", "12", "1.5"),
    ]);
    const b = await family(`${LONG}, screened twice`, "YSLCY-OZ", [
      size("FL-B-3X2.5", "3", "2.5"),
    ]);
    expect(lineOf([a, b])).toEqual([
      "YSLCY-JZ · 3 × 1.5 to 12 × 1.5 mm²",
      "YSLCY-OZ · 3 × 2.5 mm²",
    ]);
    const raw = productCards([getProduct(a)!], "en")[0]!;
    expect("familyLine" in raw && raw.familyLine).toBe(
      "YSLCY-JZ · 3\u00a0×\u00a01.5 to 12\u00a0×\u00a01.5\u00a0mm²",
    );
    // In Arabic each Latin run is isolated, its parts kept together.
    const [arabic] = lineOf([a], "ar");
    expect(arabic).toBe(
      "\u2066YSLCY-JZ\u2069 · من \u20663\u00a0×\u00a01.5\u2069 إلى \u206612\u00a0×\u00a01.5\u00a0mm²\u2069",
    );
  });

  it("adds where look-alike names part when the type and sizes agree too", async () => {
    const sizes = (tag: string) => [size(`FL-${tag}-4X1.5`, "4", "1.5")];
    const grey = await family(`${LONG}, grey sheath`, "YSLCY-JZ", sizes("G"));
    const black = await family(`${LONG}, black sheath`, "YSLCY-JZ", sizes("K"));
    const lines = lineOf([grey, black]);
    expect(lines).toEqual([
      "YSLCY-JZ · 4 × 1.5 mm² · … grey sheath",
      "YSLCY-JZ · 4 × 1.5 mm² · … black sheath",
    ]);
    // Names that part early show it in their title: no ending added.
    const short = await family("Grey control cable", "YSLCY-JZ", sizes("S"));
    expect(lineOf([short, grey])).toEqual([
      "YSLCY-JZ · 4 × 1.5 mm²",
      "YSLCY-JZ · 4 × 1.5 mm²",
    ]);
  });

  it("tells the seeded families apart", () => {
    const ids = ["1", "2", "3", "4", "5", "6", "7", "8"];
    const lines = lineOf(ids);
    expect(new Set(lines).size).toBe(ids.length);
    expect(lines[0]).toBe("N2XY · 1 × 16 to 1 × 240 mm²");
    expect(lines[1]).toBe("N2XY · 1 × 25 to 1 × 300 mm²");
  });
});
