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
  firstSize,
  listSizes,
  listSizesOf,
  listStandardsOf,
  productAttributes,
} from "./sizes.server";

/** The seeded catalogue's sizes (issue 17): consistent with the standards, today's size first. */
describe("the seeded sizes", () => {
  const products = listProducts();

  it("give every product its realistic range, today's single size first, with its stock", () => {
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
      expect(sizes[0]).toMatchObject({
        cores: today.cores,
        sectionMm2: today.sectionMm2,
        stockM: product.quantity,
      });
      expect(sizes.map((size) => size.sortOrder)).toEqual(
        sizes.map((_size, index) => index),
      );
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
      const sameCores = sizes
        .filter((s) => s.cores === sizes[0]!.cores && s.extraCores === null)
        .sort((a, b) => a.sectionMm2 - b.sectionMm2);
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
    expect(firstSize("3")).toMatchObject({
      designation: "3x6",
      currentRatingA: 41,
      ratingInstallation: "C",
      ratingLoadedConductors: 3,
    });
    expect(firstSize("7")).toMatchObject({
      designation: "1x6",
      currentRatingA: 41,
      ratingInstallation: "B1",
      ratingLoadedConductors: 2,
    });
    expect(firstSize("8")).toMatchObject({
      designation: "2x2.5",
      currentRatingA: 27,
      conductorClass: 1,
      resistanceOhmKm: 7.41,
    });
    expect(firstSize("5")).toMatchObject({
      conductorClass: 5,
      resistanceOhmKm: 13.3,
    });
    expect(firstSize("1")).toMatchObject({
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
