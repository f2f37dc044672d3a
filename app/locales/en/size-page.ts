/**
 * The product page's size table and attribute list headings: apart from the attribute labels
 * (./attributes.ts), which the server resolves, so the page ships only these few strings.
 */
export const sizePage = {
  sizes: {
    heading: "Sizes",
    caption: "{count} sizes of {name}",
    captionOne: "1 size of {name}",
    scrollHint: "Scroll sideways to see every column.",
    none: "No sizes are listed for this product yet. Ask us for the size you need.",
    columns: {
      article: "Article number",
      construction: "Cores × section (mm²)",
      conductorClass: "Class",
      diameter: "Outer diameter (mm)",
      weight: "Weight (kg/km)",
      resistance: "Max. DC resistance at 20 °C (Ω/km)",
      rating: "Current rating (A)",
      installation: "Rating assumes",
      drum: "Drum length (m)",
      stock: "Stock (m)",
      quote: "Quote",
    },
    noRating: "Not rated",
    ratingNote:
      "Current ratings follow IEC 60364-5-52 for one circuit at 30 °C in air or 20 °C in the ground, without correction factors. Resistances are the IEC 60228 maximum for the conductor class.",
  },
  details: { heading: "Construction and standards" },
} as const;
