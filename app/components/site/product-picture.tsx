import { cn } from "~/lib/cn";
import { productPictureSrc } from "~/lib/catalogue/product-picture";

/** An uploaded picture when there is one; else the cross-section drawn from the specification. */
export function ProductPicture({
  product,
  alt = "",
  className,
  eager,
  size = 400,
}: {
  product: { id: string; version: string; image: string | null };
  alt?: string;
  className?: string;
  eager?: boolean;
  size?: number;
}) {
  return (
    <img
      src={productPictureSrc(product)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-full w-full object-contain", className)}
    />
  );
}
