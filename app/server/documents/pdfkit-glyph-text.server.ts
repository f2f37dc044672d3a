/**
 * Exact text behind the glyphs of an Arabic font (decision 036). Noto Sans Arabic builds a dotted
 * letter from a shared skeleton and a dot mark (ج and ح share one glyph, as do ن and the dotless
 * tooth of ت, ي and ى), and pdfkit writes one ToUnicode entry per glyph: whichever letter used the
 * glyph first, so "نحاس" could be read back (copied, searched, read aloud) as "نجاس". Two pdfkit
 * and fontkit details cause it, and both are changed here for the one font:
 *
 * - fontkit keeps one glyph object per glyph id, with the characters of its first use, so a later
 *   use of the glyph for another letter (even in the same word) still says the first one: a glyph
 *   asked for with its characters (as shaping does) is made afresh (cheap: its outline is only read
 *   when the subset is written);
 * - pdfkit gives a glyph one code in the document: a glyph used for another letter gets a second
 *   code (the subset holds the glyph twice, a few hundred bytes), with its own ToUnicode entry.
 *
 * pdfkit-glyph-text.server.test.ts and the Arabic PDF tests (pdftotext) fail if either stops working.
 *
 * Shaping an Arabic word (GSUB, GPOS) costs many times setting an English one, and each word is
 * measured, then drawn, on every page: the font keeps the layouts of the last 2,000 words it set
 * (pdfkit's own per-word cache, off for the documents because it grew without bound, is turned on
 * for this font and emptied when full). The copy's Arabic words are few, so nearly all are found.
 */

/** Words whose layout the Arabic font keeps. */
const CACHED_WORDS = 2000;

interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/** The parts of pdfkit's EmbeddedFont (and its fontkit font and subset) this relies on. */
interface EmbeddedFont {
  font: {
    _glyphs: Record<number, unknown>;
    getGlyph(id: number, characters?: number[]): FontkitGlyph;
  };
  subset: {
    glyphs: number[];
    mapping: Record<number, number>;
    includeGlyph(id: number): number;
  };
  widths: number[];
  layoutCache?: Record<string, unknown>;
  layoutCached(text: string): unknown;
  unicode: number[][];
  scale: number;
  layout(
    text: string,
    features?: unknown,
    onlyWidth?: boolean,
  ): { glyphs: FontkitGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

/** Makes the registered font `name` of `doc` write each glyph's own characters (see above). */
export function exactGlyphText(doc: PDFKit.PDFDocument, name: string): void {
  const previous = (doc as unknown as { _font: unknown })._font;
  doc.font(name);
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  (doc as unknown as { _font: unknown })._font = previous;
  if (
    typeof font.encode !== "function" ||
    typeof font.layoutCached !== "function" ||
    !font.font?._glyphs ||
    !font.subset?.mapping
  )
    throw new Error(
      "pdfkit's embedded font has changed: see pdfkit-glyph-text.server.ts",
    );

  font.layoutCache = Object.create(null) as Record<string, unknown>;
  let cachedWords = 0;
  const layoutCached = font.layoutCached.bind(font);
  font.layoutCached = (text) => {
    if (!(text in font.layoutCache!) && ++cachedWords > CACHED_WORDS) {
      font.layoutCache = Object.create(null) as Record<string, unknown>;
      cachedWords = 1;
    }
    return layoutCached(text);
  };

  const fontkitFont = font.font;
  const getGlyph = fontkitFont.getGlyph.bind(fontkitFont);
  fontkitFont.getGlyph = (id, characters) => {
    if (characters) delete fontkitFont._glyphs[id];
    return getGlyph(id, characters);
  };

  /** The document's code for each glyph and text ("26:1581"). */
  const codes = new Map<string, number>();
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      const key = `${glyph.id}:${glyph.codePoints.join(",")}`;
      let code = codes.get(key);
      if (code === undefined) {
        if (font.subset.mapping[glyph.id] === undefined)
          code = font.subset.includeGlyph(glyph.id);
        else {
          // The glyph again, under a code of its own (fontkit writes the subset from this list).
          font.subset.glyphs.push(glyph.id);
          code = font.subset.glyphs.length - 1;
        }
        codes.set(key, code);
        font.widths[code] = glyph.advanceWidth * font.scale;
        font.unicode[code] = glyph.codePoints;
      }
      return `0000${code.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}
