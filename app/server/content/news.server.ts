import type { NewsArticle, NewsSummary } from "~/lib/content/news";
import { absoluteUrl, SITE_NAME } from "~/lib/meta";
import { getDb } from "../db/client.server";
import { createContentCache } from "./content-cache.server";
import {
  TEXT_KINDS,
  localizedColumnsSql,
  withLang,
} from "./locale-texts.server";
import { readMinutes, renderMarkdown } from "./markdown.server";

/**
 * News for visitors (docs/decisions/026): only articles that are published and whose publish time
 * has passed, in `locale` where a text exists and in English otherwise. Every public surface (the
 * list, the article page, the sitemap, the feed, structured data) reads through here, so a draft or
 * a scheduled article shows nowhere until its time.
 */

// A type, not an interface: withLang takes it as a plain record.
type Row = {
  id: number;
  slug: string;
  status: string;
  publishAt: number;
  updatedAt: number;
  featured: number;
  image: string | null;
  readMinutes: number | null;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  seoTitle: string;
  seoDescription: string;
  /** Which language each text was read in (localizedColumnsSql): "en" where the locale's is empty. */
  title_lang: string;
  excerpt_lang: string;
  body_lang: string;
  author_lang: string;
  category_lang: string;
  seoTitle_lang: string;
  seoDescription_lang: string;
};

/** Each text per field in the page's locale where it has one, else the English (docs/decisions/041). */
const SELECT = `SELECT a.id, a.slug, a.status, a.publish_at AS publishAt, a.updated_at AS updatedAt, a.featured,
    a.cover_image AS image, a.read_minutes AS readMinutes,
    ${localizedColumnsSql(TEXT_KINDS.news, { seo_title: "seoTitle", seo_description: "seoDescription" })}
  FROM news_articles a
  JOIN news_texts e ON e.article_id = a.id AND e.locale = 'en'
  LEFT JOIN news_texts l ON l.article_id = a.id AND l.locale = ?`;

const PUBLIC =
  "a.status = 'published' AND a.deleted_at IS NULL AND a.publish_at <= ?";

function summary(row: Row): NewsSummary {
  const { lang } = withLang(row, [
    "title",
    "excerpt",
    "author",
    "category",
  ] as const);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    date: new Date(row.publishAt).toISOString().slice(0, 10),
    author: row.author,
    category: row.category,
    readTime: row.readMinutes ?? readMinutes(row.body),
    featured: Boolean(row.featured),
    image: row.image,
    lang,
  };
}

/**
 * A search text: the article's own where it has one in the language its stand-in (the title, the
 * excerpt) is in, else the stand-in; so an Arabic page with an Arabic title never takes an English
 * search title.
 */
function searchText(
  own: string,
  ownLang: string,
  standIn: string,
  standInLang: string,
): string {
  return own && ownLang === standInLang ? own : standIn;
}

function article(row: Row): NewsArticle {
  return {
    ...summary(row),
    html: renderMarkdown(row.body),
    bodyLang: row.body_lang === "ar" ? "ar" : "en",
    seoTitle: searchText(
      row.seoTitle,
      row.seoTitle_lang,
      row.title,
      row.title_lang,
    ),
    seoDescription: searchText(
      row.seoDescription,
      row.seoDescription_lang,
      row.excerpt,
      row.excerpt_lang,
    ),
    publishedAt: new Date(row.publishAt).toISOString(),
    updatedAt: new Date(Math.max(row.updatedAt, row.publishAt)).toISOString(),
  };
}

/** The public articles, newest first. */
export function listPublicNews(locale = "en", now = Date.now()): NewsSummary[] {
  const rows = getDb()
    .$client.prepare(
      `${SELECT} WHERE ${PUBLIC} ORDER BY a.publish_at DESC, a.id DESC`,
    )
    .all(locale, now) as Row[];
  return rows.map(summary);
}

/** A public article by its address, or undefined (a draft, a future one, a deleted one: 404). */
export function findPublicArticle(
  slug: string,
  locale = "en",
  now = Date.now(),
): NewsArticle | undefined {
  const row = getDb()
    .$client.prepare(`${SELECT} WHERE a.slug = ? AND ${PUBLIC}`)
    .get(locale, slug, now) as Row | undefined;
  return row ? article(row) : undefined;
}

/** Any live article by id, whatever its status or time, and whether visitors see it: the admin's preview only. */
export function findArticleForPreview(
  id: number,
  locale = "en",
  now = Date.now(),
): { article: NewsArticle; isPublic: boolean } | undefined {
  const row = getDb()
    .$client.prepare(`${SELECT} WHERE a.id = ? AND a.deleted_at IS NULL`)
    .get(locale, id) as Row | undefined;
  return row
    ? {
        article: article(row),
        isPublic: row.status === "published" && row.publishAt <= now,
      }
    : undefined;
}

/** Addresses and dates of the public articles, for the sitemap. */
export function listPublicNewsStamps(
  now = Date.now(),
): { slug: string; updatedAt: Date }[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT a.slug, max(a.updated_at, a.publish_at) AS updatedAt FROM news_articles a WHERE ${PUBLIC} ORDER BY a.publish_at DESC, a.id DESC`,
    )
    .all(now) as { slug: string; updatedAt: number }[];
  return rows.map((row) => ({
    slug: row.slug,
    updatedAt: new Date(row.updatedAt),
  }));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The feed holds the newest articles only, as feeds do. */
const FEED_SIZE = 20;

/**
 * The news as an Atom feed (RFC 4287): published articles only, newest first, each with its
 * summary and its body as escaped HTML, every address absolute from `origin` (SITE_URL when set,
 * as the sitemap does). Hand-written: Atom's few elements are less code than a library's options.
 */
export function buildNewsFeed(
  origin: string,
  title: string,
  now = Date.now(),
): string {
  const rows = getDb()
    .$client.prepare(
      `${SELECT} WHERE ${PUBLIC} ORDER BY a.publish_at DESC, a.id DESC LIMIT ${FEED_SIZE}`,
    )
    .all("en", now) as Row[];
  const articles = rows.map(article);
  const feedUrl = absoluteUrl(origin, "/news/feed.xml");
  const newsUrl = absoluteUrl(origin, "/news");
  const updated = articles.reduce(
    (latest, item) => (item.updatedAt > latest ? item.updatedAt : latest),
    "1970-01-01T00:00:00.000Z",
  );
  const entries = articles.map((item) => {
    const url = absoluteUrl(origin, `/news/${encodeURIComponent(item.slug)}`);
    // Images in a body are site paths: a feed reader needs them absolute.
    const html = item.html.replace(
      / (src|href)="\//g,
      (_match, name: string) =>
        ` ${name}="${escapeXml(origin.replace(/\/+$/, ""))}/`,
    );
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${item.publishedAt}</published>`,
      `    <updated>${item.updatedAt}</updated>`,
      `    <author><name>${escapeXml(item.author)}</name></author>`,
      `    <category term="${escapeXml(item.category)}"/>`,
      `    <summary>${escapeXml(item.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(newsUrl)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(newsUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(SITE_NAME)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** Feeds kept until the next content write or the next scheduled article's time (content-cache). */
const feedCache = createContentCache(2 * 1024 * 1024);

export function getNewsFeed(origin: string, title: string): Promise<Buffer> {
  return feedCache.get(origin, () => Buffer.from(buildNewsFeed(origin, title)));
}
