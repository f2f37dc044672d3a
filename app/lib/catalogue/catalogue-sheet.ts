/**
 * The catalogue sheet's layout (docs/decisions/032-catalogue-import-export.md): one flat table, one
 * row per size with the product's columns repeated on each of its rows; a product without sizes has
 * one row with the size columns empty. Shared by the export, the import and the page's help, so
 * the three cannot disagree. Pure data: the admin page shows it.
 */

/** Where a column's value goes: the product form's field (its zod schema reads it) or a size cell. */
export type SheetColumn = {
  name: string;
  part: "product" | "size";
  /** The product form's field (productFormSchema) or the size row's cell (sizeRowInput). */
  field: string;
  /** A number column: written as a number in XLSX, never neutralised as a formula. */
  numeric?: boolean;
  /**
   * The Arabic columns (decision 041) may be left out of a file, each group all together: the
   * texts' four, the specification values' ten (issue 35). A sheet made before the export had a
   * group then keeps each product's stored Arabic of it.
   */
  arabic?: "texts" | "specifications";
};

const product = (
  name: string,
  field: string,
  numeric = false,
): SheetColumn => ({ name, part: "product", field, numeric });
const arabicText = (name: string, field: string): SheetColumn => ({
  name,
  part: "product",
  field,
  arabic: "texts",
});
const arabicSpec = (name: string, field: string): SheetColumn => ({
  name,
  part: "product",
  field,
  arabic: "specifications",
});
const size = (name: string, field: string, numeric = true): SheetColumn => ({
  name,
  part: "size",
  field,
  numeric,
});

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  product("product_id", "id"),
  product("name", "name"),
  product("category", "category"),
  product("subcategory", "subcategory"),
  product("description", "description"),
  product("quantity", "quantity", true),
  product("unit", "unit"),
  product("in_stock", "inStock"),
  product("cross_section", "crossSection"),
  product("voltage", "voltage"),
  product("current", "current"),
  product("conductors", "conductors", true),
  product("insulation", "insulation"),
  product("insulation_material", "insulationMaterial"),
  product("sheath", "sheath"),
  product("sheath_material", "sheathMaterial"),
  product("flexibility", "flexibility"),
  product("temperature", "temperature"),
  product("operating_temp", "operatingTemp"),
  product("bend_radius", "bendRadius"),
  product("available_colors", "availableColors"),
  product("features", "features"),
  product("applications", "applications"),
  product("rated_voltage", "ratedVoltage"),
  product("conductor_material", "conductorMaterial"),
  product("insulation_code", "insulationCode"),
  product("sheath_code", "sheathCode"),
  product("armour", "armour"),
  product("fire_behaviour", "fireBehaviour"),
  product("max_conductor_temp_c", "maxConductorTempC", true),
  product("type_designation", "typeDesignation"),
  product("standards", "standards"),
  // The Arabic beside the English: lists as in their English columns (applications one per line,
  // features as JSON). Empty cells, all four, remove the product's Arabic.
  arabicText("name_ar", "nameAr"),
  arabicText("description_ar", "descriptionAr"),
  arabicText("features_ar", "featuresAr"),
  arabicText("applications_ar", "applicationsAr"),
  // The specification values written in words, each beside nothing but its English's name + "_ar".
  arabicSpec("current_ar", "currentAr"),
  arabicSpec("insulation_ar", "insulationAr"),
  arabicSpec("insulation_material_ar", "insulationMaterialAr"),
  arabicSpec("sheath_ar", "sheathAr"),
  arabicSpec("sheath_material_ar", "sheathMaterialAr"),
  arabicSpec("flexibility_ar", "flexibilityAr"),
  arabicSpec("temperature_ar", "temperatureAr"),
  arabicSpec("operating_temp_ar", "operatingTempAr"),
  arabicSpec("bend_radius_ar", "bendRadiusAr"),
  arabicSpec("available_colors_ar", "availableColorsAr"),
  size("article_number", "articleNumber", false),
  size("cores", "cores"),
  size("section_mm2", "sectionMm2"),
  size("extra_cores", "extraCores"),
  size("extra_section_mm2", "extraSectionMm2"),
  size("conductor_class", "conductorClass"),
  size("outer_diameter_mm", "outerDiameterMm"),
  size("weight_kg_km", "weightKgKm"),
  size("resistance_ohm_km", "resistanceOhmKm"),
  size("current_rating_a", "currentRatingA"),
  size("rating_installation", "ratingInstallation", false),
  size("rating_loaded_conductors", "ratingLoadedConductors"),
  size("drum_length_m", "drumLengthM"),
  size("stock_m", "stockM"),
];

export const SHEET_HEADER: readonly string[] = SHEET_COLUMNS.map(
  (column) => column.name,
);

/** Between the standards of the `standards` cell (no standard's code holds one). */
export const STANDARDS_SEPARATOR = "; ";

/**
 * The largest file the import takes. The server runs with a 128 MB heap (scripts/lib/
 * server-process.mjs) and the import holds a file's parsed rows in memory: 3,000 products with
 * three sizes each (2.8 MB of CSV, 9,000 rows) peak at 224 MB RSS and pass; 5,000 (4.7 MB) run the
 * heap out. Larger catalogues are imported in several files (docs/decisions/032).
 */
export const MAX_IMPORT_BYTES = 3 * 1024 * 1024;

/** The XLSX sheet's name; an imported workbook is read from the sheet of this name, else its first. */
export const SHEET_NAME = "Catalogue";

/**
 * OWASP's CSV-injection advice, as every export of the admin applies it (`~/lib/csv`): a text that
 * a spreadsheet would read as a formula, at its start or after a line break, semicolon or tab, gets
 * an apostrophe, which the import takes off again, so the file round-trips.
 */
export {
  neutraliseFormulas as neutraliseFormula,
  restoreFormulas as restoreFormula,
} from "../csv";
