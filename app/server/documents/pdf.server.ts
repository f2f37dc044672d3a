import type { Writable } from "node:stream";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import { drawCable } from "~/lib/catalogue/cable-drawing";
import {
  certificationValidity,
  shownStatus,
} from "~/lib/content/certification-validity";
import { formatAddress, site } from "~/lib/site";
import { getCompany } from "../content/company.server";
import { format } from "~/locales";
import { documents } from "~/locales/en/documents.server";
import { documents as arabicDocuments } from "~/locales/ar/documents.server";
import type {
  Certification,
  Product,
  ProductSpecifications,
} from "../db/schema.server";
import {
  layoutBidi,
  isArabic,
  type BidiLayout,
  type Span,
} from "./pdf-bidi.server";
import { arabicPdfFonts, pdfFonts } from "./pdf-fonts.server";
import { exactGlyphText } from "./pdfkit-glyph-text.server";
import { flushPagesReleasing } from "./pdfkit-parent-tree.server";
import {
  listSizes,
  type SizeView,
  sizeTableRow,
} from "../catalogue/sizes.server";
import { arabicNumber } from "~/lib/locale/arabic-intl";
import { formatLongDate } from "~/lib/locale/dates";

/**
 * PDFs drawn on the server from the database: product datasheets, catalogues and certification
 * documents. Each is a tagged PDF 1.7 (decision 017): a structure tree in reading order with
 * headings, tables, lists and the cable drawing as a figure with alt text; page furniture (bands,
 * rules, footers, page numbers) marked as artifacts; `/Lang` en; the title shown in the window; and
 * Noto Sans (OFL, from npm) embedded as subsets. `date` fixes the document's creation date so the
 * same data always gives the same bytes (the downloads page shows real sizes from a cache).
 */

const COPPER = "#b8651e";
const INK = "#1c2430";
const MUTED = "#5b6675";
const RULE = "#d9dee5";
const BAND = "#14202e";

const PAGE_MARGIN = 50;

/**
 * The language a document is drawn in. English is the default everywhere; Arabic (decision 036)
 * is laid out right to left by the `rtl*` helpers below, its copy from `locales/ar`.
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

/** Each document's language, set by createDoc: the helpers draw left to right or right to left. */
const docLocales = new WeakMap<PDFKit.PDFDocument, PdfLocale>();

function rtl(doc: PDFKit.PDFDocument): boolean {
  return docLocales.get(doc) === "ar";
}

/** The document's copy (English unless it was created Arabic). */
function copyOf(doc: PDFKit.PDFDocument): DocumentsCopy {
  return copies[docLocales.get(doc) ?? "en"];
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

const FONT = "NotoSans";
const BOLD = "NotoSans-Bold";
const ARABIC = "NotoSansArabic";
const ARABIC_BOLD = "NotoSansArabic-Bold";
const bidiFonts = {
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
 * Text the embedded font can show: the characters today's PDFs printed print the same; a letter
 * with an accent the font lacks prints without it (Š as S); a few symbols are spelled out (Ω as
 * ohm); anything else is "?".
 */
export function pdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (inFont(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += replacements[ch] ?? (base && [...base].every(inFont) ? base : "?");
  }
  return out;
}

/** Text an Arabic document can show: Arabic as it is (its own font), the rest as pdfText makes it. */
export function arabicPdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC"))
    out += isArabic(ch) ? ch : pdfText(ch);
  return out;
}

/** What the document can show of `text`, for its language. */
function docText(doc: PDFKit.PDFDocument, text: string): string {
  return rtl(doc) ? arabicPdfText(text) : pdfText(text);
}

interface DocOptions {
  title: string;
  subject: string;
  date: Date;
  /** "en" unless given. */
  locale?: PdfLocale;
}

type Struct = PDFKit.PDFStructureElement;

/** pdfkit is loaded at the first document, not at start (about 20 MB). */
export async function createDoc({
  title,
  subject,
  date,
  locale = "en",
}: DocOptions): Promise<PDFKit.PDFDocument> {
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
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  if (locale === "ar") {
    const arabic = arabicPdfFonts();
    doc.registerFont(ARABIC, arabic.regular);
    doc.registerFont(ARABIC_BOLD, arabic.bold);
    exactGlyphText(doc, ARABIC);
    exactGlyphText(doc, ARABIC_BOLD);
  }
  docLocales.set(doc, locale);
  doc.font(FONT);
  return doc;
}

/**
 * Tagging: what each drawing helper below puts on the page goes into the structure tree, in the
 * order it is drawn (the reading order). The helpers take the document and the element their
 * content belongs under; a new document (a quote summary, a size table) uses them like this:
 *
 *   const doc = await createDoc({ title, subject, date });
 *   const root = documentRoot(doc);
 *   header(doc, root, "H1", kind, title, subtitle);  // H1 (+ P); the band is an artifact
 *   heading(doc, root, "H2", "Items");               // H2
 *   paragraph(doc, root, "Text");                    // P
 *   list(doc, root, [{ title, text }]);              // L > LI > LBody
 *   table(doc, root, [["Label", "Value"]]);          // Table > TR > TH (row header) + TD
 *   figure(doc, root, alt, box, () => draw());       // Figure with /Alt and its /BBox
 *   root.end();
 *   footers(doc, note);                              // artifacts (pagination)
 *   return toBuffer(doc);
 *
 * `into` (the catalogues' compact form, decision 017): a heading, a table's rows, a list's items or
 * a paragraph become marked contents of one given element (a P per section), not an element per
 * cell or item: a 10,000-product catalogue would otherwise carry some 700,000 elements (138 MB
 * instead of 38).
 */

/** The document's root structure element: everything else is tagged under it, in reading order. */
export function documentRoot(doc: PDFKit.PDFDocument): Struct {
  const root = doc.struct("Document");
  doc.addStructure(root);
  return root;
}

/** A structure element under `parent` whose children are added later (Sect, Table, TR, L, LI). */
export function group(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  type: string,
  title?: string,
): Struct {
  const element = doc.struct(
    type,
    title === undefined ? {} : { title: docText(doc, title) },
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
function mark(
  doc: PDFKit.PDFDocument,
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
function tag(
  doc: PDFKit.PDFDocument,
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
  const element = doc.struct(type, elementOptions);
  if (attributes) setAttributes(element, attributes);
  parent.add(element);
  mark(doc, element, type, draw);
  element.end();
}

/**
 * In an Arabic document, text without Arabic (the product data, still English) is tagged /Lang en,
 * so a screen reader reads it with an English voice; nothing in an English document.
 */
function langOf(doc: PDFKit.PDFDocument, text: string): { lang?: string } {
  return rtl(doc) && ![...text].some(isArabic) ? { lang: "en" } : {};
}

/** Page furniture (bands, rules, stripes, footers): left out of the reading order. */
export function artifact(
  doc: PDFKit.PDFDocument,
  draw: () => void,
  type: "Layout" | "Pagination" = "Layout",
): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

interface RtlTextOptions {
  /** The box as the English layout has it (from the left); mirrored unless `mirror` is false. */
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

/**
 * Recent layouts of each Arabic document: a table row is measured, then drawn; the footers repeat
 * on every page. Bounded: a catalogue sets some 200,000 texts.
 */
const layouts = new WeakMap<PDFKit.PDFDocument, Map<string, BidiLayout>>();

/** An Arabic document's text in lines and pieces (pdf-bidi.server.ts), measured in its fonts. */
function rtlLayout(
  doc: PDFKit.PDFDocument,
  text: string | Span[],
  width: number,
  size: number,
  bold?: boolean,
): BidiLayout {
  const spans = spansOf(text, bold).map((span) => ({
    ...span,
    text: arabicPdfText(span.text),
  }));
  let cache = layouts.get(doc);
  if (!cache) layouts.set(doc, (cache = new Map()));
  const key = JSON.stringify([spans, width, size]);
  const hit = cache.get(key);
  if (hit) return hit;
  const layout = layoutBidi(spans, width, bidiFonts, {
    width: (piece, font) => doc.font(font).fontSize(size).widthOfString(piece),
  });
  if (cache.size >= 500) cache.clear();
  cache.set(key, layout);
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
  doc: PDFKit.PDFDocument,
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
function rtlHeight(
  doc: PDFKit.PDFDocument,
  text: string | Span[],
  width: number,
  size: number,
  options: { bold?: boolean; lineGap?: number } = {},
): number {
  const latin = plainLatin(text);
  if (latin !== undefined)
    return doc
      .font(options.bold ? BOLD : FONT)
      .fontSize(size)
      .heightOfString(pdfText(latin), { width, lineGap: options.lineGap ?? 0 });
  const layout = rtlLayout(doc, text, width, size, options.bold);
  return (
    layout.lines.length * rtlLineHeight(doc, layout, size, options.lineGap)
  );
}

/**
 * Text in an Arabic document: laid out right to left (or left to right, for English data) and
 * drawn piece by piece on a shared baseline (the two fonts' ascenders differ). Leaves doc.y under
 * the text, as doc.text does.
 */
function rtlText(
  doc: PDFKit.PDFDocument,
  text: string | Span[],
  options: RtlTextOptions,
): void {
  const { size, width } = options;
  const left =
    options.mirror === false ? options.x : doc.page.width - options.x - width;
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
    doc,
    text,
    options.lineBreak === false ? Infinity : width,
    size,
    options.bold,
  );
  const lineHeight = rtlLineHeight(doc, layout, size, options.lineGap);
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

/** A shape's x in the document's direction: mirrored about the page's middle when Arabic. */
function flipX(doc: PDFKit.PDFDocument, x: number, width: number): number {
  return rtl(doc) ? doc.page.width - x - width : x;
}

/**
 * The dark band at the top of a page: company name and document kind (artifacts), the title as
 * `heading`, and a subtitle (a paragraph, or an artifact when `subtitle.artifact`: a catalogue
 * repeats its category's description on every product).
 */
export function header(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  heading: "H1" | "H2",
  kind: string,
  title: string,
  subtitle?: string,
  options: { subtitleArtifact?: boolean } = {},
): void {
  const width = doc.page.width;
  artifact(doc, () => {
    doc.save().rect(0, 0, width, 110).fill(BAND).restore();
    doc.save().rect(0, 110, width, 4).fill(COPPER).restore();
    if (rtl(doc)) {
      // The company's name at the start (right), the kind at the end; no letter spacing, which
      // would pull Arabic letters apart.
      rtlText(doc, site.name.toUpperCase(), {
        x: PAGE_MARGIN,
        y: 28,
        width: contentWidth(doc),
        size: 11,
        bold: true,
        color: "#ffffff",
        align: "right",
      });
      rtlText(doc, kind, {
        x: PAGE_MARGIN,
        y: 28,
        width: contentWidth(doc),
        size: 9,
        color: "#e9b27c",
        align: "left",
      });
      return;
    }
    doc
      .fillColor("#ffffff")
      .font(BOLD)
      .fontSize(11)
      .text(site.name.toUpperCase(), PAGE_MARGIN, 28, { characterSpacing: 2 });
    doc
      .fillColor("#e9b27c")
      .font(FONT)
      .fontSize(9)
      .text(pdfText(kind.toUpperCase()), PAGE_MARGIN, 28, {
        width: contentWidth(doc),
        align: "right",
        characterSpacing: 1,
      });
  });
  tag(
    doc,
    parent,
    heading,
    () =>
      rtl(doc)
        ? rtlText(doc, title, {
            x: PAGE_MARGIN,
            y: 52,
            width: contentWidth(doc),
            size: 20,
            bold: true,
            color: "#ffffff",
            align: "right",
          })
        : doc
            .fillColor("#ffffff")
            .font(BOLD)
            .fontSize(20)
            .text(pdfText(title), PAGE_MARGIN, 52, {
              width: contentWidth(doc),
            }),
    langOf(doc, title),
  );
  if (subtitle) {
    const draw = () =>
      rtl(doc)
        ? rtlText(doc, subtitle, {
            x: PAGE_MARGIN,
            y: doc.y,
            width: contentWidth(doc),
            size: 10,
            color: "#c6ced8",
            align: "right",
          })
        : doc
            .fillColor("#c6ced8")
            .font(FONT)
            .fontSize(10)
            .text(pdfText(subtitle), { width: contentWidth(doc) });
    if (options.subtitleArtifact) artifact(doc, draw);
    else tag(doc, parent, "P", draw, langOf(doc, subtitle));
  }
  doc.x = PAGE_MARGIN;
  doc.y = 136;
}

/**
 * A section title with its copper mark, tagged as `level`; or, `into` an element, its first marked
 * content (a catalogue's compact sections).
 */
export function heading(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  level: "H2" | "H3",
  title: string,
  options: { into?: Struct } = {},
): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  artifact(doc, () =>
    doc
      .save()
      .rect(flipX(doc, PAGE_MARGIN, 3), y + 2, 3, 12)
      .fill(COPPER)
      .restore(),
  );
  const draw = () =>
    rtl(doc)
      ? rtlText(doc, title, {
          x: PAGE_MARGIN + 10,
          y,
          width: contentWidth(doc) - 10,
          size: 12,
          bold: true,
          color: INK,
          align: "right",
        })
      : doc
          .fillColor(INK)
          .font(BOLD)
          .fontSize(12)
          .text(pdfText(title), PAGE_MARGIN + 10, y, {
            width: contentWidth(doc) - 10,
          });
  if (options.into) mark(doc, options.into, "P", draw);
  else tag(doc, parent, level, draw);
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

function ensureSpace(
  doc: PDFKit.PDFDocument,
  needed: number,
  beforeBreak?: () => void,
): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) {
    beforeBreak?.();
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
}

export interface ParagraphOptions {
  color?: string;
  size?: number;
  width?: number;
  /** Drawn as another part of this (not yet ended) element instead of a P of its own. */
  into?: Struct;
}

/** A paragraph of text across the content width (or `width`), tagged P. */
export function paragraph(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  text: string,
  options: ParagraphOptions = {},
): void {
  const draw = () =>
    rtl(doc)
      ? // English data (a description) keeps its own direction and starts at the left.
        rtlText(doc, text, {
          x: PAGE_MARGIN,
          y: doc.y,
          width: options.width ?? contentWidth(doc),
          size: options.size ?? 10,
          color: options.color ?? MUTED,
          lineGap: 2,
          align: "auto",
        })
      : doc
          .fillColor(options.color ?? MUTED)
          .font(FONT)
          .fontSize(options.size ?? 10)
          .text(pdfText(text), PAGE_MARGIN, doc.y, {
            width: options.width ?? contentWidth(doc),
            lineGap: 2,
          });
  if (options.into) mark(doc, options.into, "P", draw);
  else tag(doc, parent, "P", draw, langOf(doc, text));
}

/**
 * A two-column table of label and value rows with zebra stripes: `Table > TR > TH + TD`, the label
 * a row header; or, `into` an element, a marked content of it per row (a catalogue's compact form).
 */
export function table(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  rows: [string, string][],
  options: { into?: Struct } = {},
): void {
  const element = options.into ?? group(doc, parent, "Table");
  rows.forEach(([label, value], index) =>
    tableRow(doc, element, label, value, index, {
      labelCell: "TH",
      compact: options.into !== undefined,
    }),
  );
  tableEnd(doc, options.into ? undefined : element);
}

/**
 * One row of a table, striped when `index` is even. Its cells are a `TR` of `labelCell` (a row
 * header, or a plain cell) and `TD`; `compact`, one marked content of `tableElement` itself.
 */
function tableRow(
  doc: PDFKit.PDFDocument,
  tableElement: Struct,
  label: string,
  value: string,
  index: number,
  options: {
    labelCell: "TH" | "TD";
    compact?: boolean;
    /** Called when the row starts a new page, before it is added (the filled one is complete). */
    beforePageBreak?: () => void;
  },
): void {
  const width = contentWidth(doc);
  const labelWidth = Math.round(width * 0.38);
  const valueText = docText(doc, value || "-");
  doc.font(FONT).fontSize(10);
  const height =
    (rtl(doc)
      ? Math.max(
          rtlHeight(doc, valueText, width - labelWidth - 16, 10, {
            bold: true,
          }),
          rtlHeight(doc, label, labelWidth - 8, 10),
          12,
        )
      : Math.max(
          doc.heightOfString(valueText, { width: width - labelWidth - 16 }),
          12,
        )) + 10;
  ensureSpace(doc, height, options.beforePageBreak);
  const y = doc.y;
  if (index % 2 === 0)
    artifact(doc, () =>
      doc.save().rect(PAGE_MARGIN, y, width, height).fill("#f3f5f8").restore(),
    );
  // Arabic: the label on the right, the value beside it (both set from the right).
  const drawLabel = () =>
    rtl(doc)
      ? rtlText(doc, label, {
          x: PAGE_MARGIN + 8,
          y: y + 5,
          width: labelWidth - 8,
          size: 10,
          color: MUTED,
          align: "right",
        })
      : doc
          .fillColor(MUTED)
          .font(FONT)
          .fontSize(10)
          .text(pdfText(label), PAGE_MARGIN + 8, y + 5, {
            width: labelWidth - 8,
          });
  const drawValue = () =>
    rtl(doc)
      ? rtlText(doc, valueText, {
          x: PAGE_MARGIN + labelWidth,
          y: y + 5,
          width: width - labelWidth - 16,
          size: 10,
          bold: true,
          color: INK,
          align: "right",
        })
      : doc
          .fillColor(INK)
          .font(BOLD)
          .fontSize(10)
          .text(valueText, PAGE_MARGIN + labelWidth, y + 5, {
            width: width - labelWidth - 16,
          });
  if (options.compact)
    mark(doc, tableElement, "P", () => {
      drawLabel();
      drawValue();
    });
  else {
    const row = group(doc, tableElement, "TR");
    tag(
      doc,
      row,
      options.labelCell,
      drawLabel,
      options.labelCell === "TH"
        ? { attributes: { O: "Table", Scope: "Row" } }
        : {},
    );
    tag(doc, row, "TD", drawValue, langOf(doc, value));
    row.end();
  }
  doc.y = y + height;
}

/** The rule under a table, which ends its element (if it has one of its own). */
function tableEnd(doc: PDFKit.PDFDocument, tableElement?: Struct): void {
  tableElement?.end();
  const width = contentWidth(doc);
  artifact(doc, () =>
    doc
      .save()
      .moveTo(PAGE_MARGIN, doc.y)
      .lineTo(PAGE_MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore(),
  );
  doc.x = PAGE_MARGIN;
}

export interface GridColumn {
  label: string;
  /** Share of the content width. */
  width: number;
  align?: "left" | "right";
}

/**
 * A table of several columns (a product's sizes): a header row of column headers, then a row per
 * entry headed by its first cell (`Table > TR > TH + TD...`). Small type so the columns fit the
 * page; cells wrap. When it breaks across pages the header row is drawn again as an artifact (a
 * screen reader meets it once, in the structure).
 */
export function gridTable(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  columns: GridColumn[],
  rows: string[][],
  options: { size?: number } = {},
): void {
  const width = contentWidth(doc);
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * width);
  const lefts = widths.map(
    (_w, i) => PAGE_MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0),
  );
  const SIZE = options.size ?? 7;
  const PAD = 3;
  const heightOf = (cells: string[], font: string) => {
    if (rtl(doc))
      return (
        Math.max(
          ...cells.map((text, i) =>
            rtlHeight(doc, text, widths[i]! - 2 * PAD, SIZE, {
              bold: font === BOLD,
            }),
          ),
        ) +
        2 * PAD
      );
    doc.font(font).fontSize(SIZE);
    return (
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(pdfText(text), { width: widths[i]! - 2 * PAD }),
        ),
      ) +
      2 * PAD
    );
  };
  const drawCells = (
    cells: string[],
    y: number,
    cellFont: (index: number) => string,
    color: (index: number) => string,
    each: (index: number, draw: () => void) => void,
  ) =>
    cells.forEach((text, i) =>
      each(i, () =>
        rtl(doc)
          ? // Mirrored: the first column on the right; a number column's figures line up at
            // its left, the text columns at their right.
            rtlText(doc, text || "-", {
              x: lefts[i]! + PAD,
              y: y + PAD,
              width: widths[i]! - 2 * PAD,
              size: SIZE,
              bold: cellFont(i) === BOLD,
              color: color(i),
              align: columns[i]!.align === "right" ? "left" : "right",
            })
          : doc
              .fillColor(color(i))
              .font(cellFont(i))
              .fontSize(SIZE)
              .text(pdfText(text || "-"), lefts[i]! + PAD, y + PAD, {
                width: widths[i]! - 2 * PAD,
                align: columns[i]!.align ?? "left",
              }),
      ),
    );
  const labels = columns.map((column) => column.label);
  const headerHeight = heightOf(labels, BOLD);
  const rule = (y: number) =>
    artifact(doc, () =>
      doc
        .save()
        .moveTo(PAGE_MARGIN, y)
        .lineTo(PAGE_MARGIN + width, y)
        .lineWidth(0.5)
        .stroke(RULE)
        .restore(),
    );
  /** The header row: tagged the first time, an artifact when repeated on a new page. */
  const drawHeader = (into?: Struct) => {
    const y = doc.y;
    drawCells(
      labels,
      y,
      () => BOLD,
      () => MUTED,
      (_i, draw) =>
        into
          ? tag(doc, into, "TH", draw, {
              attributes: { O: "Table", Scope: "Column" },
            })
          : artifact(doc, draw),
    );
    doc.y = y + headerHeight;
    rule(doc.y);
  };
  const element = group(doc, parent, "Table");
  ensureSpace(doc, headerHeight + 40);
  const headRow = group(doc, element, "TR");
  drawHeader(headRow);
  headRow.end();
  rows.forEach((cells, index) => {
    const height = heightOf(cells, FONT);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.y = PAGE_MARGIN;
      drawHeader();
    }
    const y = doc.y;
    if (index % 2 === 1)
      artifact(doc, () =>
        doc
          .save()
          .rect(PAGE_MARGIN, y, width, height)
          .fill("#f3f5f8")
          .restore(),
      );
    const row = group(doc, element, "TR");
    drawCells(
      cells,
      y,
      (i) => (i === 0 ? BOLD : FONT),
      () => INK,
      (i, draw) =>
        i === 0
          ? tag(doc, row, "TH", draw, {
              attributes: { O: "Table", Scope: "Row" },
            })
          : tag(doc, row, "TD", draw),
    );
    row.end();
    doc.y = y + height;
  });
  tableEnd(doc, element);
}

export interface ListItem {
  /** Bold, before the text: "Title: text". */
  title?: string;
  text: string;
}

/**
 * A bulleted list: `L > LI > LBody` (the copper squares are decoration); or, `into` an element, a
 * marked content of it per item (a catalogue's compact form).
 */
export function list(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  items: ListItem[],
  options: { into?: Struct } = {},
): void {
  const element = options.into ?? group(doc, parent, "L");
  for (const item of items) {
    ensureSpace(doc, 30);
    const y = doc.y;
    // Arabic: an item in Arabic has its square on the right; one in English (product data) keeps
    // the English layout, as a left-to-right block inside the right-to-left page.
    const itemRtl =
      rtl(doc) && [...`${item.title ?? ""}${item.text}`].some(isArabic);
    artifact(doc, () =>
      doc
        .save()
        .rect(
          itemRtl ? doc.page.width - PAGE_MARGIN - 6 : PAGE_MARGIN + 2,
          y + 4,
          4,
          4,
        )
        .fill(COPPER)
        .restore(),
    );
    doc.x = PAGE_MARGIN + 14;
    const draw = () => {
      if (rtl(doc)) {
        rtlText(
          doc,
          [
            ...(item.title
              ? [{ text: `${item.title}: `, bold: true, color: INK }]
              : []),
            { text: item.text, color: MUTED },
          ],
          {
            x: PAGE_MARGIN + 14,
            y,
            width: contentWidth(doc) - 14,
            size: 10,
            color: MUTED,
            lineGap: 1.5,
            align: itemRtl ? "right" : "left",
            mirror: itemRtl,
          },
        );
      } else if (item.title) {
        doc
          .fillColor(INK)
          .font(BOLD)
          .fontSize(10)
          .text(`${pdfText(item.title)}: `, PAGE_MARGIN + 14, y, {
            continued: true,
            width: contentWidth(doc) - 14,
          });
        doc
          .fillColor(MUTED)
          .font(FONT)
          .text(pdfText(item.text), {
            width: contentWidth(doc) - 14,
            lineGap: 1.5,
          });
      } else {
        doc
          .fillColor(MUTED)
          .font(FONT)
          .fontSize(10)
          .text(pdfText(item.text), PAGE_MARGIN + 14, y, {
            width: contentWidth(doc) - 14,
            lineGap: 1.5,
          });
      }
    };
    if (options.into) mark(doc, element, "P", draw);
    else {
      const entry = group(doc, element, "LI");
      tag(
        doc,
        entry,
        "LBody",
        draw,
        langOf(doc, `${item.title ?? ""}${item.text}`),
      );
      entry.end();
    }
    doc.moveDown(0.3);
  }
  if (!options.into) element.end();
  doc.x = PAGE_MARGIN;
}

/**
 * A drawing `box` (x, y, width, height, from the page's top left) as a `Figure` with its alt text
 * and layout box. `draw` paints it.
 */
export function figure(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  alt: string,
  box: { x: number; y: number; width: number; height: number },
  draw: () => void,
): void {
  tag(doc, parent, "Figure", draw, {
    alt: docText(doc, alt),
    // Where the figure is, in PDF space (from the page's bottom left).
    attributes: {
      O: "Layout",
      BBox: [
        box.x,
        doc.page.height - box.y - box.height,
        box.x + box.width,
        doc.page.height - box.y,
      ],
    },
  });
}

/**
 * The product's cross-section (the drawing the product page shows), `size` points square at x, y,
 * as a figure whose alt text names the cores, their colours, the screen and the sheath.
 */
function cableFigure(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  product: Product,
  x: number,
  y: number,
  size: number,
): void {
  const drawing = drawCable(product.specifications);
  const scale = size / drawing.size;
  const c = drawing.size / 2;
  figure(
    doc,
    parent,
    format(copyOf(doc).drawingAlt, { summary: drawing.summary }),
    { x, y, width: size, height: size },
    () => {
      doc.save().translate(x, y).scale(scale);
      const sheath = drawing.sheath;
      if (sheath?.shape === "round") {
        const outer = sheath.width / 2;
        doc
          .circle(c, c, outer)
          .lineWidth(1.5)
          .fillAndStroke(sheath.color, "#6b7280");
        doc
          .circle(c, c, outer - sheath.thickness - (drawing.screen ? 6 : 0))
          .fill(drawing.bedding ?? "#cfc9bf");
        if (drawing.screen)
          doc
            .circle(c, c, outer - sheath.thickness - 3)
            .lineWidth(5)
            .dash(2.2, { space: 1.6 })
            .stroke("#b7bcc3")
            .undash();
      } else if (sheath?.shape === "flat") {
        const inner = sheath.height - 2 * sheath.thickness;
        doc
          .roundedRect(
            c - sheath.width / 2,
            c - sheath.height / 2,
            sheath.width,
            sheath.height,
            sheath.height / 2,
          )
          .lineWidth(1.5)
          .fillAndStroke(sheath.color, "#6b7280");
        doc
          .roundedRect(
            c - sheath.width / 2 + sheath.thickness,
            c - sheath.height / 2 + sheath.thickness,
            sheath.width - 2 * sheath.thickness,
            inner,
            inner / 2,
          )
          .fill("#d8d2c8");
      }
      for (const shape of drawing.cores) {
        doc.circle(shape.cx, shape.cy, shape.r).fill(shape.color);
        if (shape.stripe) {
          const ringR = (shape.r + shape.conductorR) / 2;
          const dash = (ringR * Math.PI) / 4;
          doc
            .circle(shape.cx, shape.cy, ringR)
            .lineWidth(shape.r - shape.conductorR)
            .dash(dash, { space: dash })
            .stroke(shape.stripe)
            .undash();
        }
        // The conductor as one disc: drawn strands made a catalogue page several times heavier.
        doc
          .circle(shape.cx, shape.cy, shape.conductorR)
          .lineWidth(1)
          .fillAndStroke(drawing.metal, drawing.metalEdge);
      }
      doc.restore();
    },
  );
}

/** The company's stored details (docs/decisions/028), read as each document is drawn. */
function contactLines(t: DocumentsCopy): string[] {
  const company = getCompany();
  return [
    `${site.legalName}, ${formatAddress(company.address)}`,
    format(t.footerContact, {
      office: company.officePhone.display,
      sales: company.salesPhones.map((p) => p.display).join(", "),
      email: company.salesEmail,
    }),
  ];
}

/**
 * Company contact and page numbers at the foot of every buffered page: "3 / 12", or "3" when
 * `total` is false (a streamed catalogue has written its first pages before it knows its last).
 * Pagination artifacts: a screen reader reads the contact once, in the body, not on every page.
 */
export function footers(
  doc: PDFKit.PDFDocument,
  note: string,
  total = true,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 58;
    const width = contentWidth(doc);
    // Writing below the bottom margin would add a page: lift it while drawing the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => {
        doc
          .save()
          .moveTo(PAGE_MARGIN, bottom)
          .lineTo(PAGE_MARGIN + width, bottom)
          .lineWidth(0.5)
          .stroke(RULE)
          .restore();
        const [first, second] = contactLines(copyOf(doc));
        const page = total
          ? `${i - range.start + 1} / ${range.count}`
          : String(i + 1);
        if (rtl(doc)) {
          // Mirrored: the lines from the right, the page number at the left.
          [first!, second!, note].forEach((line, index) =>
            rtlText(doc, line, {
              x: PAGE_MARGIN,
              y: bottom + 6 + 11 * index,
              width: width - 60,
              size: 7.5,
              color: MUTED,
              align: "right",
              lineBreak: false,
            }),
          );
          rtlText(doc, page, {
            x: PAGE_MARGIN + width - 60,
            y: bottom + 6,
            width: 60,
            size: 7.5,
            color: MUTED,
            align: "left",
            lineBreak: false,
          });
          return;
        }
        doc.fillColor(MUTED).font(FONT).fontSize(7.5);
        doc.text(pdfText(first!), PAGE_MARGIN, bottom + 6, {
          width: width - 60,
          lineBreak: false,
        });
        doc.text(pdfText(second!), PAGE_MARGIN, bottom + 17, {
          width: width - 60,
          lineBreak: false,
        });
        doc.text(pdfText(note), PAGE_MARGIN, bottom + 28, {
          width: width - 60,
          lineBreak: false,
        });
        doc.text(page, PAGE_MARGIN + width - 60, bottom + 6, {
          width: 60,
          align: "right",
          lineBreak: false,
        });
      },
      "Pagination",
    );
    doc.page.margins.bottom = margin;
  }
}

/**
 * A document's date: the ISO day in English, as always; the day written out in Arabic
 * ("8 أبريل 2025", Western digits: decisions 039 and 044).
 */
function documentDate(doc: PDFKit.PDFDocument, date: Date): string {
  return docLocales.get(doc) === "ar"
    ? formatLongDate(date.toISOString(), "ar")
    : date.toISOString().slice(0, 10);
}

function formatQuantity(product: Product, locale: PdfLocale): string {
  const quantity =
    locale === "ar"
      ? arabicNumber(product.quantity, 3)
      : product.quantity.toLocaleString("en-US");
  return `${quantity} ${product.unit}`;
}

function specValue(product: Product, key: keyof ProductSpecifications): string {
  const value = product.specifications[key];
  return value === null || value === undefined ? "-" : String(value);
}

/** The cable drawing's size, beside the description at the top right of a datasheet. */
const FIGURE_SIZE = 110;

/**
 * One product's datasheet body (used alone and inside the catalogues), under `parent`, its section
 * titles tagged `level`. `compact` (catalogues): the category label is an artifact (the part
 * and the contents name it), the table, lists and contact lines are one element each (see above).
 */
function datasheetBody(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  level: "H2" | "H3",
  product: Product,
  categoryName: string,
  compact = false,
  sizes: readonly SizeView[] = [],
): void {
  const t = copyOf(doc);
  const top = doc.y;
  // The drawing sits at the top right of a datasheet; a catalogue leaves it out (decision 017).
  const textWidth = compact
    ? contentWidth(doc)
    : contentWidth(doc) - FIGURE_SIZE - 16;
  const drawLabel = () =>
    rtl(doc)
      ? rtlText(doc, categoryName.toUpperCase(), {
          x: PAGE_MARGIN,
          y: doc.y,
          width: textWidth,
          size: 9,
          bold: true,
          color: COPPER,
          align: "right",
        })
      : doc
          .fillColor(COPPER)
          .font(BOLD)
          .fontSize(9)
          .text(pdfText(categoryName.toUpperCase()), PAGE_MARGIN, doc.y, {
            characterSpacing: 1,
            width: textWidth,
          });
  // In a catalogue the category is the part's title and its pages' band: the label repeats it.
  if (compact) artifact(doc, drawLabel);
  else tag(doc, parent, "P", drawLabel);
  doc.moveDown(0.3);
  const intro = compact ? group(doc, parent, "P") : undefined;
  paragraph(doc, parent, product.description, {
    color: INK,
    size: 11,
    width: textWidth,
    into: intro,
  });
  doc.moveDown(0.5);
  paragraph(
    doc,
    parent,
    `${format(t.productCode, { id: product.id })}  |  ${product.inStock ? format(t.inStock, { quantity: formatQuantity(product, docLocales.get(doc) ?? "en") }) : t.outOfStock}`,
    { size: 9, width: textWidth, into: intro },
  );
  intro?.end();
  if (!compact) {
    const textBottom = doc.y;
    cableFigure(
      doc,
      parent,
      product,
      flipX(doc, PAGE_MARGIN + contentWidth(doc) - FIGURE_SIZE, FIGURE_SIZE),
      top,
      FIGURE_SIZE,
    );
    doc.x = PAGE_MARGIN;
    doc.y = Math.max(textBottom, top + FIGURE_SIZE);
  }

  /** A titled section: its heading and body, or in a catalogue one P holding both. */
  const section = (title: string, body: (into?: Struct) => void) => {
    const into = compact ? group(doc, parent, "P") : undefined;
    heading(doc, parent, level, title, { into });
    body(into);
    into?.end();
  };
  section(t.technicalSpecifications, (into) =>
    table(
      doc,
      parent,
      specificationRowsIn(rtl(doc) ? "ar" : "en").map(({ key, label }) => [
        label,
        specValue(product, key),
      ]),
      { into },
    ),
  );
  // A datasheet lists the sizes; a catalogue keeps to the family (its compact form, decision 017).
  if (!compact && sizes.length > 0) {
    heading(doc, parent, level, t.sizes);
    const c = t.sizeColumns;
    gridTable(
      doc,
      parent,
      [
        { label: c.article, width: 15 },
        { label: c.construction, width: 10 },
        { label: c.conductorClass, width: 5, align: "right" },
        { label: c.diameter, width: 8, align: "right" },
        { label: c.weight, width: 8, align: "right" },
        { label: c.resistance, width: 10, align: "right" },
        { label: c.rating, width: 7, align: "right" },
        { label: c.installation, width: 17 },
        { label: c.drum, width: 8, align: "right" },
        { label: c.stock, width: 8, align: "right" },
      ],
      sizes.map((size) => sizeTableRow(size, docLocales.get(doc) ?? "en")),
    );
  }
  if (product.features.length > 0)
    section(t.features, (into) =>
      list(
        doc,
        parent,
        product.features.map((f) => ({ title: f.title, text: f.description })),
        { into },
      ),
    );
  if (product.applications.length > 0)
    section(t.applications, (into) =>
      list(
        doc,
        parent,
        product.applications.map((text) => ({ text })),
        { into },
      ),
    );
  if (product.certifications.length > 0)
    section(t.certifications, (into) =>
      paragraph(doc, parent, product.certifications.join("  |  "), {
        color: INK,
        into,
      }),
    );
  const company = getCompany();
  section(t.contact, (into) => {
    paragraph(
      doc,
      parent,
      `${site.legalName}, ${formatAddress(company.address)}`,
      {
        color: INK,
        into,
      },
    );
    paragraph(
      doc,
      parent,
      format(t.phones, {
        office: company.officePhone.display,
        sales: company.salesPhones.map((p) => p.display).join(", "),
      }),
      { into },
    );
    paragraph(
      doc,
      parent,
      format(t.emailAndHours, {
        email: company.salesEmail,
        hours: company.businessHours,
      }),
      { into },
    );
  });
}

/**
 * A product's datasheet. `locale` "ar" draws it in Arabic, right to left (decision 036). The
 * product's texts and `categoryName` are shown as given: pass them in that language
 * (`localizeProducts`); an English fallback is set left to right inside the Arabic.
 */
export async function renderDatasheet(
  product: Product,
  categoryName: string,
  date: Date = product.updatedAt,
  sizes: readonly SizeView[] = listSizes(product.id),
  locale: PdfLocale = "en",
): Promise<Buffer> {
  const t = copies[locale];
  const doc = await createDoc({
    title: format(t.datasheetTitle, { name: product.name }),
    subject: product.description,
    date,
    locale,
  });
  const root = documentRoot(doc);
  header(doc, root, "H1", t.datasheet, product.name, categoryName);
  datasheetBody(doc, root, "H2", product, categoryName, false, sizes);
  root.end();
  footers(doc, format(t.datasheetFooter, { date: documentDate(doc, date) }));
  return toBuffer(doc);
}

export interface CatalogueSection {
  name: string;
  description: string;
  /** Read twice (contents, then pages), one section at a time: a large catalogue is never all in memory. */
  products: () => Product[];
}

/** Products drawn between two turns of the event loop: about 30 ms of drawing. */
const PRODUCTS_PER_TURN = 10;

/**
 * A catalogue: cover, contents, then one datasheet per product, grouped by category, written to
 * `out` as it is drawn. At 10,000 products it is some 20,000 pages: each product's pages get
 * their footers and are flushed to `out` before the next is drawn (so only one product's pages are
 * held, not the whole document), and the event loop gets a turn every few products (so the server
 * keeps answering, and `out` drains, while a catalogue is built). Resolves once `out` has it all.
 *
 * Tagged lightly (decision 017): `Document > H1, P, H2 Contents, Table, H2 About us, P`, then a
 * `Part` per category (its name as title) holding a `Sect` per product: its name an `H2`, the
 * description, code, drawing (`Figure`), and each section an `H3` and one element.
 */
export async function renderCatalogue(
  out: Writable,
  title: string,
  intro: string,
  sections: readonly CatalogueSection[],
  date: Date,
  /** "ar": in Arabic, right to left; `title`, `intro` and the sections' names in Arabic too. */
  locale: PdfLocale = "en",
): Promise<void> {
  const t = copies[locale];
  const doc = await createDoc({ title, subject: intro, date, locale });
  const written = pipeline(doc, out);
  // A failed write (a full disk) ends the drawing at the next turn; `written` rejects with why.
  let failed = false;
  written.catch(() => {
    failed = true;
  });
  const note = format(t.catalogueFooter, {
    title,
    date: documentDate(doc, date),
  });
  /** The pages drawn so far are finished: footers on, out to the stream, memory free. */
  const finishPages = () => {
    footers(doc, note, false);
    flushPagesReleasing(doc);
  };
  const root = documentRoot(doc);
  header(
    doc,
    root,
    "H1",
    t.catalogue,
    title,
    `${site.legalName}  |  ${date.getUTCFullYear()}`,
  );
  paragraph(doc, root, intro, { color: INK, size: 11 });
  heading(doc, root, "H2", t.contents);
  // The contents: a row per product, as one element whose marked contents are the cells.
  const contents = group(doc, root, "P");
  let listed = 0;
  for (const section of sections) {
    for (const product of section.products()) {
      tableRow(
        doc,
        contents,
        section.name,
        `${product.name} (${specValue(product, "crossSection")}, ${specValue(product, "voltage")})`,
        listed,
        // Each filled page of the contents (some 300 at 10,000 products) is flushed before the
        // next: held to the end, they took most of the server's 128 MB heap.
        { labelCell: "TD", compact: true, beforePageBreak: finishPages },
      );
      // The contents of 10,000 products is some 300 pages: a turn for others now and then.
      if (++listed % (PRODUCTS_PER_TURN * 25) === 0) {
        await setImmediate();
        if (failed) return written;
      }
    }
  }
  if (listed === 0)
    tableRow(doc, contents, "-", t.noProducts, 0, {
      labelCell: "TD",
      compact: true,
    });
  tableEnd(doc, contents);
  heading(doc, root, "H2", t.aboutUs);
  paragraph(
    doc,
    root,
    format(t.about, {
      legalName: site.legalName,
      city: getCompany().address.city,
      year: site.foundedYear,
    }),
  );
  let drawn = 0;
  for (const section of sections) {
    // Ended with its category, so pdfkit lets go of its sections (not held to the end).
    const part = group(doc, root, "Part", section.name);
    for (const product of section.products()) {
      finishPages();
      if (++drawn % PRODUCTS_PER_TURN === 0) {
        await setImmediate();
        // The file is written more slowly than pages are drawn: let it catch up.
        while (!failed && doc.readableLength > 1024 * 1024)
          await (out.writableNeedDrain ? once(out, "drain") : setImmediate());
        if (failed) return written;
      }
      doc.addPage();
      const sect = group(doc, part, "Sect");
      header(doc, sect, "H2", section.name, product.name, section.description, {
        subtitleArtifact: true,
      });
      datasheetBody(doc, sect, "H3", product, section.name, true);
      sect.end();
    }
    part.end();
  }
  root.end();
  finishPages();
  doc.end();
  await written;
}

export interface CertificateDocument {
  title: string;
  intro: string;
  certifications: Certification[];
}

/**
 * A statement listing certifications with their status, scope and validity, dated `date` (its
 * data's). The status is the one the web pages show on `today`: "Expired" once the validity has
 * passed, whatever was stored.
 */
export async function renderCertificates(
  input: CertificateDocument,
  date: Date,
  today: Date = new Date(),
  locale: PdfLocale = "en",
): Promise<Buffer> {
  const t = copies[locale];
  const doc = await createDoc({
    title: input.title,
    subject: input.intro,
    date,
    locale,
  });
  const root = documentRoot(doc);
  const company = getCompany();
  header(doc, root, "H1", t.certification, input.title, site.legalName);
  paragraph(doc, root, input.intro, { color: INK, size: 11 });
  if (input.certifications.length === 0) {
    doc.moveDown();
    paragraph(doc, root, t.noCertification);
  }
  for (const cert of input.certifications) {
    heading(doc, root, "H2", cert.title);
    table(doc, root, [
      [t.scope, cert.description],
      [
        t.status,
        shownStatus(
          cert.status,
          certificationValidity(cert.validUntil, today),
          t.expired,
        ),
      ],
      [t.validUntil, cert.validUntil],
      [t.category, cert.category],
      [t.holder, `${site.legalName}, ${formatAddress(company.address)}`],
    ]);
  }
  doc.moveDown(1.5);
  paragraph(
    doc,
    root,
    format(t.statement, {
      legalName: site.legalName,
      date: documentDate(doc, date),
      email: company.salesEmail,
    }),
    { size: 9 },
  );
  root.end();
  footers(
    doc,
    format(t.certificateFooter, {
      title: input.title,
      date: documentDate(doc, date),
    }),
  );
  return toBuffer(doc);
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
