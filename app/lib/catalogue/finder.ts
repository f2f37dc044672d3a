/**
 * The finder's public query (docs/api.md, docs/decisions/020-finder.md): the names and values of
 * `/products`, every category page and `GET /api/v1/products`. Shared by the server (which parses
 * it with zod in app/server/catalogue/finder-query.server.ts) and the page (which builds the chips' and the reset's
 * addresses from it). No zod here: this file ships with the page.
 */

/** Facets whose values are codes; a parameter repeated is OR within it, facets are ANDed. */
export const codeFacets = [
  "category",
  "voltage",
  "material",
  "insulation",
  "sheath",
  "armour",
  "fire",
  "temp",
  "standard",
  "class",
  "cores",
] as const;
export type CodeFacet = (typeof codeFacets)[number];

/** Numeric ranges, inclusive: a product matches when one of its sizes is inside every range. */
export const rangeParams = [
  "section_min",
  "section_max",
  "cores_min",
  "cores_max",
] as const;
export type RangeParam = (typeof rangeParams)[number];

/** `catalogue` is the catalogue's own order (the listing's order before the finder). */
export const sortValues = [
  "catalogue",
  "name",
  "name-desc",
  "section",
  "section-desc",
] as const;
export type SortValue = (typeof sortValues)[number];
export const defaultSort: SortValue = "catalogue";

/**
 * The address without one filter: `value` removes that value only, no `value` the whole parameter
 * (a range, the search, a facet). The page number goes too: page 3 of a wider list means nothing.
 */
export function finderHrefWithout(
  pathname: string,
  search: string,
  name: string,
  value?: string,
): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, current] of params) {
    if (key === "page") continue;
    if (key === name && (value === undefined || current === value)) continue;
    kept.append(key, current);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The address with the size filters set to a suggested size: `cores=4&section_min=25&section_max=25`
 * in place of the cores and sections asked for; a null dimension keeps what was asked.
 */
export function nearestHref(
  pathname: string,
  search: string,
  [cores, section]: readonly [number | null, number | null],
): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (cores !== null)
    for (const name of ["cores", "cores_min", "cores_max"]) params.delete(name);
  if (section !== null)
    for (const name of ["section_min", "section_max"]) params.delete(name);
  if (cores !== null) params.append("cores", String(cores));
  if (section !== null) {
    params.append("section_min", String(section));
    params.append("section_max", String(section));
  }
  return `${pathname}?${params.toString()}`;
}

/**
 * A form's fields as a clean query: empty fields and the default sort left out, so the address
 * reads `?material=copper&armour=swa`, not `?q=&section_min=&sort=catalogue&material=copper`.
 */
export function cleanFinderSearch(entries: Iterable<[string, string]>): string {
  const kept = new URLSearchParams();
  for (const [key, value] of entries) {
    const trimmed = value.trim();
    if (trimmed === "" || (key === "sort" && trimmed === defaultSort)) continue;
    kept.append(key, trimmed);
  }
  return kept.toString();
}

/** What the loader sends: facets as [name, [value, count][]], the ranges available, culprits. */
export interface FinderData {
  facets: [string, [string, number][]][];
  section: [number, number] | null;
  cores: [number, number] | null;
  culprits: string[];
  problems: string[];
  /** Category names by id, for the category facet (the listing only). */
  categories: Record<string, string>;
  /** On a non-English page, the categories whose name is still the English (marked lang="en"). */
  englishCategories?: string[];
  /** When the cores or sections emptied the list: the nearest sizes, as [cores, section]. */
  nearest?: [number | null, number | null][];
}
