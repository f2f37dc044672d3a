import { describe, expect, it } from "vitest";
import {
  conductorClasses,
  conductorMaterials,
} from "../catalogue/cable-attributes";
import {
  iec60228Sections,
  maxResistanceOhmKm,
  standardSections,
} from "./iec-60228";

describe("IEC 60228 maximum DC resistance at 20 °C", () => {
  it.each([
    [2, "copper", 16, 1.15],
    [2, "copper", 2.5, 7.41],
    [2, "copper", 1.5, 12.1],
    [2, "copper", 6, 3.08],
    [2, "copper", 25, 0.727],
    [2, "copper", 240, 0.0754],
    [1, "copper", 2.5, 7.41],
    [1, "copper", 185, 0.101],
    [5, "copper", 2.5, 7.98],
    [5, "copper", 1.5, 13.3],
    [5, "tinned-copper", 1.5, 13.7],
    [6, "copper", 16, 1.21],
    [2, "tinned-copper", 16, 1.16],
    [2, "aluminium", 16, 1.91],
    [2, "aluminium", 95, 0.32],
    [1, "aluminium", 10, 3.08],
  ] as const)(
    "class %i %s %s mm² is %s Ω/km",
    (conductorClass, material, section, ohms) => {
      expect(maxResistanceOhmKm(conductorClass, material, section)).toBe(ohms);
    },
  );

  it("gives no value where the standard has none: aluminium below 10 mm² or flexible, odd sections", () => {
    expect(maxResistanceOhmKm(2, "aluminium", 6)).toBeUndefined();
    expect(maxResistanceOhmKm(5, "aluminium", 16)).toBeUndefined();
    expect(maxResistanceOhmKm(2, "copper", 20)).toBeUndefined();
    expect(maxResistanceOhmKm(6, "copper", 400)).toBeUndefined();
  });

  it("falls as the section grows, and a tinned or a flexible conductor is never below plain stranded", () => {
    for (const conductorClass of conductorClasses) {
      for (const material of conductorMaterials) {
        const values = standardSections(conductorClass, material).map((s) =>
          maxResistanceOhmKm(conductorClass, material, s)!,
        );
        for (let i = 1; i < values.length; i++)
          expect(values[i], `${conductorClass} ${material} #${i}`).toBeLessThan(
            values[i - 1]!,
          );
      }
    }
    for (const section of iec60228Sections) {
      const plain = maxResistanceOhmKm(2, "copper", section)!;
      const tinned = maxResistanceOhmKm(2, "tinned-copper", section)!;
      const flexible = maxResistanceOhmKm(5, "copper", section)!;
      expect(tinned).toBeGreaterThanOrEqual(plain);
      expect(flexible).toBeGreaterThanOrEqual(plain * 0.97); // 50 mm² class 5 (0.386) is the one exception
    }
  });
});
