/**
 * Page numbers for the paginated lists (public listing, category pages, admin products), shared by
 * the server (parsing, counting) and the page (the nav's links).
 */

/** The highest page number we read; anything longer is garbage, not a page. */
const MAX_PAGE = 100_000;

/**
 * `?page=` as a page number. Missing, garbage ("abc", "0", "-2", "1.5", "1e3") or absurd values
 * give 1; the loader then clamps a number past the end to the last page. Never throws.
 */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** At least one page, even for no items: the empty state lives on page 1. */
export function pageCountFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export type PageItem =
  { type: "page"; page: number } | { type: "gap"; key: string };

/**
 * The compact page list: the first and last pages, the current one with `siblings` neighbours each
 * side, and a gap where pages are left out. Near either end a few more pages show, so the list
 * keeps its length while paging. A gap of a single page shows that page instead ("1 2 3", never
 * "1 … 3"): a gap never hides just one number.
 */
export function pageItems(
  current: number,
  pageCount: number,
  siblings = 1,
): PageItem[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page++)
    shown.add(page);
  const edge = 2 * siblings + 2;
  if (current <= siblings + 2)
    for (let page = 1; page <= edge; page++) shown.add(page);
  if (current >= pageCount - siblings - 1)
    for (let page = pageCount - edge + 1; page <= pageCount; page++)
      shown.add(page);
  const pages = [...shown]
    .filter((page) => page >= 1 && page <= pageCount)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ type: "page", page: previous + 1 });
    else if (page - previous > 2)
      items.push({ type: "gap", key: `gap-${previous}` });
    items.push({ type: "page", page });
    previous = page;
  }
  return items;
}

/**
 * The address of `page` with the rest of the query kept (q, and anything else the list reads).
 * Page 1 has no `page` parameter, so it is the same address as the unpaginated list.
 */
export function pageHref(
  pathname: string,
  search: string,
  page: number,
): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
