// A generated catalogue for measuring how the site scales: the seeded database plus plausible
// product families (sizes, core counts, materials, insulation, armour) up to `count` products in
// all, each with about ten sizes (10,000 products hold about 100,000 sizes) and typed attributes.
// `tsx scripts/generate-catalogue.ts DATA_DIR COUNT` grows the database under DATA_DIR (a running
// server's too: SQLite takes the writes in one transaction).
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {
  ConductorClass,
  ConductorMaterial,
  Insulation,
  Sheath,
  Armour,
} from "../app/lib/catalogue/cable-attributes";
import { productKeys, productSearchText } from "../app/lib/catalogue/catalogue";
import { standardSections } from "../app/lib/tools/iec-60228";
import {
  aluminiumSections,
  copperSections,
} from "../app/lib/tools/iec-60364-5-52";
import { formatSection, sizeSearchTerms } from "../app/lib/catalogue/sizes";
import { databaseFile, openDatabase } from "../app/server/db/client.server";
import {
  type NewProductSize,
  products,
  productSizes,
  productStandards,
} from "../app/server/db/schema.server";
import {
  type SeedFamily,
  seedCategories,
  seedFamilies,
  seedProducts,
} from "../app/server/db/seed-data.server";
import { buildSize } from "../app/server/db/size-estimates.server";

const insulations = ["PVC", "XLPE", "LSZH", "EPR"] as const;
const insulationCodes: Record<(typeof insulations)[number], Insulation> = {
  PVC: "pvc",
  XLPE: "xlpe",
  LSZH: "lszh",
  EPR: "epr",
};
const controlCores = [2, 3, 4, 5, 7, 12, 18, 25, 37];
const SIZES_PER_PRODUCT = 10;

/** Product i's family: the template's, with material, insulation, sheath and armour varied. */
function familyFor(i: number, template: SeedFamily): SeedFamily {
  const insulationName =
    insulations[Math.floor(i / copperSections.length) % insulations.length]!;
  const insulation = insulationCodes[insulationName];
  const power = template.ratedVoltage === "0.6/1kV";
  const material: ConductorMaterial =
    power && i % 7 === 3
      ? "aluminium"
      : i % 13 === 5
        ? "tinned-copper"
        : "copper";
  const sheath: Sheath =
    template.sheath === "none"
      ? "none"
      : insulation === "lszh"
        ? "lszh"
        : power && i % 9 === 4
          ? "pe"
          : "pvc";
  const armour: Armour = power
    ? i % 5 === 1
      ? "swa"
      : i % 17 === 2
        ? "sta"
        : "none"
    : template.armour;
  const conductorClass: ConductorClass =
    material === "aluminium" ? 2 : template.conductorClass;
  return {
    ...template,
    conductorMaterial: material,
    insulation,
    sheath,
    armour,
    conductorClass,
    maxConductorTempC: insulation === "xlpe" || insulation === "epr" ? 90 : 70,
  };
}

/** About ten constructions for product i: a window of standard sections, or core counts for control cables. */
function constructionsFor(
  i: number,
  family: SeedFamily,
  cores: number,
): [number, number][] {
  const rated =
    family.conductorMaterial === "aluminium"
      ? aluminiumSections
      : copperSections;
  const standard = new Set(
    standardSections(family.conductorClass, family.conductorMaterial),
  );
  const sections = rated.filter((section) => standard.has(section));
  if (family.conductorClass === 5) {
    const out: [number, number][] = [];
    for (const section of [1.5, 2.5, 4])
      for (const n of controlCores) out.push([n, section]);
    const start = i % (out.length - SIZES_PER_PRODUCT);
    return out.slice(start, start + SIZES_PER_PRODUCT);
  }
  const start = i % Math.max(1, sections.length - SIZES_PER_PRODUCT + 1);
  return sections
    .slice(start, start + SIZES_PER_PRODUCT)
    .map((section) => [cores, section]);
}

export function seedGeneratedCatalogue(dataDir: string, count: number): void {
  const db = openDatabase(databaseFile(dataDir));
  const names = new Map<string, string>();
  for (const category of seedCategories) {
    names.set(category.id, category.name);
    for (const sub of category.subcategories) names.set(sub.id, sub.name);
  }
  db.transaction((tx) => {
    for (let i = seedProducts.length; i < count; i++) {
      const template = seedProducts[i % seedProducts.length]!;
      const family = familyFor(i, seedFamilies[template.id]!);
      const cores = template.specifications.conductors ?? 1;
      const id = `g${i + 1}`;
      const inStock = i % 11 !== 0;
      const sizes: NewProductSize[] = constructionsFor(i, family, cores).map(
        ([n, section], index) => {
          const row = buildSize(
            family,
            {
              cores: n,
              sectionMm2: section,
              conductorClass: family.conductorClass,
            },
            family.rating,
            `CW-G${i + 1}`,
            0,
          );
          return {
            ...row,
            productId: id,
            sortOrder: index,
            stockM: inStock ? ((i + index) % 4) * row.drumLengthM : 0,
          };
        },
      );
      const first = sizes[0]!;
      const size = formatSection(first.sectionMm2);
      const insulation = family.insulation.toUpperCase();
      const cross =
        first.cores > 1 ? `${first.cores} × ${size} mm²` : `${size} mm²`;
      const name = `${template.name
        .replace(/\d+(\.\d+)?mm².*$/, "")
        .replace(/\s[\d×x.]+mm²$/, "")
        .trim()} ${first.cores > 1 ? `${first.cores}×` : ""}${size}mm² ${insulation} #${i + 1}`;
      const specifications = {
        ...template.specifications,
        crossSection: cross,
        conductors: first.cores,
        insulation,
      };
      const product = {
        ...template,
        id,
        name,
        specifications,
        quantity: (i * 37) % 5000,
        inStock,
        ratedVoltage: family.ratedVoltage,
        conductorMaterial: family.conductorMaterial,
        insulation: family.insulation,
        sheath: family.sheath,
        armour: family.armour,
        maxConductorTempC: family.maxConductorTempC,
        fireBehaviour: family.fireBehaviour,
        typeDesignation: family.typeDesignation,
      };
      tx.insert(products)
        .values({
          ...product,
          ...productKeys(name),
          unit: "meters",
          image: null,
          searchText: productSearchText(
            product,
            [
              names.get(product.category) ?? "",
              names.get(product.subcategory) ?? "",
            ],
            sizes.flatMap(sizeSearchTerms),
          ),
          sortOrder: i,
        })
        .run();
      tx.insert(productSizes).values(sizes).run();
      tx.insert(productStandards)
        .values(
          family.standards.map((standard, index) => ({
            productId: id,
            standard,
            sortOrder: index,
          })),
        )
        .run();
    }
  });
  db.$client.close();
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const [dataDir, count] = process.argv.slice(2);
  if (!dataDir || !Number.isInteger(Number(count))) {
    console.error("Usage: tsx scripts/generate-catalogue.ts DATA_DIR COUNT");
    process.exit(2);
  }
  seedGeneratedCatalogue(dataDir, Number(count));
}
