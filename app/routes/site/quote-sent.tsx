import { Download } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect } from "react";
import { Link, data, useNavigationType } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { format, useLocale } from "~/locales";
import { formatWhole } from "~/lib/catalogue/size-format";
import {
  acknowledgementState,
  lineName,
  quoteByToken,
} from "~/server/quotes/quotes.server";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";
import { langAttrs, langKey } from "~/lib/locale/lang-attrs";
import { localeFromPath, localePath } from "~/lib/locale/locale-path";
import { requestLocalePath } from "~/server/platform/locale.server";
import type { AcknowledgementState } from "~/lib/quotes/quote-result";
import type { Route } from "./+types/quote-sent";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/**
 * `/quote/sent/{token}`: the confirmation of a sent request, with its reference and PDF. The token
 * is random and shown only to the buyer who sent it (the redirect after sending), so the page is
 * private: never cached, never indexed, and its address is not sent on as a referrer.
 */

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    // Not the page's own secret address: the basket's, in the page's language.
    path: localePath(localeFromPath(location.pathname), "/quote"),
    siteUrl: siteUrlFromMatches(matches),
    noIndex: true,
  });

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});

/** The copy section this page reads (decision 042): the basket's, for its confirmation's words. */
export const handle = { copy: ["quote"] } satisfies CopyHandle;

export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = copySection(locale, "quote");
  const page = {
    ...pageCopy(request, context, handle),
    metaTitle: t.sentMetaTitle,
    metaDescription: t.metaDescription,
  };
  const found = quoteByToken(params.token);
  if (!found) return data({ ...page, found: false as const }, { status: 404 });
  const { quote, lines } = found;
  return {
    ...page,
    found: true as const,
    reference: quote.reference,
    email: quote.email,
    // What became of the buyer's copy, read now: the page says that, and no more (issue 35).
    acknowledgement: acknowledgementState(quote.id),
    pdf: requestLocalePath(request, `/quote/sent/${params.token}/request.pdf`),
    lines: lines.map((line) => {
      // Named as the buyer's page named it, on a page in that language (issue 35).
      const named = lineName(line, quote.locale, locale);
      return {
        id: line.id,
        productName:
          named.lang === "en" ? named.name : isolateLtr(keepUnits(named.name)),
        nameAttrs: langAttrs(named.lang, locale),
        size: [line.sizeArticle, line.sizeDesignation]
          .filter(Boolean)
          .join(" "),
        lengthM: line.lengthM,
        drumM: line.drumM,
      };
    }),
  };
}

export default function QuoteSentPage({ loaderData }: Route.ComponentProps) {
  const navigationType = useNavigationType();
  // The basket's form keeps its scroll position through a post (so "Update" stays in place), and so
  // through the redirect here after "Send": the confirmation opens at its top. Back and forward
  // ("POP") keep the position the browser restores.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [navigationType]);
  const locale = useLocale();
  const lp = useLocalePath();
  const t = useCopy("quote");
  const leads = {
    sent: t.sentLead,
    queued: t.sentLeadQueued,
    unconfigured: t.sentLeadUnconfigured,
    failed: t.sentLeadFailed,
    withheld: t.sentLeadNoCopy,
  } satisfies Record<AcknowledgementState, string>;
  if (!loaderData.found) {
    return (
      <main id="main">
        <PageHero
          eyebrow={t.eyebrow}
          title={t.sentMetaTitle}
          lead={t.sentExpired}
        />
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
          <Link
            to={lp("/products")}
            className={buttonVariants({ variant: "outline" })}
          >
            {t.newRequest}
          </Link>
        </div>
      </main>
    );
  }
  return (
    <main id="main">
      <PageHero
        eyebrow={t.eyebrow}
        title={t.sentTitle}
        lead={format(leads[loaderData.acknowledgement], {
          reference: loaderData.reference,
          email: loaderData.email,
        })}
      >
        <p className="mt-6 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {t.referenceLabel}
        </p>
        <p className="font-mono text-3xl font-bold text-primary">
          {loaderData.reference}
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight">
            {t.sentLinesTitle}
          </h2>
          <ol className="mt-2 divide-y divide-border">
            {loaderData.lines.map((line) => (
              <li
                key={line.id}
                className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3"
              >
                <span className="font-medium">
                  <span key={langKey(line.nameAttrs.lang)} {...line.nameAttrs}>
                    {line.productName}
                  </span>
                  {line.size && (
                    <span className="text-muted-foreground">
                      {" "}
                      · {line.size}
                    </span>
                  )}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t.colLength}: {formatWhole(line.lengthM, locale)}
                  {line.drumM !== null &&
                    ` · ${t.colDrum}: ${formatWhole(line.drumM, locale)}`}
                </span>
              </li>
            ))}
          </ol>
        </Card>
        <div className="flex flex-wrap gap-3">
          <a
            href={loaderData.pdf}
            download
            className={buttonVariants({ size: "lg" })}
          >
            <Download aria-hidden="true" />
            {t.downloadPdf}
          </a>
          <Link
            to={lp("/products")}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {t.newRequest}
          </Link>
        </div>
      </div>
    </main>
  );
}
