import { Briefcase, Clock, MapPin } from "~/components/ui/icons";
import { Link } from "react-router";
import { SectionHeading } from "~/components/site/page-hero";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { JobOpening } from "~/lib/content/jobs";
import { langKey } from "~/lib/locale/lang-attrs";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/** The careers page's open positions, each with its own link to the application form. */
export function Openings({
  jobOpenings,
}: {
  jobOpenings: readonly JobOpening[];
}) {
  const lp = useLocalePath();
  const t = useCopy("careers");
  // An Arabic page marks an opening's English fallback lang="en" dir="ltr" (docs/decisions/041).
  const marked = useLangAttrs();
  // The facts shown as pills, each with its icon; the experience follows as a badge.
  const facts = [
    ["department", t.department, Briefcase],
    ["location", t.location, MapPin],
    ["type", t.type, Clock],
  ] as const;
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
                      {facts.map(([field, label, Icon]) => (
                        <div
                          key={field}
                          className="rounded-full bg-muted px-3 py-1"
                        >
                          <dt className="sr-only">{label}</dt>
                          <dd
                            className="flex items-center gap-1.5"
                            {...marked(job.lang?.[field])}
                          >
                            <Icon
                              className="size-3.5 text-primary"
                              aria-hidden="true"
                            />
                            {job[field]}
                          </dd>
                        </div>
                      ))}
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
