import { ProductPicture } from "~/components/site/product-picture";
import { useCopy } from "~/locales/copy";

/** The product's picture, large, on its glow; a drawn cross-section says so beneath it. */
export function ProductFigure({
  product,
  alt,
}: {
  product: { id: string; version: string; image: string | null };
  alt: string;
}) {
  const t = useCopy("product");
  return (
    <figure className="self-start">
      <div className="relative flex aspect-square items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted p-8 sm:p-12">
        <div aria-hidden="true" className="absolute inset-0 product-glow" />
        <ProductPicture
          product={product}
          alt={alt}
          eager
          size={600}
          className="relative drop-shadow-xl"
        />
      </div>
      {!product.image && (
        <figcaption className="mt-3 text-center text-xs text-muted-foreground">
          {t.crossSectionCaption}
        </figcaption>
      )}
    </figure>
  );
}
