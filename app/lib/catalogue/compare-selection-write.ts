import {
  MAX_COMPARED,
  readSelection,
  SELECTION_EVENT,
  SELECTION_KEY,
} from "./compare-selection";

/**
 * Changing the browser's compare selection (see `compare-selection.ts`): loaded with the tray, on
 * the first use of a Compare control, and by /compare.
 */

/** What last changed, for the tray to announce. */
export interface SelectionChange {
  kind: "added" | "removed" | "full" | "cleared";
  name: string;
}
export let lastChange: SelectionChange | undefined;

export function writeSelection(
  ids: readonly string[],
  change?: SelectionChange,
): void {
  try {
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify(ids.slice(0, MAX_COMPARED)),
    );
  } catch {
    // Storage full or refused: the selection lasts as long as this page.
  }
  lastChange = change;
  window.dispatchEvent(new Event(SELECTION_EVENT));
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
