import { sql } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { productKeys, productSearchText } from "~/lib/catalog";
import * as schema from "./schema.server";
import { seedCategories, seedCertifications, seedClients, seedProducts } from "./seed-data.server";

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
      tx.insert(schema.products)
        .values({
          ...product,
          ...productKeys(product.name),
          unit: "meters",
          image: null,
          searchText: productSearchText(product, categoryNames),
          sortOrder: index,
        })
        .run();
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

    tx.insert(schema.settings).values({ key: SEEDED_KEY, value: new Date().toISOString() }).run();
    return true;
  });
}
