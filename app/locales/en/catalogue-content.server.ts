/**
 * Catalogue copy that only the server reads: the home page's category cards (its hero slides are in the database), the
 * known category headers, page descriptions. Loaders send what a page shows, so this text is not
 * in every page's JavaScript. Same rules as the other locale files: an Arabic file mirrors it.
 */
export const catalogContent = {
  home: {
    metaDescription:
      "Stranded conductors, multi-conductor, control and PVC insulated cables made in New Borg El Arab City, Egypt since {foundedYear}. Browse the catalogue, specifications and datasheets.",
    categoryCards: [
      {
        id: "stranded",
        name: "Stranded Cables",
        description:
          "Class 2 copper and aluminium conductors for distribution, earthing and overhead lines.",
      },
      {
        id: "multiConductor",
        name: "Multi-Conductor Cables",
        description:
          "Two to five-core 0.6/1 kV power cables for buildings and industrial plants.",
      },
      {
        id: "control",
        name: "Control Cables",
        description:
          "Numbered-core control and screened instrumentation cables for automation.",
      },
      {
        id: "pvc",
        name: "PVC Insulated Cables",
        description:
          "Single and twin-core PVC wiring cables for housing and commercial buildings.",
      },
    ],
  },
  products: {
    metaDescription:
      "Every cable and conductor Cableworks makes: stranded, multi-conductor, control and PVC insulated cables with full specifications and stock levels.",
    searchMetaTitle: "Search: {query}",
    searchMetaDescription: "Cables and conductors matching “{query}”.",
    /** On a card, the sizes the search or the size filters picked it for. */
    matchingSizes: "Matching sizes: {sizes}",
    sizeWithUnit: "{size} mm²",
    /** A card's family line: its type designation and range of sizes, then where look-alike names part. */
    sizeRange: "{first} to {last} mm²",
    familySeparator: " · ",
    nameEnding: "… {words}",
    listSeparator: ", ",
    moreSizes: "{sizes} and {count} more",
  },
  category: {
    /** A subcategory page's description: unique by its names, with the admin's text when there is one. */
    subcategoryMetaDescription:
      "{subcategory} in the {category} range of Cableworks: construction, ratings and datasheets for each cable, made in New Borg El Arab City, Egypt.",
    subcategoryMetaDescriptionWith:
      "{subcategory} in the {category} range of Cableworks. {description} Construction, ratings and datasheets for each cable, made in Egypt.",
    fallbackDescription:
      "Browse our range of high-quality cables and conductors.",
    /** The spec's eight known category ids (used where the database has no such category). */
    known: {
      stranded: {
        name: "Stranded Conductors",
        description:
          "High-quality stranded copper and aluminium conductors for power distribution and earthing.",
      },
      multiConductor: {
        name: "Multi Conductors",
        description:
          "Multi-core power cables with colour-coded cores for buildings and industrial plants.",
      },
      control: {
        name: "Control Cables",
        description:
          "Control and instrumentation cables for automation, signalling and process plants.",
      },
      pvcInsulated: {
        name: "PVC Insulated",
        description:
          "PVC insulated wiring cables for housing, commercial buildings and switchboards.",
      },
      flexible: {
        name: "Flexible Cables",
        description:
          "Fine-stranded flexible cables for moving equipment, appliances and machine wiring.",
      },
      industrial: {
        name: "Industrial Cables",
        description:
          "Heavy-duty cables built for factories, plants and harsh industrial environments.",
      },
      power: {
        name: "Power Cables",
        description:
          "Low and medium voltage power cables for distribution networks and large installations.",
      },
      communication: {
        name: "Communication Cables",
        description:
          "Data, voice and signal cables linking control rooms, panels and field devices.",
      },
    },
  },
  product: {
    metaDescriptionFallback:
      "{name}: specifications, features, applications and datasheet.",
    /** The cross-section drawing's alt text (the page's image and the datasheet's figure). */
    drawing: {
      summary: "{cores} ({colours})",
      oneCore: "1 core",
      cores: "{count} cores",
      numbered: "numbered cores",
      separator: ", ",
      screen: "braided screen",
      sheath: "sheath",
      flatSheath: "flat sheath",
      noSheath: "no sheath",
      colours: {
        black: "black",
        red: "red",
        blue: "blue",
        brown: "brown",
        grey: "grey",
        white: "white",
        yellow: "yellow",
        green: "green",
        orange: "orange",
        "yellow/green": "yellow/green",
      },
    },
  },
} as const;
