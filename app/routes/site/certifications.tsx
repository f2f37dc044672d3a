import {
  Award,
  CalendarCheck,
  CalendarX,
  CheckCircle,
  FileDown,
  Shield,
  Star,
  Tag,
} from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { langKey } from "~/lib/locale/lang-attrs";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { listShownCertifications } from "~/server/content/content.server";
import type { Route } from "./+types/certifications";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["certifications"] } satisfies CopyHandle;

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

export function loader({ request, context }: Route.LoaderArgs) {
  const t = copySection(requestLocale(request), "certifications");
  // Derived at render time from today's date (the render cache keys pages on the day too).
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    certifications: listShownCertifications(
      t.expired,
      new Date(),
      requestLocale(request),
    ),
  };
}

const icons = { Award, Shield, CheckCircle, Star } as const;

export default function CertificationsPage({
  loaderData,
}: Route.ComponentProps) {
  const lp = useLocalePath();
  const t = useCopy("certifications");
  const { certifications } = loaderData;
  // An untranslated field on an Arabic page is marked English (decision 041).
  const marked = useLangAttrs();
  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {certifications.length === 0 ? (
          <p className="text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {certifications.map((cert) => {
              const Icon = icons[cert.icon] ?? Award;
              const active =
                !cert.expired &&
                ("active" in cert
                  ? cert.active
                  : cert.status.trim().toLowerCase() === "active");
              const lang = "lang" in cert ? cert.lang : undefined;
              return (
                <li key={lang ? `${cert.id}-${langKey(lang)}` : cert.id}>
                  <div
                    className={cn(
                      "relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-surface p-6 text-surface-foreground",
                      active
                        ? "border-primary/60 shadow-md ring-1 ring-primary/30"
                        : "border-border shadow-sm",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "absolute inset-x-0 top-0 h-1",
                        active ? "bg-primary" : "bg-border",
                      )}
                    />
                    <div className="flex items-start justify-between gap-3">
                      <span
                        className={cn(
                          "flex size-12 items-center justify-center rounded-lg",
                          active
                            ? "bg-primary text-primary-foreground"
                            : "bg-primary/10 text-primary",
                        )}
                      >
                        <Icon className="size-6" aria-hidden="true" />
                      </span>
                      <Badge
                        variant={
                          active
                            ? "default"
                            : cert.expired
                              ? "destructive"
                              : "success"
                        }
                      >
                        {active ? (
                          <CheckCircle
                            className="size-3.5"
                            aria-hidden="true"
                          />
                        ) : null}
                        {/* Read as "Status: Certified" (HTML allows no aria-label on a plain span). */}
                        <span className="sr-only">{t.status}: </span>
                        {lang ? (
                          <span {...marked(lang.status)}>{cert.status}</span>
                        ) : (
                          cert.status
                        )}
                      </Badge>
                    </div>
                    <h2
                      className="mt-4 text-xl font-bold tracking-tight text-foreground"
                      {...marked(lang?.title)}
                    >
                      {cert.title}
                    </h2>
                    <p
                      className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground"
                      {...marked(lang?.description)}
                    >
                      {cert.description}
                    </p>
                    <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
                      {cert.expiredOn ? (
                        // Past its date: the day it ended, in the page's language (decision 055).
                        <div>
                          <dt className="flex items-center gap-1.5 text-xs font-medium text-destructive">
                            <CalendarX
                              className="size-3.5"
                              aria-hidden="true"
                            />
                            {t.expiredOn}
                          </dt>
                          <dd className="mt-0.5 font-semibold text-foreground">
                            {cert.expiredOn}
                          </dd>
                        </div>
                      ) : (
                        <div>
                          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                            <CalendarCheck
                              className="size-3.5"
                              aria-hidden="true"
                            />
                            {t.validUntil}
                          </dt>
                          <dd
                            className="mt-0.5 font-semibold text-foreground"
                            {...marked(lang?.validUntil)}
                          >
                            {cert.validUntil}
                          </dd>
                        </div>
                      )}
                      <div>
                        <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                          <Tag className="size-3.5" aria-hidden="true" />
                          {t.category}
                        </dt>
                        <dd
                          className="mt-0.5 font-semibold text-foreground"
                          {...marked(lang?.category)}
                        >
                          {cert.category}
                        </dd>
                      </div>
                    </dl>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-12 flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold">{t.documentsTitle}</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t.documentsBody}
            </p>
          </div>
          <Link
            to={lp("/downloads?tab=certifications")}
            className={buttonVariants({ variant: "outline" })}
          >
            <FileDown aria-hidden="true" />
            {t.documentsLink}
          </Link>
        </div>
      </div>
    </main>
  );
}
