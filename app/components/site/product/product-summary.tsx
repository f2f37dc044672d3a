import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import type { LangAttrs } from "~/lib/locale/lang-attrs";
import { useCopy } from "~/locales/copy";

type SpecificationValue = string | number | null;

/** What the summary shows of a product, as the loader writes it (marks: texts not in the page's language). */
interface ProductSummaryData {
  name: string;
  description: string;
  categoryName: string;
  marks?: { category?: LangAttrs; name?: LangAttrs; description?: LangAttrs };
  quantityText: string;
  stockText: string;
  inStock: boolean;
  specifications: {
    voltage: SpecificationValue;
    crossSection: SpecificationValue;
  };
  specificationMarks?: { voltage?: LangAttrs; crossSection?: LangAttrs };
  certifications: readonly string[];
}

/** Beside the picture: the category, name and description, the stock and voltage cards, the certifications. */
export function ProductSummary({
  product,
  categoryPath,
}: {
  product: ProductSummaryData;
  categoryPath: string;
}) {
  const t = useCopy("product");
  const specs = product.specifications;
  return (
    <>
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
            {t.availableQuantity}
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
            {t.voltageRating}
          </p>
          <p className="mt-2 text-2xl font-bold">
            <bdi
              key={product.specificationMarks?.voltage?.dir}
              {...product.specificationMarks?.voltage}
            >
              {specs.voltage || t.notSpecified}
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
            {t.certifications}
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
    </>
  );
}
