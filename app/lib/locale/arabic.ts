/** The language a content field was read in: the page's Arabic, or the English it fell back to. */
export type TextLang = "en" | "ar";

/** Between the items of a list: the Arabic comma on an Arabic page (issue 35). */
export function listSeparator(lang: TextLang): string {
  return lang === "ar" ? "، " : ", ";
}

/**
 * An item's Arabic in the admin (docs/decisions/041): complete; partial (some field the English has
 * is empty in Arabic); or missing (no Arabic at all, the public page shows the English).
 */
export type ArabicState = "complete" | "partial" | "missing";
