import { ChevronDown } from "~/components/ui/icons";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import type { FaqItem } from "~/lib/content/faq";
import { langKey } from "~/lib/locale/lang-attrs";

/**
 * The FAQ as an exclusive accordion of native <details> sharing one `name`: one item open at a
 * time, collapsible, operable with Enter or Space on its summary, and working without JavaScript.
 */
export function FaqAccordion({
  items,
  name,
}: {
  items: readonly FaqItem[];
  name: string;
}) {
  // An Arabic page marks an entry's English fallback lang="en" dir="ltr" (docs/decisions/041).
  const marked = useLangAttrs();
  return (
    <div className="divide-y divide-border overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
      {items.map((item) => (
        <details
          key={`${item.id}:${langKey(item.lang)}`}
          name={name}
          className="group"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <span {...marked(item.lang?.question)}>{item.question}</span>
            <ChevronDown
              className="size-5 shrink-0 text-primary transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <p
            className="px-5 pb-5 leading-relaxed text-muted-foreground"
            {...marked(item.lang?.answer)}
          >
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
