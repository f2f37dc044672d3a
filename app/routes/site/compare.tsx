import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect } from "react";
import { Link } from "react-router";
import { AddProduct } from "~/components/site/compare/add-product";
import { CompareTable } from "~/components/site/compare/compare-table";
import { buttonVariants } from "~/components/ui/button";
import {
  compareHref,
  MAX_COMPARED,
  readSelection,
} from "~/lib/catalogue/compare-selection";
import { writeSelection } from "~/lib/catalogue/compare-selection-write";
import { formatLongDate } from "~/lib/locale/dates";
import { absoluteUrl, pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { errorTitleFromMatches, format } from "~/locales";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";
import { cleanQuery } from "~/server/catalogue/catalogue.server";
import {
  findProductsToAdd,
  loadComparison,
} from "~/server/catalogue/compare.server";
import { siteUrl } from "~/server/platform/site-url.server";
import { requestLocalePath } from "~/server/platform/locale.server";
import type { Route } from "./+types/compare";

/**
 * /compare?ids=1,5,7: up to four products side by side (docs/decisions/021-compare.md). The URL is
 * the whole state: `diff=1` shows only the rows that differ, `q` finds a product to add. Ids that
 * name no product, repeats and a fifth are left out with a note, never an error.
 */
/** The copy section this page reads (decision 042); the rows come written in it from the server. */
export const handle = { copy: ["comparePage"] } satisfies CopyHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  // The page's own addresses (remove, differences only, canonical) in its language (decision 043).
  const href = (...args: Parameters<typeof compareHref>) =>
    requestLocalePath(request, compareHref(...args));
  const params = new URL(request.url).searchParams;
  const locale = requestLocale(request);
  const t = copySection(locale, "comparePage");
  const comparison = loadComparison(params.getAll("ids"), locale);
  const ids = comparison.columns.map((column) => column.id);
  const onlyDifferences = params.get("diff") === "1" && ids.length > 1;
  const query = cleanQuery(params.get("q"));
  const full = ids.length >= MAX_COMPARED;
  const path = href(ids);
  return {
    ...pageCopy(request, context, handle),
    ids,
    query,
    onlyDifferences,
    full,
    path,
    title: ids.length
      ? format(t.titleOf, {
          // The Arabic comma between Arabic names (issue 35).
          names: comparison.columns
            .map((column) => column.name)
            .join(locale === "ar" ? "، " : ", "),
        })
      : t.title,
    metaDescription: t.metaDescription,
    columns: comparison.columns.map((column) => ({
      ...column,
      href: requestLocalePath(
        request,
        `/product/${encodeURIComponent(column.id)}`,
      ),
      removeHref: href(
        ids.filter((id) => id !== column.id),
        onlyDifferences && ids.length > 2,
      ),
    })),
    rows: onlyDifferences
      ? comparison.rows.filter((row) => row.differs)
      : comparison.rows,
    differing: comparison.rows.filter((row) => row.differs).length,
    dropped: comparison.dropped.map((drop) =>
      format(t.dropped[drop.reason], { id: drop.id }),
    ),
    diffHref: href(ids, !onlyDifferences),
    printLine: comparison.updatedAt
      ? format(t.print, {
          url: absoluteUrl(siteUrl(request), href(ids, onlyDifferences)),
          date: formatLongDate(comparison.updatedAt.toISOString(), locale),
        })
      : "",
    matches: full
      ? []
      : findProductsToAdd(query, ids, locale).map((product) => ({
          ...product,
          href: href([...ids, product.id], onlyDifferences),
        })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({
    title: data?.title ?? errorTitleFromMatches(matches),
    description: data?.metaDescription ?? "",
    // A visitor's own choice of products: a page to share and follow links from, not to index.
    path: data?.path ?? "/compare",
    siteUrl: siteUrlFromMatches(matches),
    noIndex: true,
  });

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const lp = useLocalePath();
  const t = useCopy("comparePage");
  const { ids, columns, rows, dropped, onlyDifferences, differing, printLine } =
    loaderData;
  const idList = ids.join(",");
  // What is compared here becomes this browser's selection, so the Compare controls agree with it.
  useEffect(() => {
    const chosen = idList ? idList.split(",") : [];
    if (chosen.length > 0 && readSelection().join(",") !== idList)
      writeSelection(chosen);
  }, [idList]);
  return (
    <main
      id="main"
      data-print-alone=""
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0"
    >
      {printLine && (
        <p className="mb-2 hidden text-xs print:block">{printLine}</p>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl print:text-xl">
        {t.title}
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground print:hidden">
        {t.intro}
      </p>

      {dropped.length > 0 && (
        <section
          aria-labelledby="compare-dropped"
          className="mt-6 rounded-[var(--radius-card)] border border-destructive bg-surface p-4 print:hidden"
        >
          <h2 id="compare-dropped" className="font-semibold">
            {t.dropped.heading}
          </h2>
          <ul className="mt-2 list-disc ps-5 text-sm">
            {dropped.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      )}

      {columns.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-border bg-surface px-6 py-12 text-center">
          <h2 className="text-lg font-semibold">{t.emptyTitle}</h2>
          <p className="mt-2 max-w-md text-muted-foreground">{t.emptyBody}</p>
          <Link
            to={lp("/products")}
            className={buttonVariants({ className: "mt-6" })}
          >
            {t.browse}
          </Link>
        </div>
      ) : (
        <>
          {columns.length > 1 && (
            <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
              <Link
                to={loaderData.diffHref}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {onlyDifferences ? t.allRows : t.onlyDifferences}
              </Link>
              {onlyDifferences && differing === 0 && (
                <span className="text-sm text-muted-foreground">
                  {t.noDifferences}
                </span>
              )}
            </p>
          )}
          <CompareTable columns={columns} rows={rows} />
        </>
      )}

      <AddProduct
        ids={ids}
        query={loaderData.query}
        matches={loaderData.matches}
        full={loaderData.full}
        onlyDifferences={onlyDifferences}
      />
    </main>
  );
}
