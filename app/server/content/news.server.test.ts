import { describe, expect, it } from "vitest";
import { XMLValidator } from "fast-xml-parser";
import { newsFormSchema } from "~/lib/forms/admin/news";
import { getDb } from "../db/client.server";
import {
  currentContentStamp,
  newsClockReader,
} from "../db/content-version.server";
import {
  deleteNews,
  listAdminNews,
  restoreNews,
  saveNews,
} from "../admin/news.server";
import {
  buildNewsFeed,
  findArticleForPreview,
  findPublicArticle,
  listPublicNews,
  listPublicNewsStamps,
} from "./news.server";
import { buildSitemap } from "../platform/sitemap.server";

/** News in the database (issue 18, docs/decisions/026). */
const HOUR = 3_600_000;
const form = (values: Record<string, string>) =>
  newsFormSchema.parse({
    title: "A test article",
    excerpt: "What it says.",
    body: "# A heading\n\nSome words.",
    author: "Test Author",
    category: "Company News",
    status: "published",
    publishAt: "2025-10-01T08:00",
    ...values,
  });
const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

async function create(values: Record<string, string>): Promise<number> {
  const saved = await saveNews(null, form(values));
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value;
}

describe("news", () => {
  it("starts with the six articles visitors always saw, their texts, dates and read times", () => {
    const list = listPublicNews();
    expect(
      list.map((article) => [
        article.slug,
        article.date,
        article.readTime,
        article.featured,
      ]),
    ).toEqual([
      ["new-xlpe-extrusion-line", "2025-09-14", 5, true],
      ["iso-9001-recertification-2025", "2025-07-02", 4, true],
      ["solar-park-control-cables", "2025-05-20", 3, false],
      ["choosing-conductor-cross-section", "2025-04-08", 6, false],
      ["elecx-cairo-2025", "2025-03-01", 3, false],
      ["copper-recycling-programme", "2025-01-16", 4, false],
    ]);
    const article = findPublicArticle("choosing-conductor-cross-section")!;
    expect(article.title).toBe(
      "How to Choose the Right Conductor Cross Section",
    );
    expect(article.author).toBe("Eng. Karim Hassan");
    // The body as it was: subheadings are h2, the list a ul, the text unchanged.
    expect(article.html).toContain("<h2>1. Current-carrying capacity</h2>");
    expect(article.html).toContain(
      "<li>A three-phase 400 V motor of 75 kW, design current about 135 A</li>",
    );
    expect(article.html).toContain(
      "The adiabatic equation S = I·√t / k gives the minimum cross section",
    );
    expect(article.seoTitle).toBe(article.title);
    expect(article.seoDescription).toBe(article.excerpt);
  });

  it("computes the read time from the body when the team sets none, at 200 words a minute", async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
    const id = await create({
      title: "Long read",
      slug: "long-read",
      body: words,
    });
    expect(findPublicArticle("long-read")!.readTime).toBe(3);
    expect(
      listAdminNews().find((row) => row.id === id)!.readMinutes,
    ).toBeNull();
    expect(
      (
        await saveNews(
          id,
          form({
            title: "Long read",
            slug: "long-read",
            body: words,
            readMinutes: "7",
          }),
        )
      ).ok,
    ).toBe(true);
    expect(findPublicArticle("long-read")!.readTime).toBe(7);
    deleteNews(id);
  });

  it("hides drafts and articles whose time has not come from every public read, and shows them in the admin and the preview", async () => {
    const now = Date.now();
    const draft = await create({
      title: "Draft news",
      slug: "draft-news",
      status: "draft",
    });
    const later = await create({
      title: "Tomorrow news",
      slug: "tomorrow-news",
      publishAt: utcMinute(now + 24 * HOUR),
    });
    for (const slug of ["draft-news", "tomorrow-news"]) {
      expect(findPublicArticle(slug)).toBeUndefined();
      expect(listPublicNews().map((article) => article.slug)).not.toContain(
        slug,
      );
      expect(
        listPublicNewsStamps().map((article) => article.slug),
      ).not.toContain(slug);
      expect(buildSitemap("https://example.com")).not.toContain(
        `/news/${slug}<`,
      );
      expect(buildNewsFeed("https://example.com", "News")).not.toContain(
        `/news/${slug}<`,
      );
    }
    const shown = Object.fromEntries(
      listAdminNews().map((row) => [row.slug, row.shown]),
    );
    expect(shown).toMatchObject({
      "draft-news": "draft",
      "tomorrow-news": "scheduled",
      "new-xlpe-extrusion-line": "published",
    });
    expect(findArticleForPreview(draft)).toMatchObject({
      isPublic: false,
      article: { title: "Draft news" },
    });
    // Its time come (asked as of tomorrow), the scheduled one is public; the draft never is.
    const tomorrow = now + 25 * HOUR;
    expect(findPublicArticle("tomorrow-news", "en", tomorrow)?.title).toBe(
      "Tomorrow news",
    );
    expect(listPublicNews("en", tomorrow)[0]!.slug).toBe("tomorrow-news");
    expect(buildNewsFeed("https://example.com", "News", tomorrow)).toContain(
      "<id>https://example.com/news/tomorrow-news</id>",
    );
    expect(findPublicArticle("draft-news", "en", tomorrow)).toBeUndefined();
    // Deleted: gone from the admin and the public; Undo brings it back.
    expect(deleteNews(later).ok).toBe(true);
    expect(findPublicArticle("tomorrow-news", "en", tomorrow)).toBeUndefined();
    expect(listAdminNews().map((row) => row.id)).not.toContain(later);
    expect(findArticleForPreview(later)).toBeUndefined();
    expect(restoreNews(later).ok).toBe(true);
    expect(findPublicArticle("tomorrow-news", "en", tomorrow)).toBeDefined();
    deleteNews(later);
    deleteNews(draft);
  });

  it("keeps each address unique, a deleted article's too, and refuses malformed ones", async () => {
    const first = await create({ title: "Unique news", slug: "" });
    expect(listAdminNews().find((row) => row.id === first)!.slug).toBe(
      "unique-news",
    );
    expect(
      await saveNews(null, form({ title: "Other", slug: "unique-news" })),
    ).toEqual({
      ok: false,
      errors: { slug: expect.stringMatching(/already has this address/) },
    });
    expect(
      await saveNews(
        null,
        form({ title: "Other", slug: "new-xlpe-extrusion-line" }),
      ),
    ).toMatchObject({ ok: false });
    // An article keeps its own address when saved again.
    expect(
      (
        await saveNews(
          first,
          form({ title: "Unique news edited", slug: "unique-news" }),
        )
      ).ok,
    ).toBe(true);
    deleteNews(first);
    expect(
      await saveNews(null, form({ title: "Again", slug: "unique-news" })),
    ).toMatchObject({ ok: false, errors: { slug: expect.any(String) } });
    for (const slug of [
      "Upper-Case",
      "two--hyphens",
      "-lead",
      "with space",
      "dot.xml",
      "../up",
      "صفحة",
    ]) {
      expect(
        newsFormSchema.safeParse({
          ...form({}),
          publishAt: "2025-10-01T08:00",
          featured: "",
          readMinutes: "",
          slug,
        }).success,
      ).toBe(false);
    }
    // A title with no Latin letters suggests no address: the form asks for one.
    expect(
      newsFormSchema.safeParse({
        title: "أخبار",
        excerpt: "x",
        body: "x",
        author: "x",
        category: "x",
        publishAt: "2025-10-01T08:00",
      }).success,
    ).toBe(false);
  });

  it("reads publish times strictly, as UTC", () => {
    const parse = (publishAt: string) =>
      newsFormSchema.safeParse({
        title: "T",
        excerpt: "x",
        body: "x",
        author: "x",
        category: "x",
        publishAt,
      });
    const ok = parse("2026-11-27T09:30");
    expect(ok.success && ok.data.publishAt.toISOString()).toBe(
      "2026-11-27T09:30:00.000Z",
    );
    for (const bad of [
      "",
      "2026-02-31T10:00",
      "2026-11-27",
      "27/11/2026 09:30",
      "2026-11-27T25:00",
      "tomorrow",
    ])
      expect(parse(bad).success).toBe(false);
  });

  it("refuses script links and outside images in the body by name, renders markup in it as text, and refuses an oversized body", async () => {
    const link = await saveNews(
      null,
      form({ slug: "bad-link", body: "See [this](javascript:alert(1))." }),
    );
    expect(link).toMatchObject({
      ok: false,
      errors: { body: expect.stringContaining("javascript:") },
    });
    const image = await saveNews(
      null,
      form({ slug: "bad-image", body: "![x](https://evil.example/x.png)" }),
    );
    expect(image).toMatchObject({
      ok: false,
      errors: { body: expect.stringContaining("not allowed") },
    });
    const id = await create({
      slug: "markup-news",
      body: "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>",
    });
    const html = findPublicArticle("markup-news")!.html;
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
    deleteNews(id);
    expect(
      newsFormSchema.safeParse({
        ...form({}),
        publishAt: "2025-10-01T08:00",
        featured: "",
        readMinutes: "",
        body: "x".repeat(50_001),
      }).success,
    ).toBe(false);
  });

  it("writes the feed as well-formed Atom with escaped text and absolute addresses", async () => {
    const id = await create({
      title: `Cables & "quotes" <b>tag</b>`,
      slug: "feed-escape",
      excerpt: "Less < more & so on",
      body: "Text with [a link](/contact) and ![a picture](/uploads/0123456789abcdef01234567-1280.webp).",
      publishAt: "2025-12-01T10:00",
    });
    const xml = buildNewsFeed(
      "https://cableworks.example",
      "Cableworks News & Updates",
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://cableworks.example/news/feed.xml"/>',
    );
    expect(xml).toContain(
      "<title>Cables &#38; &#34;quotes&#34; &#60;b&#62;tag&#60;/b&#62;</title>",
    );
    expect(xml).toContain("<published>2025-12-01T10:00:00.000Z</published>");
    expect(xml).toContain("href=&#34;https://cableworks.example/contact&#34;");
    expect(xml).toContain(
      "src=&#34;https://cableworks.example/uploads/0123456789abcdef01234567-1280.webp&#34;",
    );
    expect(xml.indexOf("feed-escape")).toBeLessThan(
      xml.indexOf("new-xlpe-extrusion-line"),
    );
    deleteNews(id);
  });
});

describe("the content stamp", () => {
  it("changes when a scheduled article's time comes, with no write, and costs no query until then", async () => {
    const now = Date.now();
    const id = await create({
      title: "Soon",
      slug: "soon-news",
      publishAt: utcMinute(now + 2 * HOUR),
    });
    const due = new Date(utcMinute(now + 2 * HOUR) + "Z").getTime();
    const before = currentContentStamp(now);
    expect(currentContentStamp(due - 1)).toBe(before);
    // The moment it is due, the stamp moves on: a page cached before is not served after.
    expect(currentContentStamp(due)).not.toBe(before);
    expect(currentContentStamp(due + HOUR)).toBe(currentContentStamp(due));
    deleteNews(id);
  });

  it("reads the next publish time once per content version while that time has not come", () => {
    const sqlite = getDb().$client;
    let queries = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    const counting = new Proxy(sqlite, {
      get(target, key) {
        if (key !== "prepare") return Reflect.get(target, key) as unknown;
        return (source: string) => {
          const statement = prepare(source);
          const get = statement.get.bind(statement);
          return Object.assign(statement, {
            get: (...args: unknown[]) => ((queries += 1), get(...args)),
          });
        };
      },
    });
    const clock = newsClockReader(counting);
    const now = Date.now();
    sqlite
      .prepare(
        "INSERT INTO news_articles (slug, status, publish_at) VALUES ('clock-a', 'published', ?), ('clock-b', 'published', ?)",
      )
      .run(now + 1000, now + 2000);
    expect(clock(1, now)).toBe(now + 1000);
    expect(clock(1, now + 999)).toBe(now + 1000);
    expect(queries).toBe(1);
    expect(clock(1, now + 1000)).toBe(now + 2000);
    expect(clock(1, now + 2000)).toBeNull();
    expect(clock(1, now + 5000)).toBeNull();
    expect(queries).toBe(3);
    // A write (a new counter value) reads again.
    expect(clock(2, now + 5000)).toBeNull();
    expect(queries).toBe(4);
    sqlite
      .prepare("DELETE FROM news_articles WHERE slug IN ('clock-a', 'clock-b')")
      .run();
  });
});
