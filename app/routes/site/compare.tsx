import { Search } from "lucide-react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect } from "react";
import { Form, Link } from "react-router";
import { ProductPicture } from "~/components/site/product-picture";
import { SearchSubmit } from "~/components/site/search-form";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { RowGroup } from "~/lib/catalogue/compare";
import {
  compareHref,
  MAX_COMPARED,
  readSelection,
} from "~/lib/catalogue/compare-selection";
import { writeSelection } from "~/lib/catalogue/compare-selection-write";
import { formatLongDate } from "~/lib/locale/dates";
import { langKey } from "~/lib/locale/lang-attrs";
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
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/search-query";

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

const groups: readonly RowGroup[] = [
  "overview",
  "construction",
  "sizes",
  "specifications",
];

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
          {/* A region that scrolls sideways on a phone takes focus, so the keyboard can scroll it too. */}
          <div
            role="region"
            aria-label={t.tableRegion}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-surface print:overflow-visible print:border-0"
          >
            <table className="w-full min-w-max border-collapse text-sm print:w-full print:min-w-0 print:table-fixed print:text-[8pt]">
              <caption className="px-4 pt-3 pb-2 text-start text-sm font-semibold text-muted-foreground">
                {format(
                  columns.length === 1 ? t.caption.one : t.caption.other,
                  { count: columns.length },
                )}
              </caption>
              <thead>
                <tr className="border-b border-border align-top">
                  <th
                    id="compare-attribute"
                    scope="col"
                    className="sticky start-0 z-10 w-28 bg-surface px-3 py-3 text-start font-semibold sm:w-44 sm:px-4 print:static print:w-[22%]"
                  >
                    {t.attribute}
                  </th>
                  {columns.map((column) => (
                    <th
                      key={column.id}
                      id={`compare-col-${column.id}`}
                      scope="col"
                      className="w-44 min-w-40 px-3 py-3 text-start align-top font-semibold sm:w-52 sm:min-w-44 sm:px-4 print:w-auto print:min-w-0"
                    >
                      <div className="size-20 rounded-md bg-muted p-1 print:size-12">
                        <ProductPicture product={column} size={80} />
                      </div>
                      <Link
                        to={column.href}
                        className="mt-2 block text-base leading-snug text-primary underline-offset-4 hover:underline print:text-[9pt] print:text-foreground"
                        key={langKey(column.nameAttrs?.lang)}
                        {...column.nameAttrs}
                      >
                        {column.name}
                      </Link>
                      <Link
                        to={column.removeHref}
                        className="mt-1 inline-block text-xs font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground print:hidden"
                      >
                        {t.remove}
                        <span className="sr-only"> {column.name}</span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => {
                const groupRows = rows.filter((row) => row.group === group);
                if (groupRows.length === 0) return null;
                return (
                  <tbody key={group}>
                    <tr className="bg-muted">
                      <th
                        id={`compare-group-${group}`}
                        scope="colgroup"
                        colSpan={columns.length + 1}
                        className="px-4 py-2 text-start text-xs font-semibold tracking-wider uppercase"
                      >
                        {t.groups[group]}
                      </th>
                    </tr>
                    {groupRows.map((row) => (
                      <tr
                        key={row.key}
                        data-differs={row.differs ? "" : undefined}
                        className={cn(
                          "border-t border-border align-top",
                          row.differs && "bg-accent print:font-semibold",
                        )}
                      >
                        <th
                          id={`compare-row-${row.key}`}
                          scope="row"
                          className={cn(
                            "sticky start-0 z-10 px-3 py-2.5 text-start font-medium sm:px-4 print:static print:py-1",
                            row.differs ? "bg-accent" : "bg-surface",
                          )}
                        >
                          {row.label}
                          {row.differs && (
                            <span className="ms-2 inline-block rounded-full border border-current px-1.5 text-[0.6875rem] font-semibold text-accent-foreground print:border-0 print:px-0">
                              {t.differs}
                            </span>
                          )}
                        </th>
                        {row.values.map((value, index) => (
                          // Group rows make two levels of headers: each cell names its own (WCAG technique H43).
                          <td
                            key={columns[index]!.id}
                            headers={`compare-col-${columns[index]!.id} compare-group-${group} compare-row-${row.key}`}
                            className={cn(
                              "px-3 py-2.5 break-words sm:px-4 print:py-1",
                              !value && "text-muted-foreground",
                            )}
                          >
                            <bdi
                              key={row.valueAttrs?.[index]?.dir}
                              {...row.valueAttrs?.[index]}
                            >
                              {value || t.notSpecified}
                            </bdi>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                );
              })}
            </table>
          </div>
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

/** Works without JavaScript too: a GET search keeps the compared ids, and each match links to them plus itself. */
function AddProduct({
  ids,
  query,
  matches,
  full,
  onlyDifferences,
}: Pick<
  Route.ComponentProps["loaderData"],
  "ids" | "query" | "matches" | "full" | "onlyDifferences"
>) {
  const lp = useLocalePath();
  const t = useCopy("comparePage").add;
  return (
    <section
      aria-labelledby="compare-add"
      className="mt-10 max-w-xl print:hidden"
    >
      <h2 id="compare-add" className="text-xl font-semibold">
        {t.heading}
      </h2>
      {full ? (
        <p className="mt-2 text-muted-foreground">{t.full}</p>
      ) : (
        <>
          <Form
            method="get"
            action={lp("/compare")}
            role="search"
            aria-label={t.heading}
            className="relative mt-3"
          >
            {ids.length > 0 && (
              <input type="hidden" name="ids" value={ids.join(",")} />
            )}
            {onlyDifferences && <input type="hidden" name="diff" value="1" />}
            <label htmlFor="compare-add-q" className="text-sm font-medium">
              {t.label}
            </label>
            <div className="relative mt-1">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                id="compare-add-q"
                name="q"
                type="search"
                defaultValue={query}
                key={query}
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                className="h-11 w-full rounded-md border border-input bg-surface ps-9 pe-12 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
              />
              <SearchSubmit label={t.submit} />
            </div>
          </Form>
          {query && (
            <div className="mt-4">
              {matches.length === 0 ? (
                <p role="status" className="text-muted-foreground">
                  {format(t.noResults, { query })}
                </p>
              ) : (
                <>
                  <h3 className="text-sm font-semibold">
                    {format(t.results, { query })}
                  </h3>
                  <ul className="mt-2 divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface">
                    {matches.map((match) => (
                      <li
                        key={match.id}
                        className="flex items-center justify-between gap-3 px-4 py-2.5"
                      >
                        <span
                          className="min-w-0 font-medium"
                          key={langKey(match.nameAttrs?.lang)}
                          {...match.nameAttrs}
                        >
                          {match.name}
                        </span>
                        <Link
                          to={match.href}
                          className={buttonVariants({
                            variant: "outline",
                            size: "sm",
                          })}
                          aria-label={format(t.addOf, { name: match.name })}
                        >
                          {t.add}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
