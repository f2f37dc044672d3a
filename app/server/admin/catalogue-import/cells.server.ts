import {
  SHEET_COLUMNS,
  STANDARDS_SEPARATOR,
} from "~/lib/catalogue/catalogue-sheet";
import type { ProductTranslation } from "~/lib/catalogue/catalogue";
import type { Product, ProductSize } from "../../db/schema.server";
import { arabicCells } from "../catalogue-arabic.server";
import type { ProductInput } from "../products.server";
import type { Cells } from "./types.server";

/**
 * The catalogue as sheet cells: the export writes these, and the dry run compares the file's
 * products with them in the same terms, so "unchanged" means the file says what the catalogue does.
 */

export const productColumns = SHEET_COLUMNS.filter(
  (column) => column.part === "product",
);
export const sizeColumns = SHEET_COLUMNS.filter(
  (column) => column.part === "size",
);
export const columnByField = new Map(
  SHEET_COLUMNS.map((column) => [column.field, column]),
);

const num = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function productCells(
  product: Product,
  standards: readonly string[],
  arabic: ProductTranslation | undefined,
): Cells {
  const s = product.specifications;
  return {
    product_id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory ?? "",
    description: product.description,
    quantity: num(product.quantity),
    unit: product.unit,
    in_stock: product.inStock ? "true" : "false",
    cross_section: s.crossSection,
    voltage: s.voltage,
    current: s.current,
    conductors: num(s.conductors),
    insulation: s.insulation,
    insulation_material: s.insulationMaterial,
    sheath: s.sheath,
    sheath_material: s.sheathMaterial,
    flexibility: s.flexibility,
    temperature: s.temperature,
    operating_temp: s.operatingTemp,
    bend_radius: s.bendRadius,
    available_colors: s.availableColors,
    features: product.features.length
      ? JSON.stringify(
          product.features.map(({ title, description }) => ({
            title,
            description,
          })),
        )
      : "",
    applications: product.applications.join("\n"),
    rated_voltage: product.ratedVoltage ?? "",
    conductor_material: product.conductorMaterial,
    insulation_code: product.insulation,
    sheath_code: product.sheath,
    armour: product.armour,
    fire_behaviour: product.fireBehaviour ?? "",
    max_conductor_temp_c: num(product.maxConductorTempC),
    type_designation: product.typeDesignation ?? "",
    standards: standards.join(STANDARDS_SEPARATOR),
    ...arabicCells(arabic),
  };
}

type SizeLike = Omit<
  ProductSize,
  "id" | "productId" | "sortOrder" | "createdAt" | "updatedAt"
>;

export function sizeCells(size: SizeLike): Cells {
  return {
    article_number: size.articleNumber,
    cores: num(size.cores),
    section_mm2: num(size.sectionMm2),
    extra_cores: num(size.extraCores),
    extra_section_mm2: num(size.extraSectionMm2),
    conductor_class: num(size.conductorClass),
    outer_diameter_mm: num(size.outerDiameterMm),
    weight_kg_km: num(size.weightKgKm),
    resistance_ohm_km: num(size.resistanceOhmKm),
    current_rating_a: num(size.currentRatingA),
    rating_installation: size.ratingInstallation ?? "",
    rating_loaded_conductors: num(size.ratingLoadedConductors),
    drum_length_m: num(size.drumLengthM),
    stock_m: num(size.stockM),
  };
}

/** A validated product as the same cells, so "unchanged" means the file says what the catalogue does. */
export function inputCells(
  id: string | null,
  input: ProductInput,
  current: Product | undefined,
  currentArabic: ProductTranslation | undefined,
): { product: Cells; sizes: Cells[] } {
  const a = input.attributes;
  const product = productCells(
    {
      ...(current ?? ({} as Product)),
      id: id ?? "",
      name: input.name,
      category: input.category,
      subcategory: input.subcategory,
      description: input.description,
      quantity: input.quantity,
      unit: input.unit,
      inStock: input.inStock,
      specifications: input.specifications,
      features: input.features,
      applications: input.applications,
      ratedVoltage:
        a.ratedVoltage === undefined
          ? (current?.ratedVoltage ?? null)
          : a.ratedVoltage,
      conductorMaterial:
        a.conductorMaterial ?? current?.conductorMaterial ?? "copper",
      insulation: a.insulation ?? current?.insulation ?? "pvc",
      sheath: a.sheath ?? current?.sheath ?? "none",
      armour: a.armour ?? current?.armour ?? "none",
      fireBehaviour:
        a.fireBehaviour === undefined
          ? (current?.fireBehaviour ?? null)
          : a.fireBehaviour,
      maxConductorTempC: a.maxConductorTempC,
      typeDesignation:
        a.typeDesignation === undefined
          ? (current?.typeDesignation ?? null)
          : a.typeDesignation,
    },
    input.standards ?? [],
    // A file without a group of Arabic columns keeps the stored Arabic of that group.
    input.arabic === undefined && input.specificationsAr === undefined
      ? currentArabic
      : {
          ...(input.arabic ?? {
            name: currentArabic?.name ?? "",
            description: currentArabic?.description ?? "",
            features: currentArabic?.features ?? [],
            applications: currentArabic?.applications ?? [],
          }),
          specifications:
            input.specificationsAr ?? currentArabic?.specifications ?? {},
        },
  );
  const sizes = (input.sizes ?? []).map((size) =>
    sizeCells({ ...size, resistanceOhmKm: size.resistanceOhmKm ?? Number.NaN }),
  );
  return { product, sizes };
}
