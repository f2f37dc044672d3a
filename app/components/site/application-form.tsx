import { Send, Upload } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { SectionHeading } from "~/components/site/page-hero";
import {
  FormOutcome,
  Honeypot,
  successTexts,
} from "~/components/site/visitor-form";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, fieldClass } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { JobOpening } from "~/lib/content/jobs";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/forms/action-result";
import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  type FormResult,
  applicationFields,
} from "~/lib/forms/visitor-form-fields";
import { useCopy } from "~/locales/copy";
import { type Locale, useLocale } from "~/locales";

/**
 * The careers page's application form, below the fold: loaded on demand (./application-form-lazy.tsx).
 * Without JavaScript, or until its script is in, the server's HTML is a working multipart POST form.
 */
const loadApplicationSchema = (locale: Locale) =>
  import("~/lib/forms/visitor-forms").then((forms) =>
    forms.loadApplicationSchema(locale),
  );

export function ApplicationForm({
  position,
  jobOpenings,
}: {
  position: string;
  jobOpenings: readonly JobOpening[];
}) {
  const t = { careers: useCopy("careers"), forms: useCopy("forms") };
  const c = t.careers;
  const locale = useLocale();
  const result = useActionData<FormResult>();
  const form = useForm({
    fields: applicationFields,
    load: () => loadApplicationSchema(locale),
    result,
    invalid: "focus",
    answer: { success: successTexts(result, c).title, failure: c.failure },
  });
  const submitting = useNavigation().state === "submitting";
  const [cvError, setCvError] = useState<string | undefined>(undefined);
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const chosen = values.position ?? position;
  const positionSelect = useRef<HTMLSelectElement>(null);
  // An "Apply Now" clicked before this form's chunk arrived renders it with the new position while
  // it still hydrates the server's HTML, and hydration keeps that HTML's choice. The options' own
  // `selected` (the server's choice) tells it apart from a choice the visitor made meanwhile.
  useEffect(() => {
    const select = positionSelect.current;
    const rendered =
      [...(select?.options ?? [])].find((option) => option.defaultSelected)
        ?.value ?? "";
    if (select && rendered !== chosen) select.value = chosen;
  }, [chosen]);
  const errors: FieldErrors = {
    ...form.errors,
    ...(cvError ? { cv: cvError } : {}),
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const file =
      event.currentTarget.querySelector<HTMLInputElement>('input[name="cv"]')
        ?.files?.[0];
    if (file && file.size > CV_MAX_BYTES) {
      event.preventDefault();
      setCvError(c.cvTooLarge);
      return;
    }
    setCvError(undefined);
    form.onSubmit(event);
  }

  return (
    <section
      aria-labelledby="apply"
      className="mx-auto max-w-3xl scroll-mt-24 px-4 py-14 sm:px-6"
    >
      <SectionHeading
        id="apply"
        title={c.formTitle}
        lead={c.formLead}
        className="scroll-mt-24"
      />
      <Card className="p-6 sm:p-8">
        <p className="text-sm text-muted-foreground">{t.forms.requiredHint}</p>
        <Form
          key={`${form.formKey}-${chosen}`}
          method="post"
          encType="multipart/form-data"
          noValidate
          preventScrollReset
          onSubmit={onSubmit}
          onFocus={form.onFocus}
          className="relative mt-5 flex flex-col gap-5"
        >
          <Honeypot />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="fullName"
              label={c.fullName}
              required
              error={errors.fullName}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.field("fullName")}
                  autoComplete="name"
                  defaultValue={values.fullName}
                />
              )}
            </Field>
            <Field
              id="applicant-email"
              label={c.email}
              required
              error={errors.email}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.field("email")}
                  autoComplete="email"
                  defaultValue={values.email}
                />
              )}
            </Field>
          </div>
          <Field id="position" label={c.position} error={errors.position}>
            {(control) => (
              <select
                {...control}
                ref={positionSelect}
                name="position"
                defaultValue={chosen}
                className={cn(fieldClass, "h-10 py-2 text-sm")}
              >
                <option value="">{c.positionAny}</option>
                {jobOpenings.map((job) => (
                  <option key={job.slug} value={job.slug}>
                    {job.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="application-message"
            label={c.message}
            error={errors.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...form.field("message")}
                rows={6}
                defaultValue={values.message}
              />
            )}
          </Field>
          <Field id="cv" label={c.cv} error={errors.cv} hint={c.cvHint}>
            {(control) => (
              <div className="relative">
                <Upload
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <input
                  {...control}
                  type="file"
                  name="cv"
                  accept={CV_ACCEPT}
                  className={cn(
                    fieldClass,
                    "h-auto py-2 ps-9 text-sm file:me-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground",
                  )}
                />
              </div>
            )}
          </Field>
          <FormOutcome result={result} copy={c} failureText={c.failure} />
          <Button
            type="submit"
            size="lg"
            disabled={submitting}
            className="self-start"
          >
            <Send aria-hidden="true" className="rtl:-scale-x-100" />
            {submitting ? t.forms.sending : c.submit}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
