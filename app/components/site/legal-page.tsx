import { Mail } from "lucide-react";
import { Link } from "react-router";
import type { LegalPage } from "~/content/legal";
import { formatLongDate } from "~/lib/dates";
import { format, useMessages } from "~/locales";
import { PageHero } from "./page-hero";
import { legalCopy } from "~/locales/en/pages/legal";

/** A legal text: its sections, the date it was last changed and a way to ask about it. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const t = useMessages();
  return (
    <main id="main">
      <PageHero eyebrow={t.common.footer.legal} title={page.title} lead={page.intro}>
        <p className="mt-4 text-sm text-muted-foreground">{format(legalCopy.lastUpdated, { date: formatLongDate(page.updated) })}</p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {page.sections.map((section) => (
          <section key={section.heading} className="mb-10">
            <h2 className="text-xl font-bold tracking-tight text-foreground">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 flex list-disc flex-col gap-2 ps-6 leading-relaxed text-muted-foreground marker:text-primary">
                {section.items.map((item) => (
                  <li key={item.slice(0, 40)}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <aside
          aria-labelledby="legal-questions"
          className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <p id="legal-questions" className="font-semibold text-foreground">
            {legalCopy.questions}
          </p>
          <Link
            to="/contact"
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
