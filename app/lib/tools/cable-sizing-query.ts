import { z } from "zod";
import { format, type Locale } from "~/locales";
import type { CopySections } from "~/locales/copy";
import type { SizingInput, SizingRefusal } from "./cable-sizing";
import {
  DEFAULT_MAX_DROP_PERCENT,
  type SizingField,
  sizingArrangements,
  sizingFields,
  sizingInsulations,
  sizingMaterials,
  sizingMethods,
  sizingSystems,
} from "./cable-sizing-options";
import { formatDecimal } from "../catalogue/size-format";
import {
  parseStrictNumber,
  type StrictNumberOptions,
} from "../forms/strict-number";

/**
 * The cable-sizing question as the page's GET form and `GET /api/v1/cable-sizing` ask it: the
 * query names of the API, one zod schema, numbers read by the one strict parser ("1,000" is 1000;
 * "3abc", "1e3" and "0x10" are refused, never truncated). Every refusal names its field.
 *
 * The schema is built from the copy it answers in (decision 042: this module imports no
 * catalogue): the page's loader passes the request's locale's sections, the API English.
 */
export interface SizingQueryCopy {
  locale: Locale;
  /** The field labels and arrangement names the messages quote. */
  tools: Pick<CopySections["tools"], "fields" | "arrangements">;
  errors: CopySections["toolErrors"];
}

/** A limit as a message quotes it: English as before ("10,000"), Arabic by decision 044. */
function limit(value: number, locale: Locale): string {
  return locale === "en"
    ? value.toLocaleString("en-US")
    : formatDecimal(value, 2, locale);
}

function numberFieldOf(
  copy: SizingQueryCopy,
  field: SizingField,
  options: StrictNumberOptions & { exclusiveMin?: boolean },
) {
  const label = copy.tools.fields[field].label;
  const e = copy.errors;
  return z
    .string()
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value.trim() === "") return null;
      const parsed = parseStrictNumber(value, options);
      const error = parsed.ok
        ? options.exclusiveMin && parsed.value <= options.min
          ? "notAbove"
          : null
        : parsed.error;
      if (error === null && parsed.ok) return parsed.value;
      ctx.addIssue({
        code: "custom",
        message: format(
          e.numbers[
            error === "tooSmall" && options.exclusiveMin
              ? "notAbove"
              : (error ?? "notNumber")
          ],
          {
            field: label,
            value: value.trim().slice(0, 40),
            min: limit(options.min, copy.locale),
            max: limit(options.max, copy.locale),
          },
        ),
      });
      return z.NEVER;
    });
}

function codeFieldOf<T extends string>(
  copy: SizingQueryCopy,
  field: SizingField,
  codes: readonly T[],
) {
  const label = copy.tools.fields[field].label;
  return z
    .string()
    .optional()
    .transform((value, ctx): T | null => {
      if (value === undefined || value.trim() === "") return null;
      const code = codes.find((candidate) => candidate === value.trim());
      if (code !== undefined) return code;
      ctx.addIssue({
        code: "custom",
        message: format(copy.errors.notOneOf, {
          field: label,
          value: value.trim().slice(0, 40),
        }),
      });
      return z.NEVER;
    });
}

/** The query's schema, its messages in `copy`'s language. */
export function cableSizingQuerySchema(copy: SizingQueryCopy) {
  const numberField = (
    field: SizingField,
    options: StrictNumberOptions & { exclusiveMin?: boolean },
  ) => numberFieldOf(copy, field, options);
  const codeField = <T extends string>(
    field: SizingField,
    codes: readonly T[],
  ) => codeFieldOf(copy, field, codes);
  return z.object({
    current: numberField("current", {
      integer: false,
      min: 0,
      max: 10_000,
      exclusiveMin: true,
    }),
    power_kw: numberField("power_kw", {
      integer: false,
      min: 0,
      max: 10_000,
      exclusiveMin: true,
    }),
    power_factor: numberField("power_factor", {
      integer: false,
      min: 0,
      max: 1,
      exclusiveMin: true,
    }),
    system: codeField("system", sizingSystems),
    voltage: numberField("voltage", {
      integer: false,
      min: 0,
      max: 1500,
      exclusiveMin: true,
    }),
    length: numberField("length", {
      integer: false,
      min: 0,
      max: 10_000,
      exclusiveMin: true,
    }),
    material: codeField("material", sizingMaterials),
    insulation: codeField("insulation", sizingInsulations),
    method: codeField("method", sizingMethods),
    ambient: numberField("ambient", { integer: false, min: -40, max: 100 }),
    circuits: numberField("circuits", { integer: true, min: 1, max: 100 }),
    arrangement: codeField("arrangement", sizingArrangements),
    soil_resistivity: numberField("soil_resistivity", {
      integer: false,
      min: 0,
      max: 10,
      exclusiveMin: true,
    }),
    max_drop: numberField("max_drop", {
      integer: false,
      min: 0,
      max: 25,
      exclusiveMin: true,
    }),
  });
}

/** The fields a question cannot do without (the load is checked by the calculator: one of two). */
const required = [
  "system",
  "voltage",
  "length",
  "material",
  "insulation",
  "method",
] as const;

export type ParsedQuery =
  | { ok: true; input: SizingInput }
  | { ok: false; errors: Partial<Record<SizingField, string>> };

/**
 * Reads the query; a repeated name counts as given twice and is refused rather than guessed. The
 * messages are in `copy`'s language.
 */
export function parseCableSizingQuery(
  params: URLSearchParams,
  copy: SizingQueryCopy,
): ParsedQuery {
  const e = copy.errors;
  const label = (field: SizingField) => copy.tools.fields[field].label;
  const raw: Partial<Record<SizingField, string>> = {};
  const errors: Partial<Record<SizingField, string>> = {};
  for (const field of sizingFields) {
    const values = params.getAll(field);
    if (values.length > 1)
      errors[field] = format(e.notOneOf, {
        field: label(field),
        value: values.join(", ").slice(0, 40),
      });
    else if (values.length === 1) raw[field] = values[0];
  }
  const parsed = cableSizingQuerySchema(copy).safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SizingField;
      errors[field] ??= issue.message;
    }
  const data = parsed.success ? parsed.data : null;
  for (const field of required)
    if (
      errors[field] === undefined &&
      (data === null ? !raw[field]?.trim() : data[field] === null)
    )
      errors[field] = format(e.required, { field: label(field) });
  if (data === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    input: {
      current: data.current,
      powerKw: data.power_kw,
      powerFactor: data.power_factor,
      system: data.system!,
      voltage: data.voltage!,
      lengthM: data.length!,
      material: data.material!,
      insulation: data.insulation!,
      method: data.method!,
      ambientC: data.ambient,
      circuits: data.circuits ?? 1,
      arrangement: data.arrangement,
      soilResistivity: data.soil_resistivity,
      maxDropPercent: data.max_drop ?? DEFAULT_MAX_DROP_PERCENT,
    },
  };
}

/** A refusal of the calculator in words, in `copy`'s language. */
export function refusalMessage(
  refusal: SizingRefusal,
  copy: SizingQueryCopy,
): string {
  const t = copy.tools;
  const values: Record<string, string | number> = { ...refusal.values };
  if (
    typeof values.arrangement === "string" &&
    values.arrangement in t.arrangements
  )
    values.arrangement =
      t.arrangements[values.arrangement as keyof typeof t.arrangements];
  return format(copy.errors.refusals[refusal.code], values);
}
