/** Home, product listing, category pages and product detail. Owned by the catalogue work. */
export const catalog = {
  home: {
    metaTitle: "Cableworks",
    metaDescription:
      "Stranded conductors, multi-conductor, control and PVC insulated cables made in New Borg El Arab City, Egypt since 2011. Browse the catalogue, specifications and datasheets.",
    hero: {
      label: "Featured",
      previous: "Previous slide",
      next: "Next slide",
      slideOf: "Slide {index} of {count}",
      explore: "Explore Products",
      contact: "Contact Sales",
      slides: [
        {
          tagline: "Trusted quality since 1974",
          title: "Power That Connects",
          subtitle: "Cables and conductors engineered in Egypt",
          description:
            "From New Borg El Arab City we supply stranded conductors, power, control and PVC insulated cables tested to IEC standards for projects across Egypt and the region.",
          image: "power",
          alt: "Illustration of high-voltage transmission towers at dusk",
        },
        {
          tagline: "Made to IEC standards",
          title: "Precision in Every Strand",
          subtitle: "Class 2 and class 5 copper, drawn and stranded in-house",
          description:
            "Every conductor is drawn, stranded, insulated and tested on our own lines, with resistance, spark and dimension checks on every drum before it ships.",
          image: "strands",
          alt: "Illustration of a cable cut open to show copper strands and coloured cores",
        },
        {
          tagline: "Stock ready to ship",
          title: "Built for Industry",
          subtitle: "Control, instrumentation and power cables on the drum",
          description:
            "Thousands of metres of our most requested sizes are held in stock, cut to length and delivered to site on our own drums.",
          image: "factory",
          alt: "Illustration of cable drums in a factory hall",
        },
      ],
    },
    categories: {
      heading: "Our Product Range",
      intro: "Four families of cables and conductors, each made and tested on our own lines.",
      viewProducts: "View Products",
      cards: [
        {
          id: "stranded",
          name: "Stranded Cables",
          description: "Class 2 copper and aluminium conductors for distribution, earthing and overhead lines.",
        },
        {
          id: "multiConductor",
          name: "Multi-Conductor Cables",
          description: "Two to five-core 0.6/1 kV power cables for buildings and industrial plants.",
        },
        {
          id: "control",
          name: "Control Cables",
          description: "Numbered-core control and screened instrumentation cables for automation.",
        },
        {
          id: "pvc",
          name: "PVC Insulated Cables",
          description: "Single and twin-core PVC wiring cables for housing and commercial buildings.",
        },
      ],
    },
    stats: {
      heading: "Cableworks in numbers",
      projects: "Projects Completed",
      clients: "Satisfied Clients",
      years: "Years of Experience",
    },
    certifications: {
      heading: "Certified Quality",
      intro: "Our cables are tested and certified to the standards our buyers specify.",
      validUntil: "Valid until {date}",
      viewAll: "View all certifications",
    },
    clients: {
      heading: "Trusted by Industry Leaders",
      intro: "Contractors, utilities and manufacturers across Egypt build with our cables.",
    },
  },
  products: {
    title: "Our Products",
    metaDescription:
      "Every cable and conductor Cableworks makes: stranded, multi-conductor, control and PVC insulated cables with full specifications and stock levels.",
    searchMetaTitle: "Search: {query}",
    searchMetaDescription: "Cables and conductors matching “{query}”.",
    intro: "Cables and conductors made in New Borg El Arab City, with full specifications and current stock.",
  },
  grid: {
    searchHeading: "Search Results",
    allHeading: "All Products",
    count: { one: "{count} product", other: "{count} products" },
    showingResultsFor: "Showing results for",
    noResults: "No products found",
    noResultsHint: "Try adjusting your search terms or browse other categories.",
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
    fallbackDescription: "Browse our range of high-quality cables and conductors.",
    allInCategory: "All",
    subcategories: "Subcategories",
    breadcrumbProducts: "Products",
    /** The spec's eight known category ids (used where the database has no such category). */
    known: {
      stranded: {
        name: "Stranded Conductors",
        description: "High-quality stranded copper and aluminium conductors for power distribution and earthing.",
      },
      multiConductor: {
        name: "Multi Conductors",
        description: "Multi-core power cables with colour-coded cores for buildings and industrial plants.",
      },
      control: {
        name: "Control Cables",
        description: "Control and instrumentation cables for automation, signalling and process plants.",
      },
      pvcInsulated: {
        name: "PVC Insulated",
        description: "PVC insulated wiring cables for housing, commercial buildings and switchboards.",
      },
      flexible: {
        name: "Flexible Cables",
        description: "Fine-stranded flexible cables for moving equipment, appliances and machine wiring.",
      },
      industrial: {
        name: "Industrial Cables",
        description: "Heavy-duty cables built for factories, plants and harsh industrial environments.",
      },
      power: {
        name: "Power Cables",
        description: "Low and medium voltage power cables for distribution networks and large installations.",
      },
      communication: {
        name: "Communication Cables",
        description: "Data, voice and signal cables linking control rooms, panels and field devices.",
      },
    },
  },
  product: {
    back: "Back to Products",
    notFound: "Product Not Found",
    notFoundBody: "The product you are looking for does not exist or is no longer in our catalogue.",
    availableQuantity: "Available Quantity",
    voltageRating: "Voltage Rating",
    downloadDatasheet: "Download Datasheet",
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
    moreSpecs: {
      crossSection: "Cross Section",
      insulation: "Insulation",
      temperature: "Temperature Range",
      flexibility: "Conductor Class",
      sheath: "Sheath",
    },
    certifications: "Certifications",
    notSpecified: "Not specified",
    noFeatures: "No features listed for this product yet.",
    noApplications: "No applications listed for this product yet.",
    crossSectionCaption: "Cross-section drawn from the product's specification",
    imageAlt: "Cross-section of {name}: {description}",
    drawing: {
      cores: { one: "{count} core", other: "{count} cores" },
    },
    metaDescriptionFallback: "{name}: specifications, features, applications and datasheet.",
  },
} as const;
