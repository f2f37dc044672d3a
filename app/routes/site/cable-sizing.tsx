import { useNavigation } from "react-router";
import { ErrorList } from "~/components/forms/field";
import {
  CableSizingForm,
  formDefaults,
} from "~/components/site/cable-sizing-form";
import {
  CableSizingResult,
  resultSummary,
} from "~/components/site/cable-sizing-result";
import { PageHero } from "~/components/site/page-hero";
import {
  type SizingField,
  sizingFields,
} from "~/lib/tools/cable-sizing-options";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { useLocale } from "~/locales";
import { answerCableSizing } from "~/server/tools/cable-sizing.server";
import type { Route } from "./+types/cable-sizing";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

/**
 * /tools/cable-sizing: the cable-sizing calculator (issue 20; docs/decisions/023-cable-sizing.md).
 * The loader answers the query the form sends (the API's names); the page works without JavaScript.
 */
/**
 * The copy sections this page reads (decision 042): its own, and the matching products' "Add to
 * quote". The input errors and refusals are written by the loader, in the page's language.
 */
export const handle = { copy: ["tools", "addToQuote"] } satisfies CopyHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = copySection(locale, "tools");
  const params = new URL(request.url).searchParams;
  const asked = sizingFields.some((field) => params.has(field));
  const values: Partial<Record<SizingField, string>> = asked
    ? {}
    : { ...formDefaults };
  for (const field of sizingFields) {
    const value = params.get(field);
    if (value !== null) values[field] = value.slice(0, 40);
  }
  const answer = answerCableSizing(params, locale);
  return {
    ...pageCopy(request, context, handle),
    // `meta` runs outside the component tree: it reads the title from the data.
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    asked,
    values,
    errors: answer.kind === "invalid" ? answer.errors : {},
    refusal:
      answer.kind === "refused"
        ? { field: answer.field, message: answer.message }
        : null,
    answer:
      answer.kind === "answer"
        ? {
            input: answer.input,
            result: answer.result,
            products: answer.body.products,
          }
        : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, data }) => {
  return pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    // An answer page is the tool's own page with a question in its address.
    noIndex: Boolean(data?.asked),
  });
};

export default function CableSizingPage({ loaderData }: Route.ComponentProps) {
  const t = useCopy("tools");
  const locale = useLocale();
  const { values, errors, refusal, answer } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errorList = Object.values(errors);

  let status: string = t.empty;
  if (answer)
    status = resultSummary(t, answer.result, answer.input.material, locale);
  else if (refusal) status = refusal.message;
  else if (errorList.length > 0)
    status = `${t.errorsTitle}: ${errorList.join(" ")}`;

  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <CableSizingForm values={values} errors={errors} />
        <section
          aria-labelledby="sizing-result"
          aria-busy={busy}
          className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start"
        >
          <h2
            id="sizing-result"
            className="text-2xl font-bold tracking-tight text-foreground"
          >
            {t.result.heading}
          </h2>
          {/* What changed, said once, politely: the figures below are read on demand. */}
          <p role="status" className="sr-only">
            {busy ? t.updating : status}
          </p>
          {answer ? (
            <CableSizingResult
              result={answer.result}
              system={answer.input.system}
              voltage={answer.input.voltage}
              material={answer.input.material}
              insulation={answer.input.insulation}
              maxDrop={answer.input.maxDropPercent}
              powerKw={answer.input.powerKw}
              products={answer.products}
            />
          ) : refusal ? (
            <p className="rounded-lg border border-destructive/40 bg-destructive/5 p-5 text-sm font-medium text-destructive">
              {refusal.message}
            </p>
          ) : errorList.length > 0 ? (
            <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-5">
              <p className="text-sm font-semibold text-foreground">
                {t.errorsTitle}
              </p>
              <ErrorList errors={errorList} />
            </div>
          ) : (
            <p className="text-muted-foreground">{t.empty}</p>
          )}
          <p className="text-xs text-muted-foreground">{t.disclaimer}</p>
        </section>
      </div>
    </main>
  );
}
