import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsFormSchema } from "~/lib/forms/admin/news";
import { listAdminNews, saveNews } from "../admin/news.server";
import { withAuditActor } from "../audit/context.server";
import { currentContentVersion } from "../db/content-version.server";
import { getDb } from "../db/client.server";
import { auditLog } from "../db/schema.server";
import { TEXT_KINDS, countNeedingArabic } from "./locale-texts.server";
import {
  findArticleForPreview,
  findPublicArticle,
  listPublicNews,
} from "./news.server";

/** A news article's Arabic beside its English (docs/decisions/041). */
let serial = 0;
const RAW = {
  title: "Armoured cable line commissioned",
  excerpt: "A new armouring line.",
  body: "The line armours cables up to 240 mm².",
  author: "Eng. Karim Hassan",
  category: "Company News",
  status: "published",
  publishAt: "2025-10-01T08:00",
};
const form = (values: Record<string, string>) =>
  newsFormSchema.parse({ ...RAW, ...values });
const FULL_ARABIC = {
  titleAr: "تشغيل خط تسليح الكابلات",
  excerptAr: "خط تسليح جديد.",
  bodyAr: "## الخط الجديد\n\nيسلّح الخط كابلات حتى 240 mm².",
  authorAr: "م. كريم حسن",
  categoryAr: "أخبار الشركة",
};
const arabicRow = (id: number) =>
  getDb()
    .$client.prepare(
      "SELECT * FROM news_texts WHERE article_id = ? AND locale = 'ar'",
    )
    .get(id);

async function create(
  values: Record<string, string>,
): Promise<{ id: number; slug: string }> {
  const slug = `arabic-news-${++serial}`;
  const saved = await saveNews(null, form({ slug, ...values }));
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return { id: saved.value, slug };
}

describe("the seeded news in Arabic (migration 0018)", () => {
  const migration = fs.readFileSync(
    path.resolve("drizzle/0019_arabic_news.sql"),
    "utf8",
  );
  const rerun = () =>
    migration
      .split("--> statement-breakpoint")
      .forEach((statement) => getDb().$client.exec(statement));

  it("gives every seeded article its Arabic, standards and sizes as in English", () => {
    const article = findPublicArticle(
      "choosing-conductor-cross-section",
      "ar",
    )!;
    expect(article).toMatchObject({
      title: "كيف تختار مقطع الموصل المناسب",
      author: "م. كريم حسن",
      bodyLang: "ar",
    });
    expect(article.lang).toEqual({
      title: "ar",
      excerpt: "ar",
      author: "ar",
      category: "ar",
    });
    expect(article.html).toContain("IEC 60364-5-52");
    expect(article.html).toContain("S = I·√t / k");
    expect(listPublicNews("ar").map((entry) => entry.lang?.title)).toEqual([
      "ar",
      "ar",
      "ar",
      "ar",
      "ar",
      "ar",
    ]);
    expect(countNeedingArabic(TEXT_KINDS.news)).toBe(0);
  });

  it("never overwrites an editor's Arabic, nor translates an article whose English was rewritten", async () => {
    const [first, second, third] = listAdminNews().filter((row) => row.id <= 6);
    await saveNews(
      first!.id,
      form({
        slug: first!.slug,
        title: first!.title,
        excerpt: first!.excerpt,
        body: first!.body,
        author: first!.author,
        category: first!.category,
        titleAr: "عنوان المحرر",
      }),
    );
    // The second's body rewritten in English (its title kept), and both its and the third's Arabic gone.
    const sqlite = getDb().$client;
    sqlite
      .prepare(
        "UPDATE news_texts SET body = body || ' One more line.' WHERE article_id = ? AND locale = 'en'",
      )
      .run(second!.id);
    sqlite
      .prepare(
        "DELETE FROM news_texts WHERE article_id IN (?, ?) AND locale = 'ar'",
      )
      .run(second!.id, third!.id);
    rerun();
    expect(arabicRow(first!.id)).toMatchObject({
      title: "عنوان المحرر",
      body: "",
    });
    expect(arabicRow(second!.id)).toBeUndefined();
    // The untouched one gets its Arabic back: the guard, not a broken statement, kept the second out.
    expect(arabicRow(third!.id)).toMatchObject({ locale: "ar" });
  });
});

describe("a news article's Arabic", () => {
  it("is written with the English, read on Arabic pages marked ar, and never shown to English pages", async () => {
    const before = currentContentVersion();
    const { id, slug } = await create(FULL_ARABIC);
    // The render cache sees it: the texts table's triggers move the content version.
    expect(currentContentVersion()).not.toBe(before);
    expect(arabicRow(id)).toMatchObject({
      title: FULL_ARABIC.titleAr,
      body: FULL_ARABIC.bodyAr,
      seo_title: "",
    });
    const arabic = findPublicArticle(slug, "ar")!;
    expect(arabic).toMatchObject({
      title: FULL_ARABIC.titleAr,
      excerpt: FULL_ARABIC.excerptAr,
      author: FULL_ARABIC.authorAr,
      category: FULL_ARABIC.categoryAr,
      lang: { title: "ar", excerpt: "ar", author: "ar", category: "ar" },
      bodyLang: "ar",
      // No Arabic search texts: the Arabic title and excerpt stand in, never the English ones.
      seoTitle: FULL_ARABIC.titleAr,
      seoDescription: FULL_ARABIC.excerptAr,
    });
    expect(arabic.html).toMatch(/<h\d>الخط الجديد<\/h\d>/);
    expect(listPublicNews("ar").find((entry) => entry.id === id)?.title).toBe(
      FULL_ARABIC.titleAr,
    );
    const english = findPublicArticle(slug, "en")!;
    expect(english).toMatchObject({
      title: "Armoured cable line commissioned",
      author: "Eng. Karim Hassan",
      bodyLang: "en",
      seoTitle: "Armoured cable line commissioned",
    });
    expect(english.lang).toEqual({
      title: "en",
      excerpt: "en",
      author: "en",
      category: "en",
    });
    expect(listAdminNews().find((row) => row.id === id)).toMatchObject({
      ...FULL_ARABIC,
      seoTitleAr: "",
      arabic: "complete",
    });
  });

  it("falls back to English field by field, marked en, and the search title follows the title's language", async () => {
    const { id, slug } = await create({
      titleAr: "عنوان فقط",
      seoTitle: "English search title",
    });
    const read = findPublicArticle(slug, "ar")!;
    expect(read).toMatchObject({
      title: "عنوان فقط",
      excerpt: "A new armouring line.",
      bodyLang: "en",
      seoTitle: "عنوان فقط",
    });
    expect(read.lang).toEqual({
      title: "ar",
      excerpt: "en",
      author: "en",
      category: "en",
    });
    expect(read.html).toContain("240 mm²");
    expect(listAdminNews().find((row) => row.id === id)?.arabic).toBe(
      "partial",
    );
  });

  it("uses its own Arabic search texts where given", async () => {
    const { slug } = await create({
      ...FULL_ARABIC,
      seoTitleAr: "عنوان البحث",
      seoDescriptionAr: "وصف البحث",
    });
    expect(findPublicArticle(slug, "ar")).toMatchObject({
      seoTitle: "عنوان البحث",
      seoDescription: "وصف البحث",
    });
  });

  it("left wholly empty deletes the Arabic row, so the page shows the English", async () => {
    const { id, slug } = await create(FULL_ARABIC);
    const saved = await saveNews(
      id,
      form({ slug, titleAr: " ", bodyAr: "\n" }),
    );
    expect(saved.ok).toBe(true);
    expect(arabicRow(id)).toBeUndefined();
    expect(findPublicArticle(slug, "ar")?.lang?.title).toBe("en");
    expect(listAdminNews().find((row) => row.id === id)?.arabic).toBe(
      "missing",
    );
  });

  it("is counted for the dashboard while missing or partial, and not once complete or deleted", async () => {
    const before = countNeedingArabic(TEXT_KINDS.news);
    const { id, slug } = await create({});
    expect(countNeedingArabic(TEXT_KINDS.news)).toBe(before + 1);
    await saveNews(id, form({ slug, titleAr: "عنوان" }));
    expect(countNeedingArabic(TEXT_KINDS.news)).toBe(before + 1);
    await saveNews(id, form({ slug, ...FULL_ARABIC }));
    expect(countNeedingArabic(TEXT_KINDS.news)).toBe(before);
  });

  it("refuses an Arabic body with a link or image the renderer would drop, naming the Arabic field, and writes nothing", async () => {
    const saved = await saveNews(
      null,
      form({
        slug: "arabic-news-refused",
        bodyAr: "[رابط](javascript:alert(1))",
      }),
    );
    expect(saved.ok).toBe(false);
    expect(!saved.ok && Object.keys(saved.errors)).toEqual(["bodyAr"]);
    expect(
      listAdminNews().some((row) => row.slug === "arabic-news-refused"),
    ).toBe(false);
  });

  it("cleans hostile input as the English does and keeps the same limits", () => {
    expect(form({ titleAr: "عنوان\u0000\tجديد" }).titleAr).toBe("عنوان جديد");
    expect(form({ bodyAr: "سطر\u0000\nسطر" }).bodyAr).toBe("سطر\nسطر");
    expect(
      newsFormSchema.safeParse({ ...RAW, titleAr: "ع".repeat(201) }).success,
    ).toBe(false);
    const tooLong = newsFormSchema.safeParse({
      ...RAW,
      bodyAr: "ع".repeat(50_001),
    });
    expect(!tooLong.success && tooLong.error.issues[0]?.message).toContain(
      "Body (Markdown) (Arabic)",
    );
  });

  it("shows in the admin's preview in Arabic, each field falling back as the public page will", async () => {
    const { id } = await create({ titleAr: "معاينة", status: "draft" });
    expect(findArticleForPreview(id, "ar")?.article).toMatchObject({
      title: "معاينة",
      lang: { title: "ar", excerpt: "en" },
    });
    expect(findArticleForPreview(id)?.article.title).toBe(
      "Armoured cable line commissioned",
    );
  });

  it("is recorded by the audit log like the English", async () => {
    await withAuditActor(
      { id: 77, username: "translator" },
      () => create({ titleAr: "خبر مسجّل" }),
      "req-arabic-news",
    );
    const entries = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, "req-arabic-news"))
      .all();
    expect(
      entries.filter(
        (entry) =>
          entry.entity === "news_texts" &&
          JSON.stringify(entry.changes).includes("خبر مسجّل"),
      ),
    ).toHaveLength(1);
  });
});
