/**
 * Keeping technical values whole inside Arabic text (docs/decisions/040, 044): shared by the PDFs
 * (pdf-bidi.server.ts lays their lines out) and the pages' product texts (a loader isolates them,
 * so no page ships this code).
 */

const LRI = "\u2066";
const PDI = "\u2069";

/** Letters, marks and punctuation of the Arabic blocks (the Arabic font's characters). */
export function isArabic(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  );
}

export const hasArabic = (text: string) => [...text].some(isArabic);

/** The direction of a paragraph of an Arabic document: any Arabic makes it right to left. */
export function textDirection(text: string): "rtl" | "ltr" {
  return hasArabic(text) ? "rtl" : "ltr";
}

/**
 * The technical values inside Arabic text ("0.6/1 kV", "4x16 mm²", "IEC 60228", an e-mail address)
 * wrapped in a left-to-right isolate (LRI ... PDI), as the web pages wrap them in <bdi>: without
 * it the algorithm splits "0.6/1 kV" around its space (the number takes the Arabic side) and
 * "Office: 02 123" reads backwards. A value is a stretch without Arabic letters, from its first
 * Latin letter or digit to its last letter, digit or unit sign, with brackets that close around it.
 */
export function isolateLatin(text: string): string {
  // Already isolated (a text that went through here, or an editor's own marks): left as it is.
  if (!hasArabic(text) || text.includes(LRI)) return text;
  return text.replace(
    /[^\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+/g,
    (run) =>
      run.replace(/\(?[A-Za-z0-9+][^]*[A-Za-z0-9²³°%)]/, (value) => {
        // A bracket belongs to the value only when both are in it.
        let core = value;
        if (core.startsWith("(") && !core.includes(")")) core = core.slice(1);
        if (core.endsWith(")") && !core.includes("(")) {
          const trimmed = core.slice(0, -1);
          return `${value.slice(0, value.length - core.length)}${LRI}${trimmed}${PDI})`;
        }
        return `${value.slice(0, value.length - core.length)}${LRI}${core}${PDI}`;
      }),
  );
}
