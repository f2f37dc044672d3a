import { format } from "~/locales";
import { formatWhole } from "~/lib/catalogue/size-format";
import { quoteDocuments } from "~/locales/en/quote-documents.server";
import { quoteDocuments as arabicQuoteDocuments } from "~/locales/ar/quote-documents.server";
import { type QuoteWithLines, lineName } from "../quotes/quotes.server";
import {
  createDoc,
  type PdfLocale,
  documentRoot,
  toBuffer,
} from "./pdf-document.server";
import { footers, header, heading, paragraph } from "./pdf-layout.server";
import { gridTable, table } from "./pdf-tables.server";

/**
 * The PDF of a quote request: the buyer's copy, attached to the acknowledgement and downloadable
 * from the confirmation page. Drawn with the tagged helpers of pdf-layout and pdf-tables
 * (decision 017), like the datasheets: a tagged PDF 1.7 with /Lang, its title shown, Noto Sans
 * embedded; the buyer as a table of row headers, the lines as a table with column headers.
 */

/** The quote request copy in `locale` (the Arabic one has the English one's shape). */
export function quoteDocumentsCopy(locale: PdfLocale = "en") {
  return locale === "ar" ? arabicQuoteDocuments : quoteDocuments;
}

/**
 * `locale` "ar": the Arabic copy, drawn right to left (decision 036); what the buyer typed is set in
 * its own direction.
 */
export async function renderQuotePdf(
  { quote, lines }: QuoteWithLines,
  locale: PdfLocale = "en",
): Promise<Buffer> {
  const t = quoteDocumentsCopy(locale).pdf;
  const title = format(t.title, { reference: quote.reference });
  const ctx = await createDoc({
    title,
    subject: t.kind,
    date: quote.createdAt,
    locale,
  });
  const root = documentRoot(ctx);
  // The day it was received, as the document's date prints: the ISO day in English, as it always
  // was; written out in Arabic ("8 أبريل 2025").
  header(
    ctx,
    root,
    "H1",
    t.kind,
    title,
    format(t.subtitle, { date: ctx.dateText }),
  );

  heading(ctx, root, "H2", t.buyer);
  const details: [string, string][] = [
    [t.name, quote.name],
    [t.company, quote.company],
    [t.email, quote.email],
    [t.phone, quote.phone],
    [t.country, quote.country],
    [t.project, quote.project],
    [t.neededBy, quote.neededBy],
  ];
  table(
    ctx,
    root,
    details.filter(([, value]) => value),
  );

  heading(ctx, root, "H2", t.lines);
  // Each product named as the buyer's page named it, in this copy's language (issue 35).
  const names = lines.map((line) => ({
    line,
    name: lineName(line, quote.locale, locale),
  }));
  gridTable(
    ctx,
    root,
    [
      { label: "#", width: 5 },
      { label: t.colProduct, width: 45 },
      { label: t.colSize, width: 24 },
      { label: t.colLength, width: 14, align: "right" },
      { label: t.colDrum, width: 12, align: "right" },
    ],
    names.map(({ line, name }, index) => [
      String(index + 1),
      name.name,
      [line.sizeArticle, line.sizeDesignation].filter(Boolean).join(" ") || "-",
      formatWhole(line.lengthM, locale),
      line.drumM === null ? "-" : formatWhole(line.drumM, locale),
    ]),
    {
      size: 9.5,
      // An Arabic copy's product without an Arabic name keeps its English, read as English.
      langOf: (row, column) =>
        column === 1 && names[row]!.name.lang !== locale
          ? names[row]!.name.lang
          : undefined,
    },
  );

  if (quote.notes) {
    heading(ctx, root, "H2", t.notes);
    paragraph(ctx, root, quote.notes, { color: "#1c2430" });
  }
  ctx.doc.moveDown(1.5);
  paragraph(ctx, root, t.footer, { size: 9 });
  root.end();
  footers(ctx, title);
  return toBuffer(ctx);
}
