import { newsArticles } from "~/content/news";
import { staticPublicPaths } from "~/lib/public-paths";
import { listCategoryStamps, listProductStamps } from "./catalog.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every public page with a fixed address, every news article, and every category, subcategory and product from the database. */
export function buildSitemap(origin: string): string {
  const urls: { loc: string; lastmod?: Date }[] = staticPublicPaths.map((path) => ({ loc: path }));
  for (const article of newsArticles) {
    urls.push({ loc: `/news/${encodeURIComponent(article.slug)}`, lastmod: new Date(article.date) });
  }
  for (const category of listCategoryStamps()) {
    const path = category.parentId
      ? `/categories/${encodeURIComponent(category.parentId)}/${encodeURIComponent(category.id)}`
      : `/categories/${encodeURIComponent(category.id)}`;
    urls.push({ loc: path, lastmod: category.updatedAt });
  }
  for (const product of listProductStamps()) {
    urls.push({ loc: `/product/${encodeURIComponent(product.id)}`, lastmod: product.updatedAt });
  }
  const body = urls
    .map(
      (url) =>
        `  <url><loc>${escapeXml(origin + url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

