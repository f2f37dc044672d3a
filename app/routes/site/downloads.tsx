import { Download, FileText, Search } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { langKey } from "~/lib/locale/lang-attrs";
import { useState } from "react";
import { Form } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { SearchSubmit } from "~/components/site/search-form";
import { TabSet } from "~/components/site/tab-set";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import {
  downloadTabs,
  formatDownloadDate,
  formatFileSize,
  isDownloadTab,
  matchesDownload,
} from "~/lib/content/downloads";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { format, useLocale } from "~/locales";
import { listDownloads } from "~/server/content/downloads.server";
import type { Route } from "./+types/downloads";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["downloads"] } satisfies CopyHandle;

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  const t = copySection(requestLocale(request), "downloads");
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    items: await listDownloads(requestLocale(request)),
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    tab: isDownloadTab(tab) ? tab : ("catalogs" as const),
  };
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

function DownloadCard({ item }: { item: Item }) {
  const locale = useLocale();
  const lp = useLocalePath();
  const t = useCopy("downloads");
  // An Arabic page marks an entry's English fallback lang="en" dir="ltr" (docs/decisions/041).
  const marked = useLangAttrs();
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FileText className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3
            className="text-lg leading-snug font-semibold text-foreground"
            {...marked(item.lang?.title)}
          >
            {item.title}
          </h3>
          <p
            className="mt-1.5 text-sm leading-relaxed text-muted-foreground"
            {...marked(item.lang?.description)}
          >
            {item.description}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-border pt-4 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.type}</dt>
          <dd className="font-semibold">{item.type}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.size}</dt>
          <dd
            className="font-semibold"
            data-testid="download-size"
            data-bytes={item.size}
          >
            {formatFileSize(item.size, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.date}</dt>
          <dd className="font-semibold">
            {formatDownloadDate(item.date, locale)}
          </dd>
        </div>
      </dl>
      <a
        href={lp(`/downloads/${item.file}`)}
        download={item.file}
        aria-label={format(t.downloadNamed, { name: item.title })}
        className={buttonVariants({
          className: "mt-5 w-full sm:w-auto sm:self-start",
        })}
      >
        <Download aria-hidden="true" />
        {t.download}
      </a>
    </Card>
  );
}

function ItemGrid({ items }: { items: readonly Item[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={`${item.id}:${langKey(item.lang)}`}>
          <DownloadCard item={item} />
        </li>
      ))}
    </ul>
  );
}

export default function DownloadsPage({ loaderData }: Route.ComponentProps) {
  const t = useCopy("downloads");
  const { items, tab } = loaderData;
  const [q, setQ] = useState(loaderData.q);
  const query = q.trim();
  const matches = query
    ? items.filter((item) => matchesDownload(item, query))
    : items;

  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <Form
          method="get"
          role="search"
          aria-label={t.searchLabel}
          className="relative mt-8 max-w-xl"
          onSubmit={(event) => event.preventDefault()}
        >
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            name="q"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            aria-label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            fieldSize="lg"
            className="ps-10 pe-12"
          />
          <SearchSubmit label={t.searchSubmit} large />
        </Form>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {query ? (
          <section aria-live="polite" aria-label={t.searchLabel}>
            {matches.length === 0 ? (
              <p className="rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center text-muted-foreground">
                {format(t.noResults, { q: query })}
              </p>
            ) : (
              downloadTabs.map((group) => {
                const inGroup = matches.filter((item) => item.tab === group);
                if (inGroup.length === 0) return null;
                return (
                  <div key={group} className="mb-10">
                    <h2 className="mb-4 text-xl font-bold tracking-tight">
                      {format(t.resultsIn, {
                        count: inGroup.length,
                        tab: t.tabs[group],
                      })}
                    </h2>
                    <ItemGrid items={inGroup} />
                  </div>
                );
              })
            )}
          </section>
        ) : (
          <TabSet
            label={t.title}
            defaultValue={tab}
            items={downloadTabs.map((value) => ({
              value,
              label: t.tabs[value],
              content: (
                <>
                  <h2 className="sr-only">{t.tabs[value]}</h2>
                  <ItemGrid
                    items={items.filter((item) => item.tab === value)}
                  />
                </>
              ),
            }))}
          />
        )}
      </div>
    </main>
  );
}
