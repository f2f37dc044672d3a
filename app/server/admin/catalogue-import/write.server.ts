import type Database from "better-sqlite3";
import type { SizeInput } from "~/lib/forms/admin/product-sizes";
import {
  type ProductTranslation,
  productKeys,
  productSearchText,
} from "~/lib/catalogue/catalogue";
import { sizeSearchTerms } from "~/lib/catalogue/sizes";
import { isEmptyTranslation } from "../catalogue-arabic.server";
import type { SpecificationTexts } from "~/lib/catalogue/spec-texts";
import type { ProductInput } from "../products.server";

/**
 * The import's writes: what the product dialog's save does (app/server/admin/products.server.ts:
 * the row, its sizes matched by id, its standards, its search text), for thousands of products in
 * one transaction. Prepared once and run per product: the dialog's per-save queries (through
 * Drizzle, with a MAX(sort_order) scan per insert) took 105 s for 10,000 new products, these take
 * a few seconds. The caller holds the transaction and hands the writer its products a batch at a
 * time (Apply yields to the event loop between batches); the statements, the next sort order and
 * the next new id carry over. A test keeps the two paths equal (import.server.test.ts).
 */

export interface WriteOperation {
  kind: "add" | "change";
  id: string | null;
  input: ProductInput;
}

export function catalogueWriter(
  sqlite: Database.Database,
  now: number,
): (operations: readonly WriteOperation[]) => void {
  const categoryNames = new Map(
    (
      sqlite.prepare("SELECT id, name FROM categories").all() as {
        id: string;
        name: string;
      }[]
    ).map((row) => [row.id, row.name]),
  );
  const exists = sqlite.prepare("SELECT 1 FROM products WHERE id = ?").pluck();
  let sortOrder =
    (sqlite.prepare("SELECT MAX(sort_order) FROM products").pluck().get() as
      number | null) ?? 0;
  const insertProduct =
    sqlite.prepare(`INSERT INTO products (id, name, name_key, description_key, description, category,
    subcategory, quantity, unit, in_stock, image, specifications, features, applications, certifications, rated_voltage,
    conductor_material, insulation, sheath, armour, max_conductor_temp_c, fire_behaviour, type_designation, search_text,
    sort_order) VALUES (@id, @name, @nameKey, @descriptionKey, @description, @category, @subcategory, @quantity, @unit,
    @inStock, NULL, @specifications, @features, @applications, '[]', @ratedVoltage, @conductorMaterial, @insulation,
    @sheath, @armour, @maxConductorTempC, @fireBehaviour, @typeDesignation, @searchText, @sortOrder)`);
  const updateProduct =
    sqlite.prepare(`UPDATE products SET name = @name, name_key = @nameKey,
    description_key = @descriptionKey, description = @description, category = @category, subcategory = @subcategory,
    quantity = @quantity, unit = @unit, in_stock = @inStock, specifications = @specifications, features = @features,
    applications = @applications, rated_voltage = @ratedVoltage, conductor_material = @conductorMaterial,
    insulation = @insulation, sheath = @sheath, armour = @armour, max_conductor_temp_c = @maxConductorTempC,
    fire_behaviour = @fireBehaviour, type_designation = @typeDesignation, search_text = @searchText,
    updated_at = @updatedAt WHERE id = @id AND deleted_at IS NULL`);
  const ownSizes = sqlite
    .prepare("SELECT id FROM product_sizes WHERE product_id = ?")
    .pluck();
  // A changed product keeps the translations the file does not give (a sheet without the Arabic
  // columns gives none), and so their search words.
  const translationsOf = sqlite.prepare(
    "SELECT locale, name, description, features, applications, specifications FROM product_texts WHERE product_id = ? ORDER BY locale",
  );
  // As writeLocaleText for the dialog: the Arabic written, or its row deleted when all empty.
  const upsertArabic =
    sqlite.prepare(`INSERT INTO product_texts (product_id, locale, name, description, features, applications,
    specifications) VALUES (@id, 'ar', @name, @description, @features, @applications, @specifications)
    ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name, description = excluded.description,
    features = excluded.features, applications = excluded.applications, specifications = excluded.specifications`);
  const deleteArabic = sqlite.prepare(
    "DELETE FROM product_texts WHERE product_id = ? AND locale = 'ar'",
  );
  const deleteSize = sqlite.prepare("DELETE FROM product_sizes WHERE id = ?");
  const freeArticle = sqlite.prepare(
    "UPDATE product_sizes SET article_number = '~' || id WHERE id = ?",
  );
  const sizeColumns = `product_id = @productId, sort_order = @sortOrder, article_number = @articleNumber, cores = @cores,
    section_mm2 = @sectionMm2, extra_cores = @extraCores, extra_section_mm2 = @extraSectionMm2,
    conductor_class = @conductorClass, outer_diameter_mm = @outerDiameterMm, weight_kg_km = @weightKgKm,
    resistance_ohm_km = @resistanceOhmKm, current_rating_a = @currentRatingA, rating_installation = @ratingInstallation,
    rating_loaded_conductors = @ratingLoadedConductors, drum_length_m = @drumLengthM, stock_m = @stockM`;
  const updateSize = sqlite.prepare(
    `UPDATE product_sizes SET ${sizeColumns}, updated_at = @updatedAt WHERE id = @id`,
  );
  const insertSize =
    sqlite.prepare(`INSERT INTO product_sizes (product_id, sort_order, article_number, cores, section_mm2,
    extra_cores, extra_section_mm2, conductor_class, outer_diameter_mm, weight_kg_km, resistance_ohm_km, current_rating_a,
    rating_installation, rating_loaded_conductors, drum_length_m, stock_m) VALUES (@productId, @sortOrder, @articleNumber,
    @cores, @sectionMm2, @extraCores, @extraSectionMm2, @conductorClass, @outerDiameterMm, @weightKgKm, @resistanceOhmKm,
    @currentRatingA, @ratingInstallation, @ratingLoadedConductors, @drumLengthM, @stockM)`);
  const deleteStandards = sqlite.prepare(
    "DELETE FROM product_standards WHERE product_id = ?",
  );
  const insertStandard = sqlite.prepare(
    "INSERT INTO product_standards (product_id, standard, sort_order) VALUES (?, ?, ?)",
  );

  let stamp = now;
  return (operations) => {
    for (const operation of operations) writeOne(operation);
  };

  function writeOne({ kind, id: given, input }: WriteOperation): void {
    const sizes = input.sizes ?? [];
    const names = [input.category, input.subcategory].flatMap((cid) =>
      cid && categoryNames.has(cid) ? [categoryNames.get(cid)!] : [],
    );
    const stored = (
      kind === "add"
        ? []
        : (translationsOf.all(given) as {
            locale: string;
            name: string;
            description: string;
            features: string;
            applications: string;
            specifications: string;
          }[])
    ).map((row) => ({
      ...row,
      features: JSON.parse(row.features) as ProductTranslation["features"],
      applications: JSON.parse(row.applications) as string[],
      specifications: JSON.parse(row.specifications) as SpecificationTexts,
    }));
    // The texts and the specification values each as the file gives them, else as stored.
    const storedArabic = stored.find((row) => row.locale === "ar");
    const arabic: ProductTranslation | undefined =
      input.arabic === undefined && input.specificationsAr === undefined
        ? undefined
        : {
            ...(input.arabic ?? {
              name: storedArabic?.name ?? "",
              description: storedArabic?.description ?? "",
              features: storedArabic?.features ?? [],
              applications: storedArabic?.applications ?? [],
            }),
            specifications:
              input.specificationsAr ?? storedArabic?.specifications ?? {},
          };
    const translations: ProductTranslation[] =
      arabic === undefined
        ? stored
        : [
            ...stored.filter((row) => row.locale !== "ar"),
            ...(isEmptyTranslation(arabic)
              ? []
              : [{ locale: "ar", ...arabic }]),
          ].sort((x, y) => (x.locale < y.locale ? -1 : 1));
    const searchText = productSearchText(
      { ...input, typeDesignation: input.attributes.typeDesignation ?? null },
      names,
      sizes.flatMap((size) => sizeSearchTerms(size)),
      translations,
    );
    const a = input.attributes;
    const values = {
      name: input.name,
      ...productKeys(input.name),
      description: input.description,
      category: input.category,
      subcategory: input.subcategory,
      quantity: input.quantity,
      unit: input.unit,
      inStock: input.inStock ? 1 : 0,
      specifications: JSON.stringify(input.specifications),
      features: JSON.stringify(input.features),
      applications: JSON.stringify(input.applications),
      ratedVoltage: a.ratedVoltage ?? null,
      conductorMaterial: a.conductorMaterial ?? "copper",
      insulation: a.insulation ?? "pvc",
      sheath: a.sheath ?? "none",
      armour: a.armour ?? "none",
      maxConductorTempC: a.maxConductorTempC,
      fireBehaviour: a.fireBehaviour ?? null,
      typeDesignation: a.typeDesignation ?? null,
      searchText,
    };
    let id: string;
    if (kind === "add") {
      // Spec: a new product's id is the current timestamp as text; each next one a millisecond on.
      while (exists.get(String(stamp))) stamp++;
      id = String(stamp++);
      insertProduct.run({ ...values, id, sortOrder: ++sortOrder });
    } else {
      id = given!;
      if (updateProduct.run({ ...values, id, updatedAt: now }).changes !== 1)
        throw new Error(`product ${id} is gone`);
    }
    if (arabic !== undefined) {
      if (isEmptyTranslation(arabic)) deleteArabic.run(id);
      else
        upsertArabic.run({
          id,
          name: arabic.name,
          description: arabic.description,
          features: JSON.stringify(arabic.features),
          applications: JSON.stringify(arabic.applications),
          specifications: JSON.stringify(arabic.specifications ?? {}),
        });
    }
    writeSizes(id, sizes, kind === "add" ? [] : (ownSizes.all(id) as number[]));
    deleteStandards.run(id);
    (input.standards ?? []).forEach((standard, n) =>
      insertStandard.run(id, standard, n),
    );
  }

  /** As products.server.ts's writeSizes: kept ids are updated, others added, the rest deleted. */
  function writeSizes(
    productId: string,
    sizes: SizeInput[],
    own: number[],
  ): void {
    const kept = new Set(
      sizes.flatMap((size) =>
        size.id !== null && own.includes(size.id) ? [size.id] : [],
      ),
    );
    for (const id of own) if (!kept.has(id)) deleteSize.run(id);
    // Swapped article numbers would meet the unique index half-way: free the kept rows' first.
    for (const id of kept) freeArticle.run(id);
    sizes.forEach((size, sortOrder) => {
      const row = {
        ...size,
        productId,
        sortOrder,
        // The schema has filled every empty resistance (or refused the product).
        resistanceOhmKm: size.resistanceOhmKm,
      };
      if (size.id !== null && kept.delete(size.id))
        updateSize.run({ ...row, updatedAt: now });
      else {
        const { id: _id, ...fields } = row;
        insertSize.run(fields);
      }
    });
  }
}
