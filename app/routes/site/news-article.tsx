import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { ArticleMeta } from "~/components/site/article-meta";
import { Badge } from "~/components/ui/badge";
import { findArticle, newsArticles } from "~/content/news";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { breadcrumbList, newsArticle } from "~/lib/structured-data";
import { StructuredData } from "~/components/site/json-ld";
import { siteUrl } from "~/server/site-url.server";
import { addStructuredData } from "~/server/structured-data.server";
import { getMessages } from "~/locales";
import type { Route } from "./+types/news-article";
import NotFound from "./not-found";
import { newsCopy } from "~/locales/en/pages/news";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  // An unknown slug is the site's 404 page, with its status.
  if (!article) return data({ article: null, others: [] }, { status: 404 });
  const others = newsArticles.filter((other) => other.slug !== article.slug).slice(0, 3).map(({ slug, title }) => ({ slug, title }));
  const origin = siteUrl(request);
  const messages = getMessages();
  addStructuredData(
    context,
    newsArticle(origin, article),
    breadcrumbList(origin, [
      { name: messages.common.nav.home, path: "/" },
      { name: newsCopy.title, path: "/news" },
      { name: article.title, path: `/news/${encodeURIComponent(article.slug)}` },
    ]),
  );
  return { article, others };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const article = loaderData?.article;
  if (!article) {
    const t = getMessages().common.notFound;
    return pageMeta({ title: t.metaTitle, description: t.title, path: location.pathname, siteUrl: siteUrlFromMatches(matches), noIndex: true });
  }
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    type: "article",
  });
};

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const t = newsCopy;
  const { article, others } = loaderData;
  if (!article) return <NotFound />;
  return (
    <main id="main">
      <StructuredData />
      <article>
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
            <Link to="/news" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t.backToNews}
            </Link>
            <p className="mt-6">
              <Badge variant="outline">{article.category}</Badge>
            </p>
            <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{article.title}</h1>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{article.excerpt}</p>
            <ArticleMeta article={article} className="mt-6" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {article.body.map((block, index) =>
            block.kind === "h2" ? (
              <h2 key={index} className="mt-10 mb-3 text-2xl font-bold tracking-tight">
                {block.text}
              </h2>
            ) : block.kind === "ul" ? (
              <ul key={index} className="my-5 flex list-disc flex-col gap-2 ps-6 leading-relaxed text-foreground/90 marker:text-primary">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index} className="my-5 text-lg leading-relaxed text-foreground/90">
                {block.text}
              </p>
            ),
          )}
        </div>
      </article>
      <aside aria-labelledby="more-news" className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="more-news" className="border-t border-border pt-8 text-lg font-semibold">
          {t.moreNews}
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={`/news/${other.slug}`} className="font-medium text-foreground hover:text-primary hover:underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}
