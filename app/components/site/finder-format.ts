import { format, type Locale } from "~/locales";
import { formatDecimal, formatWhole } from "~/lib/catalogue/size-format";

/**
 * The finder's numbers in the page's language (decision 042): the same formatters as the size
 * table, so "Available: 1.5 to 300" and "المتاح: من 1.5 إلى 300" are written the same on the
 * server and in the browser. Sections have up to three decimals (0.75, 1.5); cores are whole.
 */
export function availableText(
  template: string,
  [min, max]: readonly [number, number],
  locale: Locale,
): string {
  return format(template, {
    min: formatDecimal(min, 3, locale),
    max: formatDecimal(max, 3, locale),
  });
}

/** A facet value's count, "(12)". */
export function facetCountText(
  template: string,
  count: number,
  locale: Locale,
): string {
  return format(template, { count: formatWhole(count, locale) });
}

/** A suggested size, "4 × 25 mm²" (or "25 mm²", or "4 cores", when one dimension is free). */
export function nearestSizeText(
  t: { nearestSize: string; nearestSection: string; coreCount: string },
  [cores, section]: readonly [number | null, number | null],
  locale: Locale,
): string {
  const values = {
    cores: cores === null ? "" : formatWhole(cores, locale),
    section: section === null ? "" : formatDecimal(section, 3, locale),
  };
  if (cores === null) return format(t.nearestSection, values);
  if (section === null) return format(t.coreCount, { count: values.cores });
  return format(t.nearestSize, values);
}
