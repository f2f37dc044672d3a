import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { categoryIdFor } from "~/lib/catalog";
import { format } from "~/locales";
import { type ActionResult, done, failed } from "~/lib/action-result";
import { getDb, type Tx } from "../db/client.server";
import { type Category, categories } from "../db/schema.server";
import { refreshSearchText } from "./products.server";
import { type ImageUpload, writeWithImage } from "../media.server";
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

function nextSortOrder(tx: Tx, parentId: string | null): number {
  const rows = tx
    .select({ sortOrder: categories.sortOrder })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId))
    .all();
  return rows.reduce((max, row) => Math.max(max, row.sortOrder), -1) + 1;
}

/**
 * Creates (id null) or renames and re-parents a category or subcategory, with its picture, in one
 * transaction (see writeWithImage). A new id follows the spec's rule and a taken one is a field
 * error; an existing id never changes, so links and products keep pointing at it. `parentId`
 * undefined keeps the parent (a rename from the subcategory page).
 */
export function saveCategory(id: string | null, input: { name: string; parentId?: string | null }, upload: ImageUpload = {}) {
  return writeWithImage(upload, (tx, image) =>
    id === null ? insertCategory(tx, { name: input.name, parentId: input.parentId ?? null }, image ?? null) : updateCategory(tx, id, input, image),
  );
}

function liveParent(tx: Tx, parentId: string) {
  return tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, parentId), isNull(categories.parentId), isNull(categories.deletedAt)))
    .get();
}

function insertCategory(tx: Tx, input: { name: string; parentId: string | null }, image: string | null): ActionResult<{ value: string }> {
  const id = categoryIdFor(input.name, input.parentId);
  if (input.parentId && !liveParent(tx, input.parentId)) return failed({ parentId: t.categories.parentMissing });
  const taken = tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get();
  if (taken) return failed({ name: format(t.categories.idTaken, { id }) });
  tx.insert(categories)
    .values({ id, name: input.name, parentId: input.parentId, image, sortOrder: nextSortOrder(tx, input.parentId) })
    .run();
  return done(id);
}

function updateCategory(tx: Tx, id: string, input: { name: string; parentId?: string | null }, image: string | null | undefined): ActionResult<{ value: string }> {
  const existing = tx.select().from(categories).where(eq(categories.id, id)).get();
  if (!existing) return failed({ form: t.categories.notFound });
  if (input.parentId) {
    const hasChildren = tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentId, id), isNull(categories.deletedAt)))
      .get();
    if (!liveParent(tx, input.parentId) || input.parentId === id || hasChildren) return failed({ parentId: t.categories.parentMissing });
  }
  tx.update(categories)
    .set({
      name: input.name,
      ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
      ...(image === undefined ? {} : { image }),
      updatedAt: new Date(),
    })
    .where(eq(categories.id, id))
    .run();
  refreshSearchText(tx, id);
  return done(id);
}

/** Soft delete (undoable with restoreCategory). Subcategories and products are left as they are. */
export function deleteCategory(id: string) {
  return setCategoryDeleted(id, true);
}

export function restoreCategory(id: string) {
  return setCategoryDeleted(id, false);
}

function setCategoryDeleted(id: string, deleted: boolean): ActionResult<{ value: string }> {
  const result = getDb()
    .update(categories)
    .set({ deletedAt: deleted ? new Date() : null })
    .where(deleted ? and(eq(categories.id, id), isNull(categories.deletedAt)) : and(eq(categories.id, id), isNotNull(categories.deletedAt)))
    .run();
  return result.changes ? done(id) : failed({ form: t.categories.notFound });
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
