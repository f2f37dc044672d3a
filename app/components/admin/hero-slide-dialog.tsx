import { EntityDialog } from "~/components/admin/entity-dialog";
import { ImageField } from "~/components/admin/image-field";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { heroSlideFormSchema } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

interface SlideRow {
  id: number;
  position: number;
  thumb: string;
  tagline: string;
  title: string;
  subtitle: string;
  description: string;
  alt: string;
}

export function HeroSlideDialog({ editing, onDone }: { editing: SlideRow | null; onDone: () => void }) {
  const h = useAdminMessages().home;
  return (
    <EntityDialog texts={h} editing={editing} schema={heroSlideFormSchema} adds multipart onDone={onDone}>
      {(errors) => (
        <>
          <Field id="slide-tagline" label={h.fieldTagline} error={errors.tagline}>
            {(control) => <Input {...control} name="tagline" required maxLength={80} defaultValue={editing?.tagline ?? ""} />}
          </Field>
          <Field id="slide-title" label={h.fieldTitle} error={errors.title}>
            {(control) => <Input {...control} name="title" required maxLength={80} defaultValue={editing?.title ?? ""} />}
          </Field>
          <Field id="slide-subtitle" label={h.fieldSubtitle} error={errors.subtitle}>
            {(control) => <Input {...control} name="subtitle" required maxLength={160} defaultValue={editing?.subtitle ?? ""} />}
          </Field>
          <Field id="slide-description" label={h.fieldDescription} error={errors.description}>
            {(control) => <Textarea {...control} name="description" rows={3} required maxLength={400} defaultValue={editing?.description ?? ""} />}
          </Field>
          <ImageField id="slide-image" label={h.fieldImage} hint={h.imageHint} current={editing?.thumb} error={errors.image} removable={false} />
          <Field id="slide-alt" label={h.fieldAlt} hint={h.altHint} error={errors.alt}>
            {(control) => <Input {...control} name="alt" required maxLength={200} defaultValue={editing?.alt ?? ""} />}
          </Field>
          <Field id="slide-position" label={h.fieldPosition} hint={h.positionHint} error={errors.position}>
            {(control) => (
              <Input {...control} name="position" inputMode="numeric" maxLength={6} autoComplete="off" defaultValue={editing ? String(editing.position) : ""} />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
