import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { legalPageFormSchema, legalPageFields } from "~/lib/forms/admin/legal";
import { useAdminMessages } from "~/locales/admin";
import type { AdminLegalPage } from "~/server/admin/pages.server";

/** A legal page's texts; its body is Markdown, which the server renders (and refuses unsafe links in). */
export function LegalPageDialog({
  editing,
  onDone,
}: {
  editing: AdminLegalPage;
  onDone: () => void;
}) {
  const l = useAdminMessages().legal;
  return (
    <EntityDialog
      texts={l}
      editing={editing}
      schema={legalPageFormSchema}
      fields={legalPageFields}
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="legal-title"
            label={l.fieldTitle}
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
            id="legal-description"
            label={l.fieldDescription}
            hint={l.descriptionHint}
            error={errors.description}
            arabicError={errors.descriptionAr}
            english={(control) => (
              <Input
                {...control}
                {...field("description")}
                defaultValue={editing.description}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("descriptionAr")}
                defaultValue={editing.descriptionAr}
              />
            )}
          />
          <Field
            id="legal-updated"
            label={l.fieldUpdated}
            hint={l.updatedHint}
            error={errors.updated}
          >
            {(control) => (
              <Input
                {...control}
                {...field("updated")}
                autoComplete="off"
                placeholder="YYYY-MM-DD"
                defaultValue={editing.updated}
              />
            )}
          </Field>
          <Bilingual
            id="legal-intro"
            label={l.fieldIntro}
            error={errors.intro}
            arabicError={errors.introAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("intro")}
                rows={3}
                defaultValue={editing.intro}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("introAr")}
                rows={3}
                defaultValue={editing.introAr}
              />
            )}
          />
          {/* The Arabic body mixes Arabic prose with Markdown marks, law numbers and links: dir="auto", as the news body. */}
          <Bilingual
            id="legal-body"
            label={l.fieldBody}
            hint={l.bodyHint}
            error={errors.body}
            arabicError={errors.bodyAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("body")}
                rows={16}
                className="font-mono text-sm"
                defaultValue={editing.body}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                dir="auto"
                {...field("bodyAr")}
                rows={16}
                className="font-mono text-sm"
                defaultValue={editing.bodyAr}
              />
            )}
          />
        </>
      )}
    </EntityDialog>
  );
}
