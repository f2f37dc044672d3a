import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import {
  type SizingInput,
  type SizingResult,
  roundedStep,
  sizeCable,
} from "~/lib/tools/cable-sizing";
import type {
  MatchingSize,
  SizingField,
  SizingInsulation,
  SizingMaterial,
} from "~/lib/tools/cable-sizing-options";
import {
  parseCableSizingQuery,
  refusalMessage,
  type SizingQueryCopy,
} from "~/lib/tools/cable-sizing-query";
import { isolateLtr } from "~/lib/locale/bidi";
import { nameCollator } from "~/lib/locale/collate";
import type { Locale } from "~/locales";
import { copySection } from "~/locales/copy.server";
import { ratingInsulationFor } from "~/lib/tools/iec-60364-5-52";
import { inSizeOrder, sizeDesignation } from "~/lib/catalogue/sizes";
import { getDb } from "../db/client.server";
import { products, productSizes } from "../db/schema.server";
import { productNamesIn } from "../quotes/quotes.server";

export type { MatchingSize };

/**
 * The cable-sizing question answered for the page and for `GET /api/v1/cable-sizing`: the query
 * read strictly, the calculator's answer, and the catalogue's sizes of that section.
 */

/** At most this many sizes in one answer: a section is made by a handful of families. */
const MAX_PRODUCTS = 50;

/**
 * Our sizes of `sectionMm2` with the same conductor metal (tinned copper counts as copper: it is
 * rated as copper) and insulation family (PVC at 70 °C; XLPE or EPR at 90 °C), live products only.
 */
export function matchingSizes(
  material: SizingMaterial,
  insulation: SizingInsulation,
  sectionMm2: number,
  locale: Locale = "en",
): MatchingSize[] {
  const metals =
    material === "copper"
      ? (["copper", "tinned-copper"] as const)
      : (["aluminium"] as const);
  const rows = getDb()
    .select({
      productId: products.id,
      name: products.name,
      insulation: products.insulation,
      maxConductorTempC: products.maxConductorTempC,
      articleNumber: productSizes.articleNumber,
      cores: productSizes.cores,
      sectionMm2: productSizes.sectionMm2,
      extraCores: productSizes.extraCores,
      extraSectionMm2: productSizes.extraSectionMm2,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(
        eq(productSizes.sectionMm2, sectionMm2),
        inArray(products.conductorMaterial, [...metals]),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .all();
  const found = inSizeOrder(rows, (row) => row.productId)
    .filter(
      (row) =>
        ratingInsulationFor(row.insulation, row.maxConductorTempC) ===
        insulation,
    )
    .slice(0, MAX_PRODUCTS)
    .map((row) => ({
      product_id: row.productId,
      name: row.name,
      article_number: row.articleNumber,
      designation: sizeDesignation(row),
      section_mm2: row.sectionMm2,
      url: `/product/${encodeURIComponent(row.productId)}`,
    }));
  if (locale === "en") return found;
  // An Arabic page names each product as its card does (the translation, values isolated; else the
  // English, marked) and lists them by those names in the language's order (issue 35); a family's
  // sizes keep their order (a stable sort).
  const names = productNamesIn(
    [...new Set(found.map((size) => size.product_id))],
    locale,
  );
  const collator = nameCollator(locale);
  return found
    .map((size) => {
      const named = names.get(size.product_id);
      return {
        ...size,
        name: named?.shownName ?? size.name,
        ...(named?.marks ? { marks: named.marks } : {}),
        sortName: named?.translated ?? size.name,
      };
    })
    .sort((a, b) => collator.compare(a.sortName, b.sortName))
    .map(({ sortName: _sortName, ...size }) => size);
}

/** The API's answer, exactly as docs/api.md documents it. */
export interface CableSizingBody {
  section_mm2: number;
  rated_current_a: number;
  corrected_current_a: number;
  factors: {
    ambient: { table: string; at_c: number; ground: boolean; factor: number };
    grouping: {
      table: string | null;
      circuits: number;
      arrangement: string | null;
      at: number;
      factor: number;
    };
    soil_resistivity: { table: string; at: number; factor: number } | null;
  };
  voltage_drop_v: number;
  voltage_drop_percent: number;
  governed_by: "current" | "voltage_drop";
  products: MatchingSize[];
}

export type CableSizingAnswer =
  /** Nothing asked yet: the page's first visit. */
  | { kind: "empty" }
  | {
      kind: "invalid";
      status: 400;
      errors: Partial<Record<SizingField, string>>;
    }
  | { kind: "refused"; status: 400 | 422; field: SizingField; message: string }
  | {
      kind: "answer";
      input: SizingInput;
      result: SizingResult;
      body: CableSizingBody;
    };

/** The words the query's messages and refusals are written with, in `locale`. */
export function sizingQueryCopy(locale: Locale): SizingQueryCopy {
  return {
    locale,
    tools: copySection(locale, "tools"),
    errors: copySection(locale, "toolErrors"),
  };
}

/**
 * Answers a question; the messages in `locale` (the page's language; the API is English, as
 * docs/api.md documents it).
 */
export function answerCableSizing(
  params: URLSearchParams,
  locale: Locale = "en",
): CableSizingAnswer {
  if ([...params.keys()].length === 0) return { kind: "empty" };
  const copy = sizingQueryCopy(locale);
  // An Arabic page's messages quote values and units ("900 A", "300 mm²"): isolated (~/lib/locale/bidi).
  const words = locale === "en" ? (text: string) => text : isolateLtr;
  const parsed = parseCableSizingQuery(params, copy);
  if (!parsed.ok)
    return {
      kind: "invalid",
      status: 400,
      errors: Object.fromEntries(
        Object.entries(parsed.errors).map(([field, message]) => [
          field,
          words(message),
        ]),
      ),
    };
  const result = sizeCable(parsed.input);
  if (!result.ok)
    return {
      kind: "refused",
      status: result.status,
      field: result.field,
      message: words(refusalMessage(result, copy)),
    };
  const chosen = roundedStep(result.chosen);
  const { ambient, grouping, soilResistivity } = result.factors;
  return {
    kind: "answer",
    input: parsed.input,
    result,
    body: {
      section_mm2: chosen.sectionMm2,
      rated_current_a: chosen.ratedCurrentA,
      corrected_current_a: chosen.correctedCurrentA,
      factors: {
        ambient: {
          table: ambient.table,
          at_c: ambient.at,
          ground: ambient.ground,
          factor: ambient.factor,
        },
        grouping: {
          table: grouping.table,
          circuits: grouping.circuits,
          arrangement: grouping.arrangement,
          at: grouping.at,
          factor: grouping.factor,
        },
        soil_resistivity: soilResistivity
          ? {
              table: soilResistivity.table,
              at: soilResistivity.at,
              factor: soilResistivity.factor,
            }
          : null,
      },
      voltage_drop_v: chosen.voltageDropV,
      voltage_drop_percent: chosen.voltageDropPercent,
      governed_by: result.governedBy,
      products: matchingSizes(
        parsed.input.material,
        parsed.input.insulation,
        chosen.sectionMm2,
        locale,
      ),
    },
  };
}
