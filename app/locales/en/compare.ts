/**
 * The /compare page's copy, kept out of the shared catalogue (`useMessages()`) so that no other
 * page ships it. The Compare control's is in ./compare-control.ts, its tray's in ./compare-tray.ts.
 */
export const comparePage = {
  title: "Compare products",
  titleOf: "Compare {names}",
  metaDescription:
    "Cableworks cables side by side: ratings, construction, sizes and specifications.",
  intro:
    "Up to four products side by side. Rows whose values differ are marked “Differs”.",
  caption: { one: "{count} product", other: "{count} products side by side" },
  tableRegion: "Comparison table (scrolls sideways)",
  attribute: "Attribute",
  remove: "Remove",
  removeOf: "Remove {name} from the comparison",
  differs: "Differs",
  onlyDifferences: "Show only differences",
  allRows: "Show all rows",
  noDifferences: "These products have the same value in every row.",
  notSpecified: "Not specified",
  emptyTitle: "Nothing to compare yet",
  emptyBody:
    "Choose up to four products with the Compare button on product cards and product pages, or find one below.",
  browse: "Browse products",
  print: "Printed from {url}. Product data of {date}.",
  groups: {
    overview: "Overview",
    construction: "Construction",
    sizes: "Sizes",
    specifications: "Specifications as published",
  },
  rows: {
    category: "Category",
    sizes: "Size range",
    sizeCount: "Number of sizes",
    cores: "Cores",
    section: "Cross-section",
    diameter: "Outer diameter",
    weight: "Weight",
    resistance: "Maximum DC resistance at 20 °C",
    rating: "Current rating",
  },
  values: {
    range: "{min} to {max}",
    mm2: "{value} mm²",
    mm: "{value} mm",
    kgKm: "{value} kg/km",
    ohmKm: "{value} Ω/km",
    ampere: "{value} A",
    ratingBasis: "{range}: {installation}, {loaded}",
    noSizes: "No sizes listed",
  },
  dropped: {
    heading: "Some products in the address were left out",
    unknown: "No product has the id “{id}”.",
    duplicate: "Product “{id}” was listed more than once; it is shown once.",
    surplus:
      "Product “{id}” was left out: you can compare up to four products at a time.",
  },
  add: {
    heading: "Add a product",
    label: "Find a product by name, type or size",
    submit: "Find",
    results: "Products matching “{query}”",
    noResults:
      "No other product matches “{query}”. Try another name, type or size.",
    add: "Add",
    addOf: "Add {name} to the comparison",
    full: "You are comparing four products, the most at a time. Remove one to add another.",
  },
} as const;
