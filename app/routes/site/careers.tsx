import { Benefits } from "~/components/site/careers/benefits";
import { Openings } from "~/components/site/careers/job-openings";
import { PageHero } from "~/components/site/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { jobPosting } from "~/lib/structured-data";
import { StructuredData } from "~/components/site/json-ld";
import { getCompany } from "~/server/content/company.server";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import { listOpenJobs } from "~/server/content/jobs.server";
import { applicationAction } from "~/server/messages/visitor-actions.server";
import { requestLocalePath } from "~/server/platform/locale.server";
import type { Route } from "./+types/careers";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { ApplicationForm } from "~/components/site/application-form-lazy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";
import { clientIpContext } from "~/server/platform/request-context.server";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

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

// "/fr/..." stores nothing: the site layout's middleware refuses it before this runs (decision 058).
export function action({ request, context }: Route.ActionArgs) {
  return applicationAction(request, context.get(clientIpContext));
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

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
