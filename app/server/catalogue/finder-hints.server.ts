import { sizeSearchTerms } from "~/lib/catalogue/sizes";
import { foldForSearch, searchWords } from "~/lib/catalogue/search-fold";
import type { FinderQuery } from "./finder-query.server";
import type { SizeView } from "./sizes.server";

/**
 * How the finder explains itself (issue 35): which sizes of a product matched the search or the
 * size filters, and, when the size filters empty the list, the nearest sizes that exist under every
 * other filter (for 4 x 16 mm² with no such article: 3 x 16 and 5 x 16, then 4 x 10 or 4 x 25).
 */

/** A size that exists among the products passing every other filter. */
export interface AvailableSize {
  cores: number;
  section: number;
  /** Products that have it. */
  count: number;
}

/** A suggestion: the filter to set on each size dimension (null: leave that dimension as it is). */
export interface NearestSize {
  cores: number | null;
  section: number | null;
}

// A hair of tolerance, as the SQL has: 2.5 typed matches 2.5 stored.
const EPSILON = 1e-9;

/** A search word that names a size: "16mm", "4x16", "3x25+16mm", an article number. */
const sizeWord = (word: string) => /\d/.test(word) && /x|mm|-/.test(word);

/**
 * The sizes of a product that the query picked it for: those passing every size filter, and, when
 * the search has words that name a size, those whose designation or article number holds one (as
 * the search itself reads them). Empty when the query asks for no size.
 */
export function matchingSizes(
  query: Pick<FinderQuery, "q" | "facets" | "ranges">,
  sizes: readonly SizeView[],
): SizeView[] {
  const classes = query.facets.class.map(Number);
  const coresList = query.facets.cores.map(Number);
  const { cores_min, cores_max, section_min, section_max } = query.ranges;
  const filtered =
    classes.length > 0 ||
    coresList.length > 0 ||
    Object.keys(query.ranges).length > 0;
  const words = searchWords(query.q).filter(sizeWord);
  if (!filtered && words.length === 0) return [];
  return sizes.filter((size) => {
    const passes =
      (classes.length === 0 || classes.includes(size.conductorClass)) &&
      (coresList.length === 0 || coresList.includes(size.cores)) &&
      (cores_min === undefined || size.cores >= cores_min) &&
      (cores_max === undefined || size.cores <= cores_max) &&
      (section_min === undefined || size.sectionMm2 >= section_min - EPSILON) &&
      (section_max === undefined || size.sectionMm2 <= section_max + EPSILON);
    if (!passes) return false;
    if (words.length === 0) return true;
    const terms = foldForSearch(sizeSearchTerms(size).join(" ")).split(" ");
    return words.some((word) => terms.some((term) => term.includes(word)));
  });
}

/** The nearest sizes to the query's size filters among `available`, at most four. */
export function nearestSizes(
  query: Pick<FinderQuery, "facets" | "ranges">,
  available: readonly AvailableSize[],
): NearestSize[] {
  const coresList = query.facets.cores.map(Number);
  const { cores_min, cores_max, section_min, section_max } = query.ranges;
  const coresActive =
    coresList.length > 0 || cores_min !== undefined || cores_max !== undefined;
  const sectionActive = section_min !== undefined || section_max !== undefined;
  const coresOk = (cores: number) =>
    (coresList.length === 0 || coresList.includes(cores)) &&
    (cores_min === undefined || cores >= cores_min) &&
    (cores_max === undefined || cores <= cores_max);
  const sectionOk = (section: number) =>
    (section_min === undefined || section >= section_min - EPSILON) &&
    (section_max === undefined || section <= section_max + EPSILON);

  /** Among `sizes`, the one most products have (then the smallest), for a chosen value. */
  const best = (sizes: AvailableSize[]) =>
    [...sizes].sort(
      (a, b) => b.count - a.count || a.section - b.section || a.cores - b.cores,
    )[0];
  const nearest = (
    values: number[],
    below: number | undefined,
    above: number | undefined,
  ) => {
    const lower = values.filter(
      (value) => below !== undefined && value < below,
    );
    const upper = values.filter(
      (value) => above !== undefined && value > above,
    );
    return [
      ...(lower.length > 0 ? [Math.max(...lower)] : []),
      ...(upper.length > 0 ? [Math.min(...upper)] : []),
    ];
  };

  const suggestions: NearestSize[] = [];
  if (coresActive) {
    // Other core counts at the sections asked for.
    const sameSection = available.filter(
      (size) => sectionOk(size.section) && !coresOk(size.cores),
    );
    const wanted = [
      ...coresList,
      ...(cores_min === undefined ? [] : [cores_min]),
      ...(cores_max === undefined ? [] : [cores_max]),
    ];
    for (const cores of nearest(
      sameSection.map((size) => size.cores),
      Math.min(...wanted),
      Math.max(...wanted),
    )) {
      const size = best(sameSection.filter((s) => s.cores === cores))!;
      suggestions.push({
        cores,
        section: sectionActive ? size.section : null,
      });
    }
  }
  if (sectionActive) {
    // Other sections with the cores asked for.
    const sameCores = available.filter(
      (size) => coresOk(size.cores) && !sectionOk(size.section),
    );
    for (const section of nearest(
      sameCores.map((size) => size.section),
      section_min ?? section_max,
      section_max ?? section_min,
    )) {
      const size = best(sameCores.filter((s) => s.section === section))!;
      suggestions.push({ cores: coresActive ? size.cores : null, section });
    }
  }
  return suggestions.slice(0, 4);
}
