/** A stored image the site can show: a root path or a web address (anything else is no picture). */
export const shownImage = (image: string | null): image is string =>
  image !== null && /^(\/|https?:\/\/)/.test(image);

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
  return shownImage(image) ? image : drawingSrc(product);
}
