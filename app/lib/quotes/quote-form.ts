import * as z from "zod/mini";
import { cleanLine, cleanMultiline } from "~/lib/forms/clean-text";
import type { BasketLine } from "~/lib/quotes/quote-basket";
import { parseStrictNumber } from "~/lib/forms/strict-number";
import type { Locale } from "~/locales";
import type { CopySections } from "~/locales/copy";
import { loadQuoteCopy } from "~/locales/lazy/quote";
import {
  checkForm,
  type FieldErrors,
  type FormCheck,
  formText,
  type Schema,
} from "~/lib/forms/action-result";
import type { FieldSpec } from "~/lib/forms/fields";
import { lineRanges } from "~/lib/quotes/line-fields";
import { drumField, lengthField, quoteFields } from "~/lib/quotes/quote-fields";

/**
 * The quote request's checks, shared by the browser (instant feedback, loaded on `/quote` only)
 * and the server (the authority): the buyer's details, and the lengths of the lines as typed.
 * Their messages are the caller's copy, in the page's language (decision 042): the browser passes
 * the copy it loads with this module (`~/locales/lazy/forms.ts`), the server the request's.
 */
export type QuoteCheckCopy = Pick<
  CopySections["quote"],
  | "lengthRequired"
  | "lengthInvalid"
  | "lengthRange"
  | "drumInvalid"
  | "drumRange"
  | "nameRequired"
  | "countryRequired"
  | "emailRequired"
  | "emailInvalid"
  | "phoneInvalid"
  | "dateInvalid"
  | "datePast"
  | "dateFar"
  | "tooLong"
  | "notesTooLong"
>;

/** The request form's text fields, in the order the checks report them. */
export const quoteRequestFields = Object.keys(quoteFields) as readonly string[];

const line = z.overwrite((value: string) => cleanLine(value));
const multiline = z.overwrite((value: string) => cleanMultiline(value));

/** A field as quote-fields.ts describes it: its limit and whether lines are kept. */
type TextField = FieldSpec & { maxLength: number };

const optionalText = (field: TextField, tooLong: string) =>
  z._default(
    z
      .string()
      .check(
        field.multiline ? multiline : line,
        z.trim(),
        z.maxLength(field.maxLength, tooLong),
      ),
    "",
  );
const requiredText = (field: TextField, required: string, tooLong: string) =>
  z
    .string(required)
    .check(
      line,
      z.trim(),
      z.minLength(1, required),
      z.maxLength(field.maxLength, tooLong),
    );

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date as `YYYY-MM-DD` (what `<input type="date">` sends), or undefined. */
export function calendarDate(text: string): Date | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const date = new Date(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
  );
  return date.toISOString().slice(0, 10) === text ? date : undefined;
}

/**
 * The date needed: empty, or a real date from yesterday on (the buyer's today may be behind the
 * server's by a time zone) and within five years.
 */
function neededByCheck(t: QuoteCheckCopy, now: () => number) {
  return z._default(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === "" || calendarDate(value) !== undefined,
        t.dateInvalid,
      ),
      z.refine((value) => {
        const date = calendarDate(value);
        return !date || date.getTime() >= now() - 2 * DAY_MS;
      }, t.datePast),
      z.refine((value) => {
        const date = calendarDate(value);
        return !date || date.getTime() <= now() + 5 * 366 * DAY_MS;
      }, t.dateFar),
    ),
    "",
  );
}

/** The buyer's details, with messages in `t`'s language. */
export function quoteRequestSchema(
  t: QuoteCheckCopy,
  now: () => number = Date.now,
) {
  const f = quoteFields;
  return z.object({
    name: requiredText(f.name, t.nameRequired, t.tooLong),
    company: optionalText(f.company, t.tooLong),
    email: z
      .string(t.emailRequired)
      .check(
        z.trim(),
        z.minLength(1, t.emailRequired),
        z.maxLength(f.email.maxLength, t.tooLong),
        z.email(t.emailInvalid),
      ),
    phone: z._default(
      z
        .string()
        .check(
          line,
          z.trim(),
          z.maxLength(f.phone.maxLength, t.tooLong),
          z.regex(/^$|^\+?[0-9 ()./-]{4,40}$/, t.phoneInvalid),
        ),
      "",
    ),
    country: requiredText(f.country, t.countryRequired, t.tooLong),
    project: optionalText(f.project, t.tooLong),
    neededBy: neededByCheck(t, now),
    notes: optionalText(f.notes, t.notesTooLong),
  });
}

export type QuoteRequestInput = z.infer<ReturnType<typeof quoteRequestSchema>>;

/**
 * For the browser: /quote's form check (quoteFormCheck) with the basket's messages in `locale`. The
 * messages' chunk is asked for from here, once this module's chunk is in, not from the page's first
 * load (app/lib/forms/visitor-forms.ts says why).
 */
export function loadQuoteCheck(
  locale: Locale,
  lines: () => readonly BasketLine[],
  messages: { linesInvalid: string; invalid: string },
) {
  return loadQuoteCopy(locale).then((copy) =>
    quoteFormCheck(lines, copy, quoteRequestSchema(copy), messages),
  );
}

export type NumberCheck =
  { ok: true; value: number | null } | { ok: false; error: string };

/** A length as typed: required, whole metres, read by the one strict parser ("1,000" is 1000). */
export function checkLength(
  text: string | undefined,
  t: QuoteCheckCopy,
): NumberCheck {
  if (text === undefined || text.trim() === "")
    return { ok: false, error: t.lengthRequired };
  const parsed = parseStrictNumber(text, lineRanges.length);
  if (parsed.ok) return { ok: true, value: parsed.value };
  return {
    ok: false,
    error:
      parsed.error === "tooSmall" || parsed.error === "tooLarge"
        ? t.lengthRange
        : t.lengthInvalid,
  };
}

/** A drum length as typed: empty (none), or whole metres. */
export function checkDrum(
  text: string | undefined,
  t: QuoteCheckCopy,
): NumberCheck {
  if (text === undefined || text.trim() === "")
    return { ok: true, value: null };
  const parsed = parseStrictNumber(text, lineRanges.drum);
  if (parsed.ok) return { ok: true, value: parsed.value };
  return {
    ok: false,
    error:
      parsed.error === "tooSmall" || parsed.error === "tooLarge"
        ? t.drumRange
        : t.drumInvalid,
  };
}

/**
 * The basket's lines with the lengths the form sent for them (a line whose fields were not sent
 * keeps its values), or the message of each field that is wrong.
 */
export function applyLineEdits(
  lines: readonly BasketLine[],
  values: Record<string, string>,
  t: QuoteCheckCopy,
):
  | { ok: true; lines: BasketLine[] }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const next = lines.map((line, index) => {
    const lengthText = values[lengthField(index)];
    const drumText = values[drumField(index)];
    const length =
      lengthText === undefined
        ? { ok: true as const, value: line.lengthM }
        : checkLength(lengthText, t);
    const drum =
      drumText === undefined
        ? { ok: true as const, value: line.drumM }
        : checkDrum(drumText, t);
    if (!length.ok) errors[lengthField(index)] = length.error;
    if (!drum.ok) errors[drumField(index)] = drum.error;
    return {
      ...line,
      lengthM: length.ok && length.value !== null ? length.value : line.lengthM,
      drumM: drum.ok ? drum.value : line.drumM,
    };
  });
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, lines: next };
}

/**
 * The browser's check of /quote's form before it posts (the server checks again): the lines'
 * lengths always, the buyer's details unless the button pressed is "Update". The lines' errors
 * come first, and `messages` says what is wrong with the form as a whole.
 */
function quoteFormCheck(
  lines: () => readonly BasketLine[],
  t: QuoteCheckCopy,
  requestSchema: Schema,
  messages: { linesInvalid: string; invalid: string },
): FormCheck {
  return (data, submitter) => {
    const edits = applyLineEdits(lines(), formText(data), t);
    const found: FieldErrors = edits.ok
      ? {}
      : { ...edits.errors, form: messages.linesInvalid };
    if (submitter?.getAttribute("value") !== "update") {
      const checked = checkForm(
        requestSchema,
        formText(data, quoteRequestFields),
      );
      if (!checked.ok)
        Object.assign(found, checked.errors, { form: messages.invalid });
    }
    return found;
  };
}
