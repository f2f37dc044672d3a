import { ArrowRight } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { LangAttrs } from "~/lib/locale/lang-attrs";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";
import { AddToQuote } from "./add-to-quote";
import { CompareToggle } from "./compare-toggle";
import { ProductPicture } from "./product-picture";

/** What a product card needs (the loader sends no more than this). */
export interface ProductCardData {
  id: string;
  name: string;
  description: string;
  /** "2,500 meters", in the page's language (written by the loader: `productCard`). */
  quantityText: string;
  inStock: boolean;
  image: string | null;
  /** Fingerprint of the specification: part of the drawing's address, so caches follow edits. */
  version: string;
  specifications: {
    crossSection: string;
    voltage: string;
    conductors: number | null;
    insulation: string;
  };
  /**
   * "NYY · 3 × 1.5 to 3 × 120 + 70 mm²": what tells this family from look-alikes whose titles the
   * two-line clamp cuts the same (issue 35), from the loader (`productCards`).
   */
  familyLine?: string;
  /** "Matching sizes: 1 × 16 mm²": which sizes a search or the size filters picked it for. */
  matchingSizes?: string;
  /** The lang/dir of a text not in the page's language (an Arabic page's English fallback), from the loader. */
  marks?: { name?: LangAttrs; description?: LangAttrs };
}

/** As many cards as a row holds at the widest layout (four columns). */
const EAGER_CARDS = 4;

export function ProductCard({
  product,
  index = 0,
}: {
  product: ProductCardData;
  index?: number;
}) {
  const lp = useLocalePath();
  const t = useCopy("grid");
  const specs = product.specifications;
  const rows = [
    [t.crossSection, specs.crossSection],
    [t.voltage, specs.voltage],
    [t.conductors, specs.conductors === null ? "" : String(specs.conductors)],
    [t.insulation, specs.insulation],
  ] as const;
  return (
    <article
      className="group flex animate-fade-up flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-sm transition-shadow hover:shadow-md"
      aria-labelledby={`product-${product.id}-name`}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <div className="absolute inset-0 flex items-center justify-center p-6">
          {/* The first row is in view on arrival, so its pictures load at once; the rest on approach. */}
          <ProductPicture
            product={product}
            eager={index < EAGER_CARDS}
            className="max-h-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <Badge
          variant={product.inStock ? "success" : "destructive"}
          className="absolute start-3 top-3"
        >
          {product.inStock ? t.inStock : t.outOfStock}
        </Badge>
        {/* Compare sits in the opposite corner (app.css): side by side, a longer stock label (Arabic's) ran under it. */}
        <CompareToggle id={product.id} name={product.name} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3
          id={`product-${product.id}-name`}
          className="line-clamp-2 text-lg leading-snug font-semibold"
          key={product.marks?.name?.lang}
          {...product.marks?.name}
        >
          {product.name}
        </h3>
        {product.familyLine && (
          <p className="mt-1 text-sm font-medium text-muted-foreground">
            {product.familyLine}
          </p>
        )}
        <p
          className="mt-2 line-clamp-3 text-sm text-muted-foreground"
          key={product.marks?.description?.lang}
          {...product.marks?.description}
        >
          {product.description}
        </p>
        <p
          className={cn(
            "mt-3 text-sm font-semibold",
            product.inStock ? "text-success" : "text-muted-foreground",
          )}
        >
          <bdi>{product.quantityText}</bdi>
        </p>
        {product.matchingSizes && (
          <p className="mt-2 text-sm font-medium">{product.matchingSizes}</p>
        )}
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 border-t border-border pt-3 text-xs">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="truncate font-medium" title={value || undefined}>
                <bdi>{value || "–"}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <Link
          to={lp(`/product/${encodeURIComponent(product.id)}`)}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "mt-5 w-full group-hover:border-primary group-hover:text-primary",
          )}
          aria-label={format(t.viewDetailsOf, { name: product.name })}
        >
          {t.viewDetails}
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </Link>
        <AddToQuote
          productId={product.id}
          productName={product.name}
          className="mt-3"
        />
      </div>
    </article>
  );
}
