import bidiFactory from "bidi-js";
import {
  hasArabic,
  isArabic,
  isolateLatin,
  textDirection,
} from "~/lib/locale/bidi";

export { hasArabic, isArabic, isolateLatin, textDirection };

/**
 * Right-to-left text for the Arabic PDFs (docs/decisions/036). pdfkit sets a string left to right
 * in the order it is given, one word after the other; fontkit, under it, shapes an Arabic word
 * (joined letter forms, lam-alef) and reverses its glyphs, but nothing applies the Unicode
 * bidirectional algorithm to a line: an Arabic sentence would come out with its words in English
 * order, and "0.6/1 kV" inside it would be split around its neighbours. So an Arabic document's text
 * is laid out here: broken into lines in logical order (widths measured with the real fonts), each
 * line put into visual order by `bidi-js` (UAX #9, mirrored brackets included), then cut into
 * pieces of one font and style that are drawn at explicit x positions. An Arabic piece is handed to
 * fontkit in logical order, so it shapes it and reverses it itself; a Latin piece is handed over as
 * it appears on the page.
 */

const bidi = bidiFactory();

/** A run of text in one style: a list item's bold title and its text make two. */
export interface Span {
  text: string;
  bold?: boolean;
  color?: string;
}

/** The fonts a line is set in: Arabic letters in the Arabic font, everything else in the Latin. */
export interface BidiFonts {
  latin: string;
  latinBold: string;
  arabic: string;
  arabicBold: string;
}

/** A piece of a line: one font, one colour, in the order it is drawn (left to right). */
export interface Piece {
  text: string;
  font: string;
  color?: string;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

export interface BidiLayout {
  lines: Line[];
  /** The paragraph direction: right to left when the text has Arabic in it. */
  rtl: boolean;
  /** The font whose line height and ascender set the lines: the Arabic one when it is used. */
  lineFont: string;
}

const LRI = "\u2066";
const PDI = "\u2069";

/**
 * The characters that steer the algorithm and are never drawn (they have no glyph, issue 35):
 * LRM, RLM, ALM, the embeddings and overrides, the isolates. bidi-js resolves them; the pieces
 * and their widths leave them out.
 */
export const isBidiControl = (ch: string): boolean =>
  /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/.test(ch);

interface Measure {
  /** The width of `text` in `font` at the layout's size (pdfkit's widthOfString, shaping included). */
  width: (text: string, font: string) => number;
}

/**
 * Lays `spans` out in lines of at most `width` points. Pure apart from `measure`, so the unit tests
 * run it with a stub width and the PDF with pdfkit's.
 */
export function layoutBidi(
  spans: readonly Span[],
  width: number,
  fonts: BidiFonts,
  measure: Measure,
): BidiLayout {
  // One logical string; each character keeps the index of its span (its style).
  let text = "";
  const style: number[] = [];
  spans.forEach((span, index) => {
    const isolated = isolateLatin(span.text);
    text += isolated;
    for (let i = 0; i < isolated.length; i++) style.push(index);
  });
  const rtl = hasArabic(text);
  const fontOf = (i: number): string => {
    const bold = spans[style[i]!]!.bold;
    if (isArabic(text[i]!)) return bold ? fonts.arabicBold : fonts.arabic;
    return bold ? fonts.latinBold : fonts.latin;
  };

  // Each piece is shaped and measured once per layout (shaping Arabic is the costly part).
  const widths = new Map<string, number>();
  const widthOf = (piece: string, font: string): number => {
    const key = `${font}\u0000${piece}`;
    let found = widths.get(key);
    if (found === undefined) {
      found = measure.width(piece, font);
      widths.set(key, found);
    }
    return found;
  };

  /** Logical width of text[start, end): font pieces measured apart (shaping stays inside a word). */
  const logicalWidth = (start: number, end: number): number => {
    let total = 0;
    let from = start;
    for (let i = start; i <= end; i++) {
      if (i === end || fontOf(i) !== fontOf(from)) {
        const piece = [...text.slice(from, i)]
          .filter((c) => !isBidiControl(c))
          .join("");
        if (piece) total += widthOf(piece, fontOf(from));
        from = i;
      }
    }
    return total;
  };

  // Lines in logical order: explicit newlines first, then greedy breaks at spaces; a word wider
  // than the line (a long e-mail address) is broken where it must. A technical value ("ISO
  // 9001:2015", "0.6/1 kV") is kept on one line when it fits: split, its halves would trade places.
  const ranges: [number, number][] = [];
  let paragraphStart = 0;
  for (const paragraph of text.split("\n")) {
    const words: [number, number][] = [];
    const wordPattern = /\S+/g;
    let isolated = false;
    let wordStart = -1;
    const units: [number, number][] = [];
    for (let match; (match = wordPattern.exec(paragraph));)
      units.push([
        paragraphStart + match.index,
        paragraphStart + match.index + match[0].length,
      ]);
    for (const [start, end] of units) {
      if (wordStart < 0) wordStart = start;
      for (let i = start; i < end; i++)
        if (text[i] === LRI) isolated = true;
        else if (text[i] === PDI) isolated = false;
      if (!isolated) {
        // A value too wide for a line goes back to its own words.
        if (logicalWidth(wordStart, end) > width)
          words.push(...units.filter(([a]) => a >= wordStart && a < end));
        else words.push([wordStart, end]);
        wordStart = -1;
      }
    }
    if (wordStart >= 0) words.push(...units.filter(([a]) => a >= wordStart));
    let lineStart = -1;
    let lineEnd = -1;
    // The width of [lineStart, lineEnd), grown word by word (the widths add up: spaces are in the
    // Latin font and no shaping crosses them).
    let lineWidth = 0;
    for (const word of words) {
      let start = word[0];
      const end = word[1];
      while (logicalWidth(start, end) > width && end - start > 1) {
        // Break the word itself: as many characters as fit (at least one).
        let cut = start + 1;
        while (cut < end && logicalWidth(start, cut + 1) <= width) cut++;
        if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
        ranges.push([start, cut]);
        lineStart = -1;
        start = cut;
      }
      const wordWidth = logicalWidth(start, end);
      const grown =
        lineStart >= 0
          ? lineWidth + logicalWidth(lineEnd, start) + wordWidth
          : 0;
      if (lineStart >= 0 && grown <= width) {
        lineEnd = end;
        lineWidth = grown;
      } else {
        if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
        lineStart = start;
        lineEnd = end;
        lineWidth = wordWidth;
      }
    }
    if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
    else if (words.length === 0) ranges.push([paragraphStart, paragraphStart]);
    paragraphStart += paragraph.length + 1;
  }

  const levels = bidi.getEmbeddingLevels(text, rtl ? "rtl" : "ltr");
  const lines = ranges.map(([start, end]): Line => {
    if (end <= start) return { pieces: [], width: 0 };
    // The whole string's indices, this line's stretch of them reordered.
    const order = bidi
      .getReorderedIndices(text, levels, start, end - 1)
      .slice(start, end);
    const mirrored = bidi.getMirroredCharactersMap(
      text,
      levels.levels,
      start,
      end - 1,
    );
    const pieces: Piece[] = [];
    let current:
      { indices: number[]; font: string; color?: string } | undefined;
    const flush = () => {
      if (!current) return;
      const chars = current.indices.map((i) => mirrored.get(i) ?? text[i]!);
      // An Arabic piece goes back to logical order: fontkit shapes it and reverses it itself.
      const arabic = isArabic(text[current.indices[0]!]!);
      const pieceText = (arabic ? chars.reverse() : chars).join("");
      pieces.push({
        text: pieceText,
        font: current.font,
        color: current.color,
        width: widthOf(pieceText, current.font),
      });
      current = undefined;
    };
    for (const i of order) {
      if (isBidiControl(text[i]!)) continue;
      const font = fontOf(i);
      const color = spans[style[i]!]!.color;
      // Arabic pieces also end at a space: each word is shaped on its own, as pdfkit does.
      if (
        !current ||
        current.font !== font ||
        current.color !== color ||
        isArabic(text[i]!) !== isArabic(text[current.indices[0]!]!)
      ) {
        flush();
        current = { indices: [], font, color };
      }
      current.indices.push(i);
    }
    flush();
    return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
  });
  return { lines, rtl, lineFont: rtl ? fonts.arabic : fonts.latin };
}
