import { asc, count, desc, eq, sql } from "drizzle-orm";
import { quoteHandlingSchema } from "~/lib/admin-quote-schema";
import { toCsv } from "~/lib/csv";
import { pageCountFor } from "~/lib/pagination";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import { getDb } from "../db/client.server";
import {
  type Quote,
  quoteAcknowledgements,
  quoteLines,
  quotes,
} from "../db/schema.server";
import { getQuote } from "../quotes.server";
import { INBOX_PER_PAGE, type InboxPage } from "./inbox.server";
import { invalid, parseForm, success } from "./form.server";

/**
 * The admin's quote requests: a page at a time, newest first (as the inbox pages, decision 006),
 * one request with its lines and e-mails, its handling (status, internal notes) and the CSV export.
 */

const t = adminMessages.quotes;

export type QuoteListRow = Pick<
  Quote,
  | "id"
  | "reference"
  | "name"
  | "company"
  | "email"
  | "country"
  | "status"
  | "createdAt"
  | "deliveryState"
> & {
  lines: number;
};

export function listQuotesPage(requestedPage: number): InboxPage<QuoteListRow> {
  const db = getDb();
  const total = db.select({ n: count() }).from(quotes).get()?.n ?? 0;
  const pageCount = pageCountFor(total, INBOX_PER_PAGE);
  const page = Math.min(requestedPage, pageCount);
  const rows =
    total === 0
      ? []
      : db
          .select({
            id: quotes.id,
            reference: quotes.reference,
            name: quotes.name,
            company: quotes.company,
            email: quotes.email,
            country: quotes.country,
            status: quotes.status,
            createdAt: quotes.createdAt,
            deliveryState: quotes.deliveryState,
            lines: sql<number>`(select count(*) from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`,
          })
          .from(quotes)
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .limit(INBOX_PER_PAGE)
          .offset((page - 1) * INBOX_PER_PAGE)
          .all();
  return { rows, total, page, pageCount, perPage: INBOX_PER_PAGE };
}

/** One request with its lines and the state of its two e-mails. */
export function quoteDetail(id: number) {
  const found = getQuote(id);
  if (!found) return undefined;
  const ack = getDb()
    .select()
    .from(quoteAcknowledgements)
    .where(eq(quoteAcknowledgements.id, id))
    .get();
  return { ...found, acknowledgement: ack?.deliveryState ?? "failed" };
}

/** The handling form's write, checked by the form's schema; a bad value changes nothing. */
export function saveQuoteHandling(id: number, form: FormData) {
  const parsed = parseForm(quoteHandlingSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const db = getDb();
  const reference = db.transaction((tx) => {
    const row = tx
      .update(quotes)
      .set({
        status: parsed.value.status,
        internalNotes: parsed.value.internalNotes,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id))
      .returning({ reference: quotes.reference })
      .all()[0];
    return row?.reference;
  });
  if (!reference) return invalid({ form: t.notFound });
  return success(format(t.saved, { reference }));
}

/** Every request's lines, one record a line with the request's columns (what a spreadsheet wants). */
export function quotesCsv(): string {
  const rows = getDb()
    .select({ quote: quotes, line: quoteLines })
    .from(quoteLines)
    .innerJoin(quotes, eq(quoteLines.quoteId, quotes.id))
    .orderBy(desc(quotes.createdAt), desc(quotes.id), asc(quoteLines.position))
    .all();
  return toCsv(
    [
      "reference",
      "received",
      "status",
      "name",
      "company",
      "email",
      "phone",
      "country",
      "project",
      "needed_by",
      "line",
      "product_id",
      "product",
      "size_article",
      "size",
      "length_m",
      "drum_m",
      "notes",
      "internal_notes",
    ],
    rows.map(({ quote, line }) => [
      quote.reference,
      quote.createdAt.toISOString(),
      t.status[quote.status],
      quote.name,
      quote.company,
      quote.email,
      quote.phone,
      quote.country,
      quote.project,
      quote.neededBy,
      line.position + 1,
      line.productId,
      line.productName,
      line.sizeArticle,
      line.sizeDesignation,
      line.lengthM,
      line.drumM,
      quote.notes,
      quote.internalNotes,
    ]),
  );
}
