/**
 * The one folding of text for search (docs/decisions/038-arabic-search-folding.md): the stored side
 * (`products.search_text`, a download's title) and the visitor's query both go through
 * `foldForSearch`, so spellings that mean the same thing meet as equal strings and the match stays a
 * plain substring test (SQL `LIKE`, `String.includes`).
 *
 * It ships in the Downloads page's JavaScript (the filter runs in the browser): keep it a handful of
 * regular expressions, no tables.
 */

/**
 * Arabic and Persian code points that spell the same letter or digit differently, folded to one:
 * alef with hamza above/below, madda and wasla to bare alef; ta marbuta to ha; alef maqsura and
 * Farsi yeh to ya; keheh to kaf; Eastern Arabic (U+0660-0669) and Persian (U+06F0-06F9) digits to
 * Western; the Arabic decimal separator to a point. The same choices as Lucene's Arabic and Persian
 * normalisers, which most Arabic search engines follow.
 */
const arabicFolds: Readonly<Record<string, string>> = {
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  "\u0629": "\u0647", // ة -> ه
  "\u0649": "\u064A", // ى -> ي
  "\u06CC": "\u064A", // ی (Farsi yeh, from Persian keyboards) -> ي
  "\u06A9": "\u0643", // ک (keheh) -> ك
  "\u066B": ".", // ٫ Arabic decimal separator
};
const foldedLetter =
  /[\u0623\u0625\u0622\u0671\u0629\u0649\u06CC\u06A9\u066B]/g;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Marks that change nothing a search should see: tatweel (U+0640), the harakat, tanwin, shadda,
 * sukun and the other combining marks of the Arabic block (U+064B-065F), the superscript alef
 * (U+0670), and the invisible format characters Arabic text picks up from keyboards and editors
 * (zero-width joiners, left-to-right/right-to-left and Arabic letter marks, bidi embeddings and
 * isolates). Left in, "كابِل" would not find "كابل".
 */
const ignorable =
  /[\u064B-\u065F\u0670]|[\u0640\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Arabic punctuation (comma, semicolon, question mark) separates words as a space does. */
const arabicPunctuation = /[\u060C\u061B\u061F]/g;

/**
 * "مم" and "ملم", the Arabic abbreviations of millimetre, after a number (with or without a
 * space, with or without "²"/"2") read as "mm"; not when they start a longer word ("16 ممتاز").
 */
const arabicMillimetre = /(\d)\s*(?:مم|ملم)(2?)(?![\u0621-\u064A])/g;

/**
 * The Arabic part of the folding on its own: letter forms, marks, digits and punctuation. Text
 * without Arabic or Persian characters comes back unchanged.
 */
export function foldArabic(text: string): string {
  return text
    .replace(ignorable, "")
    .replace(foldedLetter, (char) => arabicFolds[char]!)
    .replace(easternDigit, (digit) =>
      String((digit.charCodeAt(0) - 0x0660) % 0x90),
    )
    .replace(/(\d)\u066C(?=\d)/g, "$1") // ٬ Arabic thousands separator
    .replace(arabicPunctuation, " ");
}

/**
 * Folds text for matching: lower case; compatibility forms (NFKC: "²" is "2", Arabic presentation
 * forms and ligatures are their letters); the Arabic folding above; "mm²", "mm2", "مم" and "ملم"
 * after a number read as "mm"; spaces around "x", "+" and "/" dropped; a decimal comma or a "*"
 * between digits read as a point or an "x". So "16mm", "16 mm²", "16mm2" and "١٦ مم" meet, as do
 * "0.6/1" and "0.6 / 1", "4 x 1,5" and "4x1.5", "3x25 + 16" and "3x25+16", "إسكندرية" and
 * "اسكندريه".
 */
export function foldForSearch(text: string): string {
  return foldArabic(text.toLowerCase().normalize("NFKC"))
    .replace(arabicMillimetre, "$1 mm$2")
    .replace(/mm[²2]/g, "mm")
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/(\d)\s*\*\s*(\d)/g, "$1x$2")
    .replace(/\s*([x×/+])\s*/g, "$1")
    .replace(/×/g, "x")
    .replace(/(\d)\s+(mm|kv|v|a)\b/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The article and the clitics before it ("ال", "وال", "بال", "كال", "فال", "لل"), and the common
 * endings (plural, dual, feminine, nisba, possessive), longest first, as Lucene's light Arabic
 * stemmer strips them; "ة" and "ى" are already folded to "ه" and "ي".
 */
const arabicPrefixes = ["وال", "بال", "كال", "فال", "لل", "ال"];
const arabicSuffixes = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];
const arabicWord = /^[\u0621-\u064A]+$/;
/** Arabic roots have three letters: a stem shorter than that would match too much. */
const shortestStem = 3;

/**
 * A folded Arabic search word without its article and ending: "الكابلات" is "كابل", "النحاسي" is
 * "نحاس". For the query only: a search word is matched as a substring of the stored text, so the
 * shorter word still finds every text the whole word found ("كابل" is in "الكابلات"), and finds the
 * other forms too. Other words come back as they are.
 */
export function stemArabicSearchWord(word: string): string {
  if (!arabicWord.test(word)) return word;
  let stem = word;
  const prefix = arabicPrefixes.find(
    (p) => stem.startsWith(p) && stem.length - p.length >= shortestStem,
  );
  if (prefix) stem = stem.slice(prefix.length);
  // An article left on (its word too short to lose it) does not count towards the stem: "الحي" keeps its "ي".
  const article = prefix
    ? 0
    : (arabicPrefixes.find((p) => stem.startsWith(p))?.length ?? 0);
  const suffix = arabicSuffixes.find(
    (s) => stem.endsWith(s) && stem.length - article - s.length >= shortestStem,
  );
  if (suffix) stem = stem.slice(0, -suffix.length);
  return stem;
}

/**
 * The words of a search, folded (Arabic ones stemmed, `stemArabicSearchWord`): each must appear
 * in what it matches. At most `limit` of them.
 */
export function searchWords(query: string, limit = 12): string[] {
  return foldForSearch(query)
    .split(" ")
    .filter(Boolean)
    .slice(0, limit)
    .map(stemArabicSearchWord);
}
