import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import {
  compareHref,
  lastChange,
  MAX_COMPARED,
  onSelectionChange,
  readSelection,
  writeSelection,
} from "~/lib/compare-selection";
import { format } from "~/locales";
import { useCompareControlMessages } from "~/locales/compare";

/**
 * The compare tray: "Compare (n)" and Clear, fixed at the bottom of the window, and a polite status
 * that says what each choice did. Loaded only once a Compare control is used (or the browser holds
 * a selection), into a root of its own: it is the visitor's state, so it is never in the HTML.
 */
function CompareTray() {
  const t = useCompareControlMessages().tray;
  const [ids, setIds] = useState(readSelection);
  const [message, setMessage] = useState("");
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const update = () => {
      const next = readSelection();
      setIds(next);
      const change = lastChange;
      setRefused(change?.kind === "full");
      setMessage(
        change
          ? format(t[change.kind], {
              name: change.name,
              count: next.length,
              max: MAX_COMPARED,
            })
          : "",
      );
    };
    // The status is in the page before its first message, so that screen readers announce it.
    const first = setTimeout(update, 100);
    const stop = onSelectionChange(update);
    return () => {
      clearTimeout(first);
      stop();
    };
  }, [t]);
  return (
    <aside
      aria-label={t.label}
      className="fixed end-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2 print:hidden"
    >
      <p
        role="status"
        className={cn(
          refused && ids.length > 0
            ? "rounded-md border border-destructive bg-surface px-3 py-2 text-sm font-medium text-foreground shadow-lg"
            : "sr-only",
        )}
      >
        {message}
      </p>
      {ids.length > 0 && (
        <div className="flex items-center gap-1 rounded-full border border-border bg-surface p-1.5 shadow-lg">
          <a
            href={compareHref(ids)}
            className={cn(buttonVariants({ size: "sm" }), "rounded-full")}
          >
            {format(t.open, { count: ids.length })}
          </a>
          <button
            type="button"
            className={cn(
              buttonVariants({ variant: "ghost", size: "sm" }),
              "rounded-full",
            )}
            onClick={() => writeSelection([], { kind: "cleared", name: "" })}
          >
            {t.clear}
          </button>
        </div>
      )}
    </aside>
  );
}

export function mountCompareTray(): void {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<CompareTray />);
}
