import type { Writable } from "node:stream";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import { formatAddress, site } from "~/lib/site";
import { format } from "~/locales";
import { documents } from "~/locales/en/documents.server";
import type {
  Certification,
  Product,
  ProductSpecifications,
} from "./db/schema.server";

/**
 * PDFs drawn on the server from the database: product datasheets, catalogues and certification
 * documents. pdfkit's built-in Helvetica needs no font files; it covers Windows-1252, so the few
 * characters outside it (Ω, ≤, ...) are spelled out. `date` fixes the document's creation date so
 * the same data always gives the same bytes (the downloads page shows real sizes from a cache).
 */

const COPPER = "#b8651e";
const INK = "#1c2430";
const MUTED = "#5b6675";
const RULE = "#d9dee5";
const BAND = "#14202e";

const PAGE_MARGIN = 50;

const t = documents.pdf;

/** The specification rows of a datasheet, in the product page's order, all thirteen. */
export const specificationRows = (
  Object.keys(t.specifications) as (keyof typeof t.specifications)[]
).map((key) => ({
  key,
  label: t.specifications[key],
}));

const replacements: Record<string, string> = {
  Ω: "ohm",
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "−": "-",
  "→": "->",
  "✓": "v",
};

// Characters Windows-1252 (WinAnsi) has beyond Latin-1.
const winAnsiExtra = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the standard PDF fonts can show. */
export function pdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (
      code === 9 ||
      code === 10 ||
      (code >= 32 && code < 127) ||
      (code >= 160 && code <= 255) ||
      winAnsiExtra.has(ch)
    )
      out += ch;
    else out += replacements[ch] ?? "?";
  }
  return out;
}

interface DocOptions {
  title: string;
  subject: string;
  date: Date;
}

/** pdfkit is loaded at the first document, not at start (about 20 MB). */
async function createDoc({
  title,
  subject,
  date,
}: DocOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import("pdfkit");
  return new PDFDocument({
    size: "A4",
    margins: {
      top: PAGE_MARGIN,
      bottom: PAGE_MARGIN + 20,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
    },
    bufferPages: true,
    info: {
      Title: pdfText(title),
      Author: site.legalName,
      Subject: pdfText(subject),
      Creator: `${site.name} website`,
      Producer: `${site.name} website`,
      CreationDate: date,
      ModDate: date,
    },
  });
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
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

/** The dark band at the top of a page: company name, document kind, a title. */
function header(
  doc: PDFKit.PDFDocument,
  kind: string,
  title: string,
  subtitle?: string,
): void {
  const width = doc.page.width;
  doc.save().rect(0, 0, width, 110).fill(BAND).restore();
  doc.save().rect(0, 110, width, 4).fill(COPPER).restore();
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(site.name.toUpperCase(), PAGE_MARGIN, 28, { characterSpacing: 2 });
  doc
    .fillColor("#e9b27c")
    .font("Helvetica")
    .fontSize(9)
    .text(pdfText(kind.toUpperCase()), PAGE_MARGIN, 28, {
      width: contentWidth(doc),
      align: "right",
      characterSpacing: 1,
    });
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(pdfText(title), PAGE_MARGIN, 52, { width: contentWidth(doc) });
  if (subtitle)
    doc
      .fillColor("#c6ced8")
      .font("Helvetica")
      .fontSize(10)
      .text(pdfText(subtitle), { width: contentWidth(doc) });
  doc.x = PAGE_MARGIN;
  doc.y = 136;
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  doc
    .save()
    .rect(PAGE_MARGIN, y + 2, 3, 12)
    .fill(COPPER)
    .restore();
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(pdfText(title), PAGE_MARGIN + 10, y, {
      width: contentWidth(doc) - 10,
    });
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
}

function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { color?: string; size?: number } = {},
): void {
  doc
    .fillColor(options.color ?? MUTED)
    .font("Helvetica")
    .fontSize(options.size ?? 10)
    .text(pdfText(text), PAGE_MARGIN, doc.y, {
      width: contentWidth(doc),
      lineGap: 2,
    });
}

/** A two-column table of label and value rows with zebra stripes. */
function table(doc: PDFKit.PDFDocument, rows: [string, string][]): void {
  rows.forEach(([label, value], index) => tableRow(doc, label, value, index));
  tableEnd(doc);
}

/** One row of a table, striped when `index` is even. */
function tableRow(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  index: number,
): void {
  const width = contentWidth(doc);
  const labelWidth = Math.round(width * 0.38);
  const valueText = pdfText(value || "-");
  doc.font("Helvetica").fontSize(10);
  const height =
    Math.max(
      doc.heightOfString(valueText, { width: width - labelWidth - 16 }),
      12,
    ) + 10;
  ensureSpace(doc, height);
  const y = doc.y;
  if (index % 2 === 0)
    doc.save().rect(PAGE_MARGIN, y, width, height).fill("#f3f5f8").restore();
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(10)
    .text(pdfText(label), PAGE_MARGIN + 8, y + 5, { width: labelWidth - 8 });
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(10)
    .text(valueText, PAGE_MARGIN + labelWidth, y + 5, {
      width: width - labelWidth - 16,
    });
  doc.y = y + height;
}

/** The rule under a table. */
function tableEnd(doc: PDFKit.PDFDocument): void {
  const width = contentWidth(doc);
  doc
    .save()
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + width, doc.y)
    .lineWidth(0.5)
    .stroke(RULE)
    .restore();
  doc.x = PAGE_MARGIN;
}

function bullets(
  doc: PDFKit.PDFDocument,
  items: { title?: string; text: string }[],
): void {
  for (const item of items) {
    ensureSpace(doc, 30);
    const y = doc.y;
    doc
      .save()
      .rect(PAGE_MARGIN + 2, y + 4, 4, 4)
      .fill(COPPER)
      .restore();
    doc.x = PAGE_MARGIN + 14;
    if (item.title) {
      doc
        .fillColor(INK)
        .font("Helvetica-Bold")
        .fontSize(10)
        .text(`${pdfText(item.title)}: `, PAGE_MARGIN + 14, y, {
          continued: true,
          width: contentWidth(doc) - 14,
        });
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .text(pdfText(item.text), {
          width: contentWidth(doc) - 14,
          lineGap: 1.5,
        });
    } else {
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .fontSize(10)
        .text(pdfText(item.text), PAGE_MARGIN + 14, y, {
          width: contentWidth(doc) - 14,
          lineGap: 1.5,
        });
    }
    doc.moveDown(0.3);
  }
  doc.x = PAGE_MARGIN;
}

function contactLines(): string[] {
  return [
    `${site.legalName}, ${formatAddress()}`,
    `Office ${site.officePhone.display}  |  Sales ${site.salesPhones.map((p) => p.display).join(", ")}  |  ${site.salesEmail}`,
  ];
}

/**
 * Company contact and page numbers at the foot of every buffered page: "3 / 12", or "3" when
 * `total` is false (a streamed catalogue has written its first pages before it knows its last).
 */
function footers(doc: PDFKit.PDFDocument, note: string, total = true): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 58;
    const width = contentWidth(doc);
    // Writing below the bottom margin would add a page: lift it while drawing the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(PAGE_MARGIN, bottom)
      .lineTo(PAGE_MARGIN + width, bottom)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore();
    const [first, second] = contactLines();
    doc.fillColor(MUTED).font("Helvetica").fontSize(7.5);
    doc.text(pdfText(first!), PAGE_MARGIN, bottom + 7, {
      width: width - 60,
      lineBreak: false,
    });
    doc.text(pdfText(second!), PAGE_MARGIN, bottom + 18, {
      width: width - 60,
      lineBreak: false,
    });
    doc.text(pdfText(note), PAGE_MARGIN, bottom + 29, {
      width: width - 60,
      lineBreak: false,
    });
    doc.text(
      total ? `${i - range.start + 1} / ${range.count}` : String(i + 1),
      PAGE_MARGIN + width - 60,
      bottom + 7,
      { width: 60, align: "right", lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
}

function formatQuantity(product: Product): string {
  return `${product.quantity.toLocaleString("en-US")} ${product.unit}`;
}

function specValue(product: Product, key: keyof ProductSpecifications): string {
  const value = product.specifications[key];
  return value === null || value === undefined ? "-" : String(value);
}

/** One product's datasheet body (used alone and inside the catalogues). */
function datasheetBody(
  doc: PDFKit.PDFDocument,
  product: Product,
  categoryName: string,
): void {
  doc
    .fillColor(COPPER)
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(pdfText(categoryName.toUpperCase()), PAGE_MARGIN, doc.y, {
      characterSpacing: 1,
    });
  doc.moveDown(0.3);
  paragraph(doc, product.description, { color: INK, size: 11 });
  doc.moveDown(0.5);
  paragraph(
    doc,
    `${format(t.productCode, { id: product.id })}  |  ${product.inStock ? format(t.inStock, { quantity: formatQuantity(product) }) : t.outOfStock}`,
    { size: 9 },
  );

  sectionTitle(doc, t.technicalSpecifications);
  table(
    doc,
    specificationRows.map(({ key, label }) => [label, specValue(product, key)]),
  );

  if (product.features.length > 0) {
    sectionTitle(doc, t.features);
    bullets(
      doc,
      product.features.map((f) => ({ title: f.title, text: f.description })),
    );
  }
  if (product.applications.length > 0) {
    sectionTitle(doc, t.applications);
    bullets(
      doc,
      product.applications.map((text) => ({ text })),
    );
  }
  if (product.certifications.length > 0) {
    sectionTitle(doc, t.certifications);
    paragraph(doc, product.certifications.join("  |  "), { color: INK });
  }
  sectionTitle(doc, t.contact);
  paragraph(doc, `${site.legalName}, ${formatAddress()}`, { color: INK });
  paragraph(
    doc,
    format(t.phones, {
      office: site.officePhone.display,
      sales: site.salesPhones.map((p) => p.display).join(", "),
    }),
  );
  paragraph(
    doc,
    format(t.emailAndHours, {
      email: site.salesEmail,
      hours: site.businessHours,
    }),
  );
}

export async function renderDatasheet(
  product: Product,
  categoryName: string,
  date: Date = product.updatedAt,
): Promise<Buffer> {
  const doc = await createDoc({
    title: format(t.datasheetTitle, { name: product.name }),
    subject: product.description,
    date,
  });
  header(doc, t.datasheet, product.name, categoryName);
  datasheetBody(doc, product, categoryName);
  footers(
    doc,
    format(t.datasheetFooter, { date: date.toISOString().slice(0, 10) }),
  );
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
 */
export async function renderCatalogue(
  out: Writable,
  title: string,
  intro: string,
  sections: readonly CatalogueSection[],
  date: Date,
): Promise<void> {
  const doc = await createDoc({ title, subject: intro, date });
  const written = pipeline(doc, out);
  // A failed write (a full disk) ends the drawing at the next turn; `written` rejects with why.
  let failed = false;
  written.catch(() => {
    failed = true;
  });
  const note = format(t.catalogueFooter, {
    title,
    date: date.toISOString().slice(0, 10),
  });
  /** The pages drawn so far are finished: footers on, out to the stream, memory free. */
  const finishPages = () => {
    footers(doc, note, false);
    doc.flushPages();
  };
  header(
    doc,
    t.catalogue,
    title,
    `${site.legalName}  |  ${date.getUTCFullYear()}`,
  );
  paragraph(doc, intro, { color: INK, size: 11 });
  sectionTitle(doc, t.contents);
  let listed = 0;
  for (const section of sections) {
    for (const product of section.products()) {
      tableRow(
        doc,
        section.name,
        `${product.name} (${specValue(product, "crossSection")}, ${specValue(product, "voltage")})`,
        listed,
      );
      // The contents of 10,000 products is some 300 pages: a turn for others now and then.
      if (++listed % (PRODUCTS_PER_TURN * 25) === 0) {
        await setImmediate();
        if (failed) return written;
      }
    }
  }
  if (listed === 0) tableRow(doc, "-", t.noProducts, 0);
  tableEnd(doc);
  sectionTitle(doc, t.aboutUs);
  paragraph(
    doc,
    format(t.about, {
      legalName: site.legalName,
      city: site.address.city,
      year: site.foundedYear,
    }),
  );
  let drawn = 0;
  for (const section of sections) {
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
      header(doc, section.name, product.name, section.description);
      datasheetBody(doc, product, section.name);
    }
  }
  finishPages();
  doc.end();
  await written;
}

export interface CertificateDocument {
  title: string;
  intro: string;
  certifications: Certification[];
}

/** A statement listing certifications with their status, scope and validity. */
export async function renderCertificates(
  input: CertificateDocument,
  date: Date,
): Promise<Buffer> {
  const doc = await createDoc({
    title: input.title,
    subject: input.intro,
    date,
  });
  header(doc, t.certification, input.title, site.legalName);
  paragraph(doc, input.intro, { color: INK, size: 11 });
  if (input.certifications.length === 0) {
    doc.moveDown();
    paragraph(doc, t.noCertification);
  }
  for (const cert of input.certifications) {
    sectionTitle(doc, cert.title);
    table(doc, [
      [t.scope, cert.description],
      [t.status, cert.status],
      [t.validUntil, cert.validUntil],
      [t.category, cert.category],
      [t.holder, `${site.legalName}, ${formatAddress()}`],
    ]);
  }
  doc.moveDown(1.5);
  paragraph(
    doc,
    format(t.statement, {
      legalName: site.legalName,
      date: date.toISOString().slice(0, 10),
      email: site.salesEmail,
    }),
    { size: 9 },
  );
  footers(
    doc,
    format(t.certificateFooter, {
      title: input.title,
      date: date.toISOString().slice(0, 10),
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
