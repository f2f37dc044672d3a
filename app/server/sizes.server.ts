import { asc, eq, inArray } from "drizzle-orm";
import type { Standard } from "~/lib/cable-attributes";
import { sizeDesignation } from "~/lib/sizes";
import { getDb } from "./db/client.server";
import {
  type Product,
  type ProductSize,
  productSizes,
  productStandards,
} from "./db/schema.server";

/**
 * Reads of product sizes and typed attributes (the catalogue model of issue 17). Sizes come in the
 * admin's order; the first is the product's main article (cards, structured data).
 */

export type { ProductSize };

/** A size as pages and the API show it: the row plus its derived designation ("3x25+16"). */
export interface SizeView extends Omit<ProductSize, "createdAt" | "updatedAt"> {
  designation: string;
}

/** The typed attributes of a product family, with its standards. */
export interface ProductAttributes {
  ratedVoltage: Product["ratedVoltage"];
  conductorMaterial: Product["conductorMaterial"];
  insulation: Product["insulation"];
  sheath: Product["sheath"];
  armour: Product["armour"];
  maxConductorTempC: Product["maxConductorTempC"];
  fireBehaviour: Product["fireBehaviour"];
  typeDesignation: Product["typeDesignation"];
  inStock: boolean;
  standards: Standard[];
}

function view({
  createdAt: _created,
  updatedAt: _updated,
  ...size
}: ProductSize): SizeView {
  return { ...size, designation: sizeDesignation(size) };
}

const sizeOrder = [asc(productSizes.sortOrder), asc(productSizes.id)];

/** A product's sizes in the admin's order. */
export function listSizes(productId: string): SizeView[] {
  return getDb()
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(...sizeOrder)
    .all()
    .map(view);
}

/** The sizes of several products (a listing page, the API), in order, by product id. */
export function listSizesOf(
  productIds: readonly string[],
): Map<string, SizeView[]> {
  const byProduct = new Map<string, SizeView[]>(
    productIds.map((id) => [id, []]),
  );
  if (productIds.length === 0) return byProduct;
  const rows = getDb()
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]))
    .orderBy(asc(productSizes.productId), ...sizeOrder)
    .all();
  for (const row of rows) byProduct.get(row.productId)?.push(view(row));
  return byProduct;
}

/** A product's first size (its main article), if it has any. */
export function firstSize(productId: string): SizeView | undefined {
  const row = getDb()
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(...sizeOrder)
    .limit(1)
    .get();
  return row ? view(row) : undefined;
}

/** The standards of several products, in their order, by product id. */
export function listStandardsOf(
  productIds: readonly string[],
): Map<string, Standard[]> {
  const byProduct = new Map<string, Standard[]>(
    productIds.map((id) => [id, []]),
  );
  if (productIds.length === 0) return byProduct;
  const rows = getDb()
    .select()
    .from(productStandards)
    .where(inArray(productStandards.productId, [...productIds]))
    .orderBy(
      asc(productStandards.productId),
      asc(productStandards.sortOrder),
      asc(productStandards.standard),
    )
    .all();
  for (const row of rows) byProduct.get(row.productId)?.push(row.standard);
  return byProduct;
}

/** A product's typed attributes, standards included. */
export function productAttributes(
  product: Product,
  standards?: Standard[],
): ProductAttributes {
  return {
    ratedVoltage: product.ratedVoltage,
    conductorMaterial: product.conductorMaterial,
    insulation: product.insulation,
    sheath: product.sheath,
    armour: product.armour,
    maxConductorTempC: product.maxConductorTempC,
    fireBehaviour: product.fireBehaviour,
    typeDesignation: product.typeDesignation,
    inStock: product.inStock,
    standards: standards ?? listStandardsOf([product.id]).get(product.id) ?? [],
  };
}
