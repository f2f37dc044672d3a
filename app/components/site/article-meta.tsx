import { CalendarDays, Clock, User } from "~/components/ui/icons";
import type { NewsSummary } from "~/lib/content/news";
import { formatLongDate } from "~/lib/locale/dates";
import { cn } from "~/lib/cn";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { format, useLocale } from "~/locales";
import { useCopy } from "~/locales/copy";

/** Author, date and read time of a news article. */
export function ArticleMeta({
  article,
  className,
}: {
  article: NewsSummary;
  className?: string;
}) {
  const t = useCopy("news");
  // The name alone is marked when it is not in the page's language; unmarked, the text is as it was.
  const authorMark = useLangAttrs()(article.lang?.author);
  const [before, after = ""] = t.by.split("{author}");
  const by = authorMark.lang ? (
    <>
      {before}
      <span {...authorMark}>{article.author}</span>
      {after}
    </>
  ) : (
    format(t.by, { author: article.author })
  );
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground",
        className,
      )}
    >
      <li className="flex items-center gap-1.5">
        <User className="size-4" aria-hidden="true" />
        {by}
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={article.date}>
          {formatLongDate(article.date, useLocale())}
        </time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {format(t.minRead, { minutes: article.readTime })}
      </li>
    </ul>
  );
}
