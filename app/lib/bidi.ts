import { format, type Locale } from "~/locales";

const LRI = "\u2066";
const PDI = "\u2069";
const ARABIC = /[\u0600-\u06ff]/;
const LTR_RUN = /-?[A-Za-z0-9√φ][A-Za-z0-9√φ×÷=.,:/²°·%+\-– ]*[A-Za-z0-9²%φ]|[A-Za-z0-9]/g;

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
  return (template: string, values: Record<string, string | number> = {}): string => {
    const text = format(template, values);
    return locale === "ar" ? isolateLtr(text) : text;
  };
}
