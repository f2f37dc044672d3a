import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { ImageField } from "~/components/admin/image-field";
import { Field } from "~/components/forms/field";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import {
  MAX_NEWS_BODY,
  newsFormSchema,
  newsFields,
} from "~/lib/forms/admin/news";
import { useAdminMessages } from "~/locales/admin";

export interface NewsRow {
  id: number;
  slug: string;
  status: "draft" | "published";
  publishAt: string;
  featured: boolean;
  image: string | null;
  readMinutes: number | null;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  seoTitle: string;
  seoDescription: string;
  titleAr: string;
  excerptAr: string;
  bodyAr: string;
  authorAr: string;
  categoryAr: string;
  seoTitleAr: string;
  seoDescriptionAr: string;
}

/** Now, to the minute in UTC: a new article's publish time until the admin changes it. */
function nowUtcMinute(): string {
  return new Date().toISOString().slice(0, 16);
}

export function NewsDialog({
  editing,
  onDone,
}: {
  editing: NewsRow | null;
  onDone: () => void;
}) {
  const n = useAdminMessages().news;
  return (
    <EntityDialog
      texts={n}
      editing={editing}
      schema={newsFormSchema}
      fields={newsFields}
      multipart
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Bilingual
            id="news-title"
            label={n.fieldTitle}
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
          <Field
            id="news-slug"
            label={n.fieldSlug}
            hint={n.slugHint}
            error={errors.slug}
          >
            {(control) => (
              <Input
                {...control}
                {...field("slug")}
                autoComplete="off"
                spellCheck={false}
                defaultValue={editing?.slug ?? ""}
              />
            )}
          </Field>
          <Bilingual
            id="news-excerpt"
            label={n.fieldExcerpt}
            error={errors.excerpt}
            arabicError={errors.excerptAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("excerpt")}
                rows={2}
                defaultValue={editing?.excerpt ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("excerptAr")}
                rows={2}
                defaultValue={editing?.excerptAr ?? ""}
              />
            )}
          />
          {/* The Arabic Markdown mixes prose with links, standards and sizes: dir="auto" lets each paragraph find its direction. */}
          <Bilingual
            id="news-body"
            label={n.fieldBody}
            hint={n.bodyHint}
            error={errors.body}
            arabicError={errors.bodyAr}
            english={(control) => (
              <Textarea
                {...control}
                name="body"
                rows={12}
                required
                maxLength={MAX_NEWS_BODY}
                className="font-mono text-sm"
                defaultValue={editing?.body ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                dir="auto"
                name="bodyAr"
                rows={12}
                maxLength={MAX_NEWS_BODY}
                className="font-mono text-sm"
                defaultValue={editing?.bodyAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="news-author"
            label={n.fieldAuthor}
            error={errors.author}
            arabicError={errors.authorAr}
            english={(control) => (
              <Input
                {...control}
                {...field("author")}
                defaultValue={editing?.author ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("authorAr")}
                defaultValue={editing?.authorAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="news-category"
            label={n.fieldCategory}
            error={errors.category}
            arabicError={errors.categoryAr}
            english={(control) => (
              <Input
                {...control}
                {...field("category")}
                defaultValue={editing?.category ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("categoryAr")}
                defaultValue={editing?.categoryAr ?? ""}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="news-status" label={n.fieldStatus} error={errors.status}>
              {(control) => (
                <NativeSelect
                  {...control}
                  name="status"
                  defaultValue={editing?.status ?? "draft"}
                  options={[
                    { value: "draft", label: n.statusDraft },
                    { value: "published", label: n.statusPublished },
                  ]}
                />
              )}
            </Field>
            <Field
              id="news-publish-at"
              label={n.fieldPublishAt}
              hint={n.publishAtHint}
              error={errors.publishAt}
            >
              {(control) => (
                <Input
                  {...control}
                  name="publishAt"
                  type="datetime-local"
                  required
                  defaultValue={editing?.publishAt ?? nowUtcMinute()}
                />
              )}
            </Field>
            <Field
              id="news-read-minutes"
              label={n.fieldReadMinutes}
              hint={n.readMinutesHint}
              error={errors.readMinutes}
            >
              {(control) => (
                <Input
                  {...control}
                  {...field("readMinutes")}
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={
                    editing?.readMinutes === null || !editing
                      ? ""
                      : String(editing.readMinutes)
                  }
                />
              )}
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
              <Checkbox
                name="featured"
                defaultChecked={editing?.featured ?? false}
              />
              {n.fieldFeatured}
            </label>
          </div>
          <ImageField
            id="news-image"
            label={n.fieldCover}
            current={editing?.image}
            error={errors.image}
          />
          {editing?.image ? (
            <p className="text-xs text-muted-foreground">
              {n.coverInBody}{" "}
              <code className="break-all">{`![](${editing.image})`}</code>
            </p>
          ) : null}
          <Bilingual
            id="news-seo-title"
            label={n.fieldSeoTitle}
            hint={n.seoTitleHint}
            error={errors.seoTitle}
            arabicError={errors.seoTitleAr}
            english={(control) => (
              <Input
                {...control}
                {...field("seoTitle")}
                defaultValue={editing?.seoTitle ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("seoTitleAr")}
                defaultValue={editing?.seoTitleAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="news-seo-description"
            label={n.fieldSeoDescription}
            hint={n.seoDescriptionHint}
            error={errors.seoDescription}
            arabicError={errors.seoDescriptionAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("seoDescription")}
                rows={2}
                defaultValue={editing?.seoDescription ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("seoDescriptionAr")}
                rows={2}
                defaultValue={editing?.seoDescriptionAr ?? ""}
              />
            )}
          />
        </>
      )}
    </EntityDialog>
  );
}
