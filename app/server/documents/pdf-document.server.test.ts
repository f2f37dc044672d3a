import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { pdfFonts, woffToSfnt } from "./pdf-fonts.server";
import { pdfText, safePdfFilename } from "./pdf-document.server";

/** The parts of fontkit (the font reader pdfkit embeds with; it ships no types) used here. */
interface FontkitFont {
  postscriptName: string;
  numGlyphs: number;
  hasGlyphForCodePoint(code: number): boolean;
  glyphForCodePoint(code: number): { advanceWidth: number };
  directory: { tables: Record<string, unknown> };
}
const fontkit = createRequire(import.meta.url)("fontkit") as {
  create(file: Buffer): FontkitFont;
};

describe("pdf text helpers", () => {
  it("spells out characters the standard fonts lack and keeps Latin-1", () => {
    expect(pdfText("1.15 Ω/km at 20 °C, 16 mm² × 2")).toBe(
      "1.15 ohm/km at 20 °C, 16 mm² × 2",
    );
    expect(pdfText("≤ 5 — ok")).toBe("<= 5 — ok");
    expect(pdfText("Škoda Ž ƒ Č")).toBe("Skoda Z f C");
  });

  it("keeps only characters the embedded fonts have glyphs for", () => {
    const fonts = Object.values(pdfFonts()).map((file) => fontkit.create(file));
    const missing: string[] = [];
    // From the space on: a tab or line break is no glyph, pdfkit lays it out.
    for (let code = 32; code < 0x2400; code++) {
      const ch = String.fromCodePoint(code);
      if (pdfText(ch) !== ch) continue;
      if (!fonts.every((font) => font.hasGlyphForCodePoint(code)))
        missing.push(code.toString(16));
    }
    expect(missing).toEqual([]);
  });

  it("unwraps a WOFF file into the TrueType font it holds, without its layout tables", () => {
    const woff = fs.readFileSync(
      createRequire(import.meta.url).resolve(
        "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
      ),
    );
    const original = fontkit.create(woff);
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const font = fontkit.create(ttf);
    expect(font.postscriptName).toBe("NotoSans-Regular");
    expect(font.numGlyphs).toBe(original.numGlyphs);
    expect(font.glyphForCodePoint(0x41).advanceWidth).toBe(
      original.glyphForCodePoint(0x41).advanceWidth,
    );
    expect(Object.keys(original.directory.tables)).toContain("GPOS");
    expect(Object.keys(font.directory.tables)).not.toContain("GPOS");
    expect(Object.keys(font.directory.tables)).not.toContain("GSUB");
  });

  it("makes ASCII file names", () => {
    expect(safePdfFilename("Copper Conductor 16mm²")).toBe(
      "Copper Conductor 16mm2.pdf",
    );
    expect(safePdfFilename('a"b\r\nc/../d')).toBe("a b c .. d.pdf");
    expect(safePdfFilename("Control Cable 4×1.5mm²")).toBe(
      "Control Cable 4x1.5mm2.pdf",
    );
    expect(safePdfFilename("")).toBe("datasheet.pdf");
  });
});
