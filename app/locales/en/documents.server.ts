import { sizePage } from "./size-page";

/**
 * The copy of the documents the server draws: the Downloads page's PDFs, product datasheets and
 * the link-preview card. Only the server reads it, so it is in no page's JavaScript. Same rules as
 * the other locale files: an Arabic file mirrors it. `{name}` placeholders are filled by format().
 */
export const documents = {
  downloads: {
    "cableworks-product-catalogue.pdf": {
      title: "Complete Product Catalogue",
      intro:
        "Our complete range of stranded conductors, multi-core power cables, control cables and PVC insulated wiring cables, with the full technical data of every product.",
    },
    "cableworks-power-cables-catalogue.pdf": {
      title: "Power Conductors & Cables Catalogue",
      intro:
        "Stranded conductors and multi-core power cables for power distribution, earthing, buildings and industrial plants.",
    },
    "cableworks-control-wiring-catalogue.pdf": {
      title: "Control & Wiring Cables Catalogue",
      intro:
        "Control and instrumentation cables for automation and signalling, and PVC insulated wiring cables for buildings and switchboards.",
    },
    "datasheets-stranded-conductors.pdf": {
      title: "Stranded Conductors Datasheets",
      intro:
        "Technical datasheets: every specification, feature, application and standard of each product, as on our website today.",
    },
    "datasheets-multi-conductor-cables.pdf": {
      title: "Multi-Conductor Cables Datasheets",
      intro:
        "Technical datasheets: every specification, feature, application and standard of each product, as on our website today.",
    },
    "datasheets-control-pvc-cables.pdf": {
      title: "Control & PVC Cables Datasheets",
      intro:
        "Technical datasheets: every specification, feature, application and standard of each product, as on our website today.",
    },
    "cableworks-iso-9001-certificate.pdf": {
      title: "ISO 9001:2015 Quality Certificate",
      intro:
        "Certification of our quality management system for the design, manufacture and testing of cables and conductors.",
    },
    "cableworks-product-conformity.pdf": {
      title: "Product Conformity Certificates",
      intro:
        "The product standards and markings our conductors and cables conform to, with their status and validity.",
    },
    "cableworks-environmental-compliance.pdf": {
      title: "Environmental Compliance Statement",
      intro:
        "Restriction of hazardous substances and chemical registration of the materials used in our products.",
    },
  },
  pdf: {
    specifications: {
      crossSection: "Cross Section",
      voltage: "Voltage Rating",
      current: "Current Rating",
      conductors: "Number of Conductors",
      insulation: "Insulation",
      insulationMaterial: "Insulation Material",
      sheath: "Sheath",
      sheathMaterial: "Sheath Material",
      temperature: "Temperature Rating",
      operatingTemp: "Operating Temperature",
      flexibility: "Flexibility",
      bendRadius: "Minimum Bend Radius",
      availableColors: "Available Colors",
    },
    /** A datasheet's size table: the product page's column headings (one English text for both). */
    sizeColumns: sizePage.sizes.columns,
    /** The family's type designation (NYY), or its name when it has none; never the internal id. */
    typeDesignation: "Type designation: {designation}",
    inStock: "In stock: {quantity}",
    outOfStock: "Out of stock: made to order",
    technicalSpecifications: "Technical Specifications",
    sizes: "Sizes",
    features: "Features",
    applications: "Applications",
    certifications: "Certifications & Standards",
    contact: "Contact",
    phones: "Office: {office}   Sales: {sales}",
    emailAndHours: "Email: {email}   Hours: {hours}",
    /** The second contact line at the foot of every page. */
    footerContact: "Office {office}  |  Sales {sales}  |  {email}",
    datasheet: "Technical Datasheet",
    datasheetTitle: "{name} datasheet",
    // The heading before the drawing names the product.
    drawingAlt: "Cross-section drawing: {summary}.",
    datasheetFooter:
      "Datasheet generated from product data of {date}. Values are nominal; ask us for test reports.",
    catalogue: "Product Catalogue",
    contents: "Contents",
    noProducts: "No products in this catalogue yet",
    aboutUs: "About us",
    about:
      "{legalName} makes stranded conductors, multi-core power cables, control cables and PVC insulated wiring in {city}, Egypt, since {year}. Every drum is tested in our own laboratory under an ISO 9001:2015 quality system.",
    catalogueFooter: "{title}, generated from product data of {date}.",
    certification: "Certification",
    noCertification:
      "No certification of this kind is on record at the moment.",
    scope: "Scope",
    status: "Status",
    /** The status of a certification whose validity has passed (as the web pages show it). */
    expired: "Expired",
    /** An expired certification's last valid day, in place of "Valid until" (decision 055). */
    expiredOn: "Expired on",
    validUntil: "Valid until",
    category: "Category",
    holder: "Holder",
    statement:
      "This statement is issued by {legalName} from its certification records of {date}. Copies of the certificates issued by the certification bodies are available on request from {email}.",
    certificateFooter: "{title}, issued {date}.",
  },
  productCard: {
    inStock: "In stock",
    outOfStock: "Out of stock",
    core: "{count} core",
    cores: "{count} cores",
  },
} as const;
