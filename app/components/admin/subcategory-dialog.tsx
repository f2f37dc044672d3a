import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { subcategoryFormSchema } from "~/lib/admin-schemas";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** A subcategory of `categoryName`: only its name is edited here. */
export function SubcategoryDialog({
  categoryName,
  editing,
  onDone,
}: {
  categoryName: string;
  editing: { id: string; name: string } | null;
  onDone: () => void;
}) {
  const s = useAdminMessages().subcategories;
  return (
    <EntityDialog
      texts={{ ...s, addDescription: format(s.addDescription, { name: categoryName }) }}
      editing={editing}
      schema={subcategoryFormSchema}
      onDone={onDone}
    >
      {(errors) => (
        <Field id="subcategory-name" label={s.name} error={errors.name}>
          {(control) => <Input {...control} name="name" defaultValue={editing?.name ?? ""} />}
        </Field>
      )}
    </EntityDialog>
  );
}
