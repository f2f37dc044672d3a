import { localePath } from "~/lib/locale/locale-path";
import { staticPublicPaths } from "~/lib/public-paths";
import { locales } from "~/locales";
import {
  listCategoryStamps,
  listProductStamps,
} from "../catalogue/catalogue.server";
import { createContentCache } from "../content/content-cache.server";
import { listPublicNewsStamps } from "../content/news.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every public page with a fixed address, every public news article, and every category, subcategory and product from the database. */
export function buildSitemap(origin: string): string {
  const urls: { loc: string; lastmod?: Date }[] = staticPublicPaths.map(
    (path) => ({ loc: path }),
  );
  // Published articles whose time has come; the cache's stamp changes when the next one's does.
  for (const article of listPublicNewsStamps()) {
    urls.push({
      loc: `/news/${encodeURIComponent(article.slug)}`,
      lastmod: article.updatedAt,
    });
  }
  for (const category of listCategoryStamps()) {
    const path = category.parentId
      ? `/categories/${encodeURIComponent(category.parentId)}/${encodeURIComponent(category.id)}`
      : `/categories/${encodeURIComponent(category.id)}`;
    urls.push({ loc: path, lastmod: category.updatedAt });
  }
  for (const product of listProductStamps()) {
    urls.push({
      loc: `/product/${encodeURIComponent(product.id)}`,
      lastmod: product.updatedAt,
    });
  }
  // Each page once per language, each entry naming every language's address, itself included,
  // and English as x-default: the sitemap form of hreflang (docs/decisions/043).
  const entry = (url: { loc: string; lastmod?: Date }, loc: string) => {
    const alternates = [
      ...locales.map((locale) => ({
        hreflang: locale,
        href: localePath(locale, url.loc),
      })),
      { hreflang: "x-default", href: url.loc },
    ]
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(origin + link.href)}"/>`,
      )
      .join("");
    const lastmod = url.lastmod
      ? `<lastmod>${url.lastmod.toISOString().slice(0, 10)}</lastmod>`
      : "";
    return `  <url><loc>${escapeXml(origin + loc)}</loc>${lastmod}${alternates}</url>`;
  };
  const body = locales
    .flatMap((locale) =>
      urls.map((url) => entry(url, localePath(locale, url.loc))),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/**
 * Sitemaps kept until the next content write, one per origin asked for (host-guard.ts admits a
 * few): at 10,000 products one is some 870 KB and 100 ms of blocking work.
 */
export const sitemapCache = createContentCache(8 * 1024 * 1024);

/** The sitemap for `origin`, from the cache when no content changed since it was built. */
export function getSitemap(origin: string): Promise<Buffer> {
  return sitemapCache.get(origin, () => Buffer.from(buildSitemap(origin)));
}
