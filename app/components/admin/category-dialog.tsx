import { useState } from "react";
import { ImageField } from "~/components/admin/image-field";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { categoryFormSchema } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

interface CategoryRow {
  id: string;
  name: string;
  image: string | null;
}

/** A top-level category: its name, picture, and whether it becomes a subcategory of another. */
export function CategoryDialog({ editing, parents, onDone }: { editing: CategoryRow | null; parents: CategoryRow[]; onDone: () => void }) {
  const c = useAdminMessages().categories;
  const [isSub, setIsSub] = useState(false);
  const [parentId, setParentId] = useState("");
  return (
    <EntityDialog
      texts={c}
      editing={editing}
      schema={categoryFormSchema}
      multipart
      onDone={onDone}
    >
      {(errors) => (
        <>
          <Field id="category-name" label={c.name} error={errors.name}>
            {(control) => <Input {...control} name="name" defaultValue={editing?.name ?? ""} />}
          </Field>
          <ImageField id="category-image" label={c.image} current={editing?.image} error={errors.image} />
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
            <Field id="category-parent" label={c.parent} error={errors.parentId}>
              {(control) => (
                <NativeSelect
                  {...control}
                  name="parentId"
                  value={parentId}
                  empty={c.selectParent}
                  options={parents.map((parent) => ({ value: parent.id, label: parent.name }))}
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
