import { Mail } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import type { LegalPage } from "~/lib/content/pages";
import { formatLongDate } from "~/lib/locale/dates";
import { format, useLocale, useMessages } from "~/locales";
import { PageHero } from "./page-hero";
import { useLangAttrs } from "./use-lang-attrs";
import { useCopy } from "~/locales/copy";

/**
 * The body's elements as the hand-written sections looked: each heading opens a section 2.5rem
 * below the last, paragraphs and lists 0.75rem below what precedes them.
 */
const legalBody = [
  "mb-10",
  "[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground [&>h2:first-child]:mt-0",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_p]:mt-3 [&_p]:leading-relaxed [&_p]:text-muted-foreground",
  "[&_ul]:mt-3 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:ps-6 [&_ul]:leading-relaxed [&_ul]:text-muted-foreground [&_ul]:marker:text-primary",
  "[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_ol]:text-muted-foreground",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_strong]:text-foreground",
].join(" ");

/** A legal text: its body, the date it was last changed and a way to ask about it. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const locale = useLocale();
  const lp = useLocalePath();
  const t = useMessages();
  const legalCopy = useCopy("legal");
  // Each text in the page's language, or marked as the English it fell back to (docs/decisions/041).
  const marked = useLangAttrs();
  return (
    <main id="main">
      <PageHero
        eyebrow={t.common.footer.legal}
        title={page.title}
        lead={page.intro}
        titleAttrs={marked(page.lang?.title)}
        leadAttrs={marked(page.lang?.intro)}
      >
        <p className="mt-4 text-sm text-muted-foreground">
          {format(legalCopy.lastUpdated, {
            date: formatLongDate(page.updated, locale),
          })}
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {/* Sanitised on the server (app/server/content/markdown.server.ts); styled as the sections were before. */}
        <div
          key={page.lang?.body}
          className={legalBody}
          {...marked(page.lang?.body)}
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        <aside
          aria-labelledby="legal-questions"
          className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <p id="legal-questions" className="font-semibold text-foreground">
            {legalCopy.questions}
          </p>
          <Link
            to={lp("/contact")}
            className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            <Mail className="size-4" aria-hidden="true" />
            {legalCopy.contactLink}
          </Link>
        </aside>
      </article>
    </main>
  );
}
