import { useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/**
 * A small tabs widget (the WAI-ARIA tabs pattern: arrow keys, Home and End move and select, one
 * tab in the tab order) for pages whose first-load budget cannot carry the Radix primitive.
 * Every panel is rendered; the inactive ones are hidden.
 */
export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: React.ReactNode;
}

export function TabSet<T extends string>({
  items,
  defaultValue,
  label,
}: {
  items: readonly TabItem<T>[];
  defaultValue: T;
  label: string;
}) {
  const [active, setActive] = useState<T>(defaultValue);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(
    event: React.KeyboardEvent<HTMLButtonElement>,
    index: number,
  ) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(items[next]!.value);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex h-auto flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {items.map((item, index) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "inline-flex min-h-9 items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                selected && "bg-surface text-foreground shadow-sm",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          hidden={item.value !== active}
          tabIndex={0}
          className="mt-6 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
