import { useState } from "react";
import { Bilingual } from "~/components/admin/bilingual";
import { ImageField } from "~/components/admin/image-field";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import {
  categoryFormSchema,
  categoryFields,
} from "~/lib/forms/admin/categories";
import { useAdminMessages } from "~/locales/admin";
import type { AdminCategory } from "~/server/admin/categories.server";

/**
 * A top-level category: its name and description, each with its Arabic (decision 041), picture, and
 * whether it becomes a subcategory of another.
 */
export function CategoryDialog({
  editing,
  parents,
  onDone,
}: {
  editing: AdminCategory | null;
  parents: AdminCategory[];
  onDone: () => void;
}) {
  const c = useAdminMessages().categories;
  const [isSub, setIsSub] = useState(false);
  const [parentId, setParentId] = useState("");
  return (
    <EntityDialog
      texts={c}
      editing={editing}
      schema={categoryFormSchema}
      fields={categoryFields}
      multipart
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="category-name"
            label={c.name}
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
            id="category-description"
            label={c.fieldDescription}
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
          <ImageField
            id="category-image"
            label={c.image}
            current={editing?.image}
            error={errors.image}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <Checkbox
              name="isSubcategory"
              checked={isSub}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setIsSub(checked);
                // Spec: unchecking clears the chosen parent.
                if (!checked) setParentId("");
              }}
            />
            {c.isSubcategory}
          </label>
          {isSub ? (
            <Field
              id="category-parent"
              label={c.parent}
              error={errors.parentId}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  name="parentId"
                  value={parentId}
                  empty={c.selectParent}
                  options={parents.map((parent) => ({
                    value: parent.id,
                    label: parent.name,
                  }))}
                  onChange={(event) => setParentId(event.currentTarget.value)}
                />
              )}
            </Field>
          ) : null}
        </>
      )}
    </EntityDialog>
  );
}
