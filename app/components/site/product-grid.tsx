import type { LangAttrs } from "~/lib/locale/lang-attrs";
import { PackageSearch } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { HydrateLater } from "~/runtime/hydrate-in-steps";
import { useCopy } from "~/locales/copy";
import { ProductCard, type ProductCardData } from "./product-card";

interface ProductGridProps {
  products: ProductCardData[];
  /** "8 products": every match when `products` is one page of them (the loader's `productCountLine`). */
  countText: string;
  /** The search term, when the grid shows search results. */
  query?: string;
  /** The heading: the search-results heading or the category's name. */
  heading: string;
  /** Marks the heading's language where it is not the page's (an untranslated category name, decision 041). */
  headingMark?: LangAttrs;
  /** The empty state's words when there is nothing to show (the loader's `emptyGrid`); a clear-search link when `clear` is given. */
  emptyText?: { title: string; hint: string; clear?: string };
  /** Replaces the empty state (the finder's, which names the filter that emptied the list). */
  emptyState?: React.ReactNode;
  headingLevel?: "h1" | "h2";
  /** Shown under the grid: the page links of a paginated list. */
  children?: React.ReactNode;
}

/** The spec's product grid, shared by the listing and the category pages. */
export function ProductGrid({
  products,
  countText,
  query,
  heading,
  headingMark,
  emptyText,
  emptyState,
  headingLevel = "h2",
  children,
}: ProductGridProps) {
  const lp = useLocalePath();
  const t = useCopy("grid");
  const Heading = headingLevel;
  const searching = Boolean(query);
  return (
    <section aria-labelledby="product-grid-heading">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <Heading
            id="product-grid-heading"
            key={headingMark?.lang}
            className="text-2xl font-bold tracking-tight"
            {...headingMark}
          >
            {heading}
          </Heading>
          {searching && (
            <p className="mt-1 text-muted-foreground">
              {t.showingResultsFor}{" "}
              <q className="font-semibold text-foreground">{query}</q>
            </p>
          )}
        </div>
        <p className="text-sm font-medium text-muted-foreground" role="status">
          {countText}
        </p>
      </div>
      {products.length === 0 && emptyState ? (
        emptyState
      ) : products.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-border bg-surface px-6 py-16 text-center">
          <PackageSearch
            className="size-12 text-muted-foreground"
            aria-hidden="true"
          />
          <p className="mt-4 text-lg font-semibold">{emptyText?.title}</p>
          <p className="mt-2 max-w-md text-muted-foreground">
            {emptyText?.hint}
          </p>
          {emptyText?.clear && (
            <Link
              to={lp("/products")}
              className={buttonVariants({
                variant: "outline",
                className: "mt-6",
              })}
            >
              {emptyText.clear}
            </Link>
          )}
        </div>
      ) : (
        <ul className="product-grid mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <HydrateLater key={product.id}>
              <li className="flex">
                <ProductCard product={product} index={index} />
              </li>
            </HydrateLater>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
