import { describe, expect, it } from "vitest";
import { formatIn, isolateLtr, keepUnits, opensLeftToRight } from "./bidi";

const LRI = "\u2066";
const PDI = "\u2069";

describe("technical values in Arabic text read left to right", () => {
  it("isolates each Latin-or-digit run, parentheses and Arabic punctuation outside", () => {
    expect(isolateLtr("نحاس 16 mm²")).toBe(`نحاس ${LRI}16 mm²${PDI}`);
    expect(isolateLtr("هبوط الجهد، الملحق G (b = 2، cos φ = 0.8)")).toBe(
      `هبوط الجهد، الملحق ${LRI}G${PDI} (${LRI}b = 2${PDI}، ${LRI}cos φ = 0.8${PDI})`,
    );
    expect(isolateLtr("كابل NYY-J 4x16 بجهد 0.6/1 kV وفق IEC 60228")).toBe(
      `كابل ${LRI}NYY-J 4x16${PDI} بجهد ${LRI}0.6/1 kV${PDI} وفق ${LRI}IEC 60228${PDI}`,
    );
    expect(isolateLtr("يجب ألا تقل القيمة عن -40.")).toBe(
      `يجب ألا تقل القيمة عن ${LRI}-40${PDI}.`,
    );
  });

  it("leaves text without Arabic letters as it is", () => {
    expect(isolateLtr("16 mm² copper")).toBe("16 mm² copper");
    expect(isolateLtr("5 kW ÷ (√3 × 400 V × 0.8) = 9.02 A")).toBe(
      "5 kW ÷ (√3 × 400 V × 0.8) = 9.02 A",
    );
  });

  it("formats English exactly as format does", () => {
    expect(
      formatIn("en")("{section} mm² {material}", {
        section: 16,
        material: "copper",
      }),
    ).toBe("16 mm² copper");
    expect(
      formatIn("ar")("{material} {section} mm²", {
        section: 16,
        material: "نحاس",
      }),
    ).toBe(`نحاس ${LRI}16 mm²${PDI}`);
  });
});

describe("units stay with their numbers (issue 35)", () => {
  it("isolates a value whose unit is a sign the run used to leave out: Ω, µ, °", () => {
    // Before, "Ω/" fell outside the run and the line read "km/Ω 12.1".
    expect(isolateLtr("من 0.153 إلى 12.1 Ω/km")).toBe(
      `من ${LRI}0.153${PDI} إلى ${LRI}12.1 Ω/km${PDI}`,
    );
    expect(isolateLtr("درجة الحرارة المحيطة (°C)")).toBe(
      `درجة الحرارة المحيطة (${LRI}°C${PDI})`,
    );
    expect(isolateLtr("عند 20 °C (Ω/km)")).toBe(
      `عند ${LRI}20 °C${PDI} (${LRI}Ω/km${PDI})`,
    );
  });

  it("keeps a number and its unit, and a standard and its number, on one line", () => {
    expect(keepUnits("0.6/1 kV")).toBe("0.6/1\u00a0kV");
    expect(keepUnits("70 °C")).toBe("70\u00a0°C");
    expect(keepUnits("من 1.5 إلى 120 mm²")).toBe("من 1.5 إلى 120\u00a0mm²");
    expect(keepUnits("12.1 Ω/km, 41 A, 3 m")).toBe(
      "12.1\u00a0Ω/km, 41\u00a0A, 3\u00a0m",
    );
    expect(keepUnits("كابل منفرد (IEC 60332-1-2)")).toBe(
      "كابل منفرد (IEC\u00a060332-1-2)",
    );
    expect(keepUnits("3 × 25 + 16 mm²")).toBe(
      "3\u00a0×\u00a025\u00a0+\u00a016\u00a0mm²",
    );
    // A word that only starts like a unit, and a count before a word, keep their space.
    expect(keepUnits("3 Amps, 4 cores")).toBe("3 Amps, 4 cores");
    // The joined value is still one isolated run.
    expect(isolateLtr(keepUnits("نحاس 16 mm²"))).toBe(
      `نحاس ${LRI}16\u00a0mm²${PDI}`,
    );
  });
});

describe("opensLeftToRight", () => {
  it("finds Arabic that a <bdi> would lay out left to right from its first letter", () => {
    expect(opensLeftToRight("41 A (في الهواء عند 30 °C)")).toBe(true);
    expect(opensLeftToRight("\u206641 A\u2069 (في الهواء)")).toBe(true);
    expect(opensLeftToRight("بولي فينيل كلوريد (PVC)")).toBe(false);
    expect(opensLeftToRight("10 × القطر الخارجي")).toBe(false);
    expect(opensLeftToRight("41 A (in air)")).toBe(false);
    expect(opensLeftToRight("0.6/1 kV")).toBe(false);
  });
});
