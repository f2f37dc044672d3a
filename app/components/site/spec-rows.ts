/**
 * The spec's eight specification rows of the product page's tabs, in its order: the tabs render
 * them, and the page's loader sends only these values (and the summary's cross-section).
 */
export const specRows = [
  "voltage",
  "current",
  "conductors",
  "insulationMaterial",
  "operatingTemp",
  "bendRadius",
  "sheathMaterial",
  "availableColors",
] as const;
