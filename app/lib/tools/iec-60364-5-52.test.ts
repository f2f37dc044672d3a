import { describe, expect, it } from "vitest";
import { loadedConductorCounts } from "../catalogue/cable-attributes";
import {
  aluminiumSections,
  annexBRating,
  copperSections,
  currentRatingA,
  ratedMethods,
  ratingInsulationFor,
  ratingInsulations,
  type RatingQuery,
} from "./iec-60364-5-52";
import { uncheckedCells } from "./standards/iec-60364-5-52-ratings";

describe("IEC 60364-5-52 current-carrying capacities", () => {
  it.each([
    // B.52.4, PVC, three loaded, clipped direct (C)
    ["pvc", "copper", "C", 3, 2.5, 24],
    ["pvc", "copper", "C", 3, 6, 41],
    ["pvc", "copper", "C", 3, 10, 57],
    // B.52.2, PVC, two loaded: clipped direct (C), in conduit (B1)
    ["pvc", "copper", "C", 2, 2.5, 27],
    ["pvc", "copper", "B1", 2, 6, 41],
    ["pvc", "copper", "B1", 2, 1.5, 17.5],
    // B.52.4, PVC, three loaded, in a duct in the ground (D1): the 2009 edition's 64 A (67 A was
    // the 2001 edition's method D)
    ["pvc", "copper", "D1", 3, 16, 64],
    // B.52.3 / B.52.5, XLPE
    ["xlpe", "copper", "C", 2, 16, 107],
    ["xlpe", "copper", "C", 3, 25, 119],
    // B.52.12, XLPE, method E
    ["xlpe", "copper", "E", 3, 16, 100],
    // B.52.4, PVC, aluminium, clipped direct
    ["pvc", "aluminium", "C", 3, 16, 59],
    // tinned copper is rated as copper
    ["pvc", "tinned-copper", "C", 3, 6, 41],
  ] as const)(
    "%s %s method %s, %i loaded, %s mm²: %s A",
    (insulation, material, method, loaded, sectionMm2, amps) => {
      expect(
        currentRatingA({ insulation, material, method, loaded, sectionMm2 }),
      ).toBe(amps);
    },
  );

  it("has no rating outside its tables", () => {
    expect(
      currentRatingA({
        insulation: "pvc",
        material: "copper",
        method: "G",
        loaded: 3,
        sectionMm2: 16,
      }),
    ).toBeUndefined();
    expect(
      currentRatingA({
        insulation: "pvc",
        material: "aluminium",
        method: "C",
        loaded: 3,
        sectionMm2: 6,
      }),
    ).toBeUndefined();
    expect(
      currentRatingA({
        insulation: "pvc",
        material: "copper",
        method: "C",
        loaded: 3,
        sectionMm2: 0.75,
      }),
    ).toBeUndefined();
  });

  it("every column is complete and grows with the section; three loaded carry less than two; aluminium less than copper; XLPE more than PVC", () => {
    for (const insulation of ratingInsulations) {
      for (const method of ratedMethods) {
        for (const loaded of loadedConductorCounts) {
          for (const [material, sections] of [
            ["copper", copperSections],
            ["aluminium", aluminiumSections],
          ] as const) {
            const column = sections.map((sectionMm2) =>
              currentRatingA({
                insulation,
                material,
                method,
                loaded,
                sectionMm2,
              }),
            );
            expect(
              column.every((amps) => typeof amps === "number" && amps > 0),
              `${insulation} ${method} ${loaded} ${material}`,
            ).toBe(true);
            for (let i = 1; i < column.length; i++)
              expect(
                column[i]!,
                `${insulation} ${method} ${loaded} ${material} ${sections[i]}`,
              ).toBeGreaterThan(column[i - 1]!);
          }
          for (const sectionMm2 of aluminiumSections) {
            const q = { insulation, method, loaded, sectionMm2 } as const;
            expect(
              currentRatingA({ ...q, material: "aluminium" })!,
            ).toBeLessThan(currentRatingA({ ...q, material: "copper" })!);
          }
        }
        for (const sectionMm2 of copperSections) {
          const q = {
            insulation,
            method,
            material: "copper",
            sectionMm2,
          } as const;
          expect(currentRatingA({ ...q, loaded: 3 })!).toBeLessThan(
            currentRatingA({ ...q, loaded: 2 })!,
          );
        }
      }
    }
    for (const method of ratedMethods) {
      for (const sectionMm2 of copperSections) {
        const q = {
          method,
          loaded: 3,
          material: "copper",
          sectionMm2,
        } as const;
        expect(currentRatingA({ ...q, insulation: "xlpe" })!).toBeGreaterThan(
          currentRatingA({ ...q, insulation: "pvc" })!,
        );
      }
    }
  });

  it("rates PVC and thermoplastic LSZH from the 70 °C tables, XLPE and EPR from the 90 °C ones, a bare conductor from none", () => {
    expect(ratingInsulationFor("pvc", 70)).toBe("pvc");
    expect(ratingInsulationFor("lszh", 70)).toBe("pvc");
    expect(ratingInsulationFor("lszh", 90)).toBe("xlpe");
    expect(ratingInsulationFor("epr", 90)).toBe("xlpe");
    expect(ratingInsulationFor("none", null)).toBeUndefined();
  });
});

describe("cells once not confirmed (decision 023, settled on 27 November)", () => {
  const rating = (query: Partial<RatingQuery>) =>
    annexBRating({
      material: "copper",
      insulation: "xlpe",
      method: "C",
      loaded: 3,
      sectionMm2: 25,
      ...query,
    });

  it("are none now: no rating read carries the caution", () => {
    expect(uncheckedCells).toEqual([]);
    for (const query of [
      { material: "aluminium", method: "E", sectionMm2: 95 },
      {
        material: "aluminium",
        insulation: "pvc",
        method: "G",
        sectionMm2: 240,
      },
      { material: "aluminium", method: "D2", sectionMm2: 120 },
      { sectionMm2: 10 },
    ] as const)
      expect(rating(query)?.checked, JSON.stringify(query)).toBe(true);
  });

  it("read the values the independent transcriptions settled", () => {
    // B.52.5 copper C: 52, 71 and 96 A (were 51, 70 and 94 A).
    expect(rating({ sectionMm2: 6 })).toMatchObject({
      table: "B.52.5",
      column: "C",
      amps: 52,
    });
    expect(rating({ sectionMm2: 10 })?.amps).toBe(71);
    expect(rating({ sectionMm2: 16 })?.amps).toBe(96);
    // B.52.5 aluminium C at 16 mm²: 76 A (was 73 A).
    expect(rating({ material: "aluminium", sectionMm2: 16 })?.amps).toBe(76);
    // B.52.5 aluminium D2 at 95 and 150 mm²: 172 and 220 A (were 173 and 222 A).
    expect(
      rating({ material: "aluminium", method: "D2", sectionMm2: 95 })?.amps,
    ).toBe(172);
    expect(
      rating({ material: "aluminium", method: "D2", sectionMm2: 150 })?.amps,
    ).toBe(220);
    // B.52.13, method E with three loaded conductors, as every transcription has it.
    expect(
      rating({ material: "aluminium", method: "E", sectionMm2: 95 }),
    ).toMatchObject({ table: "B.52.13", column: "E3", amps: 227 });
  });
});
