import { BadgeCheck } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useCopy } from "~/locales/copy";
import type { LangAttrs } from "~/lib/locale/lang-attrs";

/**
 * The category page's header: name, description, the category's gradient, "Premium Quality". `marks`
 * (langAttrs from the loader) mark the texts still in English on an Arabic page (decision 041).
 */
export function CategoryHeader({
  name,
  description,
  gradient,
  subcategory,
  marks,
}: {
  name: string;
  description: string;
  gradient: string;
  subcategory?: string;
  marks?: { name: LangAttrs; description: LangAttrs; subcategory: LangAttrs };
}) {
  const t = useCopy("category");
  return (
    <header
      className={cn(
        "relative overflow-hidden bg-gradient-to-br text-white rtl:bg-gradient-to-bl",
        gradient,
      )}
    >
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-[0.12]"
        preserveAspectRatio="none"
      >
        <defs>
          <pattern
            id="category-lines"
            width="28"
            height="28"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(35)"
          >
            <line
              x1="0"
              y1="0"
              x2="0"
              y2="28"
              stroke="#ffffff"
              strokeWidth="1"
            />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#category-lines)" />
      </svg>
      <div
        key={
          marks
            ? `${marks.name.lang}${marks.description.lang}${marks.subcategory.lang}`
            : undefined
        }
        className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20"
      >
        <span className="inline-flex items-center gap-1.5 rounded-full border border-white/30 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <BadgeCheck className="size-4" aria-hidden="true" />
          {t.premiumQuality}
        </span>
        <h1
          className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl"
          {...marks?.name}
        >
          {name}
        </h1>
        {subcategory && (
          <p
            className="mt-2 text-lg font-semibold text-white/90"
            {...marks?.subcategory}
          >
            {subcategory}
          </p>
        )}
        <p
          className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg"
          {...marks?.description}
        >
          {description}
        </p>
      </div>
    </header>
  );
}
