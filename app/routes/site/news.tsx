import {
  ArrowRight,
  Award,
  CalendarDays,
  Factory,
  Newspaper,
  Recycle,
  Ruler,
  SunMedium,
} from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { ArticleMeta } from "~/components/site/article-meta";
import { PageHero, SectionHeading } from "~/components/site/page-hero";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { langKey } from "~/lib/locale/lang-attrs";
import type { NewsSummary } from "~/lib/content/news";
import { newsFeedLink } from "~/lib/content/news-feed-link";
import { listPublicNews } from "~/server/content/news.server";
import { format } from "~/locales";
import type { Route } from "./+types/news";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["news"] } satisfies CopyHandle;

// The title, description and feed title come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return [
    ...pageMeta({
      title: data?.metaTitle ?? "",
      description: data?.metaDescription ?? "",
      path: location.pathname,
      siteUrl,
    }),
    newsFeedLink(siteUrl, data?.feedTitle ?? ""),
  ];
};

const categoryIcons: Record<
  string,
  React.ComponentType<{ className?: string }>
> = {
  "Company News": Factory,
  Certifications: Award,
  Projects: SunMedium,
  Technical: Ruler,
  Events: CalendarDays,
  Sustainability: Recycle,
};

function ArticleCard({
  article,
  featured,
}: {
  article: NewsSummary;
  featured?: boolean;
}) {
  const lp = useLocalePath();
  const t = useCopy("news");
  const marked = useLangAttrs();
  const Icon = categoryIcons[article.category] ?? Newspaper;
  return (
    <Card
      className={cn(
        "flex h-full flex-col overflow-hidden",
        featured && "md:flex-row",
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          "relative flex shrink-0 items-center justify-center bg-[#14202e] text-[#f3b677]",
          featured ? "h-40 md:h-auto md:w-56" : "h-28",
        )}
      >
        {article.image ? (
          // The cover fills the panel the category's icon stands in for; decorative, the title names it.
          <img
            src={article.image}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <>
            <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,transparent_0_14px,rgb(184_101_30/0.25)_14px_16px)]" />
            <span className="relative flex size-16 items-center justify-center rounded-full border-2 border-[#f3b677]/60 bg-[#14202e]">
              <Icon className="size-8" />
            </span>
          </>
        )}
        <div className="absolute inset-x-0 bottom-0 h-1 bg-primary" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Badge
          variant="outline"
          className="self-start"
          {...marked(article.lang?.category)}
        >
          {article.category}
        </Badge>
        <h3
          className={cn(
            "mt-3 font-bold tracking-tight",
            featured ? "text-xl md:text-2xl" : "text-lg",
          )}
          {...marked(article.lang?.title)}
        >
          <Link to={lp(`/news/${article.slug}`)} className="hover:text-primary">
            {article.title}
          </Link>
        </h3>
        <p
          className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground"
          {...marked(article.lang?.excerpt)}
        >
          {article.excerpt}
        </p>
        <ArticleMeta article={article} className="mt-4" />
        <Link
          to={lp(`/news/${article.slug}`)}
          className={buttonVariants({
            variant: "outline",
            className: "mt-5 self-start",
          })}
        >
          {/* The link's text names the article for readers and crawlers; the eye sees "Read More". */}
          <span aria-hidden="true">{t.readMore}</span>
          <span className="sr-only">
            {format(t.readMoreAbout, { title: article.title })}
          </span>
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      </div>
    </Card>
  );
}

export function loader({ request, context }: Route.LoaderArgs) {
  const t = copySection(requestLocale(request), "news");
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    feedTitle: t.feedTitle,
    articles: listPublicNews(requestLocale(request)),
  };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const t = useCopy("news");
  const featured = loaderData.articles.filter((article) => article.featured);
  const recent = loaderData.articles.filter((article) => !article.featured);
  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section
        aria-labelledby="featured"
        className="mx-auto max-w-7xl px-4 pt-12 sm:px-6"
      >
        <SectionHeading id="featured" title={t.featured} />
        <ul className="grid gap-6 lg:grid-cols-2">
          {featured.map((article) => (
            <li key={`${article.id}:${langKey(article.lang)}`}>
              <ArticleCard article={article} featured />
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="recent"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      >
        <SectionHeading id="recent" title={t.recent} />
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {recent.map((article) => (
            <li key={`${article.id}:${langKey(article.lang)}`}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
