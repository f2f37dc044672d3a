import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { quoteHandlingSchema } from "~/lib/quotes/admin-quote-schema";
import { toCsv } from "~/lib/csv";
import { pageCountFor } from "~/lib/pagination";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import { getDb } from "../db/client.server";
import {
  type DeliveryState,
  type Quote,
  type QuoteLine,
  quoteAcknowledgements,
  quoteLines,
  quotes,
} from "../db/schema.server";
import { INBOX_PER_PAGE, type InboxPage } from "./inbox.server";
import { invalid, parseForm, success } from "./form.server";

/**
 * The admin's quote requests: a page at a time, newest first (as the inbox pages, decision 006),
 * each with its lines and e-mails; its handling (status, internal notes) and the CSV export.
 */

const t = adminMessages.quotes;

export type QuoteListRow = Quote & {
  lines: QuoteLine[];
  /** "withheld": no acknowledgement was queued (its hourly limit, issue 35). */
  acknowledgement: DeliveryState | "withheld";
};

/** A page of requests, each with its lines and its acknowledgement's state (three queries a page). */
export function listQuotesPage(requestedPage: number): InboxPage<QuoteListRow> {
  const db = getDb();
  const total = db.select({ n: count() }).from(quotes).get()?.n ?? 0;
  const pageCount = pageCountFor(total, INBOX_PER_PAGE);
  const page = Math.min(requestedPage, pageCount);
  const rows =
    total === 0
      ? []
      : db
          .select()
          .from(quotes)
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .limit(INBOX_PER_PAGE)
          .offset((page - 1) * INBOX_PER_PAGE)
          .all();
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? db
        .select()
        .from(quoteLines)
        .where(inArray(quoteLines.quoteId, ids))
        .orderBy(asc(quoteLines.position))
        .all()
    : [];
  const acks = new Map(
    ids.length
      ? db
          .select({
            id: quoteAcknowledgements.id,
            state: quoteAcknowledgements.deliveryState,
          })
          .from(quoteAcknowledgements)
          .where(inArray(quoteAcknowledgements.id, ids))
          .all()
          .map((ack) => [ack.id, ack.state])
      : [],
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.quoteId === row.id),
      // No row: withheld by its limit (issue 35), never queued.
      acknowledgement: acks.get(row.id) ?? "withheld",
    })),
    total,
    page,
    pageCount,
    perPage: INBOX_PER_PAGE,
  };
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
      // Last, so the columns before keep their places: the language the buyer asked in, and the
      // product's name as their page showed it when that was a translation (issue 35).
      "language",
      "product_as_shown",
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
      quote.locale,
      line.shownName ?? "",
    ]),
  );
}
