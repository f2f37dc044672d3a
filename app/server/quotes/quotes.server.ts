import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BasketLine } from "~/lib/quotes/quote-basket";
import type { Locale } from "~/locales";
import type { QuoteRequestInput } from "~/lib/quotes/quote-form";
import type {
  AcknowledgementState,
  BasketLineView,
} from "~/lib/quotes/quote-result";
import type { LangAttrs } from "~/lib/locale/lang-attrs";
import type { TextLang } from "~/lib/locale/arabic";
import { sizeDesignation } from "~/lib/catalogue/sizes";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";
import { fallbackMarks } from "../catalogue/catalogue.server";
import { type Tx, getDb } from "../db/client.server";
import { mailOutlook } from "../messages/mail.server";
import { TEXT_KINDS, localizeRows } from "../content/locale-texts.server";
import {
  type Quote,
  type QuoteLine,
  productSizes,
  products,
  quoteAcknowledgements,
  quoteCounters,
  quoteLines,
  quotes,
} from "../db/schema.server";

/**
 * Quote requests: what the `/quote` basket shows, and the request stored before anything else
 * happens (delivery is the outbox's job, outbox.server.ts). A request is one transaction: its
 * reference number, its row, its lines (a snapshot of the names the buyer saw) and its
 * acknowledgement's outbox row.
 */

/**
 * The size a line names, with its designation: a row of `product_sizes` with that article number
 * belonging to that product. A size of another product, or one no longer in the catalogue, is
 * unknown, so the line can never pair one product's name with another's article.
 */
export function findSize(
  productId: string,
  article: string,
): { article: string; designation: string } | undefined {
  const row = getDb()
    .select()
    .from(productSizes)
    .where(
      and(
        eq(productSizes.productId, productId),
        eq(productSizes.articleNumber, article),
      ),
    )
    .get();
  return row
    ? { article: row.articleNumber, designation: sizeDesignation(row) }
    : undefined;
}

/**
 * The products' names: the catalogue's (English, what a stored request keeps for the sales team)
 * and, on a page in another language, the one its cards show (the translation with its technical
 * values isolated, or the English marked as such). One query each.
 */
export function productNamesIn(
  ids: readonly string[],
  locale: Locale,
): Map<
  string,
  {
    productName: string;
    /** The translation as the page shows it (its technical values isolated). */
    shownName?: string;
    /** The translation as written, for a stored request's `shown_name`. */
    translated?: string;
    marks?: { name?: LangAttrs };
  }
> {
  const rows = ids.length
    ? getDb()
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(inArray(products.id, [...ids]), isNull(products.deletedAt)))
        .all()
    : [];
  const shown = new Map(
    localizeRows<{ id: string; name: string }, "name">(
      TEXT_KINDS.products,
      locale,
      rows,
      (row) => row.id,
    ).map((row) => [
      row.id,
      {
        ...(row.lang?.name === "ar"
          ? {
              // Isolated and joined to its units: at 375 px "6×2.5" and "mm²" never part.
              shownName: isolateLtr(keepUnits(row.name)),
              translated: row.name,
            }
          : {}),
        ...fallbackMarks({ name: row.lang?.name }, locale),
      },
    ]),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { productName: row.name, ...shown.get(row.id) },
    ]),
  );
}

/** The basket's lines with their names in the page's language. */
export function viewBasket(
  lines: readonly BasketLine[],
  locale: Locale = "en",
): BasketLineView[] {
  const names = productNamesIn(
    [...new Set(lines.map((line) => line.productId))],
    locale,
  );
  return lines.map((line) => {
    const size = line.size ? findSize(line.productId, line.size) : undefined;
    const named = line.size && !size ? undefined : names.get(line.productId);
    return {
      ...line,
      productName: named?.productName ?? null,
      ...(named?.shownName ? { shownName: named.shownName } : {}),
      ...(named?.marks ? { marks: named.marks } : {}),
      sizeDesignation: size?.designation ?? null,
    };
  });
}

/** Q-2026-00042: the year and the request's number in that year. */
export function formatReference(year: number, n: number): string {
  return `Q-${year}-${String(n).padStart(5, "0")}`;
}

/** The confirmation link's token: random, shown once, stored as a hash. */
function newToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** How long the confirmation link (page and PDF) answers. */
export const CONFIRMATION_DAYS = 30;

export interface StoredQuote {
  id: number;
  reference: string;
  token: string;
  /** Whether the buyer's acknowledgement was queued (false: withheld by its limit, issue 35). */
  acknowledged: boolean;
}

/**
 * Stores a request whose lines are all available (the caller checked them with `viewBasket`).
 * The counter row is bumped in the same transaction, so numbers are sequential per year and a
 * failed store does not use one up; nothing ever deletes a counter, so none is given twice.
 * `acknowledge` decides, in the same transaction, whether the buyer's copy is queued with it.
 */
export function storeQuote(
  input: QuoteRequestInput,
  lines: readonly BasketLineView[],
  now = new Date(),
  locale: Locale = "en",
  acknowledge: (tx: Tx, email: string) => boolean = () => true,
): StoredQuote {
  const token = newToken();
  const year = now.getUTCFullYear();
  // The names as the buyer's page showed them (issue 35): their documents name the products so.
  const translated =
    locale === "en"
      ? new Map<string, { translated?: string }>()
      : productNamesIn(
          [...new Set(lines.map((line) => line.productId))],
          locale,
        );
  const stored = getDb().transaction((tx) => {
    const counter = tx
      .insert(quoteCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({
        target: quoteCounters.year,
        set: { last: sql`${quoteCounters.last} + 1` },
      })
      .returning({ last: quoteCounters.last })
      .all()[0]!;
    const reference = formatReference(year, counter.last);
    const row = tx
      .insert(quotes)
      .values({
        ...input,
        email: input.email.toLowerCase(),
        reference,
        accessTokenHash: hashToken(token),
        locale,
        createdAt: now,
        updatedAt: now,
        deliveryState: "pending",
        nextAttemptAt: now,
      })
      .returning({ id: quotes.id })
      .all()[0]!;
    tx.insert(quoteLines)
      .values(
        lines.map((line, position) => ({
          quoteId: row.id,
          position,
          productId: line.productId,
          productName: line.productName ?? line.productId,
          shownName: translated.get(line.productId)?.translated ?? null,
          sizeArticle: line.size,
          sizeDesignation: line.sizeDesignation,
          lengthM: line.lengthM,
          drumM: line.drumM,
        })),
      )
      .run();
    const acknowledged = acknowledge(tx, input.email.toLowerCase());
    if (acknowledged)
      tx.insert(quoteAcknowledgements)
        .values({ id: row.id, deliveryState: "pending", nextAttemptAt: now })
        .run();
    return { id: row.id, reference, acknowledged };
  });
  return { ...stored, token };
}

/**
 * A stored line's product name in `locale` (a page's or a document's language): the translation
 * the buyer's page showed when `locale` is the request's own, else the catalogue's English; `lang`
 * says which, for the marks of a fallback.
 */
export function lineName(
  line: Pick<QuoteLine, "productName" | "shownName">,
  quoteLocale: Locale,
  locale: Locale,
): { name: string; lang: TextLang } {
  return locale !== "en" && locale === quoteLocale && line.shownName
    ? { name: line.shownName, lang: locale }
    : { name: line.productName, lang: "en" };
}

export interface QuoteWithLines {
  quote: Quote;
  lines: QuoteLine[];
}

export function quoteLinesOf(id: number): QuoteLine[] {
  return getDb()
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, id))
    .orderBy(asc(quoteLines.position))
    .all();
}

export function getQuote(id: number): QuoteWithLines | undefined {
  const quote = getDb().select().from(quotes).where(eq(quotes.id, id)).get();
  return quote ? { quote, lines: quoteLinesOf(quote.id) } : undefined;
}

/** What became of the buyer's copy of this request, read now (the confirmation page says it). */
export function acknowledgementState(id: number): AcknowledgementState {
  const row = getDb()
    .select({ state: quoteAcknowledgements.deliveryState })
    .from(quoteAcknowledgements)
    .where(eq(quoteAcknowledgements.id, id))
    .get();
  if (!row) return "withheld";
  if (row.state === "sent" || row.state === "failed") return row.state;
  return mailOutlook();
}

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The request a confirmation link names, while the link is valid. */
export function quoteByToken(
  token: string,
  now = Date.now(),
): QuoteWithLines | undefined {
  if (!TOKEN.test(token)) return undefined;
  const quote = getDb()
    .select()
    .from(quotes)
    .where(eq(quotes.accessTokenHash, hashToken(token)))
    .get();
  if (
    !quote ||
    quote.createdAt.getTime() < now - CONFIRMATION_DAYS * 24 * 60 * 60 * 1000
  )
    return undefined;
  return { quote, lines: quoteLinesOf(quote.id) };
}
