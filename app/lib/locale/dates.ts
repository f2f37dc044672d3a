/*
 * Dates are formatted by hand, the en-US way, not with Intl: building an Intl formatter
 * loads locale data, about 18 ms of the browser's main thread on a mid-range phone while the page
 * starts (measured under Lighthouse's 4x CPU slowdown: 74 ms). The unit tests hold these to Intl's
 * output. Arabic goes through Intl (app/lib/locale/arabic-intl.ts): only Arabic pages pay for it.
 */
import type { Locale } from "~/locales";
import { arabicDate } from "./arabic-intl";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function utcParts(
  date: Date,
): { year: number; month: string; day: number } | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  return {
    year: date.getUTCFullYear(),
    month: MONTHS[date.getUTCMonth()]!,
    day: date.getUTCDate(),
  };
}

/** "April 8, 2025" (ar: "8 أبريل 2025") from an ISO date (UTC, so server and browser agree). */
export function formatLongDate(iso: string, locale: Locale = "en"): string {
  if (locale === "ar")
    return arabicDate(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const parts = utcParts(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return parts ? `${parts.month} ${parts.day}, ${parts.year}` : "Invalid Date";
}

/** "Apr 8, 2025" (ar: "8 أبريل 2025") from an ISO date or date-time (its UTC day). */
export function formatShortDate(iso: string, locale: Locale = "en"): string {
  if (locale === "ar") return arabicDate(new Date(iso));
  const parts = utcParts(new Date(iso));
  return parts
    ? `${parts.month.slice(0, 3)} ${parts.day}, ${parts.year}`
    : "Invalid Date";
}
