import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import {
  inspectPdf,
  type PdfReport,
} from "../../../tests/support/pdf-accessibility";
import { documents as arabic } from "~/locales/ar/documents.server";
import { quoteDocuments as arabicQuote } from "~/locales/ar/quote-documents.server";
import { getProduct, listProducts } from "../catalogue/catalogue.server";
import { seedProductsAr } from "../db/seed-arabic.server";
import { getDatasheet, getDownload } from "../content/downloads.server";
import { arabicPdfFonts } from "./pdf-fonts.server";
import { renderCatalogue } from "./catalogue-pdf.server";
import { renderDatasheet } from "./datasheet-pdf.server";
import { pdfLocaleFor } from "./pdf-document.server";
import { renderQuotePdf } from "./quote-pdf.server";
import { getQuote, storeQuote, viewBasket } from "../quotes/quotes.server";
import { listSizes } from "../catalogue/sizes.server";

/**
 * The Arabic PDFs (decision 036), checked with poppler as a reader would see them: the text
 * pdftotext extracts (it puts right-to-left runs back in reading order), where each word sits on the
 * page (pdftotext -bbox), the fonts (pdffonts) and qpdf --check (through inspectPdf).
 */

function toFile(bytes: Buffer): string {
  const file = path.join(
    // Inside the file's own DATA_DIR (tests/unit/setup.ts), removed with it.
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "ar-pdf-")),
    "doc.pdf",
  );
  fs.writeFileSync(file, bytes);
  return file;
}

/** pdftotext's text without its direction marks, white space collapsed. */
function textOf(bytes: Buffer, page?: number): string {
  const range = page ? ["-f", String(page), "-l", String(page)] : [];
  return execFileSync("pdftotext", [...range, toFile(bytes), "-"], {
    encoding: "utf8",
  })
    .replace(/[\u202a-\u202e\u200e\u200f]/g, "")
    .replace(/\s+/g, " ");
}

/**
 * The text of page 1 inside a box (points from the top left): where things are on the page.
 * (pdftotext -bbox cuts an Arabic word at its dot marks, so boxes of words are not used.)
 */
function textIn(
  bytes: Buffer,
  box: { x: number; y: number; width: number; height: number },
): string {
  const crop = [
    "-x",
    box.x,
    "-y",
    box.y,
    "-W",
    box.width,
    "-H",
    box.height,
  ].map(String);
  return execFileSync(
    "pdftotext",
    ["-f", "1", "-l", "1", "-r", "72", ...crop, toFile(bytes), "-"],
    {
      encoding: "utf8",
    },
  )
    .replace(/[\u202a-\u202e\u200e\u200f]/g, "")
    .replace(/\s+/g, " ");
}

/** What every Arabic PDF must be: valid, tagged, /Lang ar, both fonts embedded as subsets. */
function expectArabicPdf(report: PdfReport): void {
  expect(report.version).toBe("%PDF-1.7");
  expect(report.qpdf.status, report.qpdf.output).toBe(0);
  expect(report.qpdf.output).not.toMatch(/warning/i);
  for (const font of report.fonts)
    expect(font, font.name).toMatchObject({ embedded: true, subset: true });
  const names = report.fonts.map((font) =>
    font.name.replace(/^[A-Z]{6}\+/, ""),
  );
  expect(names).toContain("NotoSansArabic-Regular");
  expect(names).toContain("NotoSans-Regular");
  expect(report.lang).toBe("ar");
  expect(report.marked).toBe(true);
  expect(report.hasStructTreeRoot).toBe(true);
  expect(report.displayTitle).toBe(true);
  expect(report.pagesWithoutStructure).toBe(0);
}

const t = arabic.pdf;

describe("Arabic datasheet", () => {
  it("has the Arabic labels in reading order, the product's Arabic texts, the English data as it is, and values left to right", async () => {
    const product = getProduct("3")!;
    const bytes = await getDatasheet(product, "ar");
    const text = textOf(bytes);
    for (const phrase of [
      t.datasheet,
      t.technicalSpecifications,
      t.specifications.crossSection,
      t.specifications.voltage,
      t.specifications.insulation,
      t.sizes,
      t.features,
      t.contact,
      // The family's type designation, not the internal id (issue 35).
      "التسمية النوعية",
      "NYY",
    ])
      expect(text, phrase).toContain(phrase);
    expect(text).not.toContain("رمز المنتج");
    // The product's own texts and its category in Arabic (decision 041, "Products").
    const arabicTexts = seedProductsAr.find((entry) => entry.id === "3")!;
    expect(text).toContain("كابل ثلاثي القلوب");
    expect(text).not.toContain(product.name);
    expect(text).toContain(arabicTexts.applications[0]);
    expect(text).toContain(arabicTexts.features[1]!.title);
    expect(text).toContain("الكابلات متعددة القلوب");
    // The English specification data, unchanged and in its own order.
    expect(text).toContain(String(product.specifications.voltage));
    for (const size of listSizes("3"))
      expect(text).toContain(size.articleNumber);
    expect(text).toContain("sales@cableworks.com.eg");
    // Not the English copy.
    expect(text).not.toContain("Technical Specifications");
  });

  it("is laid out right to left: the band, the headings, the table and the drawing mirrored", async () => {
    const product = getProduct("3")!;
    const bytes = await renderDatasheet(
      product,
      "Stranded Conductors",
      new Date(0),
      listSizes("3"),
      "ar",
    );
    const page = { width: 595, height: 842 };
    const left = (y: number, height: number) =>
      textIn(bytes, { x: 0, y, width: 250, height });
    const right = (y: number, height: number) =>
      textIn(bytes, { x: 345, y, width: 250, height });
    // (The band's texts are 595 points wide; its left and right halves are told apart.)
    // The band: the company's name at the right, the kind of document at the left (English: the
    // other way round), and the title from the right.
    expect(right(20, 30)).toContain("CABLEWORKS");
    expect(left(20, 30)).toContain(t.datasheet);
    expect(left(20, 30)).not.toContain("CABLEWORKS");
    // The description starts beside the drawing, which is now at the left: nothing but the drawing
    // in the left 150 points under the band.
    expect(
      textIn(bytes, { x: 0, y: 125, width: 150, height: 110 }).trim(),
    ).toBe("");
    // Headings and labels in the right-hand column (the right 38%), the values to their left.
    const labels = textIn(bytes, { x: 360, y: 240, width: 235, height: 300 });
    const values = textIn(bytes, { x: 0, y: 240, width: 355, height: 300 });
    expect(labels).toContain(t.technicalSpecifications);
    expect(labels).toContain(t.specifications.voltage);
    expect(labels).not.toContain("0.6/1 kV");
    expect(values).toContain("0.6/1 kV");
    expect(values).not.toContain(t.specifications.voltage);
    // The page number at the left of the footer.
    expect(
      textIn(bytes, { x: 0, y: page.height - 60, width: 100, height: 20 }),
    ).toMatch(/1\s*\/\s*\d/);
  });

  it("the English datasheet keeps the English layout", async () => {
    const bytes = await renderDatasheet(
      getProduct("3")!,
      "Stranded Conductors",
      new Date(0),
      listSizes("3"),
    );
    expect(textIn(bytes, { x: 0, y: 20, width: 250, height: 30 })).toContain(
      "CABLEWORKS",
    );
    expect(textIn(bytes, { x: 0, y: 240, width: 235, height: 300 })).toContain(
      "Voltage Rating",
    );
    expect(
      textIn(bytes, { x: 0, y: 240, width: 235, height: 300 }),
    ).not.toContain("0.6/1 kV");
  });

  it("is a valid tagged PDF 1.7 in Arabic, with the Arabic and Latin fonts embedded as subsets", async () => {
    const product = getProduct("6")!;
    const bytes = await getDatasheet(product, "ar");
    const report = await inspectPdf(bytes);
    // The English left inside it (the company's address and hours) is tagged English (structure
    // elements are not in compressed streams: their /Lang can be read from the bytes). The
    // specification values are Arabic since issue 35, so fewer than before.
    const raw = bytes.toString("latin1");
    expect(raw.match(/\/Lang \(en\)/g)?.length).toBeGreaterThan(0);
    expectArabicPdf(report);
    expect(report.title).toBe(
      `نشرة البيانات الفنية: ${seedProductsAr.find((entry) => entry.id === product.id)!.name}`,
    );
    const types = report.elements.map((e) => e.type);
    for (const type of [
      "H1",
      "H2",
      "P",
      "Table",
      "TR",
      "TH",
      "TD",
      "L",
      "LI",
      "LBody",
      "Figure",
    ])
      expect(types).toContain(type);
    expect(report.elements.find((e) => e.type === "Figure")!.alt).toMatch(
      /^رسم المقطع العرضي: /,
    );
  });

  it("is cached apart from the English one", async () => {
    const product = getProduct("1")!;
    const english = await getDatasheet(product);
    const arabicBytes = await getDatasheet(product, "ar");
    expect(arabicBytes.equals(english)).toBe(false);
    expect(textOf(english)).toContain("Technical Specifications");
    expect((await getDatasheet(product, "ar")).equals(arabicBytes)).toBe(true);
  });
});

describe("Arabic catalogue and quote request", () => {
  it("a built catalogue is in Arabic, in a file of its own, its text in reading order", async () => {
    const file = "cableworks-power-cables-catalogue.pdf";
    const built = (await getDownload(file, "ar"))!;
    const english = (await getDownload(file))!;
    expect(path.basename(built.path)).toMatch(
      /^cableworks-power-cables-catalogue\.ar\.[0-9a-f]{16}\.pdf$/,
    );
    expect(fs.existsSync(english.path)).toBe(true);
    const bytes = fs.readFileSync(built.path);
    const text = textOf(bytes);
    const { title } = arabic.downloads[file];
    for (const phrase of [
      title,
      t.catalogue,
      t.contents,
      t.aboutUs,
      "تصنع",
      "موصلات مجدولة وكابلات قوى متعددة القلوب",
    ])
      expect(text, phrase).toContain(phrase);
    // A standard stays whole, left to right, inside the Arabic paragraph.
    expect(text).toContain("ISO 9001:2015");
    expectArabicPdf(await inspectPdf(bytes));
  });

  it("a catalogue of many products streams in Arabic too", async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const products = listProducts();
    await renderCatalogue(
      out,
      "كتالوج تجريبي",
      "مقدمة",
      [{ name: "الكل", description: "", products: () => products }],
      new Date(0),
      "ar",
    );
    const bytes = Buffer.concat(chunks);
    expect(textOf(bytes)).toContain("كتالوج تجريبي");
    expect(
      Number(
        execFileSync("pdfinfo", [toFile(bytes)], { encoding: "utf8" }).match(
          /Pages:\s+(\d+)/,
        )![1],
      ),
    ).toBeGreaterThan(products.length);
  });

  it("a quote request's PDF in Arabic: its headings, the buyer's words and the lines", async () => {
    const size = listSizes("3")[0]!;
    const stored = storeQuote(
      {
        name: "Ola Nabil",
        company: "شركة النيل للمقاولات",
        email: "ola@example.com",
        phone: "",
        country: "Egypt",
        project: "محطة 4",
        neededBy: "",
        notes: "نرجو إرفاق شهادات الاختبار.",
      },
      viewBasket([
        { productId: "3", size: size.articleNumber, lengthM: 1200, drumM: 500 },
      ]),
      new Date(Date.UTC(2026, 10, 25)),
    );
    const found = getQuote(stored.id)!;
    const bytes = await renderQuotePdf(found, "ar");
    const text = textOf(bytes);
    const q = arabicQuote.pdf;
    for (const phrase of [
      q.kind,
      q.buyer,
      q.lines,
      q.colProduct,
      "شركة النيل للمقاولات",
      "نرجو إرفاق شهادات الاختبار",
      found.quote.reference,
      size.articleNumber,
    ])
      expect(text, phrase).toContain(phrase);
    expectArabicPdf(await inspectPdf(bytes));
  });
});

describe("Arabic shaping and the request's language", () => {
  it("the Arabic font keeps its layout tables: a word is set in joined forms, not isolated letters", () => {
    // The fontkit font pdfkit sets text with (not in pdfkit's types; fontkit is pdfkit's own).
    interface FontkitFont {
      glyphForCodePoint(code: number): { id: number };
      layout(text: string): { glyphs: { id: number }[] };
    }
    const doc = new PDFDocument();
    doc.registerFont("Arabic", arabicPdfFonts().regular);
    doc.font("Arabic");
    const font = (doc as unknown as { _font: { font: FontkitFont } })._font
      .font;
    const word = "كابل";
    const isolated = [...word].map(
      (ch) => font.glyphForCodePoint(ch.codePointAt(0)!).id,
    );
    const shaped = font.layout(word).glyphs.map((glyph) => glyph.id);
    // Unshaped (no GSUB), the word would be its letters' isolated glyphs, reversed.
    expect(shaped.some((id) => !isolated.includes(id))).toBe(true);
    expect(shaped).not.toEqual([...isolated].reverse());
  });

  it("the resource routes ask for Arabic under /ar/ only", () => {
    expect(pdfLocaleFor("http://x/ar/product/3/datasheet.pdf")).toBe("ar");
    expect(pdfLocaleFor("/ar/downloads/x.pdf")).toBe("ar");
    expect(pdfLocaleFor("http://x/product/3/datasheet.pdf")).toBe("en");
    expect(pdfLocaleFor("http://x/arabic/product")).toBe("en");
  });
});
