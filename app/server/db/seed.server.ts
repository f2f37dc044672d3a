import { sql } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { productKeys, productSearchText } from "~/lib/catalogue/catalogue";
import { sizeSearchTerms } from "~/lib/catalogue/sizes";
import * as schema from "./schema.server";
import {
  type SeedFamily,
  seedCategories,
  seedCertifications,
  seedClients,
  seedFamilies,
  seedProducts,
} from "./seed-data.server";
import { buildSize } from "./size-estimates.server";
import {
  seedCategoriesAr,
  seedCertificationsAr,
  seedClientsAr,
  seedProductsAr,
  seedSpecificationsAr,
} from "./seed-arabic.server";

const arabicOf = (productId: string) =>
  seedProductsAr.filter((text) => text.id === productId);

type SeedTx = Parameters<
  Parameters<BetterSQLite3Database<typeof schema>["transaction"]>[0]
>[0];

/**
 * A seeded family's size rows: the first holds the product's quantity of today as its stock; the
 * others a few drums each (none when the product is out of stock).
 */
export function familySizeRows(
  productId: string,
  family: SeedFamily,
  quantity: number,
  inStock: boolean,
): schema.NewProductSize[] {
  return family.sizes.map(
    (
      [cores, sectionMm2, extraCores, extraSectionMm2, conductorClass],
      index,
    ) => {
      const spec = {
        cores,
        sectionMm2,
        extraCores: extraCores ?? null,
        extraSectionMm2: extraSectionMm2 ?? null,
        conductorClass: conductorClass ?? family.conductorClass,
      };
      const row = buildSize(
        family,
        spec,
        family.rating,
        family.articlePrefix,
        0,
      );
      const drums = inStock ? (index * 7 + Number(productId)) % 5 : 0;
      return {
        ...row,
        productId,
        sortOrder: index,
        stockM: index === 0 ? quantity : drums * row.drumLengthM,
      };
    },
  );
}

/** The typed attribute columns of a family, as the products table stores them. */
export function familyColumns(family: SeedFamily) {
  return {
    ratedVoltage: family.ratedVoltage,
    conductorMaterial: family.conductorMaterial,
    insulation: family.insulation,
    sheath: family.sheath,
    armour: family.armour,
    maxConductorTempC: family.maxConductorTempC,
    fireBehaviour: family.fireBehaviour,
    typeDesignation: family.typeDesignation,
  };
}

/** Writes a product's sizes and standards (the product row exists). */
export function insertFamilyRows(
  tx: SeedTx,
  productId: string,
  sizes: schema.NewProductSize[],
  standards: readonly string[],
): void {
  for (const size of sizes) tx.insert(schema.productSizes).values(size).run();
  standards.forEach((standard, index) => {
    tx.insert(schema.productStandards)
      .values({
        productId,
        standard: standard as schema.ProductStandard["standard"],
        sortOrder: index,
      })
      .run();
  });
}

const SEEDED_KEY = "seeded_at";

/**
 * Seeds the spec's public data once, into a database that has never been seeded. A database the
 * admin has emptied is not re-seeded: the `settings` row records that seeding happened.
 */
export function seedIfEmpty(db: BetterSQLite3Database<typeof schema>): boolean {
  return db.transaction((tx) => {
    const done = tx
      .select()
      .from(schema.settings)
      .where(sql`${schema.settings.key} = ${SEEDED_KEY}`)
      .get();
    if (done) return false;

    seedCategories.forEach((category, index) => {
      tx.insert(schema.categories)
        .values({
          id: category.id,
          name: category.name,
          description: category.description,
          image: category.image,
          sortOrder: index,
        })
        .run();
      category.subcategories.forEach((sub, subIndex) => {
        tx.insert(schema.categories)
          .values({ ...sub, parentId: category.id, sortOrder: subIndex })
          .run();
      });
    });

    const namesById = new Map<string, string>();
    for (const category of seedCategories) {
      namesById.set(category.id, category.name);
      for (const sub of category.subcategories) namesById.set(sub.id, sub.name);
    }

    seedProducts.forEach((product, index) => {
      const categoryNames = [product.category, product.subcategory]
        .map((id) => namesById.get(id))
        .filter((name): name is string => Boolean(name));
      const family = seedFamilies[product.id]!;
      const sizes = familySizeRows(
        product.id,
        family,
        product.quantity,
        product.inStock,
      );
      const columns = familyColumns(family);
      tx.insert(schema.products)
        .values({
          ...product,
          ...productKeys(product.name),
          ...columns,
          unit: "meters",
          image: null,
          searchText: productSearchText(
            { ...product, ...columns },
            categoryNames,
            sizes.flatMap(sizeSearchTerms),
            arabicOf(product.id),
          ),
          sortOrder: index,
        })
        .run();
      insertFamilyRows(tx, product.id, sizes, family.standards);
      // Its Arabic (decision 041); drizzle/0022 gives an upgraded database the same rows.
      for (const { name, description, features, applications } of arabicOf(
        product.id,
      )) {
        tx.insert(schema.productTexts)
          .values({
            productId: product.id,
            locale: "ar",
            name,
            description,
            features,
            applications,
            // drizzle/0024 gives an upgraded database the same values.
            specifications: seedSpecificationsAr[product.id] ?? {},
          })
          .run();
      }
    });

    seedCertifications.forEach((certification, index) => {
      tx.insert(schema.certifications)
        .values({ id: index + 1, ...certification })
        .run();
    });
    seedClients.forEach((client, index) => {
      tx.insert(schema.clients)
        .values({ id: index + 1, ...client, image: null })
        .run();
    });

    // Their Arabic (docs/decisions/041); drizzle/0020 gives an upgraded database the same rows.
    for (const { id, name, description } of seedCategoriesAr) {
      tx.insert(schema.categoryTexts)
        .values({ categoryId: id, locale: "ar", name, description })
        .run();
    }
    for (const {
      id,
      title,
      description,
      category,
      status,
    } of seedCertificationsAr) {
      tx.insert(schema.certificationTexts)
        .values({
          certificationId: id,
          locale: "ar",
          title,
          description,
          category,
          status,
        })
        .run();
    }
    for (const { id, industry, description } of seedClientsAr) {
      tx.insert(schema.clientTexts)
        .values({ clientId: id, locale: "ar", industry, description })
        .run();
    }

    tx.insert(schema.settings)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .run();
    return true;
  });
}
