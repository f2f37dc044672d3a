import type {
  Armour,
  ConductorClass,
  ConductorMaterial,
  FireBehaviour,
  Insulation,
  LoadedConductors,
  RatedVoltage,
  ReferenceMethod,
  Sheath,
} from "~/lib/cable-attributes";

/**
 * The labels of the typed attributes' codes (`~/lib/cable-attributes`): every code has one (the
 * `satisfies` clauses fail the typecheck when a code is added without its label).
 */
const attributes = {
  voltage: {
    label: "Rated voltage (Uo/U)",
    none: "Not rated (bare conductor)",
    values: {
      "300/300V": "300/300 V",
      "300/500V": "300/500 V",
      "450/750V": "450/750 V",
      "0.6/1kV": "0.6/1 kV",
      "1.8/3kV": "1.8/3 kV",
      "3.6/6kV": "3.6/6 kV",
      "6/10kV": "6/10 kV",
      "8.7/15kV": "8.7/15 kV",
      "12/20kV": "12/20 kV",
      "18/30kV": "18/30 kV",
    } satisfies Record<RatedVoltage, string>,
  },
  material: {
    label: "Conductor material",
    values: {
      copper: "Copper",
      aluminium: "Aluminium",
      "tinned-copper": "Tinned copper",
    } satisfies Record<ConductorMaterial, string>,
  },
  conductorClass: {
    label: "Conductor class",
    values: {
      1: "Class 1, solid",
      2: "Class 2, stranded",
      5: "Class 5, flexible",
      6: "Class 6, highly flexible",
    } satisfies Record<ConductorClass, string>,
  },
  insulation: {
    label: "Insulation",
    values: {
      pvc: "PVC",
      xlpe: "XLPE",
      epr: "EPR",
      lszh: "LSZH (low smoke, zero halogen)",
      none: "None (bare conductor)",
    } satisfies Record<Insulation, string>,
  },
  sheath: {
    label: "Sheath",
    values: {
      none: "None",
      pvc: "PVC",
      pe: "PE",
      lszh: "LSZH (low smoke, zero halogen)",
    } satisfies Record<Sheath, string>,
  },
  armour: {
    label: "Armour",
    values: {
      none: "None",
      swa: "Steel wire armour (SWA)",
      sta: "Steel tape armour (STA)",
      awa: "Aluminium wire armour (AWA)",
      braid: "Wire braid",
    } satisfies Record<Armour, string>,
  },
  maxTemperature: {
    label: "Maximum conductor temperature",
    value: "{temperature} °C",
    none: "Not rated",
  },
  standards: { label: "Standards", none: "None listed" },
  fireBehaviour: {
    label: "Fire behaviour",
    none: "Not declared",
    values: {
      "IEC 60332-1-2": "Flame retardant, single cable (IEC 60332-1-2)",
      "IEC 60332-3-22":
        "Flame retardant, bunched cables, category A (IEC 60332-3-22)",
      "IEC 60332-3-24":
        "Flame retardant, bunched cables, category C (IEC 60332-3-24)",
      Eca: "CPR class Eca",
      "Dca-s2,d2,a2": "CPR class Dca-s2,d2,a2",
      "Cca-s1,d1,a1": "CPR class Cca-s1,d1,a1",
      "B2ca-s1a,d1,a1": "CPR class B2ca-s1a,d1,a1",
    } satisfies Record<FireBehaviour, string>,
  },
  typeDesignation: { label: "Type designation" },
  inStock: { label: "Stock", yes: "In stock", no: "Out of stock" },
  /** IEC 60364-5-52 reference methods, as a size's rating states its installation. */
  installation: {
    label: "Installation",
    values: {
      A1: "In conduit in an insulated wall (method A1)",
      A2: "Multi-core cable in conduit in an insulated wall (method A2)",
      B1: "In conduit on a wall (method B1)",
      B2: "Multi-core cable in conduit on a wall (method B2)",
      C: "Clipped direct (method C)",
      D1: "In a duct in the ground (method D1)",
      D2: "Direct in the ground (method D2)",
      E: "In free air, on a perforated tray (method E)",
      F: "Single cores touching, in free air (method F)",
      G: "Single cores spaced, in free air (method G)",
    } satisfies Record<ReferenceMethod, string>,
    loaded: {
      2: "2 loaded conductors",
      3: "3 loaded conductors",
    } satisfies Record<LoadedConductors, string>,
  },
} as const;

/** Home, product listing, category pages and product detail. Owned by the catalogue work. */
export const catalog = {
  attributes,
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
      projects: "Projects Completed",
      clients: "Satisfied Clients",
      years: "Years of Experience",
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
