/**
 * The quote basket: the lines a buyer collects before asking for a quote, kept in the browser in
 * one cookie (docs/decisions/018). The server reads it on `/quote` (so the basket works without
 * JavaScript) and the header reads it after hydration for its count. No other page reads it, which
 * is why the render cache may ignore it (http/render-cache.ts `ignoredCookies`).
 *
 * Every value is checked strictly: a cookie someone edited by hand is read as the lines that are
 * still valid (an empty basket at worst), never an error.
 */

export const BASKET_COOKIE = "cw_quote";
/** A bound on the cookie (about 60 bytes a line) and on what one request may ask for. */
export const MAX_BASKET_LINES = 20;
/** A basket is kept for 60 days after its last change. */
export const BASKET_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

export interface BasketLine {
  productId: string;
  /** The article number of one size of the product, when the buyer chose one. */
  size: string | null;
  lengthM: number;
  drumM: number | null;
}

/**
 * Product ids as the catalogue makes them; article numbers as manufacturers print them, with the
 * characters the admin's sizes may hold ("CW-YSLCY-2X1.5", "CW-NYY-3X25+16": forms/admin/product-sizes.ts
 * ARTICLE), each of which a cookie value may carry.
 */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ARTICLE = /^[A-Za-z0-9][A-Za-z0-9.+/_-]{0,39}$/;
/**
 * One line as `id:length:drum:size`, the limits included (whole metres: 1 to 1,000,000 m, the
 * lineRanges of line-fields.ts; a drum of 1 to 10,000 m or empty; a size or empty), so the
 * header can count lines with this one expression.
 */
const LINE =
  /^([A-Za-z0-9_-]{1,64}):([1-9]\d{0,5}|1000000):([1-9]\d{0,3}|10000)?:([A-Za-z0-9][A-Za-z0-9.+/_-]{0,39})?$/;
/** Longer cookie values are not ours (twenty lines are about 1,300 characters). */
const MAX_COOKIE_LENGTH = 4096;

export function isProductId(value: string): boolean {
  return PRODUCT_ID.test(value);
}

export function isArticleNumber(value: string): boolean {
  return ARTICLE.test(value);
}

/** One line as `id:length:drum:size` (drum and size may be empty). */
function lineText(line: BasketLine): string {
  return `${line.productId}:${line.lengthM}:${line.drumM ?? ""}:${line.size ?? ""}`;
}

function parseLine(text: string): BasketLine | undefined {
  const match = LINE.exec(text);
  if (!match) return undefined;
  return {
    productId: match[1]!,
    lengthM: Number(match[2]),
    drumM: match[3] ? Number(match[3]) : null,
    size: match[4] ?? null,
  };
}

/** The cookie's value: lines joined by `|` (every character is one a cookie value may hold). */
export function serializeBasket(lines: readonly BasketLine[]): string {
  return lines.slice(0, MAX_BASKET_LINES).map(lineText).join("|");
}

/** The valid lines of a cookie value, at most MAX_BASKET_LINES; anything else is dropped. */
export function parseBasket(value: string | undefined): BasketLine[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const lines: BasketLine[] = [];
  for (const part of value.split("|")) {
    const line = parseLine(part);
    if (line) lines.push(line);
    if (lines.length === MAX_BASKET_LINES) break;
  }
  return lines;
}

/** How many lines a `document.cookie` holds: what `parseBasket` would read, without building them. */
export function countBasketLines(cookies: string): number {
  const value = /(?:^|;\s*)cw_quote=([^;]*)/.exec(cookies)?.[1] ?? "";
  if (value.length > MAX_COOKIE_LENGTH) return 0;
  return Math.min(
    MAX_BASKET_LINES,
    value.split("|").filter((line) => LINE.test(line)).length,
  );
}

/** The basket cookie's value in a Cookie header (or `document.cookie`), if there is one. */
export function basketCookieValue(
  cookieHeader: string | null | undefined,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index !== -1 && part.slice(0, index).trim() === BASKET_COOKIE)
      return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * Addresses whose answer depends on the basket (or on a quote's private link): the page, its data
 * requests (`/quote.data`) and everything under `/quote/`. The render cache never keeps them.
 */
export function isQuotePath(path: string): boolean {
  return (
    path === "/quote" ||
    path.startsWith("/quote/") ||
    path.startsWith("/quote.")
  );
}
