import * as z from "zod/mini";
import {
  armours,
  conductorClasses,
  conductorMaterials,
  fireBehaviours,
  insulations,
  ratedVoltages,
  sheaths,
  standards,
} from "~/lib/catalogue/cable-attributes";
import { canonicalCategoryId } from "~/lib/catalogue/catalogue";
import {
  type CodeFacet,
  codeFacets,
  defaultSort,
  type RangeParam,
  type SortValue,
  sortValues,
} from "~/lib/catalogue/finder";
import { parsePage } from "~/lib/pagination";
import { parseStrictNumber } from "~/lib/forms/strict-number";
import { format } from "~/locales";
import { finderProblems } from "~/locales/en/finder.server";
import { cleanQuery } from "./catalogue.server";

/**
 * The finder's query (docs/decisions/020-finder.md): the address's names and values parsed and
 * checked once, for `/products`, the category pages and `GET /api/v1/products`. What it means is
 * in ./finder.server.ts; the SQL in ./finder-sql.server.ts.
 */

export const FINDER_MAX_VALUES = 20;

/** The parsed, valid query. Facet values are the address's own strings ("4", "0.6/1kV"). */
export interface FinderQuery {
  q: string;
  facets: Record<CodeFacet, string[]>;
  ranges: Partial<Record<RangeParam, number>>;
  inStock: boolean;
  sort: SortValue;
  page: number;
}

/** A parameter the finder could not read: ignored on pages (with a message), a 400 on the API. */
export interface FinderProblem {
  parameter: string;
  message: string;
}

const codeValue = <T extends string>(codes: readonly T[], name: string) =>
  z.string().check(
    z.refine((value) => (codes as readonly string[]).includes(value), {
      message: format(finderProblems.unknownValue, {
        name,
        allowed: codes.join(", "),
      }),
    }),
  );

/** A whole number within limits, read strictly ("04" is 4; "4.5", "1e3", "four" are refused). */
const strictCount = (name: string, min: number, max: number) =>
  z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const result = parseStrictNumber(raw, { integer: true, min, max });
      if (result.ok && /^\d+$/.test(raw.trim())) return String(result.value);
      ctx.issues.push({
        code: "custom",
        input: raw,
        message: format(finderProblems.wholeNumber, { name, min, max }),
      });
      return z.NEVER;
    }),
  );

const decimal = (name: string, min: number, max: number) =>
  z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      // A decimal comma is what half the world types ("1,5"); no thousands in a cross-section.
      const text = raw.trim().replace(/^(\d+),(\d+)$/, "$1.$2");
      const result = /^\d+(\.\d+)?$/.test(text)
        ? parseStrictNumber(text, { integer: false, min, max })
        : ({ ok: false } as const);
      if (result.ok) return result.value;
      ctx.issues.push({
        code: "custom",
        input: raw,
        message: format(finderProblems.number, { name, min, max }),
      });
      return z.NEVER;
    }),
  );

const categoryId = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9_-]{1,64}$/, { message: finderProblems.category }),
  );

/** Each facet's values: what the address may say. */
const facetValue: Record<CodeFacet, z.ZodMiniType<string, string>> = {
  category: z.pipe(categoryId, z.transform(canonicalCategoryId)),
  voltage: codeValue(ratedVoltages, "voltage"),
  material: codeValue(conductorMaterials, "material"),
  insulation: codeValue(insulations, "insulation"),
  sheath: codeValue(sheaths, "sheath"),
  armour: codeValue(armours, "armour"),
  fire: codeValue(fireBehaviours, "fire"),
  temp: strictCount("temp", 1, 400),
  standard: codeValue(standards, "standard"),
  class: codeValue(conductorClasses.map(String), "class"),
  cores: strictCount("cores", 1, 200),
};

const rangeValue: Record<RangeParam, z.ZodMiniType<number, string>> = {
  section_min: decimal("section_min", 0, 3000),
  section_max: decimal("section_max", 0, 3000),
  cores_min: z.pipe(strictCount("cores_min", 1, 200), z.transform(Number)),
  cores_max: z.pipe(strictCount("cores_max", 1, 200), z.transform(Number)),
};

const sortValue = codeValue(sortValues, "sort");
const inStockValue = z.literal("1", { message: finderProblems.inStock });
const strictPage = z.pipe(
  z.string().check(z.regex(/^\d{1,6}$/, { message: finderProblems.page })),
  z.transform(Number),
);

function problemOf(parameter: string, error: z.core.$ZodError): FinderProblem {
  return {
    parameter,
    message: error.issues[0]?.message ?? finderProblems.page,
  };
}

/**
 * Reads the finder's query. Each parameter is checked on its own: a bad one is reported and left
 * out, the rest still apply. Empty values are absent (a GET form sends its empty fields). Unknown
 * names are ignored (tracking tags, cache busters). `page` as the pages read it: garbage is page 1,
 * as before the finder; `strictPage` (the API) reports it instead.
 */
export function parseFinderQuery(
  params: URLSearchParams,
  { strictPage: pageMustBeValid = false }: { strictPage?: boolean } = {},
): { query: FinderQuery; problems: FinderProblem[] } {
  const problems: FinderProblem[] = [];
  const values = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  const single = (name: string): string | undefined => {
    const all = values(name);
    if (all.length > 1)
      problems.push({
        parameter: name,
        message: format(finderProblems.once, { name }),
      });
    return all.length === 1 ? all[0] : undefined;
  };

  const facets = Object.fromEntries(
    codeFacets.map((facet) => [facet, [] as string[]]),
  ) as Record<CodeFacet, string[]>;
  for (const facet of codeFacets) {
    const raw = values(facet);
    if (raw.length > FINDER_MAX_VALUES) {
      problems.push({
        parameter: facet,
        message: format(finderProblems.tooMany, {
          name: facet,
          max: FINDER_MAX_VALUES,
        }),
      });
      continue;
    }
    for (const value of raw) {
      const parsed = facetValue[facet].safeParse(value);
      if (!parsed.success) problems.push(problemOf(facet, parsed.error));
      else if (!facets[facet].includes(parsed.data))
        facets[facet].push(parsed.data);
    }
  }

  const ranges: Partial<Record<RangeParam, number>> = {};
  for (const name of Object.keys(rangeValue) as RangeParam[]) {
    const raw = single(name);
    if (raw === undefined) continue;
    const parsed = rangeValue[name].safeParse(raw);
    if (parsed.success) ranges[name] = parsed.data;
    else problems.push(problemOf(name, parsed.error));
  }
  for (const [low, high] of [
    ["section_min", "section_max"],
    ["cores_min", "cores_max"],
  ] as const) {
    if (
      ranges[low] !== undefined &&
      ranges[high] !== undefined &&
      ranges[high] < ranges[low]
    ) {
      problems.push({
        parameter: high,
        message: format(finderProblems.rangeOrder, { low, high }),
      });
      delete ranges[high];
    }
  }

  let sort: SortValue = defaultSort;
  const rawSort = single("sort");
  if (rawSort !== undefined) {
    const parsed = sortValue.safeParse(rawSort);
    if (parsed.success) sort = parsed.data as SortValue;
    else problems.push(problemOf("sort", parsed.error));
  }

  let inStock = false;
  const rawStock = single("in_stock");
  if (rawStock !== undefined) {
    const parsed = inStockValue.safeParse(rawStock);
    if (parsed.success) inStock = true;
    else problems.push(problemOf("in_stock", parsed.error));
  }

  let page = parsePage(params.get("page"));
  if (pageMustBeValid) {
    const rawPage = single("page");
    if (rawPage !== undefined) {
      const parsed = strictPage.safeParse(rawPage);
      if (parsed.success && parsed.data >= 1) page = parsed.data;
      else problems.push({ parameter: "page", message: finderProblems.page });
    }
  }

  return {
    query: {
      q: cleanQuery(params.get("q")),
      facets,
      ranges,
      inStock,
      sort,
      page,
    },
    problems,
  };
}

/** Where the finder looks: a category page's category (and subcategory), or the whole catalogue. */
export interface FinderScope {
  category?: string;
  subcategory?: string;
}
