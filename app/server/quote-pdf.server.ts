import { formatAddress, site } from "~/lib/site";
import { format } from "~/locales";
import { quoteDocuments } from "~/locales/en/quote-documents.server";
import type { QuoteWithLines } from "./quotes.server";
import { pdfText } from "./pdf.server";

/**
 * The PDF of a quote request: the buyer's copy, attached to the acknowledgement and downloadable
 * from the confirmation page. Its own small module (not the datasheet helpers of pdf.server.ts):
 * one page of a header, the buyer, a table of lines and the notes, in pdfkit's Helvetica.
 */

const t = quoteDocuments.pdf;
const MARGIN = 50;
const INK = "#1c2430";
const MUTED = "#5b6675";
const RULE = "#d9dee5";
const BAND = "#14202e";

export async function renderQuotePdf({
  quote,
  lines,
}: QuoteWithLines): Promise<Buffer> {
  // Loaded at the first document, not at start (about 20 MB).
  const { default: PDFDocument } = await import("pdfkit");
  const received = quote.createdAt.toISOString().slice(0, 10);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: pdfText(format(t.title, { reference: quote.reference })),
      Author: site.legalName,
      Subject: t.kind,
      Creator: `${site.name} website`,
      Producer: `${site.name} website`,
      CreationDate: quote.createdAt,
      ModDate: quote.createdAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.save().rect(0, 0, doc.page.width, 96).fill(BAND).restore();
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(site.name.toUpperCase(), MARGIN, 26, { characterSpacing: 2 });
  doc
    .fillColor("#e9b27c")
    .font("Helvetica")
    .fontSize(9)
    .text(t.kind.toUpperCase(), MARGIN, 26, { width, align: "right" });
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(
      pdfText(format(t.title, { reference: quote.reference })),
      MARGIN,
      46,
      { width },
    );
  doc
    .fillColor("#c6ced8")
    .font("Helvetica")
    .fontSize(10)
    .text(format(t.subtitle, { date: received }), { width });
  doc.x = MARGIN;
  doc.y = 120;

  const heading = (text: string) => {
    doc
      .moveDown(0.6)
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(pdfText(text), MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };

  heading(t.buyer);
  const details: [string, string][] = [
    [t.name, quote.name],
    [t.company, quote.company],
    [t.email, quote.email],
    [t.phone, quote.phone],
    [t.country, quote.country],
    [t.project, quote.project],
    [t.neededBy, quote.neededBy],
  ];
  for (const [label, value] of details) {
    if (!value) continue;
    const y = doc.y;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10)
      .text(label, MARGIN, y, { width: 110 });
    doc
      .fillColor(INK)
      .text(pdfText(value), MARGIN + 120, y, { width: width - 120 });
    doc.y = Math.max(doc.y, y + 14);
  }

  heading(t.lines);
  const columns = [
    { label: "#", width: 24, align: "left" as const },
    {
      label: t.colProduct,
      width: width - 24 - 110 - 80 - 70,
      align: "left" as const,
    },
    { label: t.colSize, width: 110, align: "left" as const },
    { label: t.colLength, width: 80, align: "right" as const },
    { label: t.colDrum, width: 70, align: "right" as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc
        .fillColor(bold ? MUTED : INK)
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(9.5)
        .text(pdfText(cell), x + 2, y + 4, {
          width: column.width - 4,
          align: column.align,
        });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc
      .save()
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
      .restore();
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        line.productName,
        [line.sizeArticle, line.sizeDesignation].filter(Boolean).join(" ") ||
          "-",
        line.lengthM.toLocaleString("en-US"),
        line.drumM === null ? "-" : line.drumM.toLocaleString("en-US"),
      ],
      false,
    ),
  );

  if (quote.notes) {
    heading(t.notes);
    doc
      .fillColor(INK)
      .font("Helvetica")
      .fontSize(10)
      .text(pdfText(quote.notes), MARGIN, doc.y, { width });
  }

  doc.moveDown(1.5);
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8.5)
    .text(t.footer, MARGIN, doc.y, { width });
  doc.text(
    pdfText(`${site.legalName} · ${formatAddress()} · ${site.salesEmail}`),
    { width },
  );
  doc.end();
  return done;
}
