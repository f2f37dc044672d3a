/**
 * The products a visitor has chosen to compare, kept in this browser (localStorage) and nowhere
 * else: pages come from a render cache keyed on the URL, so no page's HTML may depend on it
 * (docs/decisions/021-compare.md). The comparison itself is the URL `/compare?ids=1,5,7`. Reading
 * is here, for the Compare controls every card page loads; changing it is in
 * `compare-selection-write.ts`, which loads with the tray on the first choice.
 */

/** Products compared at most, here and on /compare. */
export const MAX_COMPARED = 4;

export const SELECTION_KEY = "compare";
export const SELECTION_EVENT = "cableworks:compare";

/** /compare for these ids, with `diff=1` to show only the rows that differ. */
export function compareHref(
  ids: readonly string[],
  onlyDifferences = false,
): string {
  if (ids.length === 0) return "/compare";
  const list = ids.map(encodeURIComponent).join(",");
  return `/compare?ids=${list}${onlyDifferences ? "&diff=1" : ""}`;
}

export function readSelection(): string[] {
  try {
    const value: unknown = JSON.parse(
      localStorage.getItem(SELECTION_KEY) ?? "[]",
    );
    if (!Array.isArray(value)) return [];
    return [
      ...new Set(value.filter((id): id is string => typeof id === "string")),
    ].slice(0, MAX_COMPARED);
  } catch {
    // Storage switched off, or a value some other code wrote: no selection.
    return [];
  }
}

/** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
export function onSelectionChange(listener: () => void): () => void {
  window.addEventListener(SELECTION_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(SELECTION_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}
