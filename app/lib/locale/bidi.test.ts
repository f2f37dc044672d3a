import { describe, expect, it } from "vitest";
import { formatIn, isolateLtr } from "./bidi";

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
