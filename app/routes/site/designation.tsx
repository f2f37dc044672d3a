import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { DesignationAnswer } from "~/components/site/designation/designation-answer";
import { PageHero } from "~/components/site/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  MAX_DESIGNATION_LENGTH,
  readDesignationQuery,
} from "~/lib/tools/designation/query";
import { formatIn } from "~/lib/locale/bidi";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { format, useLocale } from "~/locales";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";
import {
  decodeWithCatalogue,
  designationMessages,
  itemsForPage,
  productsForPage,
} from "~/server/tools/designation.server";
import type { Route } from "./+types/designation";

/**
 * /tools/designation: the designation decoder. A GET form (?code=) answered by the server, so it
 * works without JavaScript; with it, the answer follows the typing (debounced, through the router:
 * the decoder and its tables stay on the server, and this route ships only its markup).
 */
/** The copy section this page reads (decision 042); what each part means is the loader's. */
export const handle = { copy: ["designationTool"] } satisfies CopyHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = copySection(locale, "designationTool");
  const messages = designationMessages(locale);
  const params = new URL(request.url).searchParams;
  const query = readDesignationQuery(params);
  const empty = {
    ...pageCopy(request, context, handle),
    // `meta` runs outside the component tree: it reads the title from the data.
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    max: MAX_DESIGNATION_LENGTH,
    result: null,
  };
  if (!query.ok) {
    const raw = params.get("code") ?? "";
    return query.reason === "too-long"
      ? {
          ...empty,
          code: raw.slice(0, MAX_DESIGNATION_LENGTH),
          error: format(t.tooLong, { max: MAX_DESIGNATION_LENGTH }),
        }
      : { ...empty, code: "", error: null };
  }
  const answer = decodeWithCatalogue(query.code, messages);
  return {
    ...empty,
    code: answer.code,
    error: null,
    result: {
      code: answer.code,
      scheme: answer.scheme,
      schemeLabel: messages.schemes[answer.scheme],
      items: itemsForPage(answer.items, locale),
      unknown: answer.unknown,
      partCount: answer.parts.length,
      products: productsForPage(answer.products, locale),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  return pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    // An answer is a state of the tool, as a search is of /products: kept out of search indexes,
    // with the tool itself as the canonical page.
    noIndex: Boolean(data?.result),
  });
};

/** Designations to try, one of each kind (type codes are not translated). */
const examples = [
  "NYY-J 4x16",
  "NA2XY",
  "N2XSY 1x95/16",
  "NYCWY 3x35/16",
  "NYM-J 3x1.5",
  "H07RN-F 3G2.5",
  "H05VV-F 3G1.5",
  "H07V-K 1x6",
  "YSLCY-JZ 7x1.5",
  "CW-NYY-3X25+16",
];

const DEBOUNCE_MS = 300;

export default function DesignationPage({ loaderData }: Route.ComponentProps) {
  const t = useCopy("designationTool");
  const fill = formatIn(useLocale());
  const { code, error, result, max } = loaderData;
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [value, setValue] = useState(code);

  // An answer reached another way (an example, back or forward) shows its code, unless typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(code);
  }, [code]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const decodeSoon = (next: string) => {
    setValue(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (formRef.current)
        submit(formRef.current, { replace: true, preventScrollReset: true });
    }, DEBOUNCE_MS);
  };

  const unknownCount = result?.unknown.length ?? 0;
  const status = result
    ? fill(
        unknownCount === 0
          ? t.status.none
          : unknownCount === 1
            ? t.status.one
            : t.status.other,
        {
          code: result.code,
          parts: result.partCount,
          count: unknownCount,
        },
      )
    : (error ?? "");

  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <Form
          ref={formRef}
          method="get"
          preventScrollReset
          onSubmit={() => window.clearTimeout(timer.current)}
          className="mt-8 max-w-2xl"
        >
          <label
            htmlFor="designation-code"
            className="block text-sm font-semibold text-foreground"
          >
            {t.label}
          </label>
          <p
            id="designation-hint"
            className="mt-1 text-sm text-muted-foreground"
          >
            {t.hint}
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <Input
              ref={inputRef}
              id="designation-code"
              name="code"
              type="text"
              value={value}
              onChange={(event) => decodeSoon(event.currentTarget.value)}
              aria-describedby="designation-hint"
              maxLength={max}
              placeholder={t.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              fieldSize="lg"
              className="font-mono sm:flex-1"
            />
            <button type="submit" className={buttonVariants({ size: "lg" })}>
              {t.submit}
            </button>
          </div>
        </Form>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <p role="status" className="sr-only">
            {status}
          </p>
          {error && (
            <p className="rounded-[var(--radius-card)] border border-destructive/40 bg-surface p-4 text-sm text-destructive">
              {error}
            </p>
          )}
          {result && <DesignationAnswer result={result} />}
        </div>
        <aside aria-labelledby="designation-examples">
          <h2
            id="designation-examples"
            className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
          >
            {t.examples}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {examples.map((example) => (
              <li key={example}>
                <Link
                  to={{ search: `?code=${encodeURIComponent(example)}` }}
                  preventScrollReset
                  className="inline-flex rounded-md border border-border bg-surface px-2.5 py-1.5 font-mono text-sm text-foreground hover:border-primary hover:text-primary"
                >
                  {example}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  );
}
