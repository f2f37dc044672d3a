/** The downloads copy (app/locales/en/index.ts says why pages import their own). */
export const downloadsCopy = {
  metaTitle: "Downloads",
  metaDescription:
    "Download the Cableworks product catalogue, technical datasheets and certificates as PDF files.",
  eyebrow: "Resources",
  title: "Downloads",
  lead: "Catalogues, technical datasheets and certificates as PDF files, kept up to date with our products.",
  searchLabel: "Search downloads",
  searchPlaceholder: "Search downloads...",
  searchSubmit: "Search",
  tabs: {
    catalogs: "Product Catalogs",
    datasheets: "Technical Datasheets",
    certifications: "Certifications",
  },
  download: "Download",
  downloadNamed: "Download {name}",
  type: "Type",
  size: "Size",
  date: "Date",
  noResults: 'No downloads match "{q}".',
  resultsIn: "{count} in {tab}",
} as const;
