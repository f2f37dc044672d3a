/** Home, product listing, category pages and product detail. Owned by the catalogue work. */
export const catalog = {
  home: {
    // The spec fixes no page titles; the home page's names what the company makes.
    metaTitle: "Cableworks: Cables and Conductors Made in Egypt",
    heading: "Cableworks: cables and conductors made in Egypt",
    hero: {
      label: "Featured",
      previous: "Previous slide",
      next: "Next slide",
      slideOf: "Slide {index} of {count}",
      explore: "Explore Products",
      contact: "Contact Sales",
    },
    categories: {
      heading: "Our Product Range",
      intro:
        "Four families of cables and conductors, each made and tested on our own lines.",
      viewProducts: "View Products",
    },
    stats: {
      heading: "Cableworks in numbers",
    },
    certifications: {
      heading: "Certified Quality",
      intro:
        "Our cables are tested and certified to the standards our buyers specify.",
      validUntil: "Valid until {date}",
      viewAll: "View all certifications",
    },
    clients: {
      heading: "Trusted by Industry Leaders",
      intro:
        "Contractors, utilities and manufacturers across Egypt build with our cables.",
    },
  },
  products: {
    title: "Our Products",
    intro:
      "Cables and conductors made in New Borg El Arab City, with full specifications and current stock.",
  },
  grid: {
    searchHeading: "Search Results",
    allHeading: "All Products",
    count: { one: "{count} product", other: "{count} products" },
    pagesLabel: "Product pages",
    showingResultsFor: "Showing results for",
    noResults: "No products found",
    noResultsHint:
      "Try adjusting your search terms or browse other categories.",
    emptyCategory: "No products in this category",
    emptyCategoryHint: "Products will be added to this category soon.",
    clearSearch: "View all products",
    inStock: "In Stock",
    outOfStock: "Out of Stock",
    quantity: "{quantity} meters",
    crossSection: "Cross Section",
    voltage: "Voltage",
    conductors: "Conductors",
    insulation: "Insulation",
    viewDetails: "View Details",
    viewDetailsOf: "View details of {name}",
  },
  category: {
    premiumQuality: "Premium Quality",
    fallbackName: "Category",
    allInCategory: "All",
    subcategories: "Subcategories",
    breadcrumbProducts: "Products",
  },
  product: {
    back: "Back to Products",
    notFound: "Product Not Found",
    notFoundBody:
      "The product you are looking for does not exist or is no longer in our catalogue.",
    availableQuantity: "Available Quantity",
    voltageRating: "Voltage Rating",
    downloadDatasheet: "Download Datasheet",
    checkSize: "Check the size you need",
    copyLink: "Copy Link",
    linkCopied: "Link copied to clipboard",
    copyFailed: "Could not copy the link. Copy it from the address bar.",
    tabs: {
      specifications: "Specifications",
      features: "Features",
      applications: "Applications",
    },
    specs: {
      voltage: "Voltage Rating",
      current: "Current Rating",
      conductors: "Conductors",
      insulationMaterial: "Insulation Material",
      operatingTemp: "Operating Temperature",
      bendRadius: "Bend Radius",
      sheathMaterial: "Sheath Material",
      availableColors: "Available Colors",
    },
    certifications: "Certifications",
    notSpecified: "Not specified",
    noFeatures: "No features listed for this product yet.",
    noApplications: "No applications listed for this product yet.",
    crossSectionCaption: "Cross-section drawn from the product's specification",
    imageAlt: "Cross-section of {name}: {description}",
  },
} as const;
