import type { TextLang } from "./arabic";

/** The attributes marking a text in another language than its page's: spread onto its element. */
export type LangAttrs = { lang?: TextLang; dir?: "ltr" | "rtl" };

const NONE: LangAttrs = Object.freeze({});

/**
 * How a content text is marked on a page (docs/decisions/041): nothing when it is in the page's
 * language (an English page renders exactly as before), else `lang` and `dir` for the language it
 * fell back to, so an Arabic page shows an untranslated item's English as English, left to right,
 * read aloud and hyphenated as English. `textLang` undefined (a reader that says nothing) is taken
 * as the page's language.
 */
export function langAttrs(
  textLang: TextLang | undefined,
  pageLocale: TextLang,
): LangAttrs {
  if (!textLang || textLang === pageLocale) return NONE;
  return { lang: textLang, dir: textLang === "ar" ? "rtl" : "ltr" };
}

/**
 * A key for an element marked with langAttrs, changing with its texts' languages. Preact, taking an
 * attribute away on a client-side render, leaves `lang=""` behind (it clears the DOM property, not the
 * attribute), which would call the text's language unknown: an element keyed by this is made anew
 * instead when a text's language changes (the preview's switch, a locale's navigation).
 */
export function langKey(
  ...langs: (Partial<Record<string, TextLang>> | TextLang | undefined)[]
): string {
  return langs
    .map((lang) =>
      typeof lang === "object" ? Object.values(lang).join("") : (lang ?? ""),
    )
    .join("|");
}
