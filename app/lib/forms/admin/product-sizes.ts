import { z } from "zod";
import { readNumber } from "./common";
import { cleanLine } from "~/lib/forms/clean-text";
import {
  conductorClasses,
  isOneOf,
  loadedConductorCounts,
  referenceMethods,
  type ConductorClass,
  type LoadedConductors,
  type ReferenceMethod,
} from "~/lib/catalogue/cable-attributes";
import { type StrictNumberOptions } from "~/lib/forms/strict-number";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

const p = t.products;

/** The most sizes one product holds (a form of 200 rows is about 60 KB). */
export const MAX_SIZES = 200;

/** A size row as the dialog sends it: every cell as typed, the row's id when it exists. */
const sizeRowInput = z.object({
  id: z.string().max(20).optional(),
  articleNumber: z.string().max(200).default(""),
  cores: z.string().max(40).default(""),
  sectionMm2: z.string().max(40).default(""),
  extraCores: z.string().max(40).default(""),
  extraSectionMm2: z.string().max(40).default(""),
  conductorClass: z.string().max(40).default(""),
  outerDiameterMm: z.string().max(40).default(""),
  weightKgKm: z.string().max(40).default(""),
  resistanceOhmKm: z.string().max(40).default(""),
  currentRatingA: z.string().max(40).default(""),
  ratingInstallation: z.string().max(40).default(""),
  ratingLoadedConductors: z.string().max(40).default(""),
  drumLengthM: z.string().max(40).default(""),
  stockM: z.string().max(40).default(""),
});
export type SizeRowInput = z.input<typeof sizeRowInput>;

/** A size as the server stores it. `id` is kept only to update that row of the same product. */
export interface SizeInput {
  id: number | null;
  articleNumber: string;
  cores: number;
  sectionMm2: number;
  extraCores: number | null;
  extraSectionMm2: number | null;
  conductorClass: ConductorClass;
  outerDiameterMm: number;
  weightKgKm: number;
  /** null: fill in the IEC 60228 value for the product's material (done by the form's schema). */
  resistanceOhmKm: number | null;
  currentRatingA: number | null;
  ratingInstallation: ReferenceMethod | null;
  ratingLoadedConductors: LoadedConductors | null;
  drumLengthM: number;
  stockM: number;
}

/** Article numbers: letters, digits and . - + / (as "CW-NYY-3X25+16"), stored upper-case. */
export const ARTICLE = /^[A-Z0-9][A-Z0-9.+/-]{0,39}$/;

export const sizeNumbers = {
  cores: { integer: true, min: 1, max: 200 },
  sectionMm2: { integer: false, min: 0.01, max: 3000 },
  extraCores: { integer: true, min: 1, max: 200 },
  extraSectionMm2: { integer: false, min: 0.01, max: 3000 },
  outerDiameterMm: { integer: false, min: 0.1, max: 500 },
  weightKgKm: { integer: false, min: 0.1, max: 1_000_000 },
  resistanceOhmKm: { integer: false, min: 0.00001, max: 10_000 },
  currentRatingA: { integer: false, min: 0.1, max: 100_000 },
  drumLengthM: { integer: true, min: 1, max: 100_000 },
  stockM: { integer: true, min: 0, max: 1_000_000_000 },
} as const satisfies Record<string, StrictNumberOptions>;

/**
 * The sizes field: a JSON list of rows, each cell read strictly, every problem a sentence that
 * names the size (by position and article number) and the column. Absent: the sizes stay as they are.
 */
export const sizesField = z
  .string()
  .optional()
  .transform((value, ctx): SizeInput[] | undefined => {
    if (value === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(value || "[]");
    } catch {
      ctx.addIssue({ code: "custom", message: p.sizesUnreadable });
      return z.NEVER;
    }
    const rows = z.array(sizeRowInput).safeParse(json);
    if (!rows.success) {
      ctx.addIssue({ code: "custom", message: p.sizesUnreadable });
      return z.NEVER;
    }
    if (rows.data.length > MAX_SIZES) {
      ctx.addIssue({
        code: "custom",
        message: format(p.tooManySizes, { max: MAX_SIZES }),
      });
      return z.NEVER;
    }
    const out: SizeInput[] = [];
    const seen = new Map<string, number>();
    for (const [index, row] of rows.data.entries()) {
      const n = index + 1;
      const articleNumber = cleanLine(row.articleNumber).trim().toUpperCase();
      const label = articleNumber
        ? format(p.sizeRowNamed, { n, article: articleNumber.slice(0, 40) })
        : format(p.sizeRow, { n });
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (!articleNumber)
        return fail(format(p.articleRequired, { row: label }));
      if (!ARTICLE.test(articleNumber))
        return fail(format(p.articleInvalid, { row: label }));
      const other = seen.get(articleNumber);
      if (other !== undefined)
        return fail(
          format(p.articleDuplicate, {
            row: label,
            article: articleNumber,
            other,
          }),
        );
      seen.set(articleNumber, n);
      const numbers: Partial<Record<keyof typeof sizeNumbers, number | null>> =
        {};
      for (const key of Object.keys(
        sizeNumbers,
      ) as (keyof typeof sizeNumbers)[]) {
        const text = row[key];
        const optional =
          key === "extraCores" ||
          key === "extraSectionMm2" ||
          key === "resistanceOhmKm" ||
          key === "currentRatingA";
        if (text.trim() === "" && optional) {
          numbers[key] = null;
          continue;
        }
        const parsed = readNumber(
          `${label}, ${p.sizeColumns[key].toLowerCase()}`,
          text,
          sizeNumbers[key],
        );
        if (!parsed.ok) return fail(parsed.message);
        numbers[key] = parsed.value;
      }
      const conductorClass = Number(row.conductorClass);
      if (!isOneOf(conductorClasses, conductorClass))
        return fail(format(p.classInvalid, { row: label }));
      if ((numbers.extraCores === null) !== (numbers.extraSectionMm2 === null))
        return fail(format(p.reducedPair, { row: label }));
      const method = row.ratingInstallation.trim();
      if (method !== "" && !isOneOf(referenceMethods, method))
        return fail(format(p.installationInvalid, { row: label }));
      const loaded =
        row.ratingLoadedConductors.trim() === ""
          ? null
          : Number(row.ratingLoadedConductors);
      if (loaded !== null && !isOneOf(loadedConductorCounts, loaded))
        return fail(format(p.ratingIncomplete, { row: label }));
      const rated = [
        numbers.currentRatingA !== null,
        method !== "",
        loaded !== null,
      ];
      if (rated.some(Boolean) && !rated.every(Boolean))
        return fail(format(p.ratingIncomplete, { row: label }));
      const id = row.id && /^\d{1,15}$/.test(row.id) ? Number(row.id) : null;
      out.push({
        id,
        articleNumber,
        cores: numbers.cores!,
        sectionMm2: numbers.sectionMm2!,
        extraCores: numbers.extraCores ?? null,
        extraSectionMm2: numbers.extraSectionMm2 ?? null,
        conductorClass,
        outerDiameterMm: numbers.outerDiameterMm!,
        weightKgKm: numbers.weightKgKm!,
        resistanceOhmKm: numbers.resistanceOhmKm ?? null,
        currentRatingA: numbers.currentRatingA ?? null,
        ratingInstallation: method === "" ? null : (method as ReferenceMethod),
        ratingLoadedConductors: loaded as LoadedConductors | null,
        drumLengthM: numbers.drumLengthM!,
        stockM: numbers.stockM!,
      });
    }
    return out;
  });
