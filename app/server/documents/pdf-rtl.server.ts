import {
  hasArabic,
  layoutBidi,
  isArabic,
  type BidiLayout,
  type Span,
} from "./pdf-bidi.server";
import {
  arabicPdfText,
  bidiFonts,
  BOLD,
  FONT,
  pdfText,
  type PdfContext,
  addArabicFonts,
} from "./pdf-document.server";

/**
 * Text in an Arabic document (decision 036): laid out by pdf-bidi.server.ts in lines and pieces,
 * measured in the document's fonts, and drawn piece by piece; English data with one style is left
 * to pdfkit, as in the English documents. Arabic text in an English document (what a buyer typed,
 * issue 35) is laid out here too, in the English document's boxes.
 */

/** Whether `text` is set by this module: all of an Arabic document's, Arabic in an English one. */
export function setsBidi(ctx: PdfContext, text: string | Span[]): boolean {
  return ctx.rtl || spansOf(text).some((span) => hasArabic(span.text));
}

/**
 * Where a line starts in its box: an Arabic document gives its own alignment; an English one keeps
 * its left-aligned columns, Arabic words inside them in their own order.
 */
export function bidiAlign(
  ctx: PdfContext,
  rtlAlign: "left" | "right" | "auto",
): "left" | "right" | "auto" {
  return ctx.rtl ? rtlAlign : "left";
}

interface RtlTextOptions {
  /** The box as the English layout has it (from the left); mirrored in an Arabic document unless `mirror` is false. */
  x: number;
  y: number;
  width: number;
  size: number;
  color: string;
  bold?: boolean;
  lineGap?: number;
  /** Where the lines sit in the box on the page; "auto", at the start of the text's direction. */
  align?: "left" | "right" | "auto";
  mirror?: boolean;
  /** false: one line, however long (doc.text's lineBreak: false; the footers). */
  lineBreak?: boolean;
}

const spansOf = (text: string | Span[], bold?: boolean): Span[] =>
  typeof text === "string" ? [{ text, bold }] : text;

/** An Arabic document's text in lines and pieces (pdf-bidi.server.ts), measured in its fonts. */
function rtlLayout(
  ctx: PdfContext,
  text: string | Span[],
  width: number,
  size: number,
  bold?: boolean,
): BidiLayout {
  const spans = spansOf(text, bold).map((span) => ({
    ...span,
    text: arabicPdfText(span.text),
  }));
  if (!ctx.rtl && spans.some((span) => hasArabic(span.text)))
    addArabicFonts(ctx);
  const { doc, layouts } = ctx;
  const key = JSON.stringify([spans, width, size]);
  const hit = layouts.get(key);
  if (hit) return hit;
  const layout = layoutBidi(spans, width, bidiFonts, {
    width: (piece, font) => doc.font(font).fontSize(size).widthOfString(piece),
  });
  if (layouts.size >= 500) layouts.clear();
  layouts.set(key, layout);
  return layout;
}

/**
 * English text (product data) in an Arabic document that pdfkit can set itself, as in the English
 * documents: one style, no Arabic, wrapped (pdfkit aligns only a wrapped text). Much faster than a
 * bidi layout, and the same lines.
 */
function plainLatin(
  text: string | Span[],
  lineBreak?: boolean,
): string | undefined {
  if (lineBreak === false) return undefined;
  const spans = spansOf(text);
  if (spans.length !== 1 || spans[0]!.color) return undefined;
  return [...spans[0]!.text].some(isArabic) ? undefined : spans[0]!.text;
}

/**
 * A line with Arabic in it, in ems: Noto Sans Arabic's own line height (its ascender and
 * descender) is 2.1 em, room for marks stacked on marks that this copy never has, and would make a
 * table row half as tall again as its English one. 1.55 em holds the tallest letters (lam, alef
 * with hamza) and the deepest tails and dots below; the baseline sits 1.1 em down.
 */
const ARABIC_LINE = 1.55;
const ARABIC_ASCENT = 1.1;

function rtlLineHeight(
  { doc }: PdfContext,
  layout: BidiLayout,
  size: number,
  lineGap = 0,
): number {
  if (layout.rtl) return size * ARABIC_LINE + lineGap;
  return (
    doc.font(layout.lineFont).fontSize(size).currentLineHeight(true) + lineGap
  );
}

/** The height `text` takes in an Arabic document (pdfkit's heightOfString, for rtlText). */
export function rtlHeight(
  ctx: PdfContext,
  text: string | Span[],
  width: number,
  size: number,
  options: { bold?: boolean; lineGap?: number } = {},
): number {
  const latin = plainLatin(text);
  if (latin !== undefined)
    return ctx.doc
      .font(options.bold ? BOLD : FONT)
      .fontSize(size)
      .heightOfString(pdfText(latin), { width, lineGap: options.lineGap ?? 0 });
  const layout = rtlLayout(ctx, text, width, size, options.bold);
  return (
    layout.lines.length * rtlLineHeight(ctx, layout, size, options.lineGap)
  );
}

/**
 * Text in an Arabic document: laid out right to left (or left to right, for English data) and
 * drawn piece by piece on a shared baseline (the two fonts' ascenders differ). Leaves doc.y under
 * the text, as doc.text does.
 */
export function rtlText(
  ctx: PdfContext,
  text: string | Span[],
  options: RtlTextOptions,
): void {
  const { doc } = ctx;
  const { size, width } = options;
  const left =
    options.mirror === false || !ctx.rtl
      ? options.x
      : doc.page.width - options.x - width;
  const latin = plainLatin(text, options.lineBreak);
  if (latin !== undefined) {
    doc
      .fillColor(options.color)
      .font(options.bold ? BOLD : FONT)
      .fontSize(size)
      .text(pdfText(latin), left, options.y, {
        width,
        lineGap: options.lineGap ?? 0,
        align: options.align === "right" ? "right" : "left",
      });
    doc.x = options.x;
    return;
  }
  const layout = rtlLayout(
    ctx,
    text,
    options.lineBreak === false ? Infinity : width,
    size,
    options.bold,
  );
  const lineHeight = rtlLineHeight(ctx, layout, size, options.lineGap);
  // pdfkit's font object is not in its types; its ascender (per 1000 em) places the baseline.
  const ascender = layout.rtl
    ? size * ARABIC_ASCENT
    : ((doc as unknown as { _font: { ascender: number } })._font.ascender /
        1000) *
      size;
  const align =
    !options.align || options.align === "auto"
      ? layout.rtl
        ? "right"
        : "left"
      : options.align;
  let top = options.y;
  for (const line of layout.lines) {
    let x = align === "right" ? left + width - line.width : left;
    for (const piece of line.pieces) {
      if (piece.text.trim())
        doc
          .fillColor(piece.color ?? options.color)
          .font(piece.font)
          .fontSize(size)
          .text(piece.text, x, top + ascender, {
            lineBreak: false,
            baseline: "alphabetic",
          });
      x += piece.width;
    }
    top += lineHeight;
  }
  doc.x = options.x;
  doc.y = top;
}
