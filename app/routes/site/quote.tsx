import { Trash2 } from "lucide-react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { PageHero } from "~/components/site/page-hero";
import { Honeypot } from "~/components/site/visitor-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  checkForm,
  type FieldErrors,
  formText,
  type Schema,
} from "~/lib/forms/action-result";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { BasketLineView, QuoteResult } from "~/lib/quotes/quote-result";
import { format, type Locale, useLocale } from "~/locales";
import { readBasket } from "~/server/quotes/quote-actions.server";
import { quoteAction } from "~/server/quotes/quote-actions.server";
import { viewBasket } from "~/server/quotes/quotes.server";
import { retryAfterHeaders } from "~/server/messages/visitor-actions.server";
import { assertServedLanguage } from "~/server/platform/locale.server";
import type { Route } from "./+types/quote";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";

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

export function action({ request, context, params }: Route.ActionArgs) {
  // The action runs before the layout's loader: "/fr/contact" must store nothing (decision 043).
  assertServedLanguage(params, request);
  return quoteAction(request, context.clientIp);
}

/**
 * The checks (zod) and their messages in the page's language load when the buyer first focuses the
 * form; a post sent before they arrive is checked by the server alone, with the same messages.
 */
const loadChecks = (locale: Locale) =>
  import("~/lib/quotes/quote-form").then((forms) =>
    forms.loadQuoteChecks(locale).then((checks) => ({ forms, ...checks })),
  );

type Checks = Awaited<ReturnType<typeof loadChecks>>;

function LineRow({
  line,
  index,
  errors,
  values,
}: {
  line: BasketLineView;
  index: number;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const lp = useLocalePath();
  const t = useCopy("quote");
  // The name the page's language shows (Arabic on /ar); the stored request keeps the catalogue's.
  const shown = line.shownName ?? line.productName;
  const name = shown ?? line.productId;
  const lengthId = `length-${index}`;
  const drumId = `drum-${index}`;
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] sm:items-start">
      <div className="min-w-0">
        <p className="font-semibold">
          {shown ? (
            <Link
              to={lp(`/product/${encodeURIComponent(line.productId)}`)}
              className="hover:text-primary hover:underline"
              {...line.marks?.name}
            >
              {shown}
            </Link>
          ) : (
            line.productId
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {t.colSize}:{" "}
          {line.size
            ? [line.size, line.sizeDesignation].filter(Boolean).join(" ")
            : t.sizeNotChosen}
        </p>
        {line.productName === null && (
          <p className="mt-1 text-sm font-medium text-destructive">
            {t.unavailable}
          </p>
        )}
      </div>
      <Field
        id={lengthId}
        label={
          <LineLabel
            text={t.colLength}
            detail={format(t.lengthOf, { index: index + 1, name })}
          />
        }
        error={errors[lengthId]}
      >
        {(control) => (
          <Input
            {...control}
            name={lengthId}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={12}
            defaultValue={values[lengthId] ?? String(line.lengthM)}
          />
        )}
      </Field>
      <Field
        id={drumId}
        label={
          <LineLabel
            text={t.colDrum}
            detail={format(t.drumOf, { index: index + 1, name })}
          />
        }
        error={errors[drumId]}
      >
        {(control) => (
          <Input
            {...control}
            name={drumId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            defaultValue={
              values[drumId] ?? (line.drumM === null ? "" : String(line.drumM))
            }
          />
        )}
      </Field>
      <Button
        type="submit"
        form="quote-remove"
        name="line"
        value={String(index)}
        variant="ghostDestructive"
        className="sm:mt-6"
        aria-label={format(t.removeOf, { index: index + 1, name })}
      >
        <Trash2 aria-hidden="true" />
        {t.remove}
      </Button>
    </li>
  );
}

/** A short visible label; the full one (which line) for assistive technology. */
function LineLabel({ text, detail }: { text: string; detail: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{detail}</span>
    </>
  );
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useCopy("quote");
  const result = useActionData<typeof action>() as QuoteResult | undefined;
  const navigation = useNavigation();
  const lines = result?.lines ?? loaderData.lines;
  const values = result?.values ?? {};
  const serverErrors: FieldErrors = result && !result.ok ? result.errors : {};
  const [clientErrors, setClientErrors] = useState<{
    after: QuoteResult | undefined;
    errors: FieldErrors;
  }>();
  const errors =
    clientErrors && clientErrors.after === result
      ? clientErrors.errors
      : serverErrors;
  const checks = useRef<Checks | undefined>(undefined);
  const status = result?.ok
    ? result.message
    : loaderData.added && !result
      ? t.added
      : "";
  const formError =
    result && !result.ok
      ? result.errors.form
      : clientErrors?.after === result
        ? clientErrors?.errors.form
        : undefined;

  useEffect(() => {
    if (result && !result.ok) {
      const first = Object.keys(result.errors).find((name) => name !== "form");
      if (first)
        document
          .querySelector<HTMLElement>(`#quote-form [name="${first}"]`)
          ?.focus();
    }
  }, [result]);

  function onFocus() {
    if (!checks.current)
      loadChecks(locale).then(
        (loaded) => (checks.current = loaded),
        () => undefined,
      );
  }

  // The browser checks what the server will (the server checks again); "Update" checks the lines only.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const loaded = checks.current;
    if (!loaded) return;
    const submitter = (event.nativeEvent as SubmitEvent)
      .submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const values = formText(data);
    const edits = loaded.forms.applyLineEdits(lines, values, loaded.copy);
    const found: FieldErrors = edits.ok
      ? {}
      : { ...edits.errors, form: t.linesInvalid };
    if (submitter?.value !== "update") {
      const checked = checkForm(
        loaded.requestSchema as Schema,
        formText(data, loaded.forms.quoteRequestFields),
      );
      if (!checked.ok)
        Object.assign(found, checked.errors, { form: t.invalid });
    }
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setClientErrors({ after: result, errors: found });
    const first = Object.keys(found).find((name) => name !== "form");
    if (first)
      event.currentTarget
        .querySelector<HTMLElement>(`[name="${first}"]`)
        ?.focus();
  }

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
        {formError && (
          <div
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium text-destructive"
          >
            {formError}
          </div>
        )}
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
          <Card className="p-6 sm:p-8">
            <section aria-labelledby="quote-lines-title">
              <h2
                id="quote-lines-title"
                className="text-2xl font-bold tracking-tight"
              >
                {t.linesTitle}
              </h2>
              {lines.length === 0 ? (
                <div className="mt-4">
                  <p className="font-medium">{t.empty}</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t.emptyHint}
                  </p>
                  <Link
                    to={lp("/products")}
                    className={buttonVariants({
                      variant: "outline",
                      className: "mt-4",
                    })}
                  >
                    {t.browse}
                  </Link>
                </div>
              ) : (
                <>
                  <ol className="mt-2 divide-y divide-border">
                    {lines.map((line, index) => (
                      <LineRow
                        key={`${index}-${line.productId}-${line.size ?? ""}`}
                        line={line}
                        index={index}
                        errors={errors}
                        values={values}
                      />
                    ))}
                  </ol>
                  <Button
                    type="submit"
                    name="intent"
                    value="update"
                    variant="outline"
                    className="mt-4"
                    disabled={submitting}
                  >
                    {t.update}
                  </Button>
                </>
              )}
            </section>
          </Card>
          {lines.length > 0 && (
            <Card className="p-6 sm:p-8">
              <section
                aria-labelledby="quote-details-title"
                className="flex flex-col gap-5"
              >
                <div>
                  <h2
                    id="quote-details-title"
                    className="text-2xl font-bold tracking-tight"
                  >
                    {t.formTitle}
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t.requiredHint}
                  </p>
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field id="name" label={t.name} required error={errors.name}>
                    {(control) => (
                      <Input
                        {...control}
                        name="name"
                        autoComplete="name"
                        required
                        maxLength={120}
                        defaultValue={values.name}
                      />
                    )}
                  </Field>
                  <Field
                    id="company"
                    label={t.company}
                    optionalText={t.optional}
                    error={errors.company}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name="company"
                        autoComplete="organization"
                        maxLength={160}
                        defaultValue={values.company}
                      />
                    )}
                  </Field>
                  <Field
                    id="email"
                    label={t.email}
                    required
                    error={errors.email}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name="email"
                        type="email"
                        autoComplete="email"
                        required
                        maxLength={254}
                        defaultValue={values.email}
                      />
                    )}
                  </Field>
                  <Field
                    id="phone"
                    label={t.phone}
                    optionalText={t.optional}
                    error={errors.phone}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name="phone"
                        type="tel"
                        // Digits, spaces and "+" have no direction of their own: on /ar the
                        // field's right-to-left base would show "+20 3 459 1200" as "1200 459 3 20+".
                        dir="ltr"
                        autoComplete="tel"
                        maxLength={40}
                        defaultValue={values.phone}
                      />
                    )}
                  </Field>
                  <Field
                    id="country"
                    label={t.country}
                    required
                    error={errors.country}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name="country"
                        autoComplete="country-name"
                        required
                        maxLength={80}
                        defaultValue={values.country}
                      />
                    )}
                  </Field>
                  <Field
                    id="neededBy"
                    label={t.neededBy}
                    optionalText={t.optional}
                    error={errors.neededBy}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name="neededBy"
                        type="date"
                        min={loaderData.today}
                        defaultValue={values.neededBy}
                      />
                    )}
                  </Field>
                </div>
                <Field
                  id="project"
                  label={t.project}
                  optionalText={t.optional}
                  error={errors.project}
                >
                  {(control) => (
                    <Input
                      {...control}
                      name="project"
                      maxLength={200}
                      defaultValue={values.project}
                    />
                  )}
                </Field>
                <Field
                  id="notes"
                  label={t.notes}
                  optionalText={t.optional}
                  hint={t.notesHint}
                  error={errors.notes}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      name="notes"
                      rows={5}
                      maxLength={5000}
                      defaultValue={values.notes}
                    />
                  )}
                </Field>
                <Button
                  type="submit"
                  name="intent"
                  value="submit"
                  size="lg"
                  disabled={submitting}
                  className="self-start"
                >
                  {submitting ? t.sending : t.send}
                </Button>
              </section>
            </Card>
          )}
        </Form>
      </div>
    </main>
  );
}
