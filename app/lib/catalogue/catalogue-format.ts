import { type Locale, type Messages, format } from "~/locales";
import { arabicNumber } from "~/lib/locale/arabic-intl";

/**
 * Quantities in meters with en-US digit grouping (spec: "2,500"), rounded to whole meters half away
 * from zero. By hand, not with Intl, for the reason in app/lib/locale/dates.ts; the unit tests hold it to
 * Intl's output. Arabic pages use Intl's ar-EG with Western digits (app/lib/locale/arabic-intl.ts).
 */
export function formatQuantity(
  quantity: number,
  locale: Locale = "en",
): string {
  if (!Number.isFinite(quantity)) return "0";
  if (locale === "ar") return arabicNumber(quantity, 0);
  const rounded = Math.round(Math.abs(quantity));
  // Past 2^53 digits are not exact anyway (and String() switches to exponents at 1e21).
  if (rounded >= Number.MAX_SAFE_INTEGER)
    return new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(
      quantity,
    );
  const grouped = String(rounded).replace(/\B(?=(\d{3})+$)/g, ",");
  return quantity < 0 ? `-${grouped}` : grouped;
}

/** "1 product" or "N products" (spec: Product grid). */
export function productCountText(
  count: number,
  t: Messages["catalog"]["grid"]["count"],
  locale: Locale = "en",
): string {
  return format(count === 1 ? t.one : t.other, {
    count: formatQuantity(count, locale),
  });
}

/** The home page's statistic: years since founding, then "+" (spec section 9). */
export function companyAgeText(
  currentYear: number,
  foundedYear = 2011,
): string {
  return `${Math.max(0, currentYear - foundedYear)}+`;
}
