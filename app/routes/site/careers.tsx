import {
  Briefcase,
  Bus,
  Clock,
  GraduationCap,
  HeartPulse,
  MapPin,
  TrendingUp,
} from "lucide-react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { langKey } from "~/lib/locale/lang-attrs";
import { Link } from "react-router";
import { PageHero, SectionHeading } from "~/components/site/page-hero";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Benefit } from "~/locales/en/pages/career-benefits";
import type { JobOpening } from "~/lib/content/jobs";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { jobPosting } from "~/lib/structured-data";
import { StructuredData } from "~/components/site/json-ld";
import { getCompany } from "~/server/content/company.server";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import { format } from "~/locales";
import { listOpenJobs } from "~/server/content/jobs.server";
import {
  applicationAction,
  retryAfterHeaders,
} from "~/server/messages/visitor-actions.server";
import { assertServedLanguage } from "~/server/platform/locale.server";
import { requestLocalePath } from "~/server/platform/locale.server";
import type { Route } from "./+types/careers";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { ApplicationForm } from "~/components/site/application-form-lazy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["careers", "forms"] } satisfies CopyHandle;

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

export function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("position");
  // Only open positions: the page, its structured data and the form's choices (docs/decisions/027).
  const locale = requestLocale(request);
  const jobOpenings = listOpenJobs(locale);
  const job = jobOpenings.find((opening) => opening.slug === slug);
  // One JobPosting per opening: each is a section of this page, with its own apply link.
  const origin = siteUrl(request);
  const company = getCompany();
  addStructuredData(
    context,
    ...jobOpenings.map((opening) =>
      jobPosting(origin, opening, company, (path) =>
        requestLocalePath(request, path),
      ),
    ),
  );
  const t = copySection(locale, "careers");
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    position: job?.slug ?? "",
    benefits: copySection(locale, "careerBenefits"),
    jobOpenings,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  // The action runs before the layout's loader: "/fr/contact" must store nothing (decision 043).
  assertServedLanguage(params, request);
  return applicationAction(request, context.clientIp);
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

const benefitIcons: Record<
  Benefit["icon"],
  React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>
> = {
  GraduationCap,
  HeartPulse,
  TrendingUp,
  Bus,
};

function Benefits({ benefits }: { benefits: readonly Benefit[] }) {
  const t = useCopy("careers");
  return (
    <section
      aria-labelledby="benefits"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
    >
      <SectionHeading id="benefits" title={t.benefitsTitle} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => {
          const Icon = benefitIcons[benefit.icon];
          return (
            <li key={benefit.title}>
              <Card className="h-full p-6">
                <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {benefit.description}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Openings({ jobOpenings }: { jobOpenings: readonly JobOpening[] }) {
  const lp = useLocalePath();
  const t = useCopy("careers");
  // An Arabic page marks an opening's English fallback lang="en" dir="ltr" (docs/decisions/041).
  const marked = useLangAttrs();
  return (
    <section
      aria-labelledby="openings"
      className="border-y border-border bg-muted/50"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="openings" title={t.openingsTitle} />
        <ul className="flex flex-col gap-6">
          {jobOpenings.map((job) => (
            <li key={`${job.slug}:${langKey(job.lang)}`}>
              <Card className="p-6 md:p-8">
                <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                  <div>
                    <h3
                      className="text-xl font-bold tracking-tight"
                      {...marked(job.lang?.title)}
                    >
                      {job.title}
                    </h3>
                    <dl className="mt-3 flex flex-wrap gap-2 text-sm">
                      <div className="rounded-full bg-muted px-3 py-1">
                        <dt className="sr-only">{t.department}</dt>
                        <dd
                          className="flex items-center gap-1.5"
                          {...marked(job.lang?.department)}
                        >
                          <Briefcase
                            className="size-3.5 text-primary"
                            aria-hidden="true"
                          />
                          {job.department}
                        </dd>
                      </div>
                      <div className="rounded-full bg-muted px-3 py-1">
                        <dt className="sr-only">{t.location}</dt>
                        <dd
                          className="flex items-center gap-1.5"
                          {...marked(job.lang?.location)}
                        >
                          <MapPin
                            className="size-3.5 text-primary"
                            aria-hidden="true"
                          />
                          {job.location}
                        </dd>
                      </div>
                      <div className="rounded-full bg-muted px-3 py-1">
                        <dt className="sr-only">{t.type}</dt>
                        <dd
                          className="flex items-center gap-1.5"
                          {...marked(job.lang?.type)}
                        >
                          <Clock
                            className="size-3.5 text-primary"
                            aria-hidden="true"
                          />
                          {job.type}
                        </dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt className="sr-only">{t.experience}</dt>
                        <dd>
                          <Badge
                            variant="secondary"
                            {...marked(job.lang?.experience)}
                          >
                            {job.experience}
                          </Badge>
                        </dd>
                      </div>
                    </dl>
                  </div>
                  <Link
                    to={lp(
                      `/careers?position=${encodeURIComponent(job.slug)}#apply`,
                    )}
                    preventScrollReset
                    aria-label={format(t.applyFor, { title: job.title })}
                    className={buttonVariants({
                      className: "shrink-0 self-start",
                    })}
                  >
                    {t.applyNow}
                  </Link>
                </div>
                <p
                  className="mt-4 leading-relaxed text-muted-foreground"
                  {...marked(job.lang?.description)}
                >
                  {job.description}
                </p>
                <h4 className="mt-5 text-sm font-semibold tracking-wide uppercase">
                  {t.requirements}
                </h4>
                <ul
                  {...marked(job.lang?.requirements)}
                  className="mt-2 grid list-disc gap-1.5 ps-5 text-sm leading-relaxed text-muted-foreground marker:text-primary md:grid-cols-2"
                >
                  {job.requirements.map((requirement, index) => (
                    <li key={`${index}:${requirement}`}>{requirement}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useCopy("careers");
  return (
    <main id="main">
      <StructuredData />
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <a
          href="#apply"
          className={buttonVariants({ size: "lg", className: "mt-8" })}
        >
          {t.formTitle}
        </a>
      </PageHero>
      <Benefits benefits={loaderData.benefits} />
      <Openings jobOpenings={loaderData.jobOpenings} />
      <ApplicationForm
        position={loaderData.position}
        jobOpenings={loaderData.jobOpenings}
      />
    </main>
  );
}
