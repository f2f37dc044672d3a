import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { categoryIdFor } from "~/lib/catalog";
import { format } from "~/locales";
import { getDb } from "../db/client.server";
import { type Category, categories } from "../db/schema.server";
import { refreshSearchText } from "./products.server";
import { done, failed, type WriteResult } from "./result.server";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

export interface AdminCategoryRow extends Category {
  subcategoryCount: number;
}

/** Top-level categories with their live subcategory counts; `deleted` lists the deleted ones. */
export function listAdminCategories(): { categories: AdminCategoryRow[]; deleted: Category[] } {
  const rows = getDb()
    .select()
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.createdAt))
    .all();
  const live = rows.filter((row) => row.deletedAt === null);
  return {
    categories: live
      .filter((row) => row.parentId === null)
      .map((row) => ({ ...row, subcategoryCount: live.filter((sub) => sub.parentId === row.id).length })),
    deleted: rows.filter((row) => row.parentId === null && row.deletedAt !== null),
  };
}

/** A top-level category (deleted ones too: their subcategories stay reachable) with its subcategories. */
export function getAdminCategory(id: string): { category: Category; subcategories: Category[] } | undefined {
  const db = getDb();
  const category = db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.parentId)))
    .get();
  if (!category) return undefined;
  const subcategories = db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, id), isNull(categories.deletedAt)))
    .orderBy(asc(categories.sortOrder), asc(categories.createdAt))
    .all();
  return { category, subcategories };
}

function nextSortOrder(parentId: string | null): number {
  const rows = getDb()
    .select({ sortOrder: categories.sortOrder })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId))
    .all();
  return rows.reduce((max, row) => Math.max(max, row.sortOrder), -1) + 1;
}

/** Creates a category or subcategory with the spec's id rule; a taken id is a field error. */
export function createCategory(input: {
  name: string;
  parentId: string | null;
  image: string | null;
}): WriteResult<string> {
  const id = categoryIdFor(input.name, input.parentId);
  return getDb().transaction((tx) => {
    if (input.parentId) {
      const parent = tx
        .select()
        .from(categories)
        .where(and(eq(categories.id, input.parentId), isNull(categories.parentId), isNull(categories.deletedAt)))
        .get();
      if (!parent) return failed({ parentId: t.categories.parentMissing });
    }
    const taken = tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get();
    if (taken) return failed({ name: format(t.categories.idTaken, { id }) });
    tx.insert(categories)
      .values({ id, name: input.name, parentId: input.parentId, image: input.image, sortOrder: nextSortOrder(input.parentId) })
      .run();
    return done(id);
  });
}

/** Renames (and re-parents) a category; its id stays, so links and products keep pointing at it. */
export function updateCategory(
  id: string,
  input: { name: string; parentId?: string | null; image?: string | null },
): WriteResult<string> {
  return getDb().transaction((tx) => {
    const existing = tx.select().from(categories).where(eq(categories.id, id)).get();
    if (!existing) return failed({ form: t.categories.notFound });
    if (input.parentId) {
      const parent = tx
        .select()
        .from(categories)
        .where(and(eq(categories.id, input.parentId), isNull(categories.parentId), isNull(categories.deletedAt)))
        .get();
      const hasChildren = tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.parentId, id), isNull(categories.deletedAt)))
        .get();
      if (!parent || input.parentId === id || hasChildren) return failed({ parentId: t.categories.parentMissing });
    }
    tx.update(categories)
      .set({
        name: input.name,
        ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
        ...(input.image === undefined ? {} : { image: input.image }),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id))
      .run();
    refreshSearchText(tx, id);
    return done(id);
  });
}

/** Soft delete (undoable). Subcategories and products are left as they are. */
export function setCategoryDeleted(id: string, deleted: boolean): WriteResult<string> {
  return getDb().transaction((tx) => {
    const result = tx
      .update(categories)
      .set({ deletedAt: deleted ? new Date() : null })
      .where(deleted ? and(eq(categories.id, id), isNull(categories.deletedAt)) : and(eq(categories.id, id), isNotNull(categories.deletedAt)))
      .run();
    return result.changes ? done(id) : failed({ form: t.categories.notFound });
  });
}

/** Top-level categories the product form offers (spec: stranded, multiConductor, control, pvc). */
export function productCategoryChoices(): { id: string; name: string; subcategories: { id: string; name: string }[] }[] {
  const rows = getDb()
    .select()
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.sortOrder), asc(categories.createdAt))
    .all();
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      id: row.id,
      name: row.name,
      subcategories: rows.filter((sub) => sub.parentId === row.id).map((sub) => ({ id: sub.id, name: sub.name })),
    }));
}
