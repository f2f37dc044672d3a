import { format, type Locale } from "~/locales";

const LRI = "\u2066";
const PDI = "\u2069";
const ARABIC = /[\u0600-\u06ff]/;
// A run may start with a unit sign ("°C", "Ω/km" after a number in another run) and hold Ω and µ:
// they are letters to the bidi algorithm but were outside the run, so "12.1 Ω/km" showed "km/Ω 12.1".
const LTR_RUN =
  /-?[A-Za-z0-9√φΩµ°][A-Za-z0-9√φΩµ×÷=.,:/²°·%+\-– \u00a0]*[A-Za-z0-9²%φΩµ]|[A-Za-z0-9]/g;

/**
 * Technical values inside Arabic text ("16 mm²", "Iz = 30 A × 0.87", "NYY-J 4x16", "IEC 60228")
 * must read left to right as one piece: left to the bidirectional algorithm, a number after an
 * Arabic word and the Latin unit after it are laid out apart ("mm² 16"). The size table and the
 * cards wrap a whole cell in <bdi>; text written from a template has its values among Arabic words,
 * so each Latin-or-digit run is wrapped in the Unicode isolate marks LRI ... PDI (the plain-text
 * form of <bdi dir="ltr">), in the string itself: it works in loader data, announcements and
 * <option>s alike, and costs the product page no component code. Parentheses stay outside a run
 * (a run holding one of a pair would mirror the other), so "(30 °C)" keeps Arabic-side brackets
 * around an isolated "30 °C". Text without Arabic letters is returned as it is (a <bdi> around it,
 * or an English page, lays it out already).
 */
export function isolateLtr(text: string): string {
  if (!ARABIC.test(text)) return text;
  return text.replace(LTR_RUN, (run) => `${LRI}${run}${PDI}`);
}

/**
 * `format` for a page's locale: on an Arabic page the filled-in text has its technical values
 * isolated (above); English text is exactly `format`'s.
 */
export function formatIn(locale: Locale) {
  return (
    template: string,
    values: Record<string, string | number> = {},
  ): string => {
    const text = format(template, values);
    return locale === "ar" ? isolateLtr(text) : text;
  };
}

const NBSP = "\u00a0";
const UNIT_AFTER_NUMBER =
  /(\d)[ \u00a0](?=(?:mm²|mm|kV|V|A|kW|kg\/km|Ω\/km|m|km|°C|%)(?![A-Za-z0-9]))/g;
const STANDARD_NUMBER = /\b(IEC|EN|HD|VDE|ISO|BS|UL|ES) (?=\d)/g;
const SIZE_SIGN = /(\d) ([×+]) (?=\d)/g;

/**
 * A number and its unit, a standard's name and its number, and a size's parts ("3 × 16 + 10")
 * joined by no-break spaces: in a narrow column "0.6/1 kV", "70 °C" or "IEC 60228" would otherwise
 * wrap between the two (issue 35).
 * Applied on Arabic pages only, where the callers isolate values too: English pages keep their bytes.
 */
export function keepUnits(text: string): string {
  return text
    .replace(UNIT_AFTER_NUMBER, `$1${NBSP}`)
    .replace(STANDARD_NUMBER, `$1${NBSP}`)
    .replace(SIZE_SIGN, `$1${NBSP}$2${NBSP}`);
}

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

/**
 * Whether a text with Arabic in it starts, for the browser, left to right: `dir="auto"` (a <bdi>)
 * takes the first strong letter, isolates included, so "41 A (في الهواء عند 30 °C)" would be laid
 * out left to right with its Arabic in the middle (issue 35). Such a value needs `dir="rtl"`.
 */
export function opensLeftToRight(text: string): boolean {
  const first = /[A-Za-z\u0600-\u06ff]/.exec(text)?.[0];
  return first !== undefined && !isArabic(first) && hasArabic(text);
}

/** The direction of a paragraph of an Arabic document: any Arabic makes it right to left. */
export function textDirection(text: string): "rtl" | "ltr" {
  return hasArabic(text) ? "rtl" : "ltr";
}

/**
 * The PDFs' isolation of technical values inside Arabic text ("0.6/1 kV", "4x16 mm²", "IEC
 * 60228", an e-mail address), for their own line layout (pdf-bidi.server.ts), which keeps a
 * bracket pair inside the value; pages use isolateLtr above. Wrapped in LRI ... PDI: without
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

/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A to U+202E), the isolates
 * (U+2066 to U+2069) and the marks LRM, RLM and ALM (U+200E, U+200F, U+061C).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * A mail header's value without them: a mail client shows a subject or a Reply-To name with no
 * isolation around it, so an override a visitor typed ("Ahmed" + U+202E + "fdp.exe") would reverse
 * what follows and disguise the sender (issue 35). Arabic and English letters lay out right
 * without them.
 */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
