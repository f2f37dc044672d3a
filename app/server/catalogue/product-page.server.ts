import { formatQuantity } from "~/lib/catalogue/catalogue-format";
import type { TextLang } from "~/lib/locale/arabic";
import { type Locale, format } from "~/locales";
import { copySection } from "~/locales/copy.server";
import {
  type LocalizedProduct,
  drawingVersion,
  fallbackMarks,
  shownSpecifications,
} from "./catalogue.server";
import type { Product } from "../db/schema.server";

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

/**
 * The product as /product/{id} shows it: only what the page renders (the first-load budget counts
 * this data), the quantity and stock words written here rather than the cards' whole `grid`
 * section sent for three strings. `specificationKeys`: the values the page shows.
 */
export function productPageFields<Key extends keyof Product["specifications"]>(
  product: LocalizedProduct,
  category: { name: string; lang: TextLang | undefined },
  specificationKeys: readonly Key[],
  locale: Locale,
) {
  const t = copySection(locale, "grid");
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    categoryName: category.name,
    // The marks of texts not in the page's language (an Arabic page's English fallbacks), made
    // here as the category page's are, so this page ships no marking code (decision 041).
    ...fallbackMarks({ ...product.lang, category: category.lang }, locale),
    quantityText: format(t.quantity, {
      quantity: formatQuantity(product.quantity, locale),
    }),
    stockText: product.inStock ? t.inStock : t.outOfStock,
    inStock: product.inStock,
    image: product.image,
    version: drawingVersion(product),
    // In the page's language where written in it, values isolated, English fallbacks marked.
    ...specificationsShown(
      shownSpecifications(product, specificationKeys, locale),
    ),
    features: product.features,
    applications: product.applications,
    certifications: product.certifications,
  };
}

/** The size `?size=` names, when it is one of this product's articles. */
export function chosenSize(
  request: Request,
  sizes: readonly { articleNumber: string }[],
): { chosenSize?: string } {
  const wanted = new URL(request.url).searchParams.get("size");
  const found = sizes.find((size) => size.articleNumber === wanted);
  return found ? { chosenSize: found.articleNumber } : {};
}
