/**
 * Whether a certification is still valid, read from its free-text "valid until" (spec: "text such
 * as a year"). A year means to the end of that year, a month to the end of that month, a date to
 * that day. Text without a date ("Ongoing") never expires. Days are UTC days, the same days the
 * render cache keys its pages on (http/app.ts contentVersion), so a cached page never outlives the
 * day its certification expired.
 */
export interface CertificationValidity {
  /** The last valid day, "YYYY-MM-DD", or null when the text names no date. */
  lastDay: string | null;
  expired: boolean;
  /** Days from today to the last valid day (0 on that day); null without a date. */
  daysLeft: number | null;
}

/** The dashboard warns this many days ahead. */
export const EXPIRY_WARNING_DAYS = 90;

const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];

function endOfMonth(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 0));
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** How precisely the text names its date: a year, a month, a day; null when it names none. */
export function validUntilPrecision(
  validUntil: string,
): "year" | "month" | "day" | null {
  const last = lastValidDay(validUntil);
  if (!last) return null;
  const text = validUntil.trim();
  if (/^\d{4}$/.test(text)) return "year";
  return /^(\d{4})-(\d{1,2})$/.test(text) ||
    /^[A-Za-z]{3,9}\.? \d{4}$/.test(text)
    ? "month"
    : "day";
}

/** The last valid day named by the text, or null. */
export function lastValidDay(validUntil: string): Date | null {
  const text = validUntil.trim();
  let match: RegExpMatchArray | null;
  if ((match = text.match(/^(\d{4})$/)))
    return new Date(Date.UTC(Number(match[1]), 11, 31));
  if ((match = text.match(/^(\d{4})-(\d{1,2})$/)))
    return validMonth(Number(match[1]), Number(match[2]));
  if ((match = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/)))
    return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  if ((match = text.match(/^([A-Za-z]{3,9})\.? (\d{4})$/)))
    return validMonth(Number(match[2]), monthIndex(match[1]!));
  if ((match = text.match(/^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/)))
    return validDay(Number(match[3]), monthIndex(match[1]!), Number(match[2]));
  if ((match = text.match(/^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/)))
    return validDay(Number(match[3]), monthIndex(match[2]!), Number(match[1]));
  return null;
}

function validMonth(year: number, month: number): Date | null {
  return month >= 1 && month <= 12 ? endOfMonth(year, month) : null;
}

function validDay(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? date : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function certificationValidity(
  validUntil: string,
  now: Date = new Date(),
): CertificationValidity {
  const last = lastValidDay(validUntil);
  if (!last) return { lastDay: null, expired: false, daysLeft: null };
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  const daysLeft = Math.round((last.getTime() - today) / DAY_MS);
  return {
    lastDay: last.toISOString().slice(0, 10),
    expired: daysLeft < 0,
    daysLeft,
  };
}

/** The status visitors see: an expired certification says so, whatever its stored status. */
export function shownStatus(
  status: string,
  validity: CertificationValidity,
  expiredLabel: string,
): string {
  return validity.expired ? expiredLabel : status;
}

/**
 * What visitors see of a certification past its date (decision 055), one choice for the whole
 * site: "show" keeps it, marked expired with the day it ended; "hide" leaves it out.
 */
export type ExpiredCertifications = "show" | "hide";

/**
 * The certifications a public page or document lists at `now`, each with its validity: all of them
 * when expired ones are shown (the page marks them), only the current ones when they are hidden.
 * A certification whose text names no date ("Ongoing") never expires, so it is always listed.
 */
export function publicCertifications<Row extends { validUntil: string }>(
  rows: readonly Row[],
  mode: ExpiredCertifications,
  now: Date = new Date(),
): { row: Row; validity: CertificationValidity }[] {
  return rows
    .map((row) => ({
      row,
      validity: certificationValidity(row.validUntil, now),
    }))
    .filter(({ validity }) => mode === "show" || !validity.expired);
}
