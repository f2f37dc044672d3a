/** "Add to quote" on product cards, product pages and size rows (only pages with products ship it). */
export const addToQuote = {
  open: "Add to quote",
  openFor: "Add to quote: {name}",
  length: "Length (m)",
  drum: "Drum length (m)",
  optional: "(optional)",
  add: "Add to quote",
  adding: "Adding...",
  view: "View quote",
} as const;
