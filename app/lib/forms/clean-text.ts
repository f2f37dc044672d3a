/**
 * What every text field stores: well-formed Unicode (a lone surrogate becomes U+FFFD, as the UTF-8
 * encoder would make it anyway) without control characters. Pasted text can carry stray controls
 * (a vertical tab from a word processor, a NUL from a bot): they are dropped rather than refused,
 * so a person is never stopped by a character they cannot see. One-line fields turn line breaks
 * and tabs into spaces (nothing reaches a mail header or a table cell with a line break in it);
 * multi-line fields keep tab and newline (CRLF becomes LF).
 */

const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r\v\f\u0085\u2028\u2029]/g;
const CONTROLS_EXCEPT_TAB_NEWLINE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

/** A one-line field: no control characters, line breaks and tabs become spaces. */
export function cleanLine(value: string): string {
  return wellFormed(value)
    .replace(LINE_BREAKS_AND_TABS, " ")
    .replace(CONTROLS_EXCEPT_TAB_NEWLINE, "");
}

/** A multi-line field: tab and newline kept, every other control character dropped. */
export function cleanMultiline(value: string): string {
  return wellFormed(value)
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029\u0085]/g, "\n")
    .replace(CONTROLS_EXCEPT_TAB_NEWLINE, "");
}

/** True when a stored value is what cleanLine/cleanMultiline would leave (for checks and tests). */
export function isCleanText(value: string, multiline: boolean): boolean {
  return (multiline ? cleanMultiline(value) : cleanLine(value)) === value;
}
