import {
  Award,
  Eye,
  Factory,
  Lightbulb,
  ShieldCheck,
  Target,
  Users,
} from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { PageHero, SectionHeading } from "~/components/site/page-hero";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { langKey } from "~/lib/locale/lang-attrs";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { CoreValueIcon } from "~/lib/content/pages";
import { getAboutTexts, listCoreValues } from "~/server/content/pages.server";
import { getCompanyFacts } from "~/server/content/company.server";
import { fillFacts } from "~/lib/site";
import type { Route } from "./+types/about";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["about"] } satisfies CopyHandle;

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

const valueIcons: Record<
  CoreValueIcon,
  React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>
> = {
  Award,
  ShieldCheck,
  Lightbulb,
  Users,
};

export function loader({ request, context }: Route.LoaderArgs) {
  const t = copySection(requestLocale(request), "about");
  // The copy names the founding year by placeholder; the year is the company's details' (decision 055).
  const facts = getCompanyFacts();
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: fillFacts(t.metaDescription, facts),
    facts,
    about: getAboutTexts(requestLocale(request)),
    coreValues: listCoreValues(requestLocale(request)),
  };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const lp = useLocalePath();
  const t = useCopy("about");
  const { about, coreValues, facts } = loaderData;
  // A text still in English on the Arabic page is marked so (docs/decisions/041).
  const marked = useLangAttrs();
  return (
    <main id="main">
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        lead={fillFacts(t.lead, facts)}
      />

      <section
        aria-labelledby="story"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start"
      >
        <div>
          <SectionHeading id="story" title={t.storyTitle} />
          <div
            key={about.lang?.story}
            className="flex flex-col gap-4 text-base leading-relaxed text-muted-foreground"
            {...marked(about.lang?.story)}
          >
            {about.story.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <Card className="overflow-hidden">
          <div className="flex items-center gap-3 bg-[#14202e] px-6 py-5 text-white">
            <Factory className="size-6" aria-hidden="true" />
            <p className="font-semibold">{t.eyebrow}</p>
          </div>
          <dl className="divide-y divide-border">
            {t.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-0.5 px-6 py-4">
                <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {fact.label}
                </dt>
                <dd className="text-xl font-bold text-foreground">
                  {fillFacts(fact.value, facts)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </section>

      <section
        aria-labelledby="values"
        className="border-y border-border bg-muted/50"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <SectionHeading
            id="values"
            title={t.valuesTitle}
            lead={t.valuesLead}
          />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {coreValues.map((value) => {
              const Icon = valueIcons[value.icon];
              return (
                <li key={`${value.id}-${langKey(value.lang)}`}>
                  <Card className="h-full p-6 transition-shadow hover:shadow-md">
                    <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon className="size-6" aria-hidden />
                    </span>
                    <h3
                      className="mt-4 text-lg font-semibold text-foreground"
                      {...marked(value.lang?.title)}
                    >
                      {value.title}
                    </h3>
                    <p
                      className="mt-2 text-sm leading-relaxed text-muted-foreground"
                      {...marked(value.lang?.description)}
                    >
                      {value.description}
                    </p>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-label={`${t.missionTitle}, ${t.visionTitle}`}
        className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2"
      >
        <Card className="relative overflow-hidden p-8">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 start-0 w-1 bg-primary"
          />
          <Target className="size-8 text-primary" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold tracking-tight">
            {t.missionTitle}
          </h2>
          <p
            key={about.lang?.mission}
            className="mt-3 leading-relaxed text-muted-foreground"
            {...marked(about.lang?.mission)}
          >
            {about.mission}
          </p>
        </Card>
        <Card className="relative overflow-hidden p-8">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 start-0 w-1 bg-secondary"
          />
          <Eye
            className="size-8 text-secondary dark:text-foreground"
            aria-hidden="true"
          />
          <h2 className="mt-4 text-2xl font-bold tracking-tight">
            {t.visionTitle}
          </h2>
          <p
            key={about.lang?.vision}
            className="mt-3 leading-relaxed text-muted-foreground"
            {...marked(about.lang?.vision)}
          >
            {about.vision}
          </p>
        </Card>
      </section>

      <section
        aria-labelledby="about-cta"
        className="mx-auto max-w-7xl px-4 sm:px-6"
      >
        <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border-b-4 border-primary bg-[#14202e] p-8 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-cta" className="text-2xl font-bold">
              {t.ctaTitle}
            </h2>
            <p className="mt-2 opacity-90">{t.ctaBody}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={lp("/contact")}
              className={buttonVariants({ size: "lg" })}
            >
              {t.ctaContact}
            </Link>
            <Link
              to={lp("/products")}
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              {t.ctaProducts}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
