import { ArrowLeft, Download } from "lucide-react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { data, Link } from "react-router";
import { drawCable } from "~/lib/catalogue/cable-drawing";
import { formatQuantity } from "~/lib/catalogue/catalogue-format";
import { CompareToggle } from "~/components/site/compare-toggle";
import { CopyLinkButton } from "~/components/site/copy-link-button";
import { StructuredData } from "~/components/site/json-ld";
import { ProductPicture } from "~/components/site/product-picture";
import {
  ProductDetailTabs,
  SizeTable,
} from "~/components/site/product-details-lazy";
import { specRows } from "~/components/site/spec-rows";
import { ProductAttributes } from "~/components/site/product-attributes";
import type { SizeRow } from "~/components/site/size-table";
import { ProductDesignation } from "~/components/site/product-designation";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import {
  CARD_SIZE,
  absoluteUrl,
  pageMeta,
  siteUrlFromMatches,
} from "~/lib/meta";
import { breadcrumbList, productArticleIds } from "~/lib/structured-data";
import { errorTitleFromMatches, format } from "~/locales";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { pageCopy } from "~/locales/copy.server";
import { requestMessages } from "~/locales/messages.server";
import { useSizePageMessages } from "~/locales/size-page";
import {
  drawingVersion,
  fallbackMarks,
  getCategory,
  getProduct,
  localizeProducts,
  shownSpecifications,
} from "~/server/catalogue/catalogue.server";
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
import { site } from "~/lib/site";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import { AddToQuoteForm } from "~/components/site/add-to-quote-form";
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
    {
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${url}#product`,
      name: product.name,
      description: product.description,
      // sku and mpn: the main size's article number (issue 16; decision 019). No offers: Google's
      // product snippet and merchant listing docs require `price` (or priceSpecification.price) on
      // every Offer, and these products are priced on request; an Offer without one is an error in
      // the Rich Results Test. See decision 016.
      ...productArticleIds(mainSize(stored!, sizes)?.articleNumber),
      url,
      image: absoluteUrl(origin, previewImage(product)),
      category: info.name,
      brand: { "@type": "Brand", name: site.name },
      manufacturer: {
        "@type": "Organization",
        name: site.legalName,
        url: origin,
      },
      additionalProperty: (
        Object.entries(product.specifications) as [
          string,
          string | number | null,
        ][]
      )
        .filter(([, value]) => value !== null && value !== "")
        .map(([name, value]) => ({ "@type": "PropertyValue", name, value })),
    },
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
      description: drawCable(product.specifications).summary,
    }),
    categoryPath: lp(categoryPath),
    designation: productDesignation(product.typeDesignation, locale),
    // Only what the page renders (the first-load budget counts this data): the quantity and stock
    // words written here rather than the cards' whole `grid` section sent for three strings.
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      categoryName: info.name,
      // A text not in the page's language (an Arabic page's English fallback), to mark it.
      // The marks of texts not in the page's language (an Arabic page's English fallbacks), made
      // here as the category page's are, so this page ships no marking code (decision 041).
      ...fallbackMarks(
        { ...product.lang, category: category?.lang?.name },
        locale,
      ),
      quantityText: format(t.grid.quantity, {
        quantity: formatQuantity(product.quantity, locale),
      }),
      stockText: product.inStock ? t.grid.inStock : t.grid.outOfStock,
      inStock: product.inStock,
      image: product.image,
      version: drawingVersion(product),
      // In the page's language where written in it, values isolated, English fallbacks marked.
      ...specificationsShown(
        shownSpecifications(
          product,
          ["crossSection", ...specRows] as const,
          locale,
        ),
      ),
      features: product.features,
      applications: product.applications,
      certifications: product.certifications,
    },
    // Written out here: the page's data and script are part of its first-load budget.
    sizes: sizes.map((size) => sizeTableRow(size, locale)),
    // `?size=` (a size row's "Add to quote" followed without JavaScript): the form adds that size.
    ...chosenSize(request, sizes),
    attributes: attributeLines(product, sizes, undefined, locale).map(
      ({ label, value }): [string, string] => [label, value],
    ),
  };
}

/** The size `?size=` names, when it is one of this product's articles. */
function chosenSize(
  request: Request,
  sizes: readonly { articleNumber: string }[],
): { chosenSize?: string } {
  const wanted = new URL(request.url).searchParams.get("size");
  const found = sizes.find((size) => size.articleNumber === wanted);
  return found ? { chosenSize: found.articleNumber } : {};
}

/** The page's data of the values it shows (its two summary cards and the tabs' rows), no others. */
function specificationsShown<Values, Marks>({
  values,
  marks,
}: {
  values: Values;
  marks?: Marks;
}): { specifications: Values; specificationMarks?: Marks } {
  return marks
    ? { specifications: values, specificationMarks: marks }
    : { specifications: values };
}

const cardPath = (id: string) => `/product/${encodeURIComponent(id)}/image.png`;

function previewImage(product: { id: string; image: string | null }): string {
  return product.image && /^(\/|https?:\/\/)/.test(product.image)
    ? product.image
    : cardPath(product.id);
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
    image: previewImage(product),
    // The generated card's size is known; an uploaded picture's is not read here.
    imageSize:
      previewImage(product) === cardPath(product.id) ? CARD_SIZE : undefined,
    imageAlt: loaderData.imageAlt,
    type: "product",
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const lp = useLocalePath();
  const t = { product: useCopy("product") };
  const addToQuoteCopy = useCopy("addToQuote");
  const { product } = loaderData;
  if (!product || !("imageAlt" in loaderData))
    return (
      <ProductNotFound
        title={loaderData.metaTitle}
        body={loaderData.metaDescription ?? ""}
      />
    );
  const { imageAlt, categoryPath, sizes, attributes } = loaderData;
  const specs = product.specifications;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <StructuredData />
      <Link
        to={lp("/products")}
        className={cn(buttonVariants({ variant: "ghost" }), "-ms-3")}
      >
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t.product.back}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-14">
        <figure className="self-start">
          <div className="relative flex aspect-square items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted p-8 sm:p-12">
            <div aria-hidden="true" className="absolute inset-0 product-glow" />
            <ProductPicture
              product={product}
              alt={imageAlt}
              eager
              size={600}
              className="relative drop-shadow-xl"
            />
          </div>
          {!product.image && (
            <figcaption className="mt-3 text-center text-xs text-muted-foreground">
              {t.product.crossSectionCaption}
            </figcaption>
          )}
        </figure>

        <div>
          <Link to={categoryPath} className="rounded-full">
            <Badge
              variant="secondary"
              key={product.marks?.category?.lang}
              {...product.marks?.category}
            >
              {product.categoryName}
            </Badge>
          </Link>
          <h1
            className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl"
            key={product.marks?.name?.lang}
            {...product.marks?.name}
          >
            {product.name}
          </h1>
          <p
            className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg"
            key={product.marks?.description?.lang}
            {...product.marks?.description}
          >
            {product.description}
          </p>

          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
              <p className="text-sm font-medium text-muted-foreground">
                {t.product.availableQuantity}
              </p>
              <p
                className={cn(
                  "mt-2 text-2xl font-bold",
                  product.inStock ? "text-success" : "text-destructive",
                )}
              >
                <bdi>{product.quantityText}</bdi>
              </p>
              <Badge
                variant={product.inStock ? "success" : "destructive"}
                className="mt-2"
              >
                {product.stockText}
              </Badge>
            </div>
            <div className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
              <p className="text-sm font-medium text-muted-foreground">
                {t.product.voltageRating}
              </p>
              <p className="mt-2 text-2xl font-bold">
                <bdi
                  key={product.specificationMarks?.voltage?.dir}
                  {...product.specificationMarks?.voltage}
                >
                  {specs.voltage || t.product.notSpecified}
                </bdi>
              </p>
              {specs.crossSection && (
                <p className="mt-2 text-sm text-muted-foreground">
                  <bdi
                    key={product.specificationMarks?.crossSection?.dir}
                    {...product.specificationMarks?.crossSection}
                  >
                    {specs.crossSection}
                  </bdi>
                </p>
              )}
            </div>
          </div>

          {product.certifications.length > 0 && (
            <div className="mt-6">
              <h2 className="text-sm font-semibold text-muted-foreground">
                {t.product.certifications}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.certifications.map((name) => (
                  <li key={name}>
                    <Badge variant="outline">{name}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {loaderData.designation && (
            <ProductDesignation designation={loaderData.designation} />
          )}

          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={lp(
                `/product/${encodeURIComponent(product.id)}/datasheet.pdf`,
              )}
              download
              className={buttonVariants({ size: "lg" })}
            >
              <Download aria-hidden="true" />
              {t.product.downloadDatasheet}
            </a>
            <CopyLinkButton />
            <CompareToggle id={product.id} name={product.name} large />
            <Link
              to={lp("/tools/cable-sizing")}
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              {t.product.checkSize}
            </Link>
          </div>

          <section
            id="add-to-quote"
            aria-labelledby="add-to-quote-title"
            className="mt-8 scroll-mt-24 rounded-[var(--radius-card)] border border-border bg-surface p-5"
          >
            <h2 id="add-to-quote-title" className="text-lg font-semibold">
              {loaderData.chosenSize
                ? format(addToQuoteCopy.openFor, {
                    name: loaderData.chosenSize,
                  })
                : addToQuoteCopy.open}
            </h2>
            <AddToQuoteForm
              productId={product.id}
              size={loaderData.chosenSize}
              className="mt-3"
            />
          </section>
        </div>
      </div>

      <ProductSizes
        productId={product.id}
        name={product.name}
        sizes={sizes}
        attributes={attributes}
      />

      <section
        className="mt-12 lg:mt-16"
        aria-label={t.product.tabs.specifications}
      >
        <ProductDetailTabs
          specifications={specs}
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

/** The size table, then the typed attributes, each under its heading. */
function ProductSizes({
  productId,
  name,
  sizes,
  attributes,
}: {
  productId: string;
  name: string;
  sizes: SizeRow[];
  attributes: [string, string][];
}) {
  const t = useSizePageMessages();
  return (
    <>
      <section
        className="mt-12 lg:mt-16"
        aria-labelledby="product-sizes-heading"
      >
        <h2
          id="product-sizes-heading"
          className="mb-4 text-2xl font-bold tracking-tight"
        >
          {t.sizes.heading}
        </h2>
        <SizeTable productId={productId} name={name} sizes={sizes} />
      </section>
      <section className="mt-12" aria-labelledby="product-attributes-heading">
        <h2
          id="product-attributes-heading"
          className="mb-4 text-2xl font-bold tracking-tight"
        >
          {t.details.heading}
        </h2>
        <ProductAttributes lines={attributes} />
      </section>
    </>
  );
}

/** The 404's words come with the loader's 404 data (its `meta` reads them too), not in every product page's copy. */
function ProductNotFound({ title, body }: { title: string; body: string }) {
  const lp = useLocalePath();
  const t = useCopy("product");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p
        className="font-mono text-sm font-semibold tracking-widest text-primary uppercase"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      <Link
        to={lp("/products")}
        className={cn(buttonVariants({ size: "lg" }), "mt-8")}
      >
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t.back}
      </Link>
    </main>
  );
}
