import { describe, expect, it } from "vitest";
import { isLanguageNeutral, writtenSpecTexts } from "./spec-texts";

describe("isLanguageNeutral", () => {
  it("takes numbers with unit symbols and standards as the same in every language", () => {
    for (const value of [
      "0.6/1 kV",
      "300/500 V",
      "3 × 6 mm²",
      "16 mm²",
      "41 A",
      "-5 °C – 70 °C",
      "12.1 Ω/km",
      "IEC 60228",
    ])
      expect(isLanguageNeutral(value), value).toBe(true);
  });

  it("takes any word as English", () => {
    for (const value of [
      "41 A (in air at 30 °C)",
      "PVC type A, 1.0 mm nominal wall",
      "XLPE",
      "Black",
      "10 × overall diameter",
      "0.6/1 kV (Uo/U) max",
    ])
      expect(isLanguageNeutral(value), value).toBe(false);
  });
});

describe("writtenSpecTexts", () => {
  it("keeps the translatable keys that say something, trimmed", () => {
    expect(
      writtenSpecTexts({
        current: " 41 A ",
        sheath: "",
        bendRadius: "   ",
        availableColors: "أسود",
      }),
    ).toEqual({ current: "41 A", availableColors: "أسود" });
  });
});
