import { eq, sql } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import {
  type Armour,
  type ConductorClass,
  type ConductorMaterial,
  conductorClasses,
  type FireBehaviour,
  type Insulation,
  isOneOf,
  maxTemperatureByInsulation,
  type RatedVoltage,
  ratedVoltages,
  type ReferenceMethod,
  type Sheath,
  type Standard,
  standards as standardCodes,
} from "~/lib/catalogue/cable-attributes";
import { productSearchText } from "~/lib/catalogue/catalogue";
import { maxResistanceOhmKm } from "~/lib/tools/iec-60228";
import { sizeDesignation, sizeSearchTerms } from "~/lib/catalogue/sizes";
import * as schema from "./schema.server";
import { seedFamilies, seedProducts } from "./seed-data.server";
import { familyColumns, familySizeRows, insertFamilyRows } from "./seed.server";
import {
  defaultLoaded,
  estimateSize,
  type FamilyAttributes,
} from "./size-estimates.server";

/**
 * The start-up step that brings a database from before sizes (migration 0004) to the new model,
 * once: each product gets its typed attributes and a first size made from its current data, and
 * its search text gains the size's article number and designation. Nothing the admin wrote is
 * changed: names, texts, specifications, stock and prices stay as they are. A seeded product still
 * exactly as seeded (name and specification unchanged) gets the seed's whole range of sizes.
 * A `settings` row records that it ran, so sizes the admin deletes later are not brought back.
 */

const BACKFILLED_KEY = "sizes_backfilled_at";

type Db = BetterSQLite3Database<typeof schema>;
type Product = schema.Product;

interface DerivedFamily {
  columns: FamilyAttributes & {
    fireBehaviour: FireBehaviour | null;
    typeDesignation: string | null;
  };
  standards: Standard[];
  size: schema.NewProductSize | null;
}

const number = (text: string) => Number(text.replace(",", "."));

/** "0.6/1 kV" -> "0.6/1kV"; "450/750 V" -> "450/750V"; null when it is none of the codes. */
export function voltageCode(text: string): RatedVoltage | null {
  const match = /(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)\s*(kv|v)\b/i.exec(
    text,
  );
  if (!match) return null;
  const code = `${number(match[1]!)}/${number(match[2]!)}${match[3]!.toLowerCase() === "kv" ? "kV" : "V"}`;
  return isOneOf(ratedVoltages, code) ? code : null;
}

function materialOf(product: Product): ConductorMaterial {
  const text =
    `${product.name} ${product.subcategory ?? ""} ${product.specifications.flexibility}`.toLowerCase();
  if (/alumin/.test(text)) return "aluminium";
  if (/tinned/.test(text)) return "tinned-copper";
  return "copper";
}

function insulationOf(text: string): Insulation {
  const t = text.toLowerCase();
  if (/xlpe|cross-linked/.test(t)) return "xlpe";
  if (/\bepr\b/.test(t)) return "epr";
  if (/lszh|lsoh|halogen/.test(t)) return "lszh";
  if (/pvc/.test(t)) return "pvc";
  return "none";
}

function sheathOf(text: string): Sheath {
  const t = text.toLowerCase();
  if (!t.trim() || /^\s*none\b|not applicable/.test(t)) return "none";
  if (/lszh|lsoh|halogen/.test(t)) return "lszh";
  if (/pvc/.test(t)) return "pvc";
  if (/\bpe\b|polyethylene/.test(t)) return "pe";
  return "none";
}

function armourOf(text: string): Armour {
  const t = text.toLowerCase();
  if (/\bswa\b|steel wire/.test(t)) return "swa";
  if (/\bsta\b|steel tape/.test(t)) return "sta";
  if (/\bawa\b|alumin(i)?um wire/.test(t)) return "awa";
  if (/braid/.test(t)) return "braid";
  return "none";
}

function classOf(text: string, material: ConductorMaterial): ConductorClass {
  const match = /class\s*(\d)/i.exec(text);
  const stated = match ? Number(match[1]) : /flexib/i.test(text) ? 5 : 2;
  const known = isOneOf(conductorClasses, stated) ? stated : 2;
  // Aluminium is made in classes 1 and 2 only.
  return material === "aluminium" && known > 2 ? 2 : known;
}

/** The construction a cross-section text states: "16 mm²", "3 × 6 mm²", "3 × 25 + 16 mm²". */
export function constructionOf(
  crossSection: string,
  conductors: number | null,
): {
  cores: number;
  sectionMm2: number;
  extraCores: number | null;
  extraSectionMm2: number | null;
} | null {
  const multi =
    /(\d+)\s*[x×]\s*(\d+(?:[.,]\d+)?)(?:\s*\+\s*(?:(\d+)\s*[x×]\s*)?(\d+(?:[.,]\d+)?))?/i.exec(
      crossSection,
    );
  if (multi) {
    const extraSection = multi[4] ? number(multi[4]) : null;
    return {
      cores: Number(multi[1]),
      sectionMm2: number(multi[2]!),
      extraCores:
        extraSection === null ? null : multi[3] ? Number(multi[3]) : 1,
      extraSectionMm2: extraSection,
    };
  }
  const single = /(\d+(?:[.,]\d+)?)\s*mm/i.exec(crossSection);
  if (!single) return null;
  return {
    cores: conductors && conductors > 0 ? conductors : 1,
    sectionMm2: number(single[1]!),
    extraCores: null,
    extraSectionMm2: null,
  };
}

/** The rating a current text states, with the installation its words describe. */
function ratingOf(
  text: string,
  cores: number,
): { amps: number; method: ReferenceMethod } | null {
  const amps = /(\d+(?:[.,]\d+)?)\s*A\b/.exec(text);
  if (!amps) return null;
  const t = text.toLowerCase();
  const method: ReferenceMethod | null = /clipped/.test(t)
    ? "C"
    : /conduit|trunking/.test(t)
      ? "B1"
      : /duct|ground|buried/.test(t)
        ? "D1"
        : /\bair\b|tray/.test(t)
          ? cores > 1
            ? "E"
            : "F"
          : null;
  return method ? { amps: number(amps[1]!), method } : null;
}

/** A product's attributes and first size, read from its current texts. */
export function deriveFamily(product: Product): DerivedFamily {
  const s = product.specifications;
  const material = materialOf(product);
  const insulation = insulationOf(`${s.insulation} ${s.insulationMaterial}`);
  const tempMatch =
    /(\d{2,3})\s*°C\s*conductor/i.exec(s.operatingTemp) ??
    /\+?(\d{2,3})\s*°C/.exec(s.operatingTemp);
  const columns = {
    ratedVoltage: voltageCode(s.voltage),
    conductorMaterial: material,
    insulation,
    sheath: sheathOf(s.sheath),
    armour: armourOf(`${s.sheath} ${s.sheathMaterial}`),
    maxConductorTempC: tempMatch
      ? Number(tempMatch[1])
      : insulation === "none"
        ? null
        : maxTemperatureByInsulation[insulation],
    fireBehaviour: /60332-1-2/.test(
      `${s.sheathMaterial} ${product.description}`,
    )
      ? ("IEC 60332-1-2" as const)
      : null,
    typeDesignation: null,
  };
  const standards = product.certifications.filter((code): code is Standard =>
    isOneOf(standardCodes, code),
  );
  const construction = constructionOf(s.crossSection, s.conductors);
  if (!construction) return { columns, standards, size: null };
  const conductorClass = classOf(s.flexibility, material);
  const resistance = maxResistanceOhmKm(
    conductorClass,
    material,
    construction.sectionMm2,
  );
  if (resistance === undefined) return { columns, standards, size: null };
  const rating = ratingOf(s.current, construction.cores);
  const estimate = estimateSize(columns, construction, conductorClass);
  return {
    columns,
    standards,
    size: {
      productId: product.id,
      sortOrder: 0,
      articleNumber: "",
      ...construction,
      conductorClass,
      outerDiameterMm: estimate.outerDiameterMm,
      weightKgKm: estimate.weightKgKm,
      resistanceOhmKm: resistance,
      currentRatingA: rating?.amps ?? null,
      ratingInstallation: rating?.method ?? null,
      ratingLoadedConductors: rating ? defaultLoaded(construction.cores) : null,
      drumLengthM: estimate.drumLengthM,
      stockM: Math.max(0, product.quantity),
    },
  };
}

/** "CW-P" and the product id's letters and digits: article numbers that cannot meet the seed's. */
function articlePrefixFor(productId: string): string {
  return `CW-P${productId.toUpperCase().replace(/[^A-Z0-9]/g, "")}`;
}

function isAsSeeded(product: Product): boolean {
  const seed = seedProducts.find((p) => p.id === product.id);
  return Boolean(
    seed &&
    seedFamilies[product.id] &&
    seed.name === product.name &&
    JSON.stringify(seed.specifications) ===
      JSON.stringify(product.specifications),
  );
}

/** Runs the backfill once; returns how many products got sizes (0 when it had run before). */
export function backfillSizes(db: Db): number {
  return db.transaction((tx) => {
    const done = tx
      .select()
      .from(schema.settings)
      .where(sql`${schema.settings.key} = ${BACKFILLED_KEY}`)
      .get();
    if (done) return 0;
    const names = new Map(
      tx
        .select({ id: schema.categories.id, name: schema.categories.name })
        .from(schema.categories)
        .all()
        .map((c) => [c.id, c.name]),
    );
    const withSizes = new Set(
      tx
        .selectDistinct({ id: schema.productSizes.productId })
        .from(schema.productSizes)
        .all()
        .map((row) => row.id),
    );
    const taken = new Set(
      tx
        .select({ a: schema.productSizes.articleNumber })
        .from(schema.productSizes)
        .all()
        .map((row) => row.a),
    );
    let filled = 0;
    for (const product of tx.select().from(schema.products).all()) {
      if (withSizes.has(product.id)) continue;
      let columns: ReturnType<typeof familyColumns> | DerivedFamily["columns"];
      let sizes: schema.NewProductSize[];
      let standards: readonly string[];
      if (isAsSeeded(product)) {
        const family = seedFamilies[product.id]!;
        columns = familyColumns(family);
        sizes = familySizeRows(
          product.id,
          family,
          product.quantity,
          product.inStock,
        );
        standards = family.standards;
      } else {
        const derived = deriveFamily(product);
        columns = derived.columns;
        standards = derived.standards;
        sizes = [];
        if (derived.size) {
          const base = `${articlePrefixFor(product.id)}-${sizeDesignation(derived.size).toUpperCase()}`;
          let article = base;
          for (let n = 2; taken.has(article); n++) article = `${base}-${n}`;
          sizes = [{ ...derived.size, articleNumber: article }];
        }
      }
      sizes = sizes.filter((size) => !taken.has(size.articleNumber));
      for (const size of sizes) taken.add(size.articleNumber);
      insertFamilyRows(tx, product.id, sizes, standards);
      const categoryNames = [product.category, product.subcategory]
        .map((id) => (id ? names.get(id) : undefined))
        .filter((n): n is string => Boolean(n));
      const sizeTerms = sizes.flatMap(sizeSearchTerms);
      tx.update(schema.products)
        .set({
          ...columns,
          searchText: productSearchText(
            { ...product, ...columns },
            categoryNames,
            sizeTerms,
            // Its translations' words (migration 0022 may have put them in before this ran).
            tx
              .select()
              .from(schema.productTexts)
              .where(eq(schema.productTexts.productId, product.id))
              .all(),
          ),
        })
        .where(eq(schema.products.id, product.id))
        .run();
      if (sizes.length) filled++;
    }
    tx.insert(schema.settings)
      .values({ key: BACKFILLED_KEY, value: new Date().toISOString() })
      .run();
    return filled;
  });
}
