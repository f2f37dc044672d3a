import { cn } from "~/lib/cn";
import type { LangAttrs } from "~/lib/locale/lang-attrs";

/** The heading band of a company page: a small eyebrow, the page's one h1 and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  className,
  titleAttrs,
  leadAttrs,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** A content title or lead in another language than the page's (langAttrs, docs/decisions/041). */
  titleAttrs?: LangAttrs;
  leadAttrs?: LangAttrs;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <header
      className={cn(
        "relative overflow-hidden border-b border-border bg-surface",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(135deg,color-mix(in_oklab,var(--primary)_10%,transparent),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full border-[28px] border-primary/10"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">
          {eyebrow}
        </p>
        <h1
          key={titleAttrs?.lang}
          className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl md:text-5xl"
          {...titleAttrs}
        >
          {title}
        </h1>
        <p
          key={leadAttrs?.lang}
          className="mt-4 max-w-3xl text-base leading-relaxed text-muted-foreground sm:text-lg"
          {...leadAttrs}
        >
          {lead}
        </p>
        {children}
      </div>
    </header>
  );
}

/** A section heading with the copper rule used across the company pages. */
export function SectionHeading({
  id,
  title,
  lead,
  className,
}: {
  id?: string;
  title: string;
  lead?: string;
  className?: string;
}) {
  return (
    <div className={cn("mb-8", className)}>
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
      >
        {title}
      </h2>
      <span
        aria-hidden="true"
        className="mt-3 block h-1 w-14 rounded-full bg-primary"
      />
      {lead ? (
        <p className="mt-4 max-w-3xl text-muted-foreground">{lead}</p>
      ) : null}
    </div>
  );
}
