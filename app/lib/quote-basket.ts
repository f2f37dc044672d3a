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

/** Lengths in whole metres: a buyer's list reads "2 x 500 m", and cable is cut to the metre. */
export const LENGTH_LIMITS = { integer: true, min: 1, max: 1_000_000 } as const;
export const DRUM_LIMITS = { integer: true, min: 1, max: 10_000 } as const;

export interface BasketLine {
  productId: string;
  /** The article number of one size of the product, when the buyer chose one. */
  size: string | null;
  lengthM: number;
  drumM: number | null;
}

/** Product ids as the catalogue makes them; article numbers as manufacturers print them. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ARTICLE = /^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$/;
const WHOLE = /^[1-9]\d{0,9}$/;

export function isProductId(value: string): boolean {
  return PRODUCT_ID.test(value);
}

export function isArticleNumber(value: string): boolean {
  return ARTICLE.test(value);
}

function whole(
  text: string,
  limits: { min: number; max: number },
): number | undefined {
  if (!WHOLE.test(text)) return undefined;
  const value = Number(text);
  return value >= limits.min && value <= limits.max ? value : undefined;
}

/** One line as `id:length:drum:size` (drum and size may be empty). */
function lineText(line: BasketLine): string {
  return `${line.productId}:${line.lengthM}:${line.drumM ?? ""}:${line.size ?? ""}`;
}

function parseLine(text: string): BasketLine | undefined {
  const parts = text.split(":");
  if (parts.length !== 4) return undefined;
  const [productId, length, drum, size] = parts as [
    string,
    string,
    string,
    string,
  ];
  if (!isProductId(productId)) return undefined;
  const lengthM = whole(length, LENGTH_LIMITS);
  const drumM = drum === "" ? null : whole(drum, DRUM_LIMITS);
  if (lengthM === undefined || drumM === undefined) return undefined;
  if (size !== "" && !isArticleNumber(size)) return undefined;
  return { productId, size: size === "" ? null : size, lengthM, drumM };
}

/** The cookie's value: lines joined by `|` (every character is one a cookie value may hold). */
export function serializeBasket(lines: readonly BasketLine[]): string {
  return lines.slice(0, MAX_BASKET_LINES).map(lineText).join("|");
}

/** The valid lines of a cookie value, at most MAX_BASKET_LINES; anything else is dropped. */
export function parseBasket(value: string | undefined): BasketLine[] {
  if (!value || value.length > 4096) return [];
  const lines: BasketLine[] = [];
  for (const part of value.split("|")) {
    const line = parseLine(part);
    if (line) lines.push(line);
    if (lines.length === MAX_BASKET_LINES) break;
  }
  return lines;
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

/** The event the basket's writers dispatch so the header's count reads the cookie again. */
export const BASKET_CHANGED_EVENT = "cw:quote-basket";
