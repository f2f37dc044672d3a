/** The address of a product's cross-section, drawn from its specification (`version` changes with the drawing). */
function drawingSrc(product: { id: string; version: string }): string {
  return `/product/${encodeURIComponent(product.id)}/cross-section.svg?v=${product.version}`;
}

/** A product's picture: the uploaded one when there is one, else its drawn cross-section. */
export function productPictureSrc(product: {
  id: string;
  version: string;
  image: string | null;
}): string {
  const image = product.image;
  return image && /^(\/|https?:\/\/)/.test(image) ? image : drawingSrc(product);
}
