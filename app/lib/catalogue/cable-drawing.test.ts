import { describe, expect, it } from "vitest";
import { catalogContent as arabic } from "~/locales/ar/catalogue-content.server";
import { catalogContent as english } from "~/locales/en/catalogue-content.server";
import {
  coreColours,
  coreCount,
  describeCable,
  drawCable,
} from "./cable-drawing";

const base = {
  conductors: null,
  crossSection: "",
  availableColors: "",
  insulation: "PVC",
  sheath: "PVC outer sheath, black",
  sheathMaterial: "PVC",
  flexibility: "Class 2",
};

describe("cable drawing", () => {
  it("counts cores from the conductors field, else from the cross section", () => {
    expect(coreCount({ conductors: 5, crossSection: "" })).toBe(5);
    expect(coreCount({ conductors: null, crossSection: "3 × 6 mm²" })).toBe(3);
    expect(coreCount({ conductors: null, crossSection: "4x1.5" })).toBe(4);
    expect(coreCount({ conductors: null, crossSection: "16 mm²" })).toBe(1);
  });

  it("colours cores from the available colours, earth last", () => {
    expect(coreColours("Brown, Blue, Yellow/Green", 3).cores).toEqual([
      "brown",
      "blue",
      "yellow/green",
    ]);
    expect(
      coreColours("Black cores with white numbers, Yellow/Green earth", 4),
    ).toMatchObject({
      cores: ["black", "black", "black", "yellow/green"],
      numbered: true,
    });
    expect(
      coreColours("Brown and Blue cores; White or Grey sheath", 2),
    ).toMatchObject({ cores: ["brown", "blue"], sheath: "white" });
    expect(coreColours("", 2).cores).toEqual(["black", "black"]);
  });

  it("draws one core per conductor inside the sheath", () => {
    const drawing = drawCable({
      ...base,
      conductors: 5,
      availableColors: "Brown, Black, Grey, Blue, Yellow/Green",
    });
    expect(drawing.cores).toHaveLength(5);
    expect(drawing.sheath?.shape).toBe("round");
    expect(drawing.cores[4]?.stripe).toBeDefined();
    for (const core of drawing.cores) {
      expect(Math.hypot(core.cx - 100, core.cy - 100) + core.r).toBeLessThan(
        92,
      );
    }
  });

  it("draws a flat twin, a screen and an unsheathed single core", () => {
    expect(
      drawCable({ ...base, conductors: 2, sheath: "Flat PVC sheath" }).sheath
        ?.shape,
    ).toBe("flat");
    expect(
      drawCable({
        ...base,
        conductors: 6,
        sheath: "Tinned copper braid under a PVC sheath",
      }).screen,
    ).toBe(true);
    const single = drawCable({
      ...base,
      conductors: 1,
      sheath: "None (single insulated)",
      availableColors: "Red, Blue",
    });
    expect(single.sheath).toBeNull();
    expect(single.cores[0]?.color).toBe("#c0392b");
  });

  // The alt text of the page's image and of the datasheet's figure, in the page's language
  // (issue 35): an Arabic page said "1 core (black), sheath".
  it("describes the drawing in the page's language", () => {
    const five = drawCable({
      ...base,
      conductors: 5,
      availableColors: "Brown, Black, Grey, Blue, Yellow/Green",
    }).description;
    expect(describeCable(five, english.product.drawing)).toBe(
      "5 cores (brown, black, grey, blue, yellow/green), sheath",
    );
    expect(describeCable(five, arabic.product.drawing)).toBe(
      "عدد القلوب 5 (بني، أسود، رمادي، أزرق، أخضر/أصفر)، غلاف خارجي",
    );
    const single = drawCable({
      ...base,
      conductors: 1,
      sheath: "None (single insulated)",
      availableColors: "Red",
    }).description;
    expect(describeCable(single, english.product.drawing)).toBe(
      "1 core (red), no sheath",
    );
    expect(describeCable(single, arabic.product.drawing)).toBe(
      "قلب واحد (أحمر)، بدون غلاف خارجي",
    );
    const control = drawCable({
      ...base,
      conductors: 7,
      availableColors: "Black cores with white numbers",
      sheath: "Copper braid screen under a flat PVC sheath",
    }).description;
    expect(describeCable(control, english.product.drawing)).toBe(
      "7 cores (numbered cores), braided screen, sheath",
    );
    expect(describeCable(control, arabic.product.drawing)).toBe(
      "عدد القلوب 7 (قلوب مرقّمة)، حجاب مضفور، غلاف خارجي",
    );
    const flatTwin = drawCable({
      ...base,
      conductors: 2,
      sheath: "Flat PVC sheath",
      availableColors: "Brown, Blue",
    }).description;
    expect(describeCable(flatTwin, english.product.drawing)).toBe(
      "2 cores (brown, blue), flat sheath",
    );
    // Every colour the drawing can name has its Arabic word.
    for (const text of Object.values(arabic.product.drawing.colours))
      expect(text).toMatch(/^[\u0600-\u06FF/]+$/);
  });
});
