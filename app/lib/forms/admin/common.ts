import { z } from "zod";
import { cleanLine, cleanMultiline } from "~/lib/forms/clean-text";
import {
  parseStrictNumber,
  type StrictNumberOptions,
} from "~/lib/forms/strict-number";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

/**
 * The admin forms' schemas, one module per form or feature beside this one: the browser checks them
 * before sending (the spec's toasts), the server checks them again as the authority. Input arrives
 * as form text; these turn it into clean values. Here: the pieces they share.
 */
const t = adminMessages;

/** Cleans (see clean-text.ts) and trims; multi-line fields keep their line breaks. */
export const clean = (value: string, multiline: boolean) =>
  (multiline ? cleanMultiline(value) : cleanLine(value)).trim();

/** A text field's limits as its form's fields describe them (`~/lib/forms/fields`). */
export interface TextSpec {
  readonly maxLength: number;
  readonly multiline?: boolean;
}

export const text = ({ maxLength, multiline = false }: TextSpec) =>
  z
    .string()
    .default("")
    .transform((value) => clean(value, multiline))
    .pipe(z.string().max(maxLength));

export const requiredText = (
  { maxLength, multiline = false }: TextSpec,
  message: string,
) =>
  z
    .string({ error: message })
    .default("")
    .transform((value) => clean(value, multiline))
    .pipe(z.string().min(1, message).max(maxLength));

export const checkbox = z
  .union([
    z.literal("on"),
    z.literal("true"),
    z.literal("false"),
    z.literal(""),
  ])
  .optional()
  .transform((value) => value === "on" || value === "true");

/**
 * A number field of an admin form, read by the one strict parser (strict-number.ts): "3,000" and
 * "3 000" are 3000; "3.5" where a whole number is wanted, "3abc", "1e3" and out-of-range values
 * are refused with a sentence naming the field. `missing` is the value when the field is not sent
 * or left empty (the spec's default: 0 for quantity, none for conductors).
 */
export function numberField<T extends number | null>(
  field: string,
  options: StrictNumberOptions & { missing: T },
) {
  return z
    .string()
    .optional()
    .transform((value, ctx): number | T => {
      if (value === undefined || value.trim() === "") return options.missing;
      const parsed = readNumber(field, value, options);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });
}

/** A typed number, strictly (strict-number.ts), or the sentence that names the field and the problem. */
export function readNumber(
  field: string,
  value: string,
  options: StrictNumberOptions,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseStrictNumber(value, options);
  if (parsed.ok) return parsed;
  const messages = {
    empty: t.common.numberEmpty,
    notNumber: t.common.numberInvalid,
    notInteger: t.common.numberNotInteger,
    tooSmall: t.common.numberTooSmall,
    tooLarge: t.common.numberTooLarge,
  };
  return {
    ok: false,
    message: format(messages[parsed.error], {
      field,
      value: value.trim().slice(0, 40),
      min: options.min.toLocaleString("en-US"),
      max: options.max.toLocaleString("en-US"),
    }),
  };
}
