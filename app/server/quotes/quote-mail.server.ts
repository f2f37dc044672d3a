import { type Locale, format } from "~/locales";
import { formatWhole } from "~/lib/catalogue/size-format";
import type { Quote, QuoteLine } from "../db/schema.server";
import type { Mail } from "../messages/mail.server";
import {
  quoteDocumentsCopy,
  renderQuotePdf,
} from "../documents/quote-pdf.server";
import { isolateLtr } from "~/lib/locale/bidi";
import { getQuote, lineName, quoteLinesOf } from "./quotes.server";

/**
 * The two e-mails of a quote request: the company's copy (to MAIL_TO, Reply-To the buyer) and the
 * buyer's acknowledgement (to the buyer, with the request's PDF). The outbox sends each on its own.
 * The company's copy is English; the acknowledgement and its PDF are in the language the buyer
 * asked in (`quotes.locale`, decision 044), read from the row at each attempt so a retry keeps it.
 */
const t = quoteDocumentsCopy("en");

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * One line as text: "1. PVC Twin Core, size CW-123 4x16: 500 m on drums of 250 m". The product is
 * named in `locale` when the buyer asked in it (`lineName`); in an Arabic mail its technical values,
 * or an English fallback as a whole, are isolated, so the bidi algorithm keeps each in its order.
 * The company's copy (English) of a request made in another language adds the name the buyer saw.
 */
export function lineText(
  line: QuoteLine,
  index: number,
  quoteLocale: Locale,
  locale: Locale = "en",
): string {
  const t = quoteDocumentsCopy(locale);
  const size = [line.sizeArticle, line.sizeDesignation]
    .filter(Boolean)
    .join(" ");
  const named = lineName(line, quoteLocale, locale);
  const shown = lineName(line, quoteLocale, quoteLocale);
  const product =
    locale === "en"
      ? named.name +
        (shown.lang !== "en"
          ? format(t.shownName, {
              name: `${FSI}${isolateLtr(shown.name)}${PDI}`,
            })
          : "")
      : named.lang === "en"
        ? `${LRI}${named.name}${PDI}`
        : isolateLtr(named.name);
  return format(t.lineText, {
    index: index + 1,
    product,
    size: size ? format(t.sizeText, { size }) : "",
    length: formatWhole(line.lengthM, locale),
    drum:
      line.drumM === null
        ? ""
        : format(t.drumText, { drum: formatWhole(line.drumM, locale) }),
  });
}

export function quoteMail(row: Quote): Mail {
  const c = t.company;
  const lines = quoteLinesOf(row.id);
  const or = (value: string) => value || c.notGiven;
  return {
    subject: format(c.subject, {
      reference: row.reference,
      name: row.name,
      company: row.company ? ` (${row.company})` : "",
    }),
    replyTo: { name: row.name, address: row.email },
    text: [
      c.intro,
      "",
      format(c.reference, { reference: row.reference }),
      format(c.name, { name: row.name }),
      format(c.company, { company: or(row.company) }),
      format(c.email, { email: row.email }),
      format(c.phone, { phone: or(row.phone) }),
      format(c.country, { country: row.country }),
      format(c.project, { project: or(row.project) }),
      format(c.neededBy, { date: or(row.neededBy) }),
      format(c.received, { date: row.createdAt.toISOString() }),
      "",
      c.lines,
      ...lines.map((line, index) => lineText(line, index, row.locale)),
      "",
      c.notes,
      row.notes || c.noNotes,
    ].join("\n"),
    templateParams: {
      reference: row.reference,
      fullName: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      country: row.country,
      project: row.project,
      neededBy: row.neededBy,
      lines: lines
        .map((line, index) => lineText(line, index, row.locale))
        .join("\n"),
      message: row.notes,
    },
  };
}

export async function acknowledgementMail(id: number): Promise<Mail> {
  const found = getQuote(id);
  if (!found) throw new Error(`Quote ${id} is gone.`);
  const { quote, lines } = found;
  const locale = quote.locale;
  const a = quoteDocumentsCopy(locale).acknowledgement;
  const lineTexts = lines.map((line, index) =>
    lineText(line, index, locale, locale),
  );
  const text = [
    format(a.greeting, { name: quote.name }),
    "",
    format(a.intro, { reference: quote.reference }),
    "",
    a.lines,
    ...lineTexts,
    "",
    format(a.pdf, { reference: quote.reference }),
    "",
    a.closing,
  ].join("\n");
  return {
    to: quote.email,
    subject: format(a.subject, { reference: quote.reference }),
    text,
    language: locale,
    attachments: [
      {
        filename: format(a.pdfName, { reference: quote.reference }),
        contentType: "application/pdf",
        content: await renderQuotePdf(found, locale),
      },
    ],
    templateParams: {
      reference: quote.reference,
      fullName: quote.name,
      email: quote.email,
      lines: lineTexts.join("\n"),
      message: text,
    },
  };
}
