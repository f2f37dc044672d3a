import { ArabicBadge } from "~/components/admin/arabic-badge";
import { Bilingual } from "~/components/admin/bilingual";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { ErrorList, Field } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  companySettingsFields,
  companySettingsSchema,
} from "~/lib/forms/admin/company";
import type { ArabicState } from "~/lib/locale/arabic";
import { useAdminMessages } from "~/locales/admin";

/** The form's values, as the server's companySettingsForm() gives them. */
export interface CompanySettingsValues {
  officePhone: string;
  salesPhones: string;
  salesEmail: string;
  infoEmail: string;
  authorEmail: string;
  street: string;
  city: string;
  region: string;
  country: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  businessHours: string;
  facebook: string;
  linkedin: string;
  whatsapp: string;
  // The company's years (decision 055), as typed: four digits.
  foundedYear: string;
  heritageYear: string;
  copyrightYear: string;
  // The per-locale texts' Arabic (docs/decisions/041): optional, empty shows the English.
  streetAr: string;
  cityAr: string;
  regionAr: string;
  countryAr: string;
  businessHoursAr: string;
  arabic: ArabicState;
}

type Name = Exclude<keyof CompanySettingsValues, "arabic">;
type Translated = "street" | "city" | "region" | "country" | "businessHours";

function Section({
  id,
  title,
  badge,
  children,
}: {
  id: string;
  title: string;
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-lg font-semibold">
          {title}
          {badge}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </Card>
  );
}

/**
 * The company's details, one form (docs/decisions/028): checked in the browser with the schema the
 * server checks again; a refused value is shown by its field and as a toast, and nothing is saved.
 */
export function CompanySettingsForm({
  values,
}: {
  values: CompanySettingsValues;
}) {
  const t = useAdminMessages();
  const s = t.settings;
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher();
  const check = useForm({
    schema: companySettingsSchema,
    fields: companySettingsFields,
  });
  const errors = { ...serverErrors, ...check.errors };

  const text = (
    name: Name,
    label: string,
    options: {
      type?: "email" | "url" | "tel";
      max: number;
      hint?: string;
      autoComplete?: string;
      wide?: boolean;
      inputMode?: "decimal" | "numeric";
    },
  ) => (
    <Field
      id={`settings-${name}`}
      label={label}
      required
      hint={options.hint}
      error={errors[name]}
      className={
        options.wide ? "flex flex-col gap-1.5 sm:col-span-2" : undefined
      }
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          type={options.type ?? "text"}
          required
          maxLength={options.max}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? "off"}
          defaultValue={values[name]}
        />
      )}
    </Field>
  );

  // A translated text: the English and its Arabic side by side, the pair across the section's two columns.
  const bilingual = (name: Translated, label: string, max: number) => (
    <Bilingual
      id={`settings-${name}`}
      label={label}
      required
      className="sm:col-span-2"
      error={errors[name]}
      arabicError={errors[`${name}Ar`]}
      english={(control) => (
        <Input
          {...control}
          name={name}
          required
          maxLength={max}
          autoComplete="off"
          defaultValue={values[name]}
        />
      )}
      arabic={(control) => (
        <Input
          {...control}
          name={`${name}Ar`}
          maxLength={max}
          autoComplete="off"
          defaultValue={values[`${name}Ar`]}
        />
      )}
    />
  );

  return (
    // Keyed by the stored values: after a save the fields show them as stored (trimmed, cleaned).
    <fetcher.Form
      key={JSON.stringify(values)}
      method="post"
      noValidate
      onSubmit={check.onSubmit}
      className="flex flex-col gap-6"
    >
      <Section id="settings-contact" title={s.contactTitle}>
        {text("officePhone", s.officePhone, {
          type: "tel",
          max: 30,
          hint: s.phoneHint,
        })}
        <Field
          id="settings-salesPhones"
          label={s.salesPhones}
          required
          hint={s.salesPhonesHint}
          error={errors.salesPhones}
        >
          {(control) => (
            <Textarea
              {...control}
              {...check.field("salesPhones")}
              rows={4}
              defaultValue={values.salesPhones}
            />
          )}
        </Field>
        {text("salesEmail", s.salesEmail, {
          type: "email",
          max: 254,
          hint: s.salesEmailHint,
        })}
        {text("infoEmail", s.infoEmail, {
          type: "email",
          max: 254,
          hint: s.infoEmailHint,
        })}
        {text("authorEmail", s.authorEmail, { type: "email", max: 254 })}
        {bilingual("businessHours", s.businessHours, 200)}
      </Section>
      <Section
        id="settings-address"
        title={s.addressTitle}
        badge={<ArabicBadge state={values.arabic} />}
      >
        {bilingual("street", s.street, 200)}
        {bilingual("city", s.city, 120)}
        {bilingual("region", s.region, 120)}
        {bilingual("country", s.country, 120)}
        {text("postalCode", s.postalCode, { max: 20 })}
        {text("latitude", s.latitude, {
          max: 40,
          inputMode: "decimal",
          hint: s.coordinatesHint,
        })}
        {text("longitude", s.longitude, { max: 40, inputMode: "decimal" })}
      </Section>
      <Section id="settings-links" title={s.linksTitle}>
        {text("facebook", s.facebook, {
          type: "url",
          max: 500,
          hint: s.linkHint,
        })}
        {text("linkedin", s.linkedin, { type: "url", max: 500 })}
        {text("whatsapp", s.whatsapp, { type: "url", max: 500, wide: true })}
      </Section>
      <Section id="settings-years" title={s.yearsTitle}>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {s.yearsDescription}
        </p>
        {text("foundedYear", s.foundedYear, {
          max: 4,
          inputMode: "numeric",
          hint: s.foundedYearHint,
        })}
        {text("heritageYear", s.heritageYear, {
          max: 4,
          inputMode: "numeric",
          hint: s.heritageYearHint,
        })}
        {text("copyrightYear", s.copyrightYear, {
          max: 4,
          inputMode: "numeric",
          hint: s.copyrightYearHint,
        })}
      </Section>
      <ErrorList errors={errors.form} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t.common.saving : s.save}
        </Button>
      </div>
    </fetcher.Form>
  );
}
