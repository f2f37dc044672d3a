import { describe, expect, it } from "vitest";
import { maxResistanceOhmKm } from "~/lib/tools/iec-60228";
import {
  currentRatingA,
  ratingInsulationFor,
} from "~/lib/tools/iec-60364-5-52";
import { listProducts } from "./catalogue.server";
import { constructionOf } from "../db/backfill-sizes.server";
import { seedFamilies, seedProducts } from "../db/seed-data.server";
import {
  listSizes,
  listSizesOf,
  listStandardsOf,
  productAttributes,
} from "./sizes.server";

/** The seeded catalogue's sizes (issue 17): consistent with the standards, listed by cores then section. */
describe("the seeded sizes", () => {
  const products = listProducts();

  it("give every product its realistic range, by cores then section, today's single size with its stock", () => {
    expect(products).toHaveLength(8);
    let total = 0;
    for (const product of products) {
      const sizes = listSizes(product.id);
      total += sizes.length;
      expect(sizes.length, product.id).toBeGreaterThanOrEqual(6);
      const today = constructionOf(
        product.specifications.crossSection,
        product.specifications.conductors,
      )!;
      // Today's size is the seed's first row (sort order 0), wherever the one order puts it.
      expect(sizes.find((size) => size.sortOrder === 0)).toMatchObject({
        cores: today.cores,
        sectionMm2: today.sectionMm2,
        stockM: product.quantity,
      });
      // Listed by cores, then section (issue 35): never as entered.
      for (let i = 1; i < sizes.length; i++) {
        const [a, b] = [sizes[i - 1]!, sizes[i]!];
        expect(
          a.cores < b.cores ||
            (a.cores === b.cores && a.sectionMm2 <= b.sectionMm2),
          `${product.id}: ${a.designation} before ${b.designation}`,
        ).toBe(true);
      }
      for (const size of sizes) {
        expect(size.articleNumber, size.articleNumber).toMatch(
          /^CW-[A-Z0-9.+-]+$/,
        );
        expect(size.outerDiameterMm).toBeGreaterThan(2);
        expect(size.weightKgKm).toBeGreaterThan(10);
        expect(size.drumLengthM).toBeGreaterThan(0);
        if (!product.inStock) expect(size.stockM).toBe(0);
      }
      // Bigger conductors of one construction make a thicker, heavier cable.
      const sameCores = sizes.filter(
        (s) => s.cores === today.cores && s.extraCores === null,
      );
      for (let i = 1; i < sameCores.length; i++) {
        expect(sameCores[i]!.outerDiameterMm).toBeGreaterThan(
          sameCores[i - 1]!.outerDiameterMm,
        );
        expect(sameCores[i]!.weightKgKm).toBeGreaterThan(
          sameCores[i - 1]!.weightKgKm,
        );
      }
    }
    expect(total).toBeGreaterThanOrEqual(70);
    const articles = products.flatMap((p) =>
      listSizes(p.id).map((s) => s.articleNumber),
    );
    expect(new Set(articles).size).toBe(articles.length);
  });

  it("state the IEC 60228 resistance for their class, material and section, and the IEC 60364-5-52 rating for their installation", () => {
    for (const product of products) {
      const ratingTable = ratingInsulationFor(
        product.insulation,
        product.maxConductorTempC,
      )!;
      for (const size of listSizes(product.id)) {
        expect(size.resistanceOhmKm, size.articleNumber).toBe(
          maxResistanceOhmKm(
            size.conductorClass,
            product.conductorMaterial,
            size.sectionMm2,
          ),
        );
        expect(size.ratingInstallation, size.articleNumber).not.toBeNull();
        expect(size.currentRatingA, size.articleNumber).toBe(
          currentRatingA({
            material: product.conductorMaterial,
            insulation: ratingTable,
            method: size.ratingInstallation!,
            loaded: size.ratingLoadedConductors!,
            sectionMm2: size.sectionMm2,
          }),
        );
      }
    }
    // The texts' own figures where they name a tabulated installation: 41 A at 3x6 clipped direct,
    // 41 A at 1x6 in conduit, 27 A at 2x2.5 clipped direct.
    const seededSize = (productId: string, designation: string) =>
      listSizes(productId).find((size) => size.designation === designation);
    expect(seededSize("3", "3x6")).toMatchObject({
      currentRatingA: 41,
      ratingInstallation: "C",
      ratingLoadedConductors: 3,
    });
    expect(seededSize("7", "1x6")).toMatchObject({
      currentRatingA: 41,
      ratingInstallation: "B1",
      ratingLoadedConductors: 2,
    });
    expect(seededSize("8", "2x2.5")).toMatchObject({
      currentRatingA: 27,
      conductorClass: 1,
      resistanceOhmKm: 7.41,
    });
    expect(seededSize("5", "4x1.5")).toMatchObject({
      conductorClass: 5,
      resistanceOhmKm: 13.3,
    });
    expect(seededSize("1", "1x16")).toMatchObject({
      articleNumber: "CW-N2XY-1X16",
      resistanceOhmKm: 1.15,
    });
  });

  it("carry typed attributes and standards per product", () => {
    const standards = listStandardsOf(products.map((p) => p.id));
    for (const product of products) {
      const family = seedFamilies[product.id]!;
      expect(
        productAttributes(product, standards.get(product.id)),
      ).toMatchObject({
        ratedVoltage: family.ratedVoltage,
        conductorMaterial: family.conductorMaterial,
        insulation: family.insulation,
        sheath: family.sheath,
        armour: family.armour,
        maxConductorTempC: family.maxConductorTempC,
        standards: family.standards,
        inStock: seedProducts.find((p) => p.id === product.id)!.inStock,
      });
    }
    expect(products.find((p) => p.id === "1")).toMatchObject({
      ratedVoltage: "0.6/1kV",
      insulation: "xlpe",
      maxConductorTempC: 90,
    });
    expect(products.find((p) => p.id === "6")).toMatchObject({
      armour: "braid",
      ratedVoltage: "300/500V",
    });
    expect(products.find((p) => p.id === "7")).toMatchObject({
      sheath: "none",
      ratedVoltage: "450/750V",
    });
    expect(listSizesOf(["3", "nope"]).get("nope")).toEqual([]);
    expect(
      listSizesOf(["3"])
        .get("3")!
        .map((s) => s.designation),
    ).toContain("3x25+16");
  });

  it("are found by the text search as buyers write them", () => {
    const ids = (q: string) => listProducts({ q }).map((p) => p.id);
    expect(ids("3x25+16")).toEqual(["3"]);
    expect(ids("3 x 25 + 16 mm²")).toEqual(["3"]);
    expect(ids("CW-NYY-5X16")).toEqual(["4"]);
    expect(ids("NYY")).toEqual(["3", "4"]);
    expect(ids("H07V-R 2,5")).toEqual(["7"]);
    expect(ids("12x1.5")).toEqual(["5", "6"]);
    expect(ids("240mm2")).toEqual(["1", "2"]);
    expect(ids("240 mm²")).toEqual(["1", "2"]);
  });
});
