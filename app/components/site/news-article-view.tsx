import { ArrowLeft } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { ArticleMeta } from "~/components/site/article-meta";
import { StructuredData } from "~/components/site/json-ld";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { Badge } from "~/components/ui/badge";
import { langKey } from "~/lib/locale/lang-attrs";
import type { TextLang } from "~/lib/locale/arabic";
import type { NewsArticle } from "~/lib/content/news";
import { useCopy } from "~/locales/copy";

/**
 * The body's HTML comes from the server's Markdown renderer (sanitized there): these styles give
 * its elements the look the articles always had (paragraphs, h2 subheadings, bulleted lists).
 */
const BODY = [
  "[&>p]:my-5 [&>p]:text-lg [&>p]:leading-relaxed [&>p]:text-foreground/90",
  "[&>h2]:mt-10 [&>h2]:mb-3 [&>h2]:text-2xl [&>h2]:font-bold [&>h2]:tracking-tight",
  "[&>h3]:mt-8 [&>h3]:mb-2 [&>h3]:text-xl [&>h3]:font-bold [&>h3]:tracking-tight [&>h4]:mt-6 [&>h4]:font-semibold",
  "[&>ul]:my-5 [&>ul]:flex [&>ul]:list-disc [&>ul]:flex-col [&>ul]:gap-2 [&>ul]:ps-6 [&>ul]:leading-relaxed [&>ul]:text-foreground/90 [&>ul]:marker:text-primary",
  "[&>ol]:my-5 [&>ol]:flex [&>ol]:list-decimal [&>ol]:flex-col [&>ol]:gap-2 [&>ol]:ps-6 [&>ol]:leading-relaxed [&>ol]:text-foreground/90",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&>blockquote]:my-5 [&>blockquote]:border-s-4 [&>blockquote]:border-primary [&>blockquote]:ps-4 [&>blockquote]:italic",
].join(" ");

/** A news article's page: the public one, and the admin's preview of a draft (same look). */
export function NewsArticleView({
  article,
  others,
  banner,
}: {
  article: NewsArticle;
  others: readonly { slug: string; title: string; titleLang?: TextLang }[];
  banner?: React.ReactNode;
}) {
  const lp = useLocalePath();
  const t = useCopy("news");
  // Each text marked where it is not in the page's language (an Arabic page's English fallback).
  const marked = useLangAttrs();
  return (
    <main id="main">
      {banner}
      <StructuredData />
      <article key={langKey(article.lang, article.bodyLang)}>
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
            <Link
              to={lp("/news")}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t.backToNews}
            </Link>
            <p className="mt-6">
              <Badge variant="outline" {...marked(article.lang?.category)}>
                {article.category}
              </Badge>
            </p>
            <h1
              className="mt-3 text-3xl leading-tight font-bold tracking-tight sm:text-4xl"
              {...marked(article.lang?.title)}
            >
              {article.title}
            </h1>
            <p
              className="mt-4 text-lg leading-relaxed text-muted-foreground"
              {...marked(article.lang?.excerpt)}
            >
              {article.excerpt}
            </p>
            <ArticleMeta article={article} className="mt-6" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {article.image ? (
            <img
              src={article.image}
              alt=""
              decoding="async"
              className="mb-8 aspect-[16/9] w-full rounded-lg object-cover"
            />
          ) : null}
          {/* Sanitized on the server (app/server/content/markdown.server.ts): no script, no javascript: link. */}
          <div
            className={BODY}
            {...marked(article.bodyLang)}
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        </div>
      </article>
      {others.length ? (
        <aside
          aria-labelledby="more-news"
          className="mx-auto max-w-3xl px-4 sm:px-6"
        >
          <h2
            id="more-news"
            className="border-t border-border pt-8 text-lg font-semibold"
          >
            {t.moreNews}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {others.map((other) => (
              <li key={other.slug + langKey(other.titleLang)}>
                <Link
                  to={lp(`/news/${other.slug}`)}
                  className="font-medium text-foreground hover:text-primary hover:underline"
                  {...marked(other.titleLang)}
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </main>
  );
}
