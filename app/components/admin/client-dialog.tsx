import { Bilingual } from "~/components/admin/bilingual";
import { ImageField } from "~/components/admin/image-field";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { clientFormSchema, clientFields } from "~/lib/forms/admin/clients";
import { useAdminMessages } from "~/locales/admin";
import type { AdminClient } from "~/server/admin/content.server";

/** A client: its name as the company writes it; its industry and description with their Arabic (decision 041). */
export function ClientDialog({
  editing,
  onDone,
}: {
  editing: AdminClient | null;
  onDone: () => void;
}) {
  const c = useAdminMessages().clients;
  return (
    <EntityDialog
      texts={c}
      editing={editing}
      schema={clientFormSchema}
      fields={clientFields}
      adds
      multipart
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Field id="client-name" label={c.fieldName} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                name="name"
                required
                defaultValue={editing?.name ?? ""}
              />
            )}
          </Field>
          <Bilingual
            id="client-industry"
            label={c.fieldIndustry}
            error={errors.industry}
            arabicError={errors.industryAr}
            english={(control) => (
              <Input
                {...control}
                {...field("industry")}
                defaultValue={editing?.industry ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("industryAr")}
                defaultValue={editing?.industryAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="client-description"
            label={c.fieldDescription}
            error={errors.description}
            arabicError={errors.descriptionAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("description")}
                rows={3}
                defaultValue={editing?.description ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("descriptionAr")}
                rows={3}
                defaultValue={editing?.descriptionAr ?? ""}
              />
            )}
          />
          <ImageField
            id="client-image"
            label={c.fieldLogo}
            current={editing?.image}
            error={errors.image}
          />
        </>
      )}
    </EntityDialog>
  );
}
