import { site } from "~/lib/site";
import { formatLongDate } from "~/lib/locale/dates";
import { documents } from "~/locales/en/documents.server";
import { documents as arabicDocuments } from "~/locales/ar/documents.server";
import {
  hasArabic,
  isArabic,
  isBidiControl,
  type BidiLayout,
} from "./pdf-bidi.server";
import { arabicPdfFonts, pdfFonts } from "./pdf-fonts.server";
import { exactGlyphText } from "./pdfkit-glyph-text.server";
import { guardGlyphs, hasGlyph, learnCoverage } from "./pdf-glyphs.server";

/**
 * The PDF layout library's base (decision 017): a document is started with createDoc, which
 * returns its context (the pdfkit document with its language, copy and date); every drawing
 * helper (pdf-layout, pdf-tables, pdf-rtl) takes that context. Each document is a tagged PDF 1.7:
 * a structure tree in reading order, page furniture marked as artifacts, `/Lang`, the title shown
 * in the window, and Noto Sans (OFL, from npm) embedded as subsets. `date` fixes the document's
 * creation date so the same data always gives the same bytes (the downloads page shows real sizes
 * from a cache).
 */

export const COPPER = "#b8651e";
export const INK = "#1c2430";
export const MUTED = "#5b6675";
export const RULE = "#d9dee5";
export const BAND = "#14202e";

export const PAGE_MARGIN = 50;

/**
 * The language a document is drawn in. English is the default everywhere; Arabic (decision 036)
 * is laid out right to left (pdf-rtl.server.ts), its copy from `locales/ar`.
 */
export type PdfLocale = "en" | "ar";

type DocumentsCopy = (typeof documents)["pdf"];

const copies: Record<PdfLocale, DocumentsCopy> = {
  en: documents.pdf,
  // The Arabic module has the English one's shape (Translation<>), with other words in it.
  ar: arabicDocuments.pdf as unknown as DocumentsCopy,
};

/** The copy of the documents in `locale`: titles, labels, footers. */
export function documentsCopy(locale: PdfLocale = "en") {
  return locale === "ar" ? arabicDocuments : documents;
}

/** The PDFs' own copy in `locale` (a document's title is made from it before the document). */
export function pdfCopy(locale: PdfLocale): DocumentsCopy {
  return copies[locale];
}

/**
 * The language of a document asked for at `url`: Arabic under `/ar/` (the Arabic site's
 * `/ar/product/:id/datasheet.pdf`, `/ar/downloads/:file`, `/ar/quote/sent/:token/request.pdf`),
 * English everywhere else. The resource routes read it, so one route module serves both.
 */
export function pdfLocaleFor(url: string | URL): PdfLocale {
  return new URL(url, "http://localhost").pathname.startsWith("/ar/")
    ? "ar"
    : "en";
}

const t = documents.pdf;

/** The specification rows of a datasheet, in the product page's order, all thirteen. */
export const specificationRows = specificationRowsIn("en");

/** The same rows labelled in `locale`. */
export function specificationRowsIn(locale: PdfLocale) {
  const labels = copies[locale].specifications;
  return (
    Object.keys(t.specifications) as (keyof typeof t.specifications)[]
  ).map((key) => ({ key, label: labels[key] }));
}

export const FONT = "NotoSans";
export const BOLD = "NotoSans-Bold";
const ARABIC = "NotoSansArabic";
const ARABIC_BOLD = "NotoSansArabic-Bold";
export const bidiFonts = {
  latin: FONT,
  latinBold: BOLD,
  arabic: ARABIC,
  arabicBold: ARABIC_BOLD,
};

const replacements: Record<string, string> = {
  Ω: "ohm",
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "−": "-",
  "→": "->",
  "✓": "v",
  ƒ: "f",
  "†": "+",
  "‡": "++",
  "‰": "0/00",
};

// Characters Windows-1252 has beyond Latin-1 that the embedded (Latin) font has; of the others,
// Š š Ž ž Ÿ lose their accent below and ƒ † ‡ ‰ are spelled out above. A unit test checks each against the font.
const latinExtra = new Set("€‚„…ˆ‹Œ‘’“”•–—˜™›œ");

function inFont(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    code === 9 ||
    code === 10 ||
    (code >= 32 && code < 127) ||
    (code >= 160 && code <= 255) ||
    latinExtra.has(ch)
  );
}

/**
 * Zero-width characters have no glyph either; like the direction marks (isBidiControl: the pages
 * isolate technical values inside Arabic with them, so they arrive in the sizes' texts, and an
 * editor may type them), they are not drawn.
 */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/;

/**
 * Text the embedded font can show: the characters today's PDFs printed print the same; a letter
 * with an accent the font lacks prints without it (Š as S); a few symbols are spelled out (Ω as
 * ohm); direction marks and zero-width characters are dropped (left to right, Latin text needs
 * none); anything else is "?".
 */
export function pdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (inFont(ch)) {
      out += ch;
      continue;
    }
    if (isBidiControl(ch) || ZERO_WIDTH.test(ch)) continue;
    const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += replacements[ch] ?? (base && [...base].every(inFont) ? base : "?");
  }
  return out;
}

/**
 * Text an Arabic layout (pdf-bidi.server.ts) can show: Arabic the Arabic font has (both weights),
 * the direction marks, which the layout resolves into the order of the pieces and never draws,
 * and the rest as pdfText makes it.
 */
export function arabicPdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (isBidiControl(ch)) out += ch;
    else if (ZERO_WIDTH.test(ch)) continue;
    else if (isArabic(ch))
      out +=
        hasGlyph(ARABIC, ch) === false || hasGlyph(ARABIC_BOLD, ch) === false
          ? "?"
          : ch;
    else out += pdfText(ch);
  }
  return out;
}

/**
 * One document being drawn and what its helpers need to know of it, made once by createDoc and
 * passed to every helper: nothing about a document is kept beside it.
 */
export interface PdfContext {
  readonly doc: PDFKit.PDFDocument;
  readonly locale: PdfLocale;
  /** Arabic: the helpers draw right to left. */
  readonly rtl: boolean;
  /** The documents' copy in the document's language. */
  readonly copy: DocumentsCopy;
  /** The creation date (the data's), which fixes the bytes. */
  readonly date: Date;
  /**
   * The date as the document prints it: the ISO day in English, as always; the day written out in
   * Arabic ("8 أبريل 2025", Western digits: decisions 039 and 044).
   */
  readonly dateText: string;
  /**
   * Recent layouts of an Arabic document's texts (pdf-rtl.server.ts): a table row is measured,
   * then drawn; the footers repeat on every page. Bounded there: a catalogue sets some 200,000
   * texts.
   */
  readonly layouts: Map<string, BidiLayout>;
}

/**
 * What the document can show of `text`: an Arabic document, or Arabic text in an English one (a
 * buyer's name in a quote), goes through the Arabic layout; the rest is Latin.
 */
export function docText(ctx: PdfContext, text: string): string {
  return ctx.rtl || hasArabic(text) ? arabicPdfText(text) : pdfText(text);
}

const withArabicFonts = new WeakSet<PDFKit.PDFDocument>();

/**
 * Registers the Arabic fonts in `ctx`'s document if it has not got them: an Arabic document does
 * from the start; an English one when it first sets Arabic text, so an English document without
 * Arabic embeds no Arabic font.
 */
export function addArabicFonts({ doc }: PdfContext): void {
  if (withArabicFonts.has(doc)) return;
  withArabicFonts.add(doc);
  const arabic = arabicPdfFonts();
  doc.registerFont(ARABIC, arabic.regular);
  doc.registerFont(ARABIC_BOLD, arabic.bold);
  exactGlyphText(doc, ARABIC);
  exactGlyphText(doc, ARABIC_BOLD);
}

interface DocOptions {
  title: string;
  subject: string;
  date: Date;
  /** "en" unless given. */
  locale?: PdfLocale;
}

/** pdfkit is loaded at the first document, not at start (about 20 MB). */
export async function createDoc({
  title,
  subject,
  date,
  locale = "en",
}: DocOptions): Promise<PdfContext> {
  const shown = locale === "ar" ? arabicPdfText : pdfText;
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: {
      top: PAGE_MARGIN,
      bottom: PAGE_MARGIN + 20,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
    },
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: locale,
    displayTitle: true,
    // pdfkit caches the layout of every word it has set, for the document's life: product names,
    // codes and page numbers made it grow past the heap limit in a catalogue. The font has no
    // OpenType layout tables (pdf-fonts.server.ts), so laying a word out afresh is cheap.
    fontLayoutCache: false,
    info: {
      Title: shown(title),
      Author: site.legalName,
      Subject: shown(subject),
      Creator: `${site.name} website`,
      Producer: `${site.name} website`,
      CreationDate: date,
      ModDate: date,
    },
  });
  const fonts = pdfFonts();
  const arabic = arabicPdfFonts();
  learnCoverage(() => new PDFDocument({ autoFirstPage: false }), {
    [FONT]: fonts.regular,
    [BOLD]: fonts.bold,
    [ARABIC]: arabic.regular,
    [ARABIC_BOLD]: arabic.bold,
  });
  // The tests draw every document with each string checked against its font (pdf-glyphs).
  if (process.env.VITEST) guardGlyphs(doc);
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(FONT);
  const ctx: PdfContext = {
    doc,
    locale,
    rtl: locale === "ar",
    copy: copies[locale],
    date,
    dateText:
      locale === "ar"
        ? formatLongDate(date.toISOString(), "ar")
        : date.toISOString().slice(0, 10),
    layouts: new Map(),
  };
  if (locale === "ar") addArabicFonts(ctx);
  return ctx;
}

/**
 * Tagging: what each drawing helper puts on the page goes into the structure tree, in the order it
 * is drawn (the reading order). The helpers take the document's context and the element their
 * content belongs under; a new document (a quote summary, a size table) uses them like this:
 *
 *   const ctx = await createDoc({ title, subject, date });
 *   const root = documentRoot(ctx);
 *   header(ctx, root, "H1", kind, title, subtitle);  // H1 (+ P); the band is an artifact
 *   heading(ctx, root, "H2", "Items");               // H2
 *   paragraph(ctx, root, "Text");                    // P
 *   list(ctx, root, [{ title, text }]);              // L > LI > LBody
 *   table(ctx, root, [["Label", "Value"]]);          // Table > TR > TH (row header) + TD
 *   figure(ctx, root, alt, box, () => draw());       // Figure with /Alt and its /BBox
 *   root.end();
 *   footers(ctx, note);                              // artifacts (pagination)
 *   return toBuffer(ctx);
 *
 * `into` (the catalogues' compact form, decision 017): a heading, a table's rows, a list's items or
 * a paragraph become marked contents of one given element (a P per section), not an element per
 * cell or item: a 10,000-product catalogue would otherwise carry some 700,000 elements (138 MB
 * instead of 38).
 */

export type Struct = PDFKit.PDFStructureElement;

/** The document's root structure element: everything else is tagged under it, in reading order. */
export function documentRoot({ doc }: PdfContext): Struct {
  const root = doc.struct("Document");
  doc.addStructure(root);
  return root;
}

/** A structure element under `parent` whose children are added later (Sect, Table, TR, L, LI). */
export function group(
  ctx: PdfContext,
  parent: Struct,
  type: string,
  title?: string,
): Struct {
  const element = ctx.doc.struct(
    type,
    title === undefined ? {} : { title: docText(ctx, title) },
  );
  parent.add(element);
  return element;
}

/**
 * Attributes of a structure element (a header cell's /Scope, a figure's /BBox). pdfkit's struct()
 * takes no attributes, so they are set on the element's dictionary; pdf.server.test.ts checks
 * they reach the file, and fails if pdfkit moves that dictionary.
 */
function setAttributes(element: Struct, attributes: Record<string, unknown>) {
  (
    element as unknown as { dictionary: { data: Record<string, unknown> } }
  ).dictionary.data.A = attributes;
}

/** What `draw` puts on the page, as one more marked content of `element` (not ended). */
export function mark(
  { doc }: PdfContext,
  element: Struct,
  type: string,
  draw: () => void,
): void {
  const content = doc.markStructureContent(type);
  draw();
  doc.endMarkedContent();
  element.add(content);
}

/**
 * What `draw` puts on the page, as a new `type` element under `parent`. Ended at once, so pdfkit
 * writes it out and keeps no more than a reference.
 */
export function tag(
  ctx: PdfContext,
  parent: Struct,
  type: string,
  draw: () => void,
  options: {
    alt?: string;
    lang?: string;
    attributes?: Record<string, unknown>;
  } = {},
): void {
  const { attributes, ...elementOptions } = options;
  const element = ctx.doc.struct(type, elementOptions);
  if (attributes) setAttributes(element, attributes);
  parent.add(element);
  mark(ctx, element, type, draw);
  element.end();
}

/**
 * In an Arabic document, text without Arabic (the product data, still English) is tagged /Lang en,
 * so a screen reader reads it with an English voice; in an English one, Arabic text /Lang ar.
 */
export function langOf(ctx: PdfContext, text: string): { lang?: string } {
  if (ctx.rtl) return hasArabic(text) ? {} : { lang: "en" };
  return hasArabic(text) ? { lang: "ar" } : {};
}

/** Page furniture (bands, rules, stripes, footers): left out of the reading order. */
export function artifact(
  { doc }: PdfContext,
  draw: () => void,
  type: "Layout" | "Pagination" = "Layout",
): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** The whole document's bytes, once it is ended. */
export function toBuffer({ doc }: PdfContext): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export function contentWidth({ doc }: PdfContext): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** A new page when fewer than `needed` points are left on this one (`beforeBreak` first). */
export function ensureSpace(
  { doc }: PdfContext,
  needed: number,
  beforeBreak?: () => void,
): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) {
    beforeBreak?.();
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
}

/** A shape's x in the document's direction: mirrored about the page's middle when Arabic. */
export function flipX(ctx: PdfContext, x: number, width: number): number {
  return ctx.rtl ? ctx.doc.page.width - x - width : x;
}

/** A file name that is safe in a Content-Disposition header: ASCII letters, digits, dashes. */
export function safePdfFilename(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/²/g, "2")
    .replace(/×/g, "x")
    .replace(/[^A-Za-z0-9.\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${ascii || "datasheet"}.pdf`;
}
