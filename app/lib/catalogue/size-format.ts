/**
 * Numbers of the size table, written the same on the server and in the browser (by hand, not with
 * Intl, for the reason in app/lib/locale/dates.ts: a different ICU would change the hydrated text).
 */

import type { Locale } from "~/locales";
import { arabicNumber } from "../locale/arabic-intl";

/** Whole numbers grouped by thousands with commas: 2500 -> "2,500" (Arabic pages: Intl's ar-EG, Western digits). */
export function formatWhole(value: number, locale: Locale = "en"): string {
  if (!Number.isFinite(value)) return "";
  if (locale === "ar")
    return arabicNumber(Math.round(value) === 0 ? 0 : value, 0);
  const rounded = Math.round(Math.abs(value));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** A measured value with at most `digits` decimals, trailing zeros dropped: 12.30 -> "12.3". */
export function formatDecimal(
  value: number,
  digits: number,
  locale: Locale = "en",
): string {
  if (!Number.isFinite(value)) return "";
  if (locale === "ar") return arabicNumber(value, digits);
  const [whole, fraction] = value.toFixed(digits).split(".");
  const grouped = formatWhole(Number(whole));
  const sign = value < 0 && Number(whole) === 0 ? "-" : "";
  const trimmed = (fraction ?? "").replace(/0+$/, "");
  return trimmed ? `${sign}${grouped}.${trimmed}` : `${sign}${grouped}`;
}

/** A designation as pages print it: "3x25+16" -> "3 × 25 + 16". */
export function printedDesignation(designation: string): string {
  return designation.replace(/x/g, " × ").replace(/\+/g, " + ");
}
