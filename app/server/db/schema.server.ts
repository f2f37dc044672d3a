import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
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
  Standard,
} from "~/lib/catalogue/cable-attributes";
import type { QUOTE_STATUSES } from "~/lib/quotes/admin-quote-schema";
import type { Currency, Metal } from "~/lib/quotes/pricing";
import type { DownloadTab } from "~/lib/content/downloads";
import type { SpecificationTexts } from "~/lib/catalogue/spec-texts";

/**
 * The one schema. Migrations in `drizzle/` are generated from this file by `npm run db:generate`
 * and applied at start-up. JSON columns are validated by zod (`app/lib/catalog-schemas.ts`) before
 * every write, so a row never holds a shape the pages cannot render.
 */

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
/** Soft delete: the admin can undo a delete; public pages never show a deleted row. */
const deletedAt = () => integer("deleted_at", { mode: "timestamp_ms" });

export interface ProductSpecifications {
  crossSection: string;
  voltage: string;
  current: string;
  insulation: string;
  insulationMaterial: string;
  temperature: string;
  operatingTemp: string;
  flexibility: string;
  bendRadius: string;
  availableColors: string;
  conductors: number | null;
  sheath: string;
  sheathMaterial: string;
}

export interface ProductFeature {
  title: string;
  description: string;
}

export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** null for a top-level category; the parent's id for a subcategory. */
    parentId: text("parent_id"),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

/**
 * A category's (or subcategory's) words in the other locales (docs/decisions/041): the English stays
 * in `categories`, where the catalogue, finder, API, import and PDFs read it; these rows hold only
 * the translations (no `en` row), each falling back per field to the English.
 */
export const categoryTexts = sqliteTable(
  "category_texts",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    check("category_texts_locale", sql`${t.locale} <> 'en'`),
  ],
);

/** What the finder filters and counts on, facet columns first (their order is the groups' order). */
const finderColumns = (t: {
  [
    K in
      | "category"
      | "subcategory"
      | "ratedVoltage"
      | "conductorMaterial"
      | "insulation"
      | "sheath"
      | "armour"
      | "fireBehaviour"
      | "maxConductorTempC"
      | "inStock"
      | "standardsList"
      | "sizeClasses"
      | "sizeCores"
      | "sectionMin"
      | "sectionMax"
      | "coresMin"
      | "coresMax"
  ]: AnySQLiteColumn;
}) => [
  t.category,
  t.subcategory,
  t.ratedVoltage,
  t.conductorMaterial,
  t.insulation,
  t.sheath,
  t.armour,
  t.fireBehaviour,
  t.maxConductorTempC,
  t.inStock,
  t.standardsList,
  t.sizeClasses,
  t.sizeCores,
  t.sectionMin,
  t.sectionMax,
  t.coresMin,
  t.coresMax,
];

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    descriptionKey: text("description_key").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    quantity: integer("quantity").notNull().default(0),
    unit: text("unit").notNull().default("meters"),
    inStock: integer("in_stock", { mode: "boolean" }).notNull().default(true),
    image: text("image"),
    specifications: text("specifications", { mode: "json" })
      .$type<ProductSpecifications>()
      .notNull(),
    features: text("features", { mode: "json" })
      .$type<ProductFeature[]>()
      .notNull(),
    applications: text("applications", { mode: "json" })
      .$type<string[]>()
      .notNull(),
    certifications: text("certifications", { mode: "json" })
      .$type<string[]>()
      .notNull(),
    /**
     * Typed attributes (docs/decisions/019-product-sizes.md): codes from `~/lib/catalogue/cable-attributes`,
     * which the finder filters on and the API answers. The 13 specification texts stay as written.
     * Rated voltage Uo/U; null for a bare conductor.
     */
    ratedVoltage: text("rated_voltage").$type<RatedVoltage>(),
    conductorMaterial: text("conductor_material")
      .$type<ConductorMaterial>()
      .notNull()
      .default("copper"),
    insulation: text("insulation").$type<Insulation>().notNull().default("pvc"),
    sheath: text("sheath").$type<Sheath>().notNull().default("none"),
    armour: text("armour").$type<Armour>().notNull().default("none"),
    /** Maximum conductor temperature in normal operation, °C; null for a bare conductor. */
    maxConductorTempC: integer("max_conductor_temp_c"),
    /** A flame test passed (IEC 60332-...) or a CPR class; null when none is claimed. */
    fireBehaviour: text("fire_behaviour").$type<FireBehaviour>(),
    /** A type designation buyers search by ("NYY", "H07V-R"), if the family has one. */
    typeDesignation: text("type_designation"),
    /** Lower-cased name, description, category, specification values, sizes, kept for search. */
    searchText: text("search_text").notNull().default(""),
    /**
     * What the finder's counts need of the product's standards and sizes, so the common queries
     * never read those tables (docs/decisions/020-finder.md). Written only by the triggers of
     * migration 0007 on `product_standards` and `product_sizes`, never by the application: the
     * standards as a sorted JSON array, the conductor classes as a bitmask (bit n for class n), the
     * distinct core counts as a JSON array, the smallest and largest section and core count (null
     * without sizes).
     */
    standardsList: text("standards_list").notNull().default("[]"),
    sizeClasses: integer("size_classes").notNull().default(0),
    sizeCores: text("size_cores").notNull().default("[]"),
    sectionMin: real("section_min"),
    sectionMax: real("section_max"),
    coresMin: integer("cores_min"),
    coresMax: integer("cores_max"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // The listings and the finder's page read these in display order (LIMIT/OFFSET without a
    // sort), with every column the finder filters on, so a page stops at its last product and
    // never reads the wide rows; the plain search reads `search_text` from here too.
    index("products_listing_idx").on(
      t.deletedAt,
      t.sortOrder,
      t.name,
      t.id,
      // Only what the page's filters read: one more column and most entries spill to an overflow
      // page (an index cell holds about 1 KB on a 4 KB page), doubling the index.
      ...finderColumns(t).slice(0, 11),
      t.sectionMin,
      t.searchText,
    ),
    index("products_category_listing_idx").on(
      t.category,
      t.deletedAt,
      t.sortOrder,
      t.name,
      t.id,
    ),
    index("products_subcategory_listing_idx").on(
      t.subcategory,
      t.deletedAt,
      t.sortOrder,
      t.name,
      t.id,
    ),
    // The finder's counts (app/server/catalogue/finder-sql.server.ts): grouped by these columns in this order,
    // SQLite reads the groups straight off the index, without sorting and without the wide rows.
    index("products_finder_idx").on(
      t.deletedAt,
      ...finderColumns(t),
      t.id,
      t.searchText,
    ),
  ],
);

/**
 * A product's words in the other locales (docs/decisions/041, "Products"): name, description,
 * features and applications. The English stays in `products`, where the API, import/export, the
 * finder's order and the English pages read it; each field here falls back to it when empty. The
 * translations' words are also folded into `products.search_text`, so the finder finds a product
 * by its Arabic name with the same one LIKE per word.
 */
export const productTexts = sqliteTable(
  "product_texts",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    features: text("features", { mode: "json" })
      .$type<ProductFeature[]>()
      .notNull()
      .default([]),
    applications: text("applications", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default([]),
    /** The specification values written in words, in this locale (migration 0026): only those translated. */
    specifications: text("specifications", { mode: "json" })
      .$type<SpecificationTexts>()
      .notNull()
      .default({}),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    check("product_texts_locale", sql`${t.locale} <> 'en'`),
  ],
);

/**
 * One row per article of a product family: its construction as typed numbers (a designation such
 * as "3x25+16" is derived from them, never parsed back), the IEC 60228 conductor class, and the
 * figures a buyer sizes a circuit with. No soft delete of its own: a size lives and dies with its
 * product, whose `deleted_at` the finder reads anyway.
 */
export const productSizes = sqliteTable(
  "product_sizes",
  {
    id: integer("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    articleNumber: text("article_number").notNull(),
    /** The main conductors: "4x16" is 4 cores of 16 mm². */
    cores: integer("cores").notNull(),
    sectionMm2: real("section_mm2").notNull(),
    /** Reduced (or extra) conductors, as the "+16" of "3x25+16"; both null when there are none. */
    extraCores: integer("extra_cores"),
    extraSectionMm2: real("extra_section_mm2"),
    conductorClass: integer("conductor_class")
      .$type<ConductorClass>()
      .notNull(),
    outerDiameterMm: real("outer_diameter_mm").notNull(),
    weightKgKm: real("weight_kg_km").notNull(),
    /** Maximum DC resistance of one main conductor at 20 °C, Ω/km (IEC 60228). */
    resistanceOhmKm: real("resistance_ohm_km").notNull(),
    /** Current-carrying capacity at 30 °C air / 20 °C ground, A; null with its method (bare conductor). */
    currentRatingA: real("current_rating_a"),
    /** The IEC 60364-5-52 reference method the rating assumes ("C" clipped direct...). */
    ratingInstallation: text("rating_installation").$type<ReferenceMethod>(),
    /** How many loaded conductors the rating assumes: 2 (single-phase, DC) or 3 (three-phase). */
    ratingLoadedConductors: integer(
      "rating_loaded_conductors",
    ).$type<LoadedConductors>(),
    drumLengthM: integer("drum_length_m").notNull(),
    stockM: integer("stock_m").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_sizes_article_idx").on(t.articleNumber),
    // A product's table in its order; the finder's EXISTS (product_id = ?) probes it too.
    index("product_sizes_product_idx").on(t.productId, t.sortOrder, t.id),
    // The finder's ranges: sizes in a section (or core) range, then their products.
    index("product_sizes_section_idx").on(t.sectionMm2, t.cores, t.productId),
    index("product_sizes_cores_idx").on(t.cores, t.sectionMm2, t.productId),
    // The finder reads a product's constructions from this index alone (app/server/catalogue/finder.server.ts).
    index("product_sizes_finder_idx").on(
      t.productId,
      t.cores,
      t.sectionMm2,
      t.conductorClass,
    ),
    check("product_sizes_cores_range", sql`${t.cores} BETWEEN 1 AND 200`),
    check(
      "product_sizes_section_range",
      sql`${t.sectionMm2} > 0 AND ${t.sectionMm2} <= 3000`,
    ),
    check(
      "product_sizes_extra_pair",
      sql`(${t.extraCores} IS NULL) = (${t.extraSectionMm2} IS NULL) AND (${t.extraCores} IS NULL OR (${t.extraCores} BETWEEN 1 AND 200 AND ${t.extraSectionMm2} > 0))`,
    ),
    check("product_sizes_class", sql`${t.conductorClass} IN (1, 2, 5, 6)`),
    check(
      "product_sizes_rating_triple",
      sql`(${t.currentRatingA} IS NULL) = (${t.ratingInstallation} IS NULL) AND (${t.currentRatingA} IS NULL) = (${t.ratingLoadedConductors} IS NULL)`,
    ),
    check(
      "product_sizes_loaded",
      sql`${t.ratingLoadedConductors} IS NULL OR ${t.ratingLoadedConductors} IN (2, 3)`,
    ),
    check(
      "product_sizes_positive",
      sql`${t.outerDiameterMm} > 0 AND ${t.weightKgKm} > 0 AND ${t.resistanceOhmKm} > 0 AND ${t.drumLengthM} > 0 AND ${t.stockM} >= 0 AND (${t.currentRatingA} IS NULL OR ${t.currentRatingA} > 0)`,
    ),
  ],
);

/** The standards a product family is made to: a join table, so the finder filters by index. */
export const productStandards = sqliteTable(
  "product_standards",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    standard: text("standard").$type<Standard>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.standard] }),
    index("product_standards_standard_idx").on(t.standard, t.productId),
  ],
);

export const certificationIcons = [
  "Award",
  "Shield",
  "CheckCircle",
  "Star",
] as const;
export type CertificationIcon = (typeof certificationIcons)[number];

export const certifications = sqliteTable("certifications", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").$type<CertificationIcon>().notNull().default("Award"),
  status: text("status").notNull(),
  validUntil: text("valid_until").notNull(),
  category: text("category").notNull(),
  /** An uploaded certificate document (a stored file name under DATA_DIR), if any. */
  document: text("document"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const clients = sqliteTable("clients", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  industry: text("industry").notNull(),
  image: text("image"),
  description: text("description").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

/**
 * A certification's words in the other locales (the English stays in `certifications`, as with
 * categories): title, description, category and status; the "valid until" is a date, not words.
 */
export const certificationTexts = sqliteTable(
  "certification_texts",
  {
    certificationId: integer("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.certificationId, t.locale] }),
    check("certification_texts_locale", sql`${t.locale} <> 'en'`),
  ],
);

/** A client's descriptive words in the other locales; the company's name stays as it writes it. */
export const clientTexts = sqliteTable(
  "client_texts",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    industry: text("industry").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.locale] }),
    check("client_texts_locale", sql`${t.locale} <> 'en'`),
  ],
);

/**
 * The quality page's questions and answers (issue 18), in the admin's order. Their words are per
 * locale in `faq_texts` (docs/decisions/025): English required, others optional, falling back to
 * English; a new language is rows, not a migration.
 */
export const faqEntries = sqliteTable("faq_entries", {
  id: integer("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const faqTexts = sqliteTable(
  "faq_texts",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqEntries.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] })],
);

/**
 * The Careers page's openings (issue 18, docs/decisions/027), in the admin's order. `slug` is the
 * link's id (/careers?position=slug), kept when the title changes. Only open ones whose closing date
 * (`valid_through`, YYYY-MM-DD, optional) has not passed are shown and can be applied for. Their
 * words are per locale in `job_texts`, English required.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    open: integer("open", { mode: "boolean" }).notNull().default(true),
    /** YYYY-MM-DD: JobPosting's datePosted. */
    datePosted: text("date_posted").notNull(),
    /** YYYY-MM-DD, the last day applications are taken: JobPosting's validThrough. */
    validThrough: text("valid_through"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex("jobs_slug_idx").on(t.slug)],
);

export const jobTexts = sqliteTable(
  "job_texts",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    department: text("department").notNull(),
    location: text("location").notNull(),
    /** What the page shows as its type ("Full-time, shifts"); JobPosting's employmentType is read from it. */
    employmentType: text("employment_type").notNull(),
    experience: text("experience").notNull(),
    description: text("description").notNull(),
    requirements: text("requirements", { mode: "json" })
      .$type<string[]>()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.locale] })],
);

/**
 * The Downloads page's entries (issue 18, docs/decisions/027), in the admin's order within each tab.
 * Each is either a document the server builds from the catalogue (`generator` names it) or a PDF the
 * admin uploaded (`stored_file`, a server-chosen name under DATA_DIR/documents, with its size and
 * upload time). `file` is its public name under /downloads/, kept when the file is replaced.
 */
export const downloads = sqliteTable(
  "downloads",
  {
    id: integer("id").primaryKey(),
    tab: text("tab").$type<DownloadTab>().notNull(),
    file: text("file").notNull(),
    generator: text("generator"),
    storedFile: text("stored_file"),
    bytes: integer("bytes"),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("downloads_file_idx").on(t.file),
    check(
      "downloads_tab",
      sql`${t.tab} IN ('catalogs', 'datasheets', 'certifications')`,
    ),
    check(
      "downloads_source",
      sql`(${t.generator} IS NULL) <> (${t.storedFile} IS NULL) AND (${t.storedFile} IS NULL) = (${t.bytes} IS NULL) AND (${t.storedFile} IS NULL) = (${t.uploadedAt} IS NULL)`,
    ),
  ],
);

export const downloadTexts = sqliteTable(
  "download_texts",
  {
    downloadId: integer("download_id")
      .notNull()
      .references(() => downloads.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.downloadId, t.locale] })],
);

/**
 * The company's contact details (issue 18, docs/decisions/028): one row, id 1, edited at Admin >
 * Company details. What depends on the language (the address lines, the business hours) is in
 * `company_texts`, one row per locale: English required, others optional, falling back to English.
 * The migration inserts today's values, so an upgraded site shows what it showed before.
 */
export const companySettings = sqliteTable(
  "company_settings",
  {
    id: integer("id").primaryKey(),
    officePhone: text("office_phone").notNull(),
    /** The sales numbers in their order, as printed: a JSON array of strings. */
    salesPhones: text("sales_phones", { mode: "json" })
      .$type<string[]>()
      .notNull(),
    salesEmail: text("sales_email").notNull(),
    infoEmail: text("info_email").notNull(),
    authorEmail: text("author_email").notNull(),
    postalCode: text("postal_code").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    facebookUrl: text("facebook_url").notNull(),
    linkedinUrl: text("linkedin_url").notNull(),
    whatsappUrl: text("whatsapp_url").notNull(),
    /**
     * The company's years (issue 35): the one place each is kept, filled into every text that names
     * it ("{foundedYear}") and into the figures computed from it. Migration 0024 stores today's.
     */
    foundedYear: integer("founded_year").notNull().default(2011),
    heritageYear: integer("heritage_year").notNull().default(1974),
    copyrightYear: integer("copyright_year").notNull().default(2025),
    /** What visitors see of a certification past its date: "show" (marked expired) or "hide". */
    expiredCertifications: text("expired_certifications")
      .$type<"show" | "hide">()
      .notNull()
      .default("show"),
    updatedAt: updatedAt(),
  },
  (t) => [check("company_settings_one_row", sql`${t.id} = 1`)],
);

export const companyTexts = sqliteTable(
  "company_texts",
  {
    settingsId: integer("settings_id")
      .notNull()
      .references(() => companySettings.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull(),
    country: text("country").notNull(),
    businessHours: text("business_hours").notNull(),
  },
  (t) => [primaryKey({ columns: [t.settingsId, t.locale] })],
);

/**
 * The home page's hero slides (issue 18, docs/decisions/029), in the admin's order. `image` is one
 * of the bundled illustrations ("power", "strands", "factory": public/images/hero) or an upload's
 * path (/uploads/...). Their words are per locale in `hero_slide_texts`, English required.
 */
export const heroSlides = sqliteTable("hero_slides", {
  id: integer("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  image: text("image").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const heroSlideTexts = sqliteTable(
  "hero_slide_texts",
  {
    slideId: integer("slide_id")
      .notNull()
      .references(() => heroSlides.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    tagline: text("tagline").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    description: text("description").notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] })],
);

/**
 * The home page's statistics. `value` null is the company's age, computed at each render (current
 * year minus the founding year, as the spec says), never typed.
 */
export const homeStats = sqliteTable("home_stats", {
  id: integer("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  value: integer("value"),
  updatedAt: updatedAt(),
});

export const homeStatTexts = sqliteTable(
  "home_stat_texts",
  {
    statId: integer("stat_id")
      .notNull()
      .references(() => homeStats.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    label: text("label").notNull(),
  },
  (t) => [primaryKey({ columns: [t.statId, t.locale] })],
);

/** The About page's story (paragraphs split by a blank line), mission and vision, one row per locale. */
export const aboutTexts = sqliteTable("about_texts", {
  locale: text("locale").primaryKey(),
  story: text("story").notNull(),
  mission: text("mission").notNull(),
  vision: text("vision").notNull(),
  updatedAt: updatedAt(),
});

/** The About page's four core values; `icon` is one of the page's four (coreValueIcons). */
export const coreValues = sqliteTable("core_values", {
  id: integer("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  icon: text("icon").notNull(),
  updatedAt: updatedAt(),
});

export const coreValueTexts = sqliteTable(
  "core_value_texts",
  {
    valueId: integer("value_id")
      .notNull()
      .references(() => coreValues.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

/** The legal pages (privacy, terms, cookies): the date they last changed, and per locale their words. */
export const legalPages = sqliteTable("legal_pages", {
  slug: text("slug").primaryKey(),
  updated: text("updated").notNull(),
  updatedAt: updatedAt(),
});

export const legalPageTexts = sqliteTable(
  "legal_page_texts",
  {
    slug: text("slug")
      .notNull()
      .references(() => legalPages.slug, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    intro: text("intro").notNull(),
    /** Markdown, rendered on the server (app/server/content/markdown.server.ts). */
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

export const newsStatuses = ["draft", "published"] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/**
 * News articles (docs/decisions/026): what does not depend on the language here, the words per
 * locale in `news_texts` (English required, others falling back to it). Public only when
 * published and `publish_at` has passed; `publish_at`'s UTC day is the date visitors see.
 */
export const newsArticles = sqliteTable(
  "news_articles",
  {
    id: integer("id").primaryKey(),
    /** The address, /news/{slug}; unique among all rows, deleted ones too (Undo brings one back). */
    slug: text("slug").notNull(),
    status: text("status").$type<NewsStatus>().notNull().default("draft"),
    publishAt: integer("publish_at", { mode: "timestamp_ms" }).notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** An uploaded image's path (/uploads/...), or none. */
    coverImage: text("cover_image"),
    /** The read time shown, when the team sets it; else computed from the body. */
    readMinutes: integer("read_minutes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("news_articles_slug_idx").on(t.slug),
    // The public list, and the render cache's "next article due" (app/server/content/news.server.ts).
    index("news_articles_public_idx").on(t.status, t.deletedAt, t.publishAt),
  ],
);

export const newsTexts = sqliteTable(
  "news_texts",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown, rendered on the server (app/server/content/markdown.server.ts). */
    body: text("body").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull(),
    /** Empty: the title and the excerpt stand in. */
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

export const deliveryStates = ["pending", "sent", "failed"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Delivery bookkeeping shared by everything a visitor sends: the outbox lives in these columns. */
const delivery = () => ({
  deliveryState: text("delivery_state")
    .$type<DeliveryState>()
    .notNull()
    .default("pending"),
  deliveryAttempts: integer("delivery_attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
  lastError: text("last_error"),
  deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
  readAt: integer("read_at", { mode: "timestamp_ms" }),
});

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The visitor's language, from the address the form was sent from (/ar/... is Arabic): what they get back is written in it (docs/decisions/044). */
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    createdAt: createdAt(),
    ...delivery(),
  },
  // The inbox pages newest first and retention deletes by age: both walk this index.
  (t) => [
    index("messages_outbox_idx").on(t.deliveryState, t.nextAttemptAt),
    index("messages_created_idx").on(t.createdAt, t.id),
  ],
);

export const applications = sqliteTable(
  "applications",
  {
    id: integer("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    position: text("position").notNull().default(""),
    message: text("message").notNull().default(""),
    /** The stored CV's server-chosen file name under DATA_DIR, its original name and type. */
    cvFile: text("cv_file"),
    cvName: text("cv_name"),
    cvType: text("cv_type"),
    /** The visitor's language, from the address the form was sent from (/ar/... is Arabic): what they get back is written in it (docs/decisions/044). */
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    createdAt: createdAt(),
    ...delivery(),
  },
  (t) => [
    index("applications_outbox_idx").on(t.deliveryState, t.nextAttemptAt),
    index("applications_created_idx").on(t.createdAt, t.id),
  ],
);

export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * A buyer's quote request (the `/quote` basket sent), stored before anything else happens. Its
 * delivery columns are the company's copy; the buyer's acknowledgement has its own outbox row in
 * `quote_acknowledgements`, so one failing does not send the other twice.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey(),
    /** Q-YYYY-NNNNN: sequential per year from `quote_counters`, never reused. */
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    country: text("country").notNull(),
    project: text("project").notNull().default(""),
    /** YYYY-MM-DD, or empty. */
    neededBy: text("needed_by").notNull().default(""),
    notes: text("notes").notNull().default(""),
    status: text("status").$type<QuoteStatus>().notNull().default("new"),
    internalNotes: text("internal_notes").notNull().default(""),
    /** SHA-256 of the confirmation link's random token: the link shows the request and its PDF. */
    accessTokenHash: text("access_token_hash").notNull(),
    /** The visitor's language, from the address the form was sent from (/ar/... is Arabic): what they get back is written in it (docs/decisions/044). */
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...delivery(),
  },
  (t) => [
    uniqueIndex("quotes_reference_idx").on(t.reference),
    uniqueIndex("quotes_access_token_idx").on(t.accessTokenHash),
    index("quotes_outbox_idx").on(t.deliveryState, t.nextAttemptAt),
    index("quotes_created_idx").on(t.createdAt, t.id),
    index("quotes_email_idx").on(t.email, t.createdAt),
  ],
);

/** The lines of a request: a snapshot of what the buyer saw, so later catalogue edits do not change it. */
export const quoteLines = sqliteTable(
  "quote_lines",
  {
    id: integer("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    /**
     * The name the buyer's page showed, when it was a translation (the quote's `locale`, issue 35):
     * the buyer's documents name the product so. Null: the page showed `productName` (an English
     * page, or a product without a translated name).
     */
    shownName: text("shown_name"),
    /** The chosen size's article number and designation, when the buyer chose a size. */
    sizeArticle: text("size_article"),
    sizeDesignation: text("size_designation"),
    lengthM: integer("length_m").notNull(),
    drumM: integer("drum_m"),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);

/** The buyer's acknowledgement e-mail (with the request's PDF): an outbox row per quote. */
export const quoteAcknowledgements = sqliteTable(
  "quote_acknowledgements",
  {
    id: integer("id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "cascade" }),
    ...delivery(),
  },
  (t) => [
    index("quote_acknowledgements_outbox_idx").on(
      t.deliveryState,
      t.nextAttemptAt,
    ),
  ],
);

/** The last reference number given in each year: bumped in the request's own transaction. */
export const quoteCounters = sqliteTable("quote_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * The Argon2 hash of the ADMIN_PASSWORD last applied to this account: a start with the same
     * value keeps a password changed since at /admin/account; a new value resets it.
     */
    envPasswordHash: text("env_password_hash"),
    /**
     * Two-factor sign-in (docs/decisions/033): the TOTP secret, encrypted with the key file under
     * DATA_DIR (app/server/auth/two-factor.server.ts), while it is on; the secret of a setup not yet
     * confirmed; when it was turned on; and the last time step a code was accepted for (a code is
     * never accepted twice).
     */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: integer("totp_enabled_at", { mode: "timestamp_ms" }),
    totpLastStep: integer("totp_last_step"),
    /**
     * What the user may open (docs/decisions/034): "administrator" (everything) or "editor"
     * (catalogue and content). Accounts from before roles, the environment's one among them, are
     * administrators.
     */
    role: text("role", { enum: ["administrator", "editor"] })
      .notNull()
      .default("administrator"),
    displayName: text("display_name").notNull().default(""),
    /** Where the one-time set-password link is mailed; empty for the environment's account. */
    email: text("email").notNull().default(""),
    /** A deactivated user cannot sign in, and their sessions were deleted when it was deactivated. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("admin_users_username_idx").on(t.username)],
);

/**
 * One-time set-password links (docs/decisions/034): only the SHA-256 of the link's random token
 * is stored. A link is spent when used, and a new one for the same user deletes the old.
 */
export const passwordSetupTokens = sqliteTable(
  "password_setup_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    /** Whether its mail went out: "none" (no mail configured or no address), "pending", "sent", "failed". */
    mailState: text("mail_state", {
      enum: ["none", "pending", "sent", "failed"],
    })
      .notNull()
      .default("none"),
  },
  (t) => [index("password_setup_tokens_user_idx").on(t.userId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random id: a leaked database does not leak live sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser that opened it, cut to 300 characters, so a user can tell sessions apart. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Two-factor recovery codes: SHA-256 of each (80 random bits), each usable once. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in waiting for its second factor: the password was right, no session exists yet. The
 * browser holds a random token in a cookie; here is its SHA-256. Short-lived and single use.
 */
export const pendingLogins = sqliteTable(
  "pending_logins",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** Wrong codes against this pending sign-in; past a few, the password is asked again. */
    failures: integer("failures").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("pending_logins_user_idx").on(t.userId)],
);

/** Failed logins, by username and by address, for the throttle (kept across restarts). */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.createdAt)],
);

/** Uploaded images, re-encoded; files live under DATA_DIR/uploads. */
export const media = sqliteTable("media", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The widths written, as JSON, e.g. [320, 640, 1280]. */
  variants: text("variants", { mode: "json" }).$type<number[]>().notNull(),
  createdAt: createdAt(),
});

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The audit log (docs/decisions/035): one row per admin write, written by triggers inside the
 * write's own statement (app/server/audit/triggers.server.ts), so the change and its entry commit
 * or vanish together; and one per sign-in event. Rows are never changed or deleted: triggers of the
 * migration refuse it.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** Who, by id and by name as it was then (a user renamed later still reads right). */
    actorId: integer("actor_id"),
    actor: text("actor"),
    /** create, update, delete; or login, login-failed, logout. */
    action: text("action").notNull(),
    /** The table written (news_texts, products...), or "session" for sign-in events. */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** Field-level: { field: [before, after] }, secrets shown only as a fingerprint. */
    changes: text("changes", { mode: "json" }).$type<
      Record<string, [unknown, unknown]>
    >(),
    /** The request that wrote it (X-Request-Id): the entries of one save share it. */
    requestId: text("request_id"),
    address: text("address"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.at),
  ],
);

/**
 * The day's metal prices the team enters (issue 37, decision 059): per metal and currency, per 100 kg,
 * in integer minor units. Rows are only added: the history is what every quotation's metal basis
 * refers to. `enteredByName` keeps who entered it when the account is later deleted.
 */
export const metalPrices = sqliteTable(
  "metal_prices",
  {
    id: integer("id").primaryKey(),
    metal: text("metal").$type<Metal>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    pricePer100kg: integer("price_per_100kg").notNull(),
    /** The day the price is for (YYYY-MM-DD), as published. */
    priceDate: text("price_date").notNull(),
    enteredBy: integer("entered_by").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    enteredByName: text("entered_by_name").notNull(),
    enteredAt: integer("entered_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("metal_prices_latest_idx").on(t.metal, t.currency, t.priceDate),
    check("metal_prices_metal", sql`${t.metal} IN ('copper', 'aluminium')`),
    check("metal_prices_currency", sql`${t.currency} IN ('EGP', 'USD', 'EUR')`),
    check("metal_prices_positive", sql`${t.pricePer100kg} > 0`),
  ],
);

/**
 * One row, a counter the database bumps by trigger on every insert, update or delete in a content
 * table (from this process, a script or another process alike): the render cache keys its pages on
 * it. Its triggers are in drizzle/0002_content_version.sql; a new content table needs its own.
 */
export const contentVersion = sqliteTable(
  "content_version",
  { id: integer("id").primaryKey(), n: integer("n").notNull() },
  (t) => [check("content_version_one_row", sql`${t.id} = 1`)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductSize = typeof productSizes.$inferSelect;
export type NewProductSize = typeof productSizes.$inferInsert;
export type ProductStandard = typeof productStandards.$inferSelect;
export type Certification = typeof certifications.$inferSelect;
export type Client = typeof clients.$inferSelect;
export type FaqEntry = typeof faqEntries.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Download = typeof downloads.$inferSelect;
export type NewsArticleRow = typeof newsArticles.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type QuoteLine = typeof quoteLines.$inferSelect;
export type MetalPrice = typeof metalPrices.$inferSelect;
