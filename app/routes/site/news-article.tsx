import { data } from "react-router";
import { NewsArticleView } from "~/components/site/news-article-view";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { newsFeedLink } from "~/lib/content/news-feed-link";
import { breadcrumbList, newsArticle } from "~/lib/structured-data";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import {
  findPublicArticle,
  listPublicNews,
} from "~/server/content/news.server";
import { metaMessagesFromMatches } from "~/locales";
import { requestMessages } from "~/locales/messages.server";
import { requestLocalePath } from "~/server/platform/locale.server";
import type { Route } from "./+types/news-article";
import NotFound from "./not-found";
import type { CopyHandle } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): the article view's words. */
export const handle = { copy: ["news"] } satisfies CopyHandle;

export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = copySection(locale, "news");
  // A draft, a scheduled article before its time and an unknown slug alike: the site's 404 page.
  const article = findPublicArticle(params.slug, locale);
  if (!article)
    return data(
      {
        ...pageCopy(request, context, handle),
        article: null,
        others: [],
        feedTitle: t.feedTitle,
      },
      { status: 404 },
    );
  const others = listPublicNews(locale)
    .filter((other) => other.slug !== article.slug)
    .slice(0, 3)
    .map(({ slug, title, lang }) => ({ slug, title, titleLang: lang?.title }));
  const origin = siteUrl(request);
  const messages = requestMessages(request);
  // The structured data's URLs in the page's own language (docs/decisions/043).
  const lp = (path: string) => requestLocalePath(request, path);
  addStructuredData(
    context,
    newsArticle(origin, article, lp),
    breadcrumbList(origin, [
      { name: messages.common.nav.home, path: lp("/") },
      { name: t.title, path: lp("/news") },
      {
        name: article.title,
        path: lp(`/news/${encodeURIComponent(article.slug)}`),
      },
    ]),
  );
  return {
    ...pageCopy(request, context, handle),
    article,
    others,
    feedTitle: t.feedTitle,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const article = loaderData?.article;
  const siteUrl = siteUrlFromMatches(matches);
  if (!article) {
    const t = metaMessagesFromMatches(matches).notFound;
    return pageMeta({
      title: t.metaTitle,
      description: t.title,
      path: location.pathname,
      siteUrl,
      noIndex: true,
    });
  }
  return [
    ...pageMeta({
      title: article.seoTitle,
      description: article.seoDescription,
      path: location.pathname,
      siteUrl,
      type: "article",
      ...(article.image
        ? { image: article.image, imageAlt: article.title }
        : {}),
    }),
    newsFeedLink(siteUrl, loaderData.feedTitle),
  ];
};

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, others } = loaderData;
  if (!article) return <NotFound />;
  return <NewsArticleView article={article} others={others} />;
}
