import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "~/lib/forms/action-result";
import type { FieldOf } from "~/lib/forms/fields";
import type { quoteFields } from "~/lib/quotes/quote-fields";
import { useCopy } from "~/locales/copy";

/** /quote's request: the buyer's details, each input given its limits by `field`, and "Send". */
export function QuoteDetails({
  errors,
  values,
  today,
  submitting,
  field,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
  /** The date field's first choice: the server's day. */
  today: string;
  submitting: boolean;
  field: FieldOf<typeof quoteFields>;
}) {
  const t = useCopy("quote");
  return (
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
          <p className="mt-1 text-sm text-muted-foreground">{t.requiredHint}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="name" label={t.name} required error={errors.name}>
            {(control) => (
              <Input
                {...control}
                {...field("name")}
                autoComplete="name"
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
                {...field("company")}
                autoComplete="organization"
                defaultValue={values.company}
              />
            )}
          </Field>
          <Field id="email" label={t.email} required error={errors.email}>
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
            id="phone"
            label={t.phone}
            optionalText={t.optional}
            error={errors.phone}
          >
            {(control) => (
              <Input
                {...control}
                {...field("phone")}
                // Digits, spaces and "+" have no direction of their own: on /ar the
                // field's right-to-left base would show "+20 3 459 1200" as "1200 459 3 20+".
                dir="ltr"
                autoComplete="tel"
                defaultValue={values.phone}
              />
            )}
          </Field>
          <Field id="country" label={t.country} required error={errors.country}>
            {(control) => (
              <Input
                {...control}
                {...field("country")}
                autoComplete="country-name"
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
                {...field("neededBy")}
                min={today}
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
              {...field("project")}
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
              {...field("notes")}
              rows={5}
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
  );
}
