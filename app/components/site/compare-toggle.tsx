import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import {
  compareHref,
  onSelectionChange,
  readSelection,
  toggleSelection,
} from "~/lib/compare-selection";
import { useCompareControlMessages } from "~/locales/compare";

let tray: Promise<void> | undefined;

/** The tray loads on the first choice (or when this browser already holds one), never before. */
function startTray(): void {
  tray ??= import("./compare-tray").then((module) => module.mountCompareTray());
}

/**
 * "Compare" on a product card or page. The server renders a link to `/compare?ids=<id>` (it works
 * without JavaScript, and the cached HTML is the same for everyone); once hydrated it becomes a
 * toggle of the selection this browser keeps, the same size, so nothing moves.
 */
export function CompareToggle({
  id,
  name,
  large = false,
}: {
  id: string;
  name: string;
  large?: boolean;
}) {
  const t = useCompareControlMessages();
  // null until hydrated: the link; then whether this product is chosen.
  const [chosen, setChosen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setChosen(readSelection().includes(id));
    update();
    if (readSelection().length > 0) startTray();
    return onSelectionChange(update);
  }, [id]);
  const className = cn(
    "group",
    large
      ? buttonVariants({ variant: "outline", size: "lg" })
      : "absolute end-3 top-3 inline-flex h-8 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-xs font-semibold text-foreground shadow-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring print:hidden",
  );
  const content = (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-4 items-center justify-center rounded-sm border border-current"
      >
        <Check
          className="size-3 opacity-0 group-aria-pressed:opacity-100"
          strokeWidth={3}
        />
      </span>
      {t.label}
      <span className="sr-only"> {name}</span>
    </>
  );
  if (chosen === null) {
    return (
      <a href={compareHref([id])} className={className} rel="nofollow">
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={className}
      onClick={() => {
        toggleSelection(id, name);
        startTray();
      }}
    >
      {content}
    </button>
  );
}
