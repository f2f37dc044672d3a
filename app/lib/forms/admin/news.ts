import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { clean, text, requiredText, checkbox, numberField } from "./common";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** A news article's address: lowercase words joined by single hyphens (docs/decisions/026). */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A body past this is refused: some 8,000 words, four times the longest article. */
export const MAX_NEWS_BODY = 50_000;

/** The address a title suggests: "New XLPE Line!" is new-xlpe-line (Latin letters and digits only). */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const n = t.news;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const newsFields = {
  title: { required: true, maxLength: 200 },
  slug: { maxLength: 80 },
  excerpt: { required: true, maxLength: 500 },
  author: { required: true, maxLength: 120 },
  category: { required: true, maxLength: 120 },
  seoTitle: { maxLength: 200 },
  seoDescription: { maxLength: 500 },
  titleAr: { maxLength: 200 },
  excerptAr: { maxLength: 500 },
  authorAr: { maxLength: 120 },
  categoryAr: { maxLength: 120 },
  seoTitleAr: { maxLength: 200 },
  seoDescriptionAr: { maxLength: 500 },
  readMinutes: { maxLength: 6, integer: true, min: 1, max: 120 },
} as const satisfies FieldSpecs;

/**
 * A news article, English texts (docs/decisions/026). The body is Markdown; the server also
 * refuses links and images its renderer would drop (markdownProblems), a check the browser
 * cannot run without the parser. The publish time is typed as UTC, to the minute.
 */
export const newsFormSchema = z
  .object({
    title: requiredText(newsFields.title, n.required),
    slug: text(newsFields.slug),
    excerpt: requiredText(newsFields.excerpt, n.required),
    body: z
      .string({ error: n.required })
      .default("")
      .transform((value) => clean(value, true))
      .pipe(
        z
          .string()
          .min(1, n.required)
          .max(
            MAX_NEWS_BODY,
            format(t.common.tooLong, {
              field: n.fieldBody.replace(" *", ""),
              max: MAX_NEWS_BODY.toLocaleString("en-US"),
            }),
          ),
      ),
    author: requiredText(newsFields.author, n.required),
    category: requiredText(newsFields.category, n.required),
    status: z.enum(["draft", "published"]).default("draft"),
    publishAt: z
      .string({ error: n.publishAtInvalid })
      .default("")
      .transform((value, ctx) => {
        const match =
          /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(
            value.trim(),
          );
        const date = match ? new Date(`${value.trim()}Z`) : undefined;
        // Date() rolls 2026-02-31 over to March: the parts must read back as typed.
        if (
          !match ||
          !date ||
          Number.isNaN(date.getTime()) ||
          date.toISOString().slice(0, 16) !== value.trim().slice(0, 16)
        ) {
          ctx.addIssue({ code: "custom", message: n.publishAtInvalid });
          return z.NEVER;
        }
        return date;
      }),
    featured: checkbox,
    readMinutes: numberField(n.fieldReadMinutes, {
      ...newsFields.readMinutes,
      missing: null,
    }),
    seoTitle: text(newsFields.seoTitle),
    seoDescription: text(newsFields.seoDescription),
    // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
    titleAr: text(newsFields.titleAr),
    excerptAr: text(newsFields.excerptAr),
    bodyAr: z
      .string()
      .default("")
      .transform((value) => clean(value, true))
      .pipe(
        z.string().max(
          MAX_NEWS_BODY,
          format(t.common.tooLong, {
            field: format(t.arabic.label, {
              label: n.fieldBody.replace(" *", ""),
            }),
            max: MAX_NEWS_BODY.toLocaleString("en-US"),
          }),
        ),
      ),
    authorAr: text(newsFields.authorAr),
    categoryAr: text(newsFields.categoryAr),
    seoTitleAr: text(newsFields.seoTitleAr),
    seoDescriptionAr: text(newsFields.seoDescriptionAr),
  })
  .transform((value, ctx) => {
    const slug = value.slug || slugFromTitle(value.title);
    if (!NEWS_SLUG.test(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: n.slugInvalid });
      return z.NEVER;
    }
    return { ...value, slug };
  });
