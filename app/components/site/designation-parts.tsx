import { cn } from "~/lib/cn";
import { useLocale } from "~/locales";
import type {
  DesignationItem,
  NotRecognisedText,
} from "~/lib/tools/designation/view";

/**
 * A decoded designation as a definition list (named by the heading of the section it is in): each
 * part in a code face and what it means; a part not recognised says so in words and is marked, not
 * only coloured. Markup only: words and labels come from the loader, so this ships no decoder and
 * no catalogue (the product page loads it too).
 */
export function DesignationParts({
  items,
  notRecognised,
  className,
}: {
  items: readonly DesignationItem[];
  /** Needed only when some item is not recognised. */
  notRecognised?: NotRecognisedText;
  className?: string;
}) {
  // A token is a piece of a Latin code ("-J", "4x16"): left to right on an Arabic page too.
  const dir = useLocale() === "ar" ? "ltr" : undefined;
  return (
    <dl
      className={cn(
        "divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface",
        className,
      )}
    >
      {items.map((item, index) => (
        <div
          key={`${index}-${item.token}`}
          className="grid grid-cols-[minmax(4.5rem,auto)_1fr] items-baseline gap-x-4 px-4 py-3 sm:grid-cols-[8rem_1fr]"
        >
          <dt>
            <code
              dir={dir}
              className={cn(
                "rounded px-1.5 py-0.5 font-mono text-sm font-semibold break-all",
                item.meaning === null
                  ? "bg-destructive/10 text-destructive ring-1 ring-destructive/40"
                  : "bg-muted text-foreground",
              )}
            >
              {item.token}
            </code>
          </dt>
          <dd className="text-sm leading-relaxed text-foreground">
            {item.meaning ?? (
              <>
                <strong className="font-semibold text-destructive">
                  {notRecognised?.label}:{" "}
                </strong>
                <span className="text-muted-foreground">
                  {notRecognised?.meaning}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
