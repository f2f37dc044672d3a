import { FormAlert } from "~/components/forms/form-alert";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { useForm } from "~/components/forms/use-form";
import { PageHero } from "~/components/site/page-hero";
import { QuoteDetails } from "~/components/site/quote-details";
import { QuoteLines } from "~/components/site/quote-lines";
import { Honeypot } from "~/components/site/visitor-form";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { drumField, lengthField, quoteFields } from "~/lib/quotes/quote-fields";
import type { BasketLineView, QuoteResult } from "~/lib/quotes/quote-result";
import { type Locale, useLocale } from "~/locales";
import { readBasket } from "~/server/quotes/quote-actions.server";
import { quoteAction } from "~/server/quotes/quote-actions.server";
import { viewBasket } from "~/server/quotes/quotes.server";
import type { Route } from "./+types/quote";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";
import { clientIpContext } from "~/server/platform/request-context.server";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

/**
 * `/quote`: the quote basket (kept in a cookie, docs/decisions/018) and the request form. One
 * form edits the lines and sends the request, so an edit typed before "Send" is not lost; the
 * Remove buttons belong to a second form. Everything works without JavaScript.
 */

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    noIndex: true,
  });

/** Per visitor: never kept by a browser's or a CDN's cache, never indexed. */
export const headers: Route.HeadersFunction = (args) => ({
  ...retryAfterHeaders(args),
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

/** The copy sections this page reads (decision 042): the basket's words and the honeypot's label. */
export const handle = { copy: ["quote", "forms"] } satisfies CopyHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const t = copySection(locale, "quote");
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    lines: viewBasket(readBasket(request), locale),
    added: url.searchParams.get("added") === "1",
    // The date field's first choice; the server's day (the schema allows a day's slack).
    today: new Date().toISOString().slice(0, 10),
  };
}

// "/fr/..." stores nothing: the site layout's middleware refuses it before this runs (decision 058).
export function action({ request, context }: Route.ActionArgs) {
  return quoteAction(request, context.get(clientIpContext));
}

/**
 * The checks (zod) and their messages in the page's language load when the buyer first focuses the
 * form; a post sent before they arrive is checked by the server alone, with the same messages.
 */
const loadCheck = (
  locale: Locale,
  lines: () => readonly BasketLineView[],
  messages: { linesInvalid: string; invalid: string },
) =>
  import("~/lib/quotes/quote-form").then((forms) =>
    forms.loadQuoteCheck(locale, lines, messages),
  );

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useCopy("quote");
  const result = useActionData<typeof action>() as QuoteResult | undefined;
  const navigation = useNavigation();
  const lines = result?.lines ?? loaderData.lines;
  const values = result?.values ?? {};
  // The lines as shown, for the check when the form is sent (it loads once, the lines change).
  const shown = useRef(lines);
  useEffect(() => {
    shown.current = lines;
  }, [lines]);
  const { errors, onSubmit, onFocus, field } = useForm({
    fields: quoteFields,
    load: () => loadCheck(locale, () => shown.current, t),
    result,
    invalid: "focus",
    // The page's order: the lines' fields, then the buyer's details.
    order: [
      ...lines.flatMap((_, index) => [lengthField(index), drumField(index)]),
      ...Object.keys(quoteFields),
    ],
  });
  const status = result?.ok
    ? result.message
    : loaderData.added && !result
      ? t.added
      : "";
  // While a failed answer stands, its sentence for the whole form is the one shown.
  const formError = result && !result.ok ? result.errors.form : errors.form;

  const submitting = navigation.state === "submitting";
  return (
    <main id="main">
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
        <div
          role="status"
          aria-live="polite"
          className={
            status
              ? "rounded-lg border border-success/30 bg-success-soft p-4 text-sm font-medium text-success"
              : "sr-only"
          }
        >
          {status}
        </div>
        {formError && <FormAlert>{formError}</FormAlert>}
        {/* The Remove buttons' form: outside the main one, so Enter in a field never removes a line. */}
        <Form id="quote-remove" method="post" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          {/* Never shown: HTML_CodeSniffer (pa11y, H32.2) counts only submit buttons inside a form,
              not the Remove buttons joined to it by their form attribute. Posting no line removes nothing. */}
          <button type="submit" hidden tabIndex={-1}>
            {t.remove}
          </button>
        </Form>
        <Form
          id="quote-form"
          method="post"
          noValidate
          preventScrollReset
          onSubmit={onSubmit}
          onFocus={onFocus}
          className="relative flex flex-col gap-8"
        >
          {/* Enter in any field sends the request (the first submit button is the default one). */}
          <button
            type="submit"
            name="intent"
            value="submit"
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
          >
            {t.send}
          </button>
          <Honeypot />
          <QuoteLines
            lines={lines}
            errors={errors}
            values={values}
            submitting={submitting}
          />
          {lines.length > 0 && (
            <QuoteDetails
              errors={errors}
              values={values}
              today={loaderData.today}
              submitting={submitting}
              field={field}
            />
          )}
        </Form>
      </div>
    </main>
  );
}
