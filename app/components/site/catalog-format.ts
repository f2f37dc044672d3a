import { format, getMessages } from "~/locales";

/** Quantities in meters with en-US digit grouping (spec: "2,500"). */
const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatQuantity(quantity: number): string {
  return quantityFormat.format(Number.isFinite(quantity) ? quantity : 0);
}

/** "1 product" or "N products" (spec: Product grid). */
export function productCountText(count: number): string {
  const t = getMessages().catalog.grid.count;
  return format(count === 1 ? t.one : t.other, { count: formatQuantity(count) });
}

/** The home page's statistic: years since founding, then "+" (spec section 9). */
export function companyAgeText(currentYear: number, foundedYear = 2011): string {
  return `${Math.max(0, currentYear - foundedYear)}+`;
}
