import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { categoryIdFor } from "~/lib/catalogue/catalogue";
import { format } from "~/locales";
import { type ActionResult, done, failed } from "~/lib/forms/action-result";
import { getDb, type Tx } from "../db/client.server";
import { type Category, categories, categoryTexts } from "../db/schema.server";
import type { ArabicState } from "~/lib/locale/arabic";
import {
  TEXT_KINDS,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";
import { refreshSearchText } from "./products.server";
import { type ImageUpload, writeWithImage } from "../content/media.server";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** A category as the admin edits it: with its Arabic ("" where none) and how far that is (decision 041). */
export interface AdminCategory extends Category {
  nameAr: string;
  descriptionAr: string;
  arabic: ArabicState;
}

export interface AdminCategoryRow extends AdminCategory {
  subcategoryCount: number;
}

/** Adds each row's Arabic: one query for all of them. */
function withArabic(rows: Category[]): AdminCategory[] {
  const arabic = new Map(
    getDb()
      .select()
      .from(categoryTexts)
      .where(eq(categoryTexts.locale, "ar"))
      .all()
      .map((row) => [row.categoryId, row]),
  );
  return rows.map((row) => {
    const ar = arabic.get(row.id);
    return {
      ...row,
      nameAr: ar?.name ?? "",
      descriptionAr: ar?.description ?? "",
      arabic: arabicState(
        { name: row.name, description: row.description },
        ar ? { name: ar.name, description: ar.description } : null,
      ),
    };
  });
}

/** Top-level categories with their live subcategory counts; `deleted` lists the deleted ones. */
export function listAdminCategories(): {
  categories: AdminCategoryRow[];
  deleted: Category[];
} {
  const rows = withArabic(
    getDb()
      .select()
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.createdAt))
      .all(),
  );
  const live = rows.filter((row) => row.deletedAt === null);
  return {
    categories: live
      .filter((row) => row.parentId === null)
      .map((row) => ({
        ...row,
        subcategoryCount: live.filter((sub) => sub.parentId === row.id).length,
      })),
    deleted: rows.filter(
      (row) => row.parentId === null && row.deletedAt !== null,
    ),
  };
}

/** A top-level category (deleted ones too: their subcategories stay reachable) with its subcategories. */
export function getAdminCategory(
  id: string,
): { category: Category; subcategories: AdminCategory[] } | undefined {
  const db = getDb();
  const category = db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.parentId)))
    .get();
  if (!category) return undefined;
  const subcategories = withArabic(
    db
      .select()
      .from(categories)
      .where(and(eq(categories.parentId, id), isNull(categories.deletedAt)))
      .orderBy(asc(categories.sortOrder), asc(categories.createdAt))
      .all(),
  );
  return { category, subcategories };
}

function nextSortOrder(tx: Tx, parentId: string | null): number {
  const rows = tx
    .select({ sortOrder: categories.sortOrder })
    .from(categories)
    .where(
      parentId
        ? eq(categories.parentId, parentId)
        : isNull(categories.parentId),
    )
    .all();
  return rows.reduce((max, row) => Math.max(max, row.sortOrder), -1) + 1;
}

/**
 * Creates (id null) or renames and re-parents a category or subcategory, with its picture, in one
 * transaction (see writeWithImage). A new id follows the spec's rule and a taken one is a field
 * error; an existing id never changes, so links and products keep pointing at it. `parentId`
 * undefined keeps the parent (a rename from the subcategory page).
 */
export interface CategoryInput {
  name: string;
  /** undefined keeps the stored English description. */
  description?: string;
  /** The Arabic (decision 041); both undefined leave it as it is, both empty delete it. */
  nameAr?: string;
  descriptionAr?: string;
  parentId?: string | null;
}

export function saveCategory(
  id: string | null,
  input: CategoryInput,
  upload: ImageUpload = {},
) {
  return writeWithImage(upload, (tx, image) => {
    const result =
      id === null
        ? insertCategory(
            tx,
            {
              name: input.name,
              description: input.description ?? "",
              parentId: input.parentId ?? null,
            },
            image ?? null,
          )
        : updateCategory(tx, id, input, image);
    // In the same transaction: the English and its Arabic commit together.
    if (
      result.ok &&
      (input.nameAr !== undefined || input.descriptionAr !== undefined)
    ) {
      writeLocaleText(tx, TEXT_KINDS.categories, [result.value], {
        name: input.nameAr ?? "",
        description: input.descriptionAr ?? "",
      });
    }
    return result;
  });
}

function liveParent(tx: Tx, parentId: string) {
  return tx
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.id, parentId),
        isNull(categories.parentId),
        isNull(categories.deletedAt),
      ),
    )
    .get();
}

function insertCategory(
  tx: Tx,
  input: { name: string; description: string; parentId: string | null },
  image: string | null,
): ActionResult<{ value: string }> {
  const id = categoryIdFor(input.name, input.parentId);
  if (input.parentId && !liveParent(tx, input.parentId))
    return failed({ parentId: t.categories.parentMissing });
  const taken = tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .get();
  if (taken) return failed({ name: format(t.categories.idTaken, { id }) });
  tx.insert(categories)
    .values({
      id,
      name: input.name,
      description: input.description,
      parentId: input.parentId,
      image,
      sortOrder: nextSortOrder(tx, input.parentId),
    })
    .run();
  return done(id);
}

function updateCategory(
  tx: Tx,
  id: string,
  input: CategoryInput,
  image: string | null | undefined,
): ActionResult<{ value: string }> {
  const existing = tx
    .select()
    .from(categories)
    .where(eq(categories.id, id))
    .get();
  if (!existing) return failed({ form: t.categories.notFound });
  if (input.parentId) {
    const hasChildren = tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentId, id), isNull(categories.deletedAt)))
      .get();
    if (!liveParent(tx, input.parentId) || input.parentId === id || hasChildren)
      return failed({ parentId: t.categories.parentMissing });
  }
  tx.update(categories)
    .set({
      name: input.name,
      ...(input.description === undefined
        ? {}
        : { description: input.description }),
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

function setCategoryDeleted(
  id: string,
  deleted: boolean,
): ActionResult<{ value: string }> {
  const result = getDb()
    .update(categories)
    .set({ deletedAt: deleted ? new Date() : null })
    .where(
      deleted
        ? and(eq(categories.id, id), isNull(categories.deletedAt))
        : and(eq(categories.id, id), isNotNull(categories.deletedAt)),
    )
    .run();
  return result.changes ? done(id) : failed({ form: t.categories.notFound });
}

/** Top-level categories the product form offers (spec: stranded, multiConductor, control, pvc). */
export function productCategoryChoices(): {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}[] {
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
      subcategories: rows
        .filter((sub) => sub.parentId === row.id)
        .map((sub) => ({ id: sub.id, name: sub.name })),
    }));
}
