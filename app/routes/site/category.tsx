import { redirect } from "react-router";
import {
  FinderEmpty,
  FinderForm,
  FinderSummary,
} from "~/components/site/finder-lazy";
import { CategoryHeader } from "~/components/site/category-header";
import { SubcategoryNav } from "~/components/site/catalogue/subcategory-nav";
import { ProductGrid } from "~/components/site/product-grid";
import { Pagination } from "~/components/ui/pagination";
import { canonicalCategoryId } from "~/lib/catalogue/catalogue";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { breadcrumbList } from "~/lib/structured-data";
import { StructuredData } from "~/components/site/json-ld";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import { pageHref } from "~/lib/pagination";
import { format, metaMessagesFromMatches } from "~/locales";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { pageCopy } from "~/locales/copy.server";
import { requestMessages } from "~/locales/messages.server";
import {
  getCategory,
  listCategories,
  emptyGrid,
  productCards,
  productCountLine,
} from "~/server/catalogue/catalogue.server";
import { finderPage } from "~/server/catalogue/finder.server";
import {
  catalogContentIn,
  categoryHeaderInfo,
} from "~/server/catalogue/category-info.server";
import {
  requestLocale,
  requestLocalePath,
} from "~/server/platform/locale.server";
import type { TextLang } from "~/lib/locale/arabic";
import { langAttrs } from "~/lib/locale/lang-attrs";
import type { Route } from "./+types/category";

/**
 * /categories/{categoryId}[/{subcategoryId}]: the category's header, then its products. pvc and
 * pvcInsulated are one category. An id nobody knows still answers, with a generic "Category".
 * Products come a page at a time (?page=N; a page past the end shows the last one), through the
 * finder (its query as on /products, within this category).
 */
/** The copy sections this page reads (decision 042): the product cards' "Add to quote" and "Compare" too. */
export const handle = {
  copy: ["category", "grid", "pagination", "addToQuote", "compareControl"],
} satisfies CopyHandle;

export function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = siteUrl(request);
  const categoryId = params.categoryId;
  // Names and descriptions in the page's language, each falling back to English (decision 041).
  const locale = requestLocale(request);
  const stored = getCategory(categoryId, locale);
  const info = categoryHeaderInfo(categoryId, stored, locale);
  const top = listCategories(locale).find(
    (category) =>
      category.id === (stored?.id ?? canonicalCategoryId(categoryId)),
  );
  // Marks computed here (langAttrs), so the page's JavaScript carries no marking code.
  const mark = (lang: TextLang) => langAttrs(lang, locale);
  const subcategories = (top?.subcategories ?? []).map((sub) => ({
    id: sub.id,
    name: sub.name,
    ...(sub.lang ? { mark: mark(sub.lang.name) } : {}),
  }));
  const subcategoryId = params.subcategoryId;
  const subcategory = subcategoryId
    ? (getCategory(subcategoryId, locale) ?? null)
    : null;
  const finder = finderPage(request, {
    category: categoryId,
    subcategory: subcategoryId,
  });
  if (finder.redirect !== null) throw redirect(finder.redirect);
  const { result } = finder;
  const linkId = top?.id ?? categoryId;
  const categoryPath = `/categories/${encodeURIComponent(linkId)}`;
  const subcategoryName = subcategory?.name ?? subcategoryId ?? null;
  // An id nobody knows keeps the spec's generic screen but is not indexed (issue 16), nor is a
  // subcategory id the database does not hold.
  const unknown = !info.known || (subcategoryId !== undefined && !subcategory);
  // The crumbs' URLs in the page's own language (docs/decisions/043).
  const lp = (path: string) => requestLocalePath(request, path);
  const crumbs = [
    { name: requestMessages(request).common.nav.home, path: lp("/") },
    {
      name: requestMessages(request).catalog.category.breadcrumbProducts,
      path: lp("/products"),
    },
    { name: info.name, path: lp(categoryPath) },
  ];
  if (subcategoryId && subcategoryName)
    crumbs.push({
      name: subcategoryName,
      path: lp(`${categoryPath}/${encodeURIComponent(subcategoryId)}`),
    });
  // Structured data for the pages search engines index (the page renders its slot when !noIndex).
  if (!unknown && !finder.filtered)
    addStructuredData(context, breadcrumbList(origin, crumbs));
  return {
    ...pageCopy(request, context, handle),
    categoryId,
    linkId,
    info:
      locale === "en"
        ? info
        : {
            ...info,
            // Text from the database says its language; the stand-in copy of categoryHeaderInfo is the page's.
            marks: {
              name: mark(stored?.name ? (stored.lang?.name ?? "en") : locale),
              description: mark(
                stored?.description
                  ? (stored.lang?.description ?? "en")
                  : locale,
              ),
              subcategory: mark(subcategory?.lang?.name ?? "en"),
            },
          },
    // A filtered list is not a page of its own: it keeps the category's canonical address.
    noIndex: unknown || finder.filtered,
    filtered: finder.filtered,
    finder: finder.data,
    metaDescription:
      subcategoryId && subcategoryName
        ? format(
            subcategory?.description
              ? catalogContentIn(locale).category.subcategoryMetaDescriptionWith
              : catalogContentIn(locale).category.subcategoryMetaDescription,
            {
              subcategory: subcategoryName,
              category: info.name,
              description: subcategory?.description ?? "",
            },
          )
        : info.description,
    subcategories,
    subcategoryId: subcategoryId ?? null,
    subcategoryName,
    products: productCards(
      result.products,
      requestLocale(request),
      finder.query,
    ),
    countText: productCountLine(result.total, requestLocale(request)),
    ...emptyGrid(result.products.length, "category", requestLocale(request)),
    page: result.page,
    pageCount: result.pageCount,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const title = data
    ? [data.subcategoryName, data.info.name].filter(Boolean).join(" · ")
    : metaMessagesFromMatches(matches).categoryFallback;
  const page = data?.page ?? 1;
  return pageMeta({
    title:
      page > 1
        ? format(metaMessagesFromMatches(matches).pageTitleSuffix, {
            title,
            page,
          })
        : title,
    description: data?.metaDescription ?? "",
    path: pageHref(location.pathname, "", page),
    siteUrl: siteUrlFromMatches(matches),
    noIndex: data?.noIndex ?? true,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const grid = useCopy("grid");
  const pagination = useCopy("pagination");
  const {
    info,
    subcategories,
    subcategoryId,
    subcategoryName,
    products,
    countText,
    page,
    pageCount,
    linkId,
    noIndex,
    finder,
    filtered,
  } = loaderData;
  return (
    <main id="main">
      {!noIndex && <StructuredData />}
      <CategoryHeader
        name={info.name}
        description={info.description}
        gradient={info.gradient}
        subcategory={subcategoryName ?? undefined}
        marks={"marks" in info ? info.marks : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <SubcategoryNav
          subcategories={subcategories}
          linkId={linkId}
          subcategoryId={subcategoryId}
        />
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <FinderForm data={finder} />
          <div className="mt-8 lg:mt-0">
            <FinderSummary data={finder} />
            <ProductGrid
              products={products}
              countText={countText}
              heading={subcategoryName ?? info.name}
              headingMark={
                "marks" in info
                  ? subcategoryName
                    ? info.marks.subcategory
                    : info.marks.name
                  : undefined
              }
              emptyText={loaderData.emptyText}
              emptyState={filtered ? <FinderEmpty data={finder} /> : undefined}
            >
              <Pagination
                words={pagination}
                page={page}
                pageCount={pageCount}
                label={grid.pagesLabel}
              />
            </ProductGrid>
          </div>
        </div>
      </div>
    </main>
  );
}
