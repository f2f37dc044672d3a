import { redirect } from "react-router";
import {
  FinderEmpty,
  FinderForm,
  FinderSummary,
} from "~/components/site/finder-lazy";
import { ProductGrid } from "~/components/site/product-grid";
import { Pagination } from "~/components/ui/pagination";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { pageHref } from "~/lib/pagination";
import {
  errorTitleFromMatches,
  format,
  metaMessagesFromMatches,
  useMessages,
} from "~/locales";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { pageCopy } from "~/locales/copy.server";
import { requestMessages } from "~/locales/messages.server";
import {
  emptyGrid,
  productCards,
  productCountLine,
} from "~/server/catalogue/catalogue.server";
import { requestLocale } from "~/server/platform/locale.server";
import { catalogContentIn } from "~/server/catalogue/category-info.server";
import { finderPage, isFiltered } from "~/server/catalogue/finder.server";
import type { Route } from "./+types/products";

/**
 * "Our Products": every product, or those the finder's query chooses (?q=, facets, ranges, sort:
 * docs/api.md; answered on the server, no JS needed), a page at a time (?page=N; a page past the
 * end shows the last one).
 */
/** The copy sections this page reads (decision 042): the product cards' "Add to quote" and "Compare" too. */
export const handle = {
  copy: ["products", "grid", "pagination", "addToQuote", "compareControl"],
} satisfies CopyHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const finder = finderPage(request);
  if (finder.redirect !== null) throw redirect(finder.redirect);
  const { result } = finder;
  const query = finder.query.q;
  const content = catalogContentIn(requestLocale(request)).products;
  return {
    ...pageCopy(request, context, handle),
    query,
    filtered: finder.filtered,
    /** Filters beyond the search: an empty list then names the one that emptied it. */
    faceted: isFiltered({ ...finder.query, q: "" }),
    finder: finder.data,
    metaTitle: query
      ? format(content.searchMetaTitle, { query })
      : requestMessages(request).catalog.products.title,
    metaDescription: query
      ? format(content.searchMetaDescription, { query })
      : content.metaDescription,
    products: productCards(
      result.products,
      requestLocale(request),
      finder.query,
    ),
    countText: productCountLine(result.total, requestLocale(request)),
    ...emptyGrid(result.products.length, "search", requestLocale(request)),
    page: result.page,
    pageCount: result.pageCount,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const query = data?.query ?? "";
  const page = data?.page ?? 1;
  const title = data?.metaTitle ?? errorTitleFromMatches(matches);
  return pageMeta({
    title:
      page > 1
        ? format(metaMessagesFromMatches(matches).pageTitleSuffix, {
            title,
            page,
          })
        : title,
    description: data?.metaDescription ?? "",
    // Search results share the listing's canonical address and stay out of search engines; page 2
    // and later of the listing are pages of their own.
    path: query ? location.pathname : pageHref(location.pathname, "", page),
    siteUrl: siteUrlFromMatches(matches),
    noIndex: Boolean(query) || Boolean(data?.filtered),
  });
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = { products: useCopy("products"), grid: useCopy("grid") };
  const pagination = useCopy("pagination");
  const { query, products, countText, page, pageCount, finder, faceted } =
    loaderData;

  return (
    <main id="main">
      <div className="border-b border-border bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">
            {messages.common.siteName}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t.products.title}
          </h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            {t.products.intro}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <FinderForm data={finder} />
        <div className="mt-8 lg:mt-0">
          <FinderSummary data={finder} />
          <ProductGrid
            products={products}
            query={query || undefined}
            heading={query ? t.grid.searchHeading : t.grid.allHeading}
            emptyText={loaderData.emptyText}
            emptyState={faceted ? <FinderEmpty data={finder} /> : undefined}
            countText={countText}
          >
            <Pagination
              words={pagination}
              page={page}
              pageCount={pageCount}
              label={t.grid.pagesLabel}
            />
          </ProductGrid>
        </div>
      </div>
    </main>
  );
}
