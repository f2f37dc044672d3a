import { and, eq, inArray } from "drizzle-orm";
import type { ProductTranslation } from "~/lib/catalogue/catalogue";
import { SHEET_COLUMNS } from "~/lib/catalogue/catalogue-sheet";
import type { Tx } from "../db/client.server";
import {
  type TranslatedSpecKey,
  translatedSpecKeys,
} from "~/lib/catalogue/spec-texts";
import { arabicSpecField } from "~/lib/forms/admin/products";
import { productTexts } from "../db/schema.server";

/**
 * The catalogue sheet's Arabic columns (issue 35; decision 041): a product's Arabic as cells for
 * the export and the dry run's comparison, and the file's Arabic cells as the product dialog's
 * form fields. Beside catalogue-import.server.ts so the import itself only calls these.
 */

/** The Arabic columns by group: each group is in a file whole or not at all. */
export const ARABIC_COLUMN_GROUPS: readonly (readonly string[])[] = (
  ["texts", "specifications"] as const
).map((group) =>
  SHEET_COLUMNS.filter((column) => column.arabic === group).map(
    (column) => column.name,
  ),
);

/** A specification value's Arabic column: "current_ar" (its English column + "_ar"). */
const specColumn = (key: TranslatedSpecKey) =>
  `${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}_ar`;

/** The products' Arabic texts by product id (none: no Arabic row). */
export function readArabic(
  db: Pick<Tx, "select">,
  ids: readonly string[],
): Map<string, ProductTranslation> {
  const found = new Map<string, ProductTranslation>();
  // SQLite binds at most 32,766 values in one statement.
  for (let i = 0; i < ids.length; i += 5000)
    for (const row of db
      .select()
      .from(productTexts)
      .where(
        and(
          inArray(productTexts.productId, ids.slice(i, i + 5000)),
          eq(productTexts.locale, "ar"),
        ),
      )
      .all())
      found.set(row.productId, row);
  return found;
}

/** A product's Arabic in the sheet's terms, as its English columns write the same kinds of value. */
export function arabicCells(
  text: ProductTranslation | undefined,
): Record<string, string> {
  return {
    name_ar: text?.name ?? "",
    description_ar: text?.description ?? "",
    features_ar: text?.features.length
      ? JSON.stringify(
          text.features.map(({ title, description }) => ({
            title,
            description,
          })),
        )
      : "",
    applications_ar: (text?.applications ?? []).join("\n"),
    ...Object.fromEntries(
      translatedSpecKeys.map((key) => [
        specColumn(key),
        text?.specifications?.[key] ?? "",
      ]),
    ),
  };
}

/**
 * The dialog's Arabic fields from a product's first row: none when the file has no Arabic columns
 * (the schema then keeps the stored Arabic), all four otherwise.
 */
export function arabicFormFields(
  cells: Record<string, string>,
): Record<string, string> {
  const specifications = translatedSpecKeys.some(
    (key) => specColumn(key) in cells,
  )
    ? Object.fromEntries(
        translatedSpecKeys.map((key) => [
          arabicSpecField(key),
          cells[specColumn(key)] ?? "",
        ]),
      )
    : {};
  if (!ARABIC_COLUMN_GROUPS[0]!.some((name) => name in cells))
    return specifications;
  const features = (cells.features_ar ?? "").trim();
  return {
    ...specifications,
    nameAr: cells.name_ar ?? "",
    descriptionAr: cells.description_ar ?? "",
    featuresAr: features === "" ? "[]" : features,
    applicationsAr: JSON.stringify(
      (cells.applications_ar ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  };
}

/** Whether a translation has no text at all: the dialog's save then deletes the Arabic row. */
export function isEmptyTranslation(text: ProductTranslation): boolean {
  return (
    !text.name &&
    !text.description &&
    text.features.length === 0 &&
    text.applications.length === 0 &&
    !Object.values(text.specifications ?? {}).some(Boolean)
  );
}
