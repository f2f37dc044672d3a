import {
  compareHref,
  MAX_COMPARED,
  onSelectionChange,
  readSelection,
} from "~/lib/catalogue/compare-selection";
import {
  lastChange,
  toggleSelection,
  writeSelection,
} from "~/lib/catalogue/compare-selection-write";
import { format } from "~/locales";
import { localeFromPath, localePath } from "~/lib/locale/locale-path";
import {
  type CompareTrayCopy,
  loadCompareTrayCopy,
} from "~/locales/lazy/compare-tray";

/**
 * The compare tray: "Compare (n)" and Clear, fixed at the bottom of the window, and a polite status
 * saying what each choice did. It is the visitor's own state, so it is never in the (cached) HTML:
 * it loads once a Compare control is used, or when the browser already holds a selection. Plain DOM
 * on purpose: a root of its own under the framework would cost more than all of this.
 */
const shell =
  "fixed end-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2 print:hidden";
const bar =
  "flex items-center gap-1 rounded-full border border-border bg-surface p-1.5 shadow-lg";
const button =
  "inline-flex h-9 items-center justify-center rounded-full px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const refusedStatus =
  "rounded-md border border-destructive bg-surface px-3 py-2 text-sm font-medium text-foreground shadow-lg";

let mounted: Promise<void> | null = null;

/**
 * Adds or removes a product (the Compare control's click), showing the tray the first time. The
 * change waits for the tray, so its live region is there to announce it.
 */
export async function toggleCompared(id: string, name: string): Promise<void> {
  await mountCompareTray();
  toggleSelection(id, name);
}

/**
 * Draws the tray once, in the page's language: its copy loads with it, one chunk per language
 * (~/locales/lazy/compare-tray.ts). Drawn outside React, so the language comes from the address
 * (decision 043).
 */
export function mountCompareTray(): Promise<void> {
  mounted ??= loadCompareTrayCopy(
    localeFromPath(window.location.pathname),
  ).then(drawTray);
  return mounted;
}

function drawTray(t: CompareTrayCopy): void {
  const tray = document.createElement("aside");
  tray.setAttribute("aria-label", t.label);
  tray.className = shell;
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  const actions = document.createElement("div");
  actions.className = bar;
  const open = document.createElement("a");
  open.className = `${button} bg-primary text-primary-foreground hover:bg-primary-hover`;
  const clear = document.createElement("button");
  clear.type = "button";
  clear.className = `${button} text-foreground hover:bg-muted`;
  clear.textContent = t.clear;
  clear.addEventListener("click", () =>
    writeSelection([], { kind: "cleared", name: "" }),
  );
  actions.append(open, clear);
  tray.append(status, actions);
  document.body.append(tray);

  // A live region announces changes made after it is in the page: the first message waits a moment.
  const readyAt = performance.now() + 100;
  const announce = () => {
    const wait = readyAt - performance.now();
    if (wait > 0) {
      setTimeout(announce, wait);
      return;
    }
    const change = lastChange;
    status.className = change?.kind === "full" ? refusedStatus : "sr-only";
    status.textContent = change
      ? format(t[change.kind], {
          name: change.name,
          count: readSelection().length,
          max: MAX_COMPARED,
        })
      : "";
  };
  const update = () => {
    const ids = readSelection();
    actions.hidden = ids.length === 0;
    // In the page's language: the tray is drawn outside React, so it reads the address (decision 043).
    open.href = localePath(
      localeFromPath(window.location.pathname),
      compareHref(ids),
    );
    open.textContent = format(t.open, { count: ids.length });
  };
  update();
  onSelectionChange(() => {
    update();
    announce();
  });
}
