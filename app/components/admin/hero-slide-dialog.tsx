import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { ImageField } from "~/components/admin/image-field";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { heroSlideFormSchema, heroSlideFields } from "~/lib/forms/admin/home";
import { useAdminMessages } from "~/locales/admin";
import type { AdminSlide } from "~/server/admin/pages.server";

export function HeroSlideDialog({
  editing,
  onDone,
}: {
  editing: AdminSlide | null;
  onDone: () => void;
}) {
  const h = useAdminMessages().home;
  return (
    <EntityDialog
      texts={h}
      editing={editing}
      schema={heroSlideFormSchema}
      fields={heroSlideFields}
      adds
      multipart
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="slide-tagline"
            label={h.fieldTagline}
            hint={h.taglineHint}
            error={errors.tagline}
            arabicError={errors.taglineAr}
            english={(control) => (
              <Input
                {...control}
                {...field("tagline")}
                defaultValue={editing?.tagline ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("taglineAr")}
                defaultValue={editing?.taglineAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="slide-title"
            label={h.fieldTitle}
            error={errors.title}
            arabicError={errors.titleAr}
            english={(control) => (
              <Input
                {...control}
                {...field("title")}
                defaultValue={editing?.title ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("titleAr")}
                defaultValue={editing?.titleAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="slide-subtitle"
            label={h.fieldSubtitle}
            error={errors.subtitle}
            arabicError={errors.subtitleAr}
            english={(control) => (
              <Input
                {...control}
                {...field("subtitle")}
                defaultValue={editing?.subtitle ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("subtitleAr")}
                defaultValue={editing?.subtitleAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="slide-description"
            label={h.fieldDescription}
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
            id="slide-image"
            label={h.fieldImage}
            hint={h.imageHint}
            current={editing?.thumb}
            error={errors.image}
            removable={false}
          />
          <Bilingual
            id="slide-alt"
            label={h.fieldAlt}
            hint={h.altHint}
            error={errors.alt}
            arabicError={errors.altAr}
            english={(control) => (
              <Input
                {...control}
                {...field("alt")}
                defaultValue={editing?.alt ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("altAr")}
                defaultValue={editing?.altAr ?? ""}
              />
            )}
          />
          <Field
            id="slide-position"
            label={h.fieldPosition}
            hint={h.positionHint}
            error={errors.position}
          >
            {(control) => (
              <Input
                {...control}
                {...field("position")}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={editing ? String(editing.position) : ""}
              />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
