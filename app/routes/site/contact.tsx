import { Mail } from "~/components/ui/icons";
import { Form, useActionData, useNavigation } from "react-router";
import { useForm } from "~/components/forms/use-form";
import { useChromeCompany } from "~/components/site/use-company";
import { Field } from "~/components/forms/field";
import { ContactDetails } from "~/components/site/contact/contact-details";
import { MapOnRequest } from "~/components/site/map-on-request";
import { PageHero } from "~/components/site/page-hero";
import {
  FormOutcome,
  Honeypot,
  successTexts,
} from "~/components/site/visitor-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { getCompany } from "~/server/content/company.server";
import { contactFields } from "~/lib/forms/visitor-form-fields";
import { contactAction } from "~/server/messages/visitor-actions.server";
import type { Route } from "./+types/contact";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { type Locale, useLocale } from "~/locales";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";
import { clientIpContext } from "~/server/platform/request-context.server";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

/** The copy sections this page reads (decision 042): its document or its loader brings them. */
export const handle = { copy: ["contact", "forms"] } satisfies CopyHandle;

// The title and description come with the loader's data: `meta` runs outside the component tree.
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    title: data?.metaTitle ?? "",
    description: data?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

/**
 * The business hours: the rest of the details this page shows are the footer's, already in the
 * public layout's data (docs/decisions/028), so they are not sent twice.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = copySection(locale, "contact");
  const company = getCompany(locale);
  const hoursLang = company.lang.businessHours;
  return {
    ...pageCopy(request, context, handle),
    metaTitle: t.metaTitle,
    metaDescription: t.metaDescription,
    hours: company.businessHours,
    // Only where the hours are not in the page's language (an English fallback, docs/decisions/041).
    ...(hoursLang === locale ? {} : { hoursLang }),
  };
}

// "/fr/..." stores nothing: the site layout's middleware refuses it before this runs (decision 058).
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context.get(clientIpContext));
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

/** The schema and its messages in the page's language load when the visitor first focuses the form. */
const loadContactSchema = (locale: Locale) =>
  import("~/lib/forms/visitor-forms").then((forms) =>
    forms.loadContactSchema(locale),
  );

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const t = { contact: useCopy("contact"), forms: useCopy("forms") };
  const c = t.contact;
  const locale = useLocale();
  const result = useActionData<typeof action>();
  const { errors, onSubmit, onFocus, field, formKey } = useForm({
    fields: contactFields,
    load: () => loadContactSchema(locale),
    result,
    invalid: "focus",
    answer: { success: successTexts(result, c).title, failure: c.failure },
  });
  const submitting = useNavigation().state === "submitting";
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const company = useChromeCompany();

  return (
    <main id="main">
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ContactDetails
          hours={loaderData.hours}
          hoursLang={loaderData.hoursLang}
        />

        <section aria-labelledby="contact-form-title">
          <Card className="p-6 sm:p-8">
            <h2
              id="contact-form-title"
              className="text-2xl font-bold tracking-tight"
            >
              {c.formTitle}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t.forms.requiredHint}
            </p>
            <Form
              key={formKey}
              method="post"
              noValidate
              preventScrollReset
              onSubmit={onSubmit}
              onFocus={onFocus}
              className="relative mt-6 flex flex-col gap-5"
            >
              <Honeypot />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  id="firstName"
                  label={c.firstName}
                  optionalText={c.optional}
                  error={errors.firstName}
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...field("firstName")}
                      autoComplete="given-name"
                      defaultValue={values.firstName}
                    />
                  )}
                </Field>
                <Field
                  id="lastName"
                  label={c.lastName}
                  optionalText={c.optional}
                  error={errors.lastName}
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...field("lastName")}
                      autoComplete="family-name"
                      defaultValue={values.lastName}
                    />
                  )}
                </Field>
              </div>
              <Field id="email" label={c.email} required error={errors.email}>
                {(control) => (
                  <Input
                    {...control}
                    {...field("email")}
                    autoComplete="email"
                    defaultValue={values.email}
                  />
                )}
              </Field>
              <Field
                id="subject"
                label={c.subject}
                required
                error={errors.subject}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...field("subject")}
                    defaultValue={values.subject}
                  />
                )}
              </Field>
              <Field
                id="message"
                label={c.message}
                required
                error={errors.message}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    {...field("message")}
                    rows={6}
                    defaultValue={values.message}
                  />
                )}
              </Field>
              <FormOutcome result={result} copy={c} failureText={c.failure} />
              <Button
                type="submit"
                size="lg"
                disabled={submitting}
                className="self-start"
              >
                <Mail aria-hidden="true" />
                {submitting ? t.forms.sending : c.send}
              </Button>
            </Form>
          </Card>
        </section>
      </div>

      <section
        aria-labelledby="map-title"
        className="mx-auto max-w-7xl px-4 pb-4 sm:px-6"
      >
        <h2 id="map-title" className="mb-4 text-2xl font-bold tracking-tight">
          {c.mapTitle}
        </h2>
        {company ? (
          <MapOnRequest
            coordinates={company}
            className="[&_iframe]:aspect-[16/9] md:[&_iframe]:aspect-[21/9] [&>div]:aspect-[16/9] md:[&>div]:aspect-[21/9]"
          />
        ) : null}
      </section>
    </main>
  );
}
