/**
 * One strict reading of numbers typed into the admin forms. `Number.parseInt("3,000")` is 3 and
 * `Number("1e3")` is 1000: both saved something other than what was meant. Here a number is
 * digits, optionally grouped by thousands with commas or spaces ("3,000", "3 000"), optionally
 * with a "." fraction; anything else is refused with a reason the form can put into words.
 * Hand-written: Intl formats numbers but does not parse them, and the parsing libraries found
 * (e.g. parse-decimal-number) accept loose input such as "3abc".
 */
export type StrictNumberError =
  "empty" | "notNumber" | "notInteger" | "tooSmall" | "tooLarge";

export type StrictNumberResult =
  { ok: true; value: number } | { ok: false; error: StrictNumberError };

export interface StrictNumberOptions {
  integer: boolean;
  min: number;
  max: number;
}

/** Spaces people and keyboards put between thousands: space, no-break, narrow no-break, thin. */
const GROUP_SPACES = /[\u0020\u00a0\u202f\u2009]/;
const PLAIN = /^\d+(\.\d+)?$/;

/** Arabic-Indic and Eastern Arabic-Indic digits read as 0-9, for an admin typing in Arabic. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0)! - 0x0660) % 0x90),
  );
}

export function parseStrictNumber(
  input: string,
  options: StrictNumberOptions,
): StrictNumberResult {
  let text = westernDigits(input.trim());
  if (text === "") return { ok: false, error: "empty" };
  let negative = false;
  if (text.startsWith("-") || text.startsWith("\u2212")) {
    negative = true;
    text = text.slice(1).trimStart();
  }
  const integerPart = text.split(".")[0]!;
  const separator = integerPart.match(/[,]/)
    ? ","
    : (integerPart.match(GROUP_SPACES)?.[0] ?? null);
  if (separator !== null) {
    // Groups of exactly three after the first, all with the same separator: "3,000" and "3 000"
    // are 3000; "3,5" (a decimal comma?) and "30,00" are ambiguous and refused.
    const groups = integerPart.split(separator);
    if (
      !/^\d{1,3}$/.test(groups[0]!) ||
      groups.slice(1).some((group) => !/^\d{3}$/.test(group))
    ) {
      return { ok: false, error: "notNumber" };
    }
    text = groups.join("") + text.slice(integerPart.length);
  }
  if (!PLAIN.test(text)) return { ok: false, error: "notNumber" };
  const value = (negative ? -1 : 1) * Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: "tooLarge" };
  if (options.integer && !Number.isInteger(value))
    return { ok: false, error: "notInteger" };
  if (value < options.min) return { ok: false, error: "tooSmall" };
  if (value > options.max) return { ok: false, error: "tooLarge" };
  // -0 would print as "0" but compare oddly in JSON round trips.
  return { ok: true, value: value === 0 ? 0 : value };
}
