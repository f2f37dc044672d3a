import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { pageHref, pageItems, type PageItem } from "~/lib/pagination";
import { format } from "~/locales";
import type { common } from "~/locales/en/common";
import type { Translation } from "~/locales/translation";

/** The page links' words: the page's `pagination` copy section (site) or the admin's English. */
export type PaginationWords = Translation<typeof common.pagination>;

export interface PaginationProps {
  words: PaginationWords;
  page: number;
  pageCount: number;
  /** The nav's accessible name, e.g. "Product pages". */
  label?: string;
  className?: string;
}

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-10 sm:min-w-10";
const idle =
  "border-border bg-surface text-foreground hover:border-primary/60 hover:bg-muted";
const current = "border-primary bg-primary text-primary-foreground";
const disabled =
  "cursor-default border-border/60 bg-transparent text-muted-foreground";

/**
 * Page links for a long list: plain links (`?page=N`, the rest of the query kept), so they work
 * before and without JavaScript. Nothing shows for a single page. Phones get the shorter list
 * (first, current, last) and arrow-only previous/next, so one row fits 375 px with 44 px targets.
 */
export function Pagination({
  words: t,
  page,
  pageCount,
  label,
  className,
}: PaginationProps) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  const pageLink = (entry: PageItem) =>
    entry.type === "gap" ? (
      <li
        key={entry.key}
        aria-hidden="true"
        className="inline-flex min-w-6 justify-center text-muted-foreground"
      >
        …
      </li>
    ) : (
      <li key={entry.page}>
        <Link
          to={href(entry.page)}
          aria-label={format(t.page, { page: entry.page })}
          aria-current={entry.page === page ? "page" : undefined}
          className={cn(item, entry.page === page ? current : idle)}
        >
          {entry.page}
        </Link>
      </li>
    );
  const step = (
    target: number,
    text: string,
    longText: string,
    direction: "previous" | "next",
  ) => {
    const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {direction === "previous" && (
          <Icon aria-hidden="true" className="size-4 rtl:rotate-180" />
        )}
        <span className="max-sm:sr-only">{text}</span>
        {direction === "next" && (
          <Icon aria-hidden="true" className="size-4 rtl:rotate-180" />
        )}
      </>
    );
    if (target < 1 || target > pageCount) {
      return (
        <span aria-hidden="true" className={cn(item, disabled, "max-sm:px-0")}>
          {content}
        </span>
      );
    }
    return (
      <Link
        to={href(target)}
        rel={direction === "previous" ? "prev" : "next"}
        aria-label={longText}
        className={cn(item, idle, "max-sm:px-0")}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav
      aria-label={label ?? t.label}
      className={cn("flex flex-col items-center gap-3", className ?? "mt-10")}
    >
      <div className="flex max-w-full items-center gap-1 sm:gap-2">
        {step(page - 1, t.previous, t.previousPage, "previous")}
        <ol className="flex items-center gap-1 sm:hidden">
          {pageItems(page, pageCount, 0).map(pageLink)}
        </ol>
        <ol className="hidden items-center gap-1.5 sm:flex">
          {pageItems(page, pageCount, 1).map(pageLink)}
        </ol>
        {step(page + 1, t.next, t.nextPage, "next")}
      </div>
      <p className="text-sm text-muted-foreground">
        {format(t.pageOf, { page, count: pageCount })}
      </p>
    </nav>
  );
}
