import { shownImage } from "./product-picture";

/**
 * Link previews and structured data show no SVG: a product's preview is its uploaded picture, else
 * its card drawn by the server. Apart from product-picture.ts, which every product card loads.
 */

/** The product's preview card (/product/{id}/image.png). */
export const productCardSrc = (id: string): string =>
  `/product/${encodeURIComponent(id)}/image.png`;

/** A product's image for link previews and structured data: the uploaded one, else its card. */
export function productPreviewSrc(product: {
  id: string;
  image: string | null;
}): string {
  return shownImage(product.image) ? product.image : productCardSrc(product.id);
}
