import { describe, expect, it } from "vitest";
import { coreColours, coreCount, drawCable } from "./cable-drawing";

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
});
