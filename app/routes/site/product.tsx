import { ArrowLeft } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { data, Link } from "react-router";
import { describeCable, drawCable } from "~/lib/catalogue/cable-drawing";
import { StructuredData } from "~/components/site/json-ld";
import { ProductDetailTabs } from "~/components/site/product-details-lazy";
import { specRows } from "~/components/site/spec-rows";
import { ProductDesignation } from "~/components/site/product-designation";
import { AddToQuoteSection } from "~/components/site/product/add-to-quote-section";
import { ProductActions } from "~/components/site/product/product-actions";
import { ProductFigure } from "~/components/site/product/product-figure";
import { ProductNotFound } from "~/components/site/product/product-not-found";
import { ProductSizes } from "~/components/site/product/product-sizes";
import { ProductSummary } from "~/components/site/product/product-summary";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import {
  CARD_SIZE,
  absoluteUrl,
  pageMeta,
  siteUrlFromMatches,
} from "~/lib/meta";
import { breadcrumbList, productItem } from "~/lib/structured-data";
import {
  productCardSrc,
  productPreviewSrc,
} from "~/lib/catalogue/product-preview";
import { errorTitleFromMatches, format } from "~/locales";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { pageCopy } from "~/locales/copy.server";
import { requestMessages } from "~/locales/messages.server";
import {
  getCategory,
  getProduct,
  localizeProducts,
} from "~/server/catalogue/catalogue.server";
import {
  chosenSize,
  productPageFields,
} from "~/server/catalogue/product-page.server";
import {
  catalogContentIn,
  categoryHeaderInfo,
} from "~/server/catalogue/category-info.server";
import {
  attributeLines,
  listSizes,
  mainSize,
  sizeTableRow,
} from "~/server/catalogue/sizes.server";
import { productDesignation } from "~/server/tools/designation.server";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import {
  requestLocale,
  requestLocalePath,
} from "~/server/platform/locale.server";
import type { Route } from "./+types/product";

/** The copy sections this page reads (decision 042): the document or the loader brings them. */
export const handle = {
  copy: ["product", "addToQuote", "sizePage", "compareControl"],
} satisfies CopyHandle;

/** /product/{id}: everything about one product. An unknown id answers 404 with its own screen. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const stored = getProduct(params.id);
  // In the page's language, each text falling back to its English (decision 041, "Products").
  const product = stored && localizeProducts([stored], locale)[0];
  if (!product) {
    // The 404's title and description for `meta`, which cannot read the page's copy sections.
    const t = requestMessages(request).catalog.product;
    return data(
      {
        product: null,
        metaTitle: t.notFound,
        metaDescription: t.notFoundBody,
        ...pageCopy(request, context, handle),
      },
      { status: 404 },
    );
  }
  const category = getCategory(product.category, locale);
  const info = categoryHeaderInfo(product.category, category, locale);
  const origin = siteUrl(request);
  const t = requestMessages(request).catalog;
  // The structured data's URLs in the page's own language (docs/decisions/043).
  const lp = (path: string) => requestLocalePath(request, path);
  const url = absoluteUrl(
    origin,
    lp(`/product/${encodeURIComponent(product.id)}`),
  );
  const categoryPath = `/categories/${encodeURIComponent(product.category)}`;
  const sizes = listSizes(product.id);
  addStructuredData(
    context,
    productItem(origin, {
      url,
      name: product.name,
      description: product.description,
      articleNumber: mainSize(stored!, sizes)?.articleNumber,
      image: productPreviewSrc(product),
      category: info.name,
      specifications: product.specifications,
    }),
    breadcrumbList(origin, [
      { name: requestMessages(request).common.nav.home, path: lp("/") },
      { name: t.category.breadcrumbProducts, path: lp("/products") },
      { name: info.name, path: lp(categoryPath) },
      {
        name: product.name,
        path: lp(`/product/${encodeURIComponent(product.id)}`),
      },
    ]),
  );
  return {
    ...pageCopy(request, context, handle),
    // The description is the meta description; a second copy only when there is none to repeat.
    ...(product.description
      ? {}
      : {
          metaDescription: format(
            catalogContentIn(locale).product.metaDescriptionFallback,
            { name: product.name },
          ),
        }),
    imageAlt: format(t.product.imageAlt, {
      name: product.name,
      description: describeCable(
        drawCable(product.specifications).description,
        catalogContentIn(locale).product.drawing,
      ),
    }),
    categoryPath: lp(categoryPath),
    designation: productDesignation(product.typeDesignation, locale),
    product: productPageFields(
      product,
      { name: info.name, lang: category?.lang?.name },
      ["crossSection", ...specRows] as const,
      locale,
    ),
    // Written out here: the page's data and script are part of its first-load budget.
    sizes: sizes.map((size) => sizeTableRow(size, locale)),
    // `?size=` (a size row's "Add to quote" followed without JavaScript): the form adds that size.
    ...chosenSize(request, sizes),
    attributes: attributeLines(product, sizes, undefined, locale).map(
      ({ label, value }): [string, string] => [label, value],
    ),
  };
}

export const meta: Route.MetaFunction = ({
  data: loaderData,
  matches,
  location,
}) => {
  const product = loaderData?.product;
  if (!product || !("imageAlt" in loaderData)) {
    const title =
      loaderData && "metaTitle" in loaderData
        ? loaderData.metaTitle
        : errorTitleFromMatches(matches);
    const description = loaderData?.metaDescription ?? "";
    return pageMeta({
      title,
      description,
      path: location.pathname,
      siteUrl: siteUrlFromMatches(matches),
      noIndex: true,
    });
  }
  return pageMeta({
    title: product.name,
    description: loaderData.metaDescription ?? product.description,
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    image: productPreviewSrc(product),
    // The generated card's size is known; an uploaded picture's is not read here.
    imageSize:
      productPreviewSrc(product) === productCardSrc(product.id)
        ? CARD_SIZE
        : undefined,
    imageAlt: loaderData.imageAlt,
    type: "product",
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const lp = useLocalePath();
  const t = useCopy("product");
  const { product } = loaderData;
  if (!product || !("imageAlt" in loaderData))
    return (
      <ProductNotFound
        title={loaderData.metaTitle}
        body={loaderData.metaDescription ?? ""}
      />
    );
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <StructuredData />
      <Link
        to={lp("/products")}
        className={cn(buttonVariants({ variant: "ghost" }), "-ms-3")}
      >
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t.back}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-14">
        <ProductFigure product={product} alt={loaderData.imageAlt} />
        <div>
          <ProductSummary
            product={product}
            categoryPath={loaderData.categoryPath}
          />
          {loaderData.designation && (
            <ProductDesignation designation={loaderData.designation} />
          )}
          <ProductActions id={product.id} name={product.name} />
          <AddToQuoteSection
            productId={product.id}
            size={loaderData.chosenSize}
          />
        </div>
      </div>

      <ProductSizes
        productId={product.id}
        name={product.name}
        sizes={loaderData.sizes}
        attributes={loaderData.attributes}
      />

      <section className="mt-12 lg:mt-16" aria-label={t.tabs.specifications}>
        <ProductDetailTabs
          specifications={product.specifications}
          marks={product.specificationMarks}
          features={product.features}
          applications={product.applications}
          featuresMark={product.marks?.features}
          applicationsMark={product.marks?.applications}
        />
      </section>
    </main>
  );
}
