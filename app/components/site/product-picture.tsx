import { cn } from "~/lib/cn";

export function drawingSrc(product: { id: string; version: string }): string {
  return `/product/${encodeURIComponent(product.id)}/cross-section.svg?v=${product.version}`;
}

function uploadedImage(image: string | null): string | null {
  return image && /^(\/|https?:\/\/)/.test(image) ? image : null;
}

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
      src={uploadedImage(product.image) ?? drawingSrc(product)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-full w-full object-contain", className)}
    />
  );
}

