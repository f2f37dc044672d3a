import { z } from "zod";
import { text, requiredText, checkbox } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

export const categoryFormSchema = z
  .object({
    name: requiredText(120, t.categories.nameRequired),
    description: text(500, true),
    // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
    nameAr: text(120),
    descriptionAr: text(500, true),
    isSubcategory: checkbox,
    parentId: text(120),
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

export const subcategoryFormSchema = z.object({
  name: requiredText(120, t.subcategories.nameRequired),
  description: text(500, true),
  nameAr: text(120),
  descriptionAr: text(500, true),
});
