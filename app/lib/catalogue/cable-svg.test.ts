import { describe, expect, it } from "vitest";
import { drawCable } from "./cable-drawing";
import { cableSvg } from "./cable-svg";

const base = {
  conductors: 5,
  crossSection: "",
  availableColors: "Brown, Black, Grey, Blue, Yellow/Green",
  insulation: "PVC",
  sheath: "Tinned copper braid under a PVC sheath",
  sheathMaterial: "PVC",
  flexibility: "Class 5",
};

describe("cable svg", () => {
  it("draws the sheath, the screen, every core and the earth's stripes", () => {
    const svg = cableSvg(drawCable(base));
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 200" aria-hidden="true" focusable="false" direction="ltr">/,
    );
    expect(svg).toContain('stroke-dasharray="2.2 1.6"');
    expect(svg.match(/<g>/g)).toHaveLength(5);
    expect(svg).toMatch(
      /stroke="#[0-9a-f]{6}" stroke-width="[0-9.]+" stroke-dasharray="[0-9.]+ [0-9.]+"/,
    );
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws a flat sheath as rounded rectangles", () => {
    expect(
      cableSvg(
        drawCable({ ...base, conductors: 2, sheath: "Flat PVC sheath" }),
      ).match(/<rect /g),
    ).toHaveLength(2);
  });

  it("pins its labels left to right, so an Arabic page around it cannot mirror them", () => {
    const drawing = drawCable({ ...base, conductors: 1 });
    drawing.cores[0]!.label = "PE";
    const svg = cableSvg(drawing);
    expect(svg.slice(0, svg.indexOf(">"))).toContain('direction="ltr"');
    expect(svg).toContain('text-anchor="middle"');
    expect(svg).toContain(">PE</text>");
  });

  it("escapes core labels", () => {
    const drawing = drawCable({ ...base, conductors: 1 });
    drawing.cores[0]!.label = `<1 & "2">`;
    expect(cableSvg(drawing)).toContain(
      ">&#60;1 &#38; &#34;2&#34;&#62;</text>",
    );
  });
});
