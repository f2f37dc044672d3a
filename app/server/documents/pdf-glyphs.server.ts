/**
 * What the embedded fonts can draw (issue 35). A character a font has no glyph for is drawn as an
 * empty box and read back as nothing or U+FFFD; the direction marks of Arabic text (U+200E, U+061C,
 * U+2066 ...) were such characters, and printed "?" in every row of the Arabic size table. The
 * text filters (pdfText, arabicPdfText) ask `hasGlyph` here, and under Vitest every string pdfkit
 * is given to draw is checked against the font it is set in (`guardGlyphs`), so a character that
 * slips past the filters fails the PDF tests instead of printing a box.
 */

/** The part of fontkit's font (pdfkit's font reader, which ships no types) used here. */
interface FontkitFont {
  hasGlyphForCodePoint(code: number): boolean;
}

/** pdfkit's current font: an EmbeddedFont holds its fontkit font as `font` (not in the types). */
function currentFont(
  doc: PDFKit.PDFDocument,
): { name?: string; font?: FontkitFont } | undefined {
  return (doc as unknown as { _font?: { name?: string; font?: FontkitFont } })
    ._font;
}

const coverage = new Map<string, FontkitFont>();

/**
 * Reads each font of `files` (name to TrueType file) once per process, through a document of its
 * own: opening a font in the document being drawn would embed it there, used or not.
 */
export function learnCoverage(
  scratch: () => PDFKit.PDFDocument,
  files: Record<string, Buffer>,
): void {
  const missing = Object.entries(files).filter(([name]) => !coverage.has(name));
  if (missing.length === 0) return;
  const doc = scratch();
  for (const [name, file] of missing) {
    doc.font(file);
    const font = currentFont(doc)?.font;
    if (!font?.hasGlyphForCodePoint)
      throw new Error("pdfkit's font has changed: see pdf-glyphs.server.ts");
    coverage.set(name, font);
  }
}

/** Whether font `name` draws `ch`; undefined when that font has not been read yet. */
export function hasGlyph(name: string, ch: string): boolean | undefined {
  return coverage.get(name)?.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);
}

/** Characters pdfkit lays out rather than draws. */
const laidOut = new Set(["\n", "\r", "\t"]);

/** The characters of `text` that `font` has no glyph for. */
function undrawable(font: FontkitFont, text: string): string[] {
  return [...text].filter(
    (ch) => !laidOut.has(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!),
  );
}

/**
 * Makes `doc.text` refuse a string with a character its current font cannot draw. Used under
 * Vitest (createDoc): a check of every character would cost a large catalogue a few seconds, and
 * in production the filters already put "?" for what the fonts lack.
 */
export function guardGlyphs(doc: PDFKit.PDFDocument): void {
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const guarded = (...args: unknown[]): PDFKit.PDFDocument => {
    const [value] = args;
    const font = currentFont(doc);
    if (typeof value === "string" && font?.font) {
      const missing = undrawable(font.font, value);
      if (missing.length > 0)
        throw new Error(
          `No glyph in ${font.name ?? "the font"} for ${missing
            .map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`)
            .join(", ")} in ${JSON.stringify(value)}`,
        );
    }
    return text(...args);
  };
  doc.text = guarded as unknown as typeof doc.text;
}
