import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { newsFormSchema } from "~/lib/forms/admin/news";
import { type ActionResult, done, failed } from "~/lib/forms/action-result";
import { adminMessages } from "~/locales/admin";
import { getDb } from "../db/client.server";
import { newsArticles, newsTexts } from "../db/schema.server";
import type { ArabicState } from "~/lib/locale/arabic";
import {
  TEXT_KINDS,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";
import { markdownProblems, readMinutes } from "../content/markdown.server";
import { type ImageUpload, writeWithImage } from "../content/media.server";

/** News for the admin (docs/decisions/026): every live article, whatever its status or time. */

export type NewsInput = z.output<typeof newsFormSchema>;

/** Where an article stands for visitors at a moment. */
export type NewsShown = "draft" | "scheduled" | "published";

export interface AdminNews {
  id: number;
  slug: string;
  status: "draft" | "published";
  /** "YYYY-MM-DDTHH:MM", UTC: what the form's date-time field holds. */
  publishAt: string;
  shown: NewsShown;
  featured: boolean;
  image: string | null;
  /** The team's read time, or null when it is computed. */
  readMinutes: number | null;
  /** What visitors see: the team's figure or the computed one. */
  readTime: number;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  seoTitle: string;
  seoDescription: string;
  /** The Arabic ("" where none), and how far it is (docs/decisions/041). */
  titleAr: string;
  excerptAr: string;
  bodyAr: string;
  authorAr: string;
  categoryAr: string;
  seoTitleAr: string;
  seoDescriptionAr: string;
  arabic: ArabicState;
}

/** The translatable texts, as the form names them; their Arabic twins add "Ar". */
const TEXT_FIELDS = [
  "title",
  "excerpt",
  "body",
  "author",
  "category",
  "seoTitle",
  "seoDescription",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const t = adminMessages.news;

export function newsShown(
  status: string,
  publishAt: Date,
  now: number,
): NewsShown {
  if (status !== "published") return "draft";
  return publishAt.getTime() > now ? "scheduled" : "published";
}

/** The live articles, newest publish time first, with their English and Arabic texts. */
export function listAdminNews(now = Date.now()): AdminNews[] {
  const arabic = new Map(
    getDb()
      .select()
      .from(newsTexts)
      .where(eq(newsTexts.locale, "ar"))
      .all()
      .map((row) => [row.articleId, row]),
  );
  return getDb()
    .select({
      id: newsArticles.id,
      slug: newsArticles.slug,
      status: newsArticles.status,
      publishAt: newsArticles.publishAt,
      featured: newsArticles.featured,
      image: newsArticles.coverImage,
      readMinutes: newsArticles.readMinutes,
      title: newsTexts.title,
      excerpt: newsTexts.excerpt,
      body: newsTexts.body,
      author: newsTexts.author,
      category: newsTexts.category,
      seoTitle: newsTexts.seoTitle,
      seoDescription: newsTexts.seoDescription,
    })
    .from(newsArticles)
    .innerJoin(
      newsTexts,
      and(eq(newsTexts.articleId, newsArticles.id), eq(newsTexts.locale, "en")),
    )
    .where(isNull(newsArticles.deletedAt))
    .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
    .all()
    .map((row) => {
      const ar = arabic.get(row.id);
      // Only the fields the English has count towards "partial" (the search texts are optional).
      const english = Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, row[field]]),
      ) as Record<TextField, string>;
      const translated = Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, ar?.[field] ?? ""]),
      ) as Record<TextField, string>;
      return {
        ...row,
        publishAt: row.publishAt.toISOString().slice(0, 16),
        shown: newsShown(row.status, row.publishAt, now),
        readTime: row.readMinutes ?? readMinutes(row.body),
        titleAr: translated.title,
        excerptAr: translated.excerpt,
        bodyAr: translated.body,
        authorAr: translated.author,
        categoryAr: translated.category,
        seoTitleAr: translated.seoTitle,
        seoDescriptionAr: translated.seoDescription,
        arabic: arabicState(english, ar ? translated : null),
      };
    });
}

/**
 * Creates (id null) or updates an article with its cover image, in one transaction with its
 * English texts (see writeWithImage). Refused, with the field named: a body with links or images
 * the renderer would drop, and an address another article (a deleted one too) already has.
 */
export async function saveNews(
  id: number | null,
  input: NewsInput,
  upload: ImageUpload = {},
): Promise<ActionResult<{ value: number }>> {
  const problem = markdownProblems(input.body)[0];
  if (problem) return failed({ body: problem });
  // The Arabic body goes through the same renderer, so the same links and images are refused.
  const arabicProblem = markdownProblems(input.bodyAr)[0];
  if (arabicProblem) return failed({ bodyAr: arabicProblem });
  return writeWithImage(
    upload,
    (tx, image): ActionResult<{ value: number }> => {
      const taken = tx
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(
          id === null
            ? eq(newsArticles.slug, input.slug)
            : and(eq(newsArticles.slug, input.slug), ne(newsArticles.id, id)),
        )
        .get();
      if (taken) return failed({ slug: t.slugTaken });
      const values = {
        slug: input.slug,
        status: input.status,
        publishAt: input.publishAt,
        featured: input.featured,
        readMinutes: input.readMinutes,
      };
      let articleId = id;
      if (articleId === null) {
        articleId = tx
          .insert(newsArticles)
          .values({ ...values, coverImage: image ?? null })
          .returning({ id: newsArticles.id })
          .get().id;
      } else {
        const result = tx
          .update(newsArticles)
          .set({
            ...values,
            ...(image === undefined ? {} : { coverImage: image }),
            updatedAt: new Date(),
          })
          .where(
            and(eq(newsArticles.id, articleId), isNull(newsArticles.deletedAt)),
          )
          .run();
        if (!result.changes) return failed({ form: t.notFound });
      }
      const texts = {
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        author: input.author,
        category: input.category,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
      };
      tx.insert(newsTexts)
        .values({ articleId, locale: "en", ...texts })
        .onConflictDoUpdate({
          target: [newsTexts.articleId, newsTexts.locale],
          set: texts,
        })
        .run();
      // The Arabic in the same transaction: empty throughout deletes it (the page falls back to English).
      writeLocaleText(tx, TEXT_KINDS.news, [articleId], {
        title: input.titleAr,
        excerpt: input.excerptAr,
        body: input.bodyAr,
        author: input.authorAr,
        category: input.categoryAr,
        seo_title: input.seoTitleAr,
        seo_description: input.seoDescriptionAr,
      });
      return done(articleId);
    },
  );
}

/** Deleted at once, kept for Undo (soft delete): gone from every public surface. */
export function deleteNews(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(newsArticles)
    .set({ deletedAt: new Date() })
    .where(and(eq(newsArticles.id, id), isNull(newsArticles.deletedAt)))
    .run();
  return result.changes ? done(id) : failed({ form: t.notFound });
}

export function restoreNews(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(newsArticles)
    .set({ deletedAt: null })
    .where(eq(newsArticles.id, id))
    .run();
  return result.changes ? done(id) : failed({ form: t.notFound });
}
