import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { coreValueFormSchema, coreValueFields } from "~/lib/forms/admin/about";
import { coreValueIcons } from "~/lib/content/pages";
import { useAdminMessages } from "~/locales/admin";
import type { AdminCoreValue } from "~/server/admin/pages.server";

/** One of the About page's four values: its words, and one of the page's four icons. */
export function CoreValueDialog({
  editing,
  onDone,
}: {
  editing: AdminCoreValue;
  onDone: () => void;
}) {
  const a = useAdminMessages().about;
  return (
    <EntityDialog
      texts={a}
      editing={editing}
      schema={coreValueFormSchema}
      fields={coreValueFields}
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="value-title"
            label={a.fieldTitle}
            error={errors.title}
            arabicError={errors.titleAr}
            english={(control) => (
              <Input
                {...control}
                {...field("title")}
                defaultValue={editing.title}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("titleAr")}
                defaultValue={editing.titleAr}
              />
            )}
          />
          <Bilingual
            id="value-description"
            label={a.fieldDescription}
            error={errors.description}
            arabicError={errors.descriptionAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("description")}
                rows={4}
                defaultValue={editing.description}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("descriptionAr")}
                rows={4}
                defaultValue={editing.descriptionAr}
              />
            )}
          />
          <Field id="value-icon" label={a.fieldIcon} error={errors.icon}>
            {(control) => (
              <NativeSelect
                {...control}
                name="icon"
                defaultValue={editing.icon}
                options={coreValueIcons.map((icon) => ({
                  value: icon,
                  label: a.icons[icon],
                }))}
              />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
