import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  subcategoryFormSchema,
  subcategoryFields,
} from "~/lib/forms/admin/categories";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** A subcategory of `categoryName`: its name and description, each with its Arabic (decision 041). */
export function SubcategoryDialog({
  categoryName,
  editing,
  onDone,
}: {
  categoryName: string;
  editing: {
    id: string;
    name: string;
    description: string;
    nameAr: string;
    descriptionAr: string;
  } | null;
  onDone: () => void;
}) {
  const s = useAdminMessages().subcategories;
  return (
    <EntityDialog
      texts={{
        ...s,
        addDescription: format(s.addDescription, { name: categoryName }),
      }}
      editing={editing}
      schema={subcategoryFormSchema}
      fields={subcategoryFields}
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="subcategory-name"
            label={s.name}
            error={errors.name}
            arabicError={errors.nameAr}
            english={(control) => (
              <Input
                {...control}
                name="name"
                defaultValue={editing?.name ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("nameAr")}
                defaultValue={editing?.nameAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="subcategory-description"
            label={s.fieldDescription}
            error={errors.description}
            arabicError={errors.descriptionAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("description")}
                rows={2}
                defaultValue={editing?.description ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("descriptionAr")}
                rows={2}
                defaultValue={editing?.descriptionAr ?? ""}
              />
            )}
          />
        </>
      )}
    </EntityDialog>
  );
}
