import {
  BadgeCheck,
  ClipboardCheck,
  FlaskConical,
  RefreshCw,
  ShieldCheck,
} from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { FaqAccordion } from "~/components/site/faq-accordion";
import { PageHero, SectionHeading } from "~/components/site/page-hero";
import { Card } from "~/components/ui/card";
import type { Principle } from "~/locales/en/pages/quality-principles";
import { formatIn } from "~/lib/locale/bidi";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { useLocale } from "~/locales";
import { listFaq } from "~/server/content/faq.server";
import type { Route } from "./+types/quality-control";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["quality", "toolLinks"] } satisfies CopyHandle;

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

const icons: Record<
  Principle["icon"],
  React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>
> = {
  FlaskConical,
  ClipboardCheck,
  BadgeCheck,
  RefreshCw,
};

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = copySection(locale, "quality");
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    principles: copySection(locale, "qualityPrinciples"),
    faq: listFaq(locale),
  };
}

export default function QualityControlPage({
  loaderData,
}: Route.ComponentProps) {
  const t = useCopy("quality");
  const { principles, faq } = loaderData;
  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section
        aria-labelledby="principles"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      >
        <SectionHeading id="principles" title={t.principlesTitle} />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map((principle, index) => {
            const Icon = icons[principle.icon];
            return (
              <li key={principle.title}>
                <Card className="h-full p-6">
                  <div className="flex items-center justify-between">
                    <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon className="size-6" aria-hidden />
                    </span>
                    <span
                      aria-hidden="true"
                      className="text-2xl font-bold text-muted-foreground"
                    >
                      {String(index + 1).padStart(2, "0")}
                    </span>
                  </div>
                  <h3 className="mt-4 text-lg font-semibold">
                    {principle.title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                    {principle.description}
                  </p>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <section
        aria-labelledby="lab"
        className="border-y border-border bg-muted/50"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <img
            src="/images/quality-lab.svg"
            alt={t.labAlt}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-[var(--radius-card)] border border-border shadow-sm"
          />
          <div>
            <SectionHeading id="lab" title={t.labTitle} />
            <p className="leading-relaxed text-muted-foreground">{t.labBody}</p>
            <div className="mt-6 flex gap-4 rounded-[var(--radius-card)] border border-primary/40 bg-surface p-5">
              <ShieldCheck
                className="size-8 shrink-0 text-primary"
                aria-hidden="true"
              />
              <div>
                <h3 className="font-semibold">{t.isoTitle}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                  {t.isoBody}
                </p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <DesignationToolLink />

      <section
        aria-labelledby="faq"
        className="mx-auto max-w-4xl px-4 py-14 sm:px-6"
      >
        <SectionHeading id="faq" title={t.faqTitle} />
        <FaqAccordion items={faq} name="quality-faq" />
      </section>
    </main>
  );
}

/** Reading a cable's designation and sizing it are part of checking it: both tools, one link away. */
function DesignationToolLink() {
  const lp = useLocalePath();
  const t = useCopy("toolLinks");
  // Type codes and standards among Arabic words ("(IEC 60364-5-52)") read left to right.
  const fill = formatIn(useLocale());
  return (
    <section
      aria-labelledby="designation-tool"
      className="mx-auto max-w-4xl px-4 pt-14 sm:px-6"
    >
      <div className="rounded-[var(--radius-card)] border border-border bg-surface p-6">
        <h2
          id="designation-tool"
          className="text-xl font-bold tracking-tight text-foreground"
        >
          {fill(t.title)}
        </h2>
        <p className="mt-2 leading-relaxed text-muted-foreground">
          {fill(t.body)}
        </p>
        <ul className="mt-4 flex flex-col gap-2 font-semibold">
          <li>
            <Link
              to={lp("/tools/designation")}
              className="text-primary underline-offset-4 hover:underline"
            >
              {fill(t.link)}
            </Link>
          </li>
          <li>
            <Link
              to={lp("/tools/cable-sizing")}
              className="text-primary underline-offset-4 hover:underline"
            >
              {fill(t.sizingLink)}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
