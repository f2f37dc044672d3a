/**
 * Numbers and dates for Arabic pages, mails and PDFs: `Intl` with `ar-EG-u-nu-latn` (Egyptian
 * Arabic month names and separators, Western digits: docs/decisions/039 and 044). English keeps its
 * hand-written formatters (app/lib/locale/dates.ts says why); these run only for Arabic, so an English page
 * never builds an Arabic formatter. `Intl` ships with the browser: no bytes in the bundle.
 */
export const ARABIC_INTL_LOCALE = "ar-EG-u-nu-latn";

const numberFormats = new Map<number, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `value` with at most `maxFractionDigits` decimals, grouped by thousands: 2500.5 -> "2,500.5". */
export function arabicNumber(value: number, maxFractionDigits = 0): string {
  let formatter = numberFormats.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(ARABIC_INTL_LOCALE, {
      maximumFractionDigits: maxFractionDigits,
    });
    numberFormats.set(maxFractionDigits, formatter);
  }
  return formatter.format(value);
}

/** `value` with exactly `fractionDigits` decimals (file sizes: "12.0 KB"). */
export function arabicFixed(value: number, fractionDigits: number): string {
  return new Intl.NumberFormat(ARABIC_INTL_LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * A day in UTC, "8 أبريل 2025". Arabic has no abbreviated month names, so the short and long
 * forms are the same; UTC so that server and browser agree.
 */
export function arabicDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "تاريخ غير صالح";
  let formatter = dateFormats.get("day");
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(ARABIC_INTL_LOCALE, {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set("day", formatter);
  }
  return formatter.format(date);
}

/** A month in UTC, "ديسمبر 2027": a certification valid to the end of a month. */
export function arabicMonth(date: Date): string {
  let formatter = dateFormats.get("month");
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(ARABIC_INTL_LOCALE, {
      year: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    dateFormats.set("month", formatter);
  }
  return formatter.format(date);
}
