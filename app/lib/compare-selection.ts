/**
 * The products a visitor has chosen to compare, kept in this browser (localStorage) and nowhere
 * else: pages come from a render cache keyed on the URL, so no page's HTML may depend on it
 * (docs/decisions/021-compare.md). The comparison itself is the URL `/compare?ids=1,5,7`.
 */

/** Products compared at most, here and on /compare. */
export const MAX_COMPARED = 4;

/** /compare for these ids, with `diff=1` to show only the rows that differ. */
export function compareHref(
  ids: readonly string[],
  onlyDifferences = false,
): string {
  if (ids.length === 0) return "/compare";
  const list = ids.map(encodeURIComponent).join(",");
  return `/compare?ids=${list}${onlyDifferences ? "&diff=1" : ""}`;
}

const KEY = "compare";
const EVENT = "cableworks:compare";

/** What last changed, for the tray to announce (it may load after the change it announces). */
export interface SelectionChange {
  kind: "added" | "removed" | "full" | "cleared";
  name: string;
}
export let lastChange: SelectionChange | undefined;

export function readSelection(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return [
      ...new Set(value.filter((id): id is string => typeof id === "string")),
    ].slice(0, MAX_COMPARED);
  } catch {
    // Storage switched off, or a value some other code wrote: no selection.
    return [];
  }
}

export function writeSelection(
  ids: readonly string[],
  change?: SelectionChange,
): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids.slice(0, MAX_COMPARED)));
  } catch {
    // Storage full or refused: the selection lasts as long as this page.
  }
  lastChange = change;
  window.dispatchEvent(new Event(EVENT));
}

/** Adds or removes `id`; a fifth product is refused ("full"). */
export function toggleSelection(
  id: string,
  name: string,
): SelectionChange["kind"] {
  const ids = readSelection();
  const kind = ids.includes(id)
    ? "removed"
    : ids.length >= MAX_COMPARED
      ? "full"
      : "added";
  const next =
    kind === "removed"
      ? ids.filter((other) => other !== id)
      : kind === "added"
        ? [...ids, id]
        : ids;
  writeSelection(next, { kind, name });
  return kind;
}

/** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
export function onSelectionChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}
