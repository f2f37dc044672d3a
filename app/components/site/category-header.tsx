import { BadgeCheck } from "lucide-react";
import { cn } from "~/lib/cn";
import { useCopy } from "~/locales/copy";

/** The category page's header: name, description, the category's gradient, "Premium Quality". */
export function CategoryHeader({
  name,
  description,
  gradient,
  subcategory,
}: {
  name: string;
  description: string;
  gradient: string;
  subcategory?: string;
}) {
  const t = useCopy("category");
  return (
    <header className={cn("relative overflow-hidden bg-gradient-to-br text-white rtl:bg-gradient-to-bl", gradient)}>
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.12]" preserveAspectRatio="none">
        <defs>
          <pattern id="category-lines" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
            <line x1="0" y1="0" x2="0" y2="28" stroke="#ffffff" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#category-lines)" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-white/30 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <BadgeCheck className="size-4" aria-hidden="true" />
          {t.premiumQuality}
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{name}</h1>
        {subcategory && <p className="mt-2 text-lg font-semibold text-white/90">{subcategory}</p>}
        <p className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{description}</p>
      </div>
    </header>
  );
}
