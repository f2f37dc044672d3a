import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText, checkbox } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const categoryFields = {
  name: { required: true, maxLength: 120 },
  description: { maxLength: 500, multiline: true },
  nameAr: { maxLength: 120 },
  descriptionAr: { maxLength: 500, multiline: true },
  parentId: { maxLength: 120 },
} as const satisfies FieldSpecs;

export const categoryFormSchema = z
  .object({
    name: requiredText(categoryFields.name, t.categories.nameRequired),
    description: text(categoryFields.description),
    // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
    nameAr: text(categoryFields.nameAr),
    descriptionAr: text(categoryFields.descriptionAr),
    isSubcategory: checkbox,
    parentId: text(categoryFields.parentId),
  })
  .superRefine((value, ctx) => {
    if (value.isSubcategory && !value.parentId) {
      ctx.addIssue({
        code: "custom",
        path: ["parentId"],
        message: t.categories.parentRequired,
      });
    }
  })
  .transform((value) => ({
    name: value.name,
    description: value.description,
    nameAr: value.nameAr,
    descriptionAr: value.descriptionAr,
    parentId: value.isSubcategory ? value.parentId : null,
  }));

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const subcategoryFields = {
  name: { required: true, maxLength: 120 },
  description: { maxLength: 500, multiline: true },
  nameAr: { maxLength: 120 },
  descriptionAr: { maxLength: 500, multiline: true },
} as const satisfies FieldSpecs;

export const subcategoryFormSchema = z.object({
  name: requiredText(subcategoryFields.name, t.subcategories.nameRequired),
  description: text(subcategoryFields.description),
  nameAr: text(subcategoryFields.nameAr),
  descriptionAr: text(subcategoryFields.descriptionAr),
});
