import { describe, expect, it } from "vitest";
import { isolateLatin, layoutBidi, textDirection } from "./pdf-bidi.server";

const fonts = { latin: "L", latinBold: "LB", arabic: "A", arabicBold: "AB" };
/** Every character one point wide: widths are easy to reason about. */
const measure = { width: (text: string) => [...text].length };

/** A line as it appears on the page, left to right (Arabic pieces are stored in logical order). */
const visual = (pieces: { text: string; font: string }[]) =>
  pieces
    .map((p) =>
      p.font.startsWith("A") ? [...p.text].reverse().join("") : p.text,
    )
    .join("");

const reverse = (text: string) => [...text].reverse().join("");

describe("Arabic lines for the PDFs", () => {
  it("keeps technical values left to right inside Arabic (wrapped in an isolate)", () => {
    expect(isolateLatin("الجهد المقنن 0.6/1 kV للكابل")).toBe(
      "الجهد المقنن \u20660.6/1 kV\u2069 للكابل",
    );
    expect(isolateLatin("وفق المعيار (IEC 60228)")).toBe(
      "وفق المعيار \u2066(IEC 60228)\u2069",
    );
    expect(isolateLatin("(نحاس IEC)")).toBe("(نحاس \u2066IEC\u2069)");
    // English alone needs none.
    expect(isolateLatin("Copper 0.6/1 kV")).toBe("Copper 0.6/1 kV");
  });

  it("puts an Arabic sentence's words right to left and a value inside it left to right", () => {
    const layout = layoutBidi(
      [{ text: "الجهد المقنن 0.6/1 kV" }],
      1000,
      fonts,
      measure,
    );
    expect(layout.rtl).toBe(true);
    expect(layout.lines).toHaveLength(1);
    const pieces = layout.lines[0]!.pieces;
    // Left to right on the page: the value, then the second word, then the first.
    expect(visual(pieces)).toBe(
      `0.6/1 kV ${reverse("المقنن")} ${reverse("الجهد")}`,
    );
    // Each Arabic word is handed to the font in reading order (fontkit shapes, then reverses it).
    expect(pieces.filter((p) => p.font === "A").map((p) => p.text)).toEqual([
      "المقنن",
      "الجهد",
    ]);
    expect(pieces.find((p) => p.text.includes("kV"))!.font).toBe("L");
  });

  it("mirrors brackets in right-to-left text and sets bold spans in the bold fonts", () => {
    const layout = layoutBidi(
      [{ text: "الموصل: ", bold: true }, { text: "(نحاس)" }],
      1000,
      fonts,
      measure,
    );
    const pieces = layout.lines[0]!.pieces;
    expect(visual(pieces)).toBe(`(${reverse("نحاس")}) :${reverse("الموصل")}`);
    expect(pieces.find((p) => p.text === "الموصل")!.font).toBe("AB");
    expect(pieces.find((p) => p.text === "نحاس")!.font).toBe("A");
  });

  it("breaks lines in reading order, the first words on the first (right-hand) line", () => {
    const text = "كابل نحاس معزول بالـ PVC للتمديدات";
    const layout = layoutBidi([{ text }], 14, fonts, measure);
    const lines = layout.lines.map((line) => visual(line.pieces));
    expect(lines[0]).toBe(`${reverse("نحاس")} ${reverse("كابل")}`);
    expect(lines.every((_, i) => layout.lines[i]!.width <= 14)).toBe(true);
    expect(lines.join(" ")).toContain("PVC");
  });

  it("keeps a value such as ISO 9001:2015 on one line when it fits", () => {
    const layout = layoutBidi(
      [{ text: "نظام جودة ISO 9001:2015." }],
      16,
      fonts,
      measure,
    );
    const lines = layout.lines.map((line) => visual(line.pieces));
    expect(lines.some((line) => line.includes("ISO 9001:2015"))).toBe(true);
  });

  it("leaves English left to right, and reads the direction from the text", () => {
    const layout = layoutBidi(
      [{ text: "Copper conductor, class 2" }],
      1000,
      fonts,
      measure,
    );
    expect(layout.rtl).toBe(false);
    expect(visual(layout.lines[0]!.pieces)).toBe("Copper conductor, class 2");
    expect(textDirection("Copper")).toBe("ltr");
    expect(textDirection("كابل 4x16 mm²")).toBe("rtl");
  });

  it("breaks a word longer than the line, and keeps explicit line breaks", () => {
    const layout = layoutBidi([{ text: "abcdefghij\nxy" }], 4, fonts, measure);
    expect(layout.lines.map((line) => visual(line.pieces))).toEqual([
      "abcd",
      "efgh",
      "ij",
      "xy",
    ]);
  });
});

describe("one line however long", () => {
  it("keeps every word of a text laid out without a width (the footers)", () => {
    const layout = layoutBidi(
      [{ text: "المكتب +20 3 459 1200 | Cableworks" }],
      Infinity,
      fonts,
      measure,
    );
    expect(layout.lines).toHaveLength(1);
    // The whole stretch without Arabic is one left-to-right value.
    expect(visual(layout.lines[0]!.pieces)).toBe(
      `+20 3 459 1200 | Cableworks ${reverse("المكتب")}`,
    );
  });
});
