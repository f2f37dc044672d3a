import type { Locale } from "~/locales";

const collators = new Map<Locale, Intl.Collator>();

/**
 * How names are ordered in `locale` (issue 35): ICU's collation for the language (for Arabic, the
 * alphabet's order with «أ إ آ ا» as one letter, vowel marks and tatweel a lesser difference,
 * Arabic before Latin, Latin without regard to case), and numbers by value ("2.5" before "16").
 * SQLite has only the code points' order, and better-sqlite3 cannot register a collation, so
 * servers sort names in an Arabic page's order with this. One collator per locale, kept.
 */
export function nameCollator(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator)
    collators.set(
      locale,
      (collator = new Intl.Collator(locale, { numeric: true })),
    );
  return collator;
}
