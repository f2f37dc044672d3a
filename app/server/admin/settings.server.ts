import type { z } from "zod";
import { type ActionResult, checkForm, done } from "~/lib/forms/action-result";
import { companySettingsSchema } from "~/lib/forms/admin/company";
import { getCompany } from "../content/company.server";
import type { ExpiredCertifications } from "~/lib/content/certification-validity";
import { getDb } from "../db/client.server";
import { companySettings, companyTexts } from "../db/schema.server";
import {
  TEXT_KINDS,
  arabicRows,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";

/**
 * Whether expired certifications are hidden from visitors (decision 055). The stamp moves with it:
 * the certificate PDFs are keyed on it (downloads.server.ts), so they are drawn again at once.
 */
export function saveExpiredCertifications(
  mode: ExpiredCertifications,
): ActionResult {
  const result = getDb()
    .update(companySettings)
    .set({ expiredCertifications: mode, updatedAt: new Date() })
    .run();
  if (!result.changes)
    throw new Error("The company settings row is missing (migration 0010).");
  return { ok: true };
}

export type CompanySettingsInput = z.output<typeof companySettingsSchema>;

/**
 * The form's values as the admin types them: the stored details, the English texts and their Arabic
 * (docs/decisions/041, empty where there is none), phones one per line; and how far the Arabic is.
 */
export function companySettingsForm() {
  const company = getCompany("en");
  const ar = arabicRows(TEXT_KINDS.company).get("1");
  const english = {
    street: company.address.street,
    city: company.address.city,
    region: company.address.region,
    country: company.address.country,
    business_hours: company.businessHours,
  };
  const translated = {
    street: ar?.street ?? "",
    city: ar?.city ?? "",
    region: ar?.region ?? "",
    country: ar?.country ?? "",
    business_hours: ar?.business_hours ?? "",
  };
  return {
    streetAr: translated.street,
    cityAr: translated.city,
    regionAr: translated.region,
    countryAr: translated.country,
    businessHoursAr: translated.business_hours,
    arabic: arabicState(english, ar ? translated : null),
    officePhone: company.officePhone.display,
    salesPhones: company.salesPhones.map((phone) => phone.display).join("\n"),
    salesEmail: company.salesEmail,
    infoEmail: company.infoEmail,
    authorEmail: company.authorEmail,
    street: company.address.street,
    city: company.address.city,
    region: company.address.region,
    country: company.address.country,
    postalCode: company.address.postalCode,
    latitude: String(company.coordinates.lat),
    longitude: String(company.coordinates.lng),
    businessHours: company.businessHours,
    facebook: company.social.facebook,
    linkedin: company.social.linkedin,
    whatsapp: company.whatsapp,
    foundedYear: String(company.facts.foundedYear),
    heritageYear: String(company.facts.heritageYear),
    copyrightYear: String(company.facts.copyrightYear),
  };
}

/**
 * Saves the company's details: the settings row and its English texts, in one transaction. The
 * content-version triggers on both tables empty the render cache, so every page, PDF and the
 * security.txt show the new values at once (docs/decisions/028). The input is checked again here
 * with the form's schema: a caller that skipped it still cannot store a bad value.
 */
export function saveCompanySettings(
  form: Record<string, string>,
): ActionResult<{ value: CompanySettingsInput }> {
  const parsed = checkForm(companySettingsSchema, form);
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  getDb().transaction((tx) => {
    const result = tx
      .update(companySettings)
      .set({
        officePhone: value.officePhone,
        salesPhones: value.salesPhones,
        salesEmail: value.salesEmail,
        infoEmail: value.infoEmail,
        authorEmail: value.authorEmail,
        postalCode: value.postalCode,
        latitude: value.latitude,
        longitude: value.longitude,
        facebookUrl: value.facebook,
        linkedinUrl: value.linkedin,
        whatsappUrl: value.whatsapp,
        foundedYear: value.foundedYear,
        heritageYear: value.heritageYear,
        copyrightYear: value.copyrightYear,
        updatedAt: new Date(),
      })
      .run();
    // Migration 0009 inserts the row; without it there is nothing the site could show either.
    if (!result.changes)
      throw new Error("The company settings row is missing (migration 0010).");
    const texts = {
      street: value.street,
      city: value.city,
      region: value.region,
      country: value.country,
      businessHours: value.businessHours,
    };
    tx.insert(companyTexts)
      .values({ settingsId: 1, locale: "en", ...texts })
      .onConflictDoUpdate({
        target: [companyTexts.settingsId, companyTexts.locale],
        set: texts,
      })
      .run();
    writeLocaleText(tx, TEXT_KINDS.company, [1], {
      street: value.streetAr,
      city: value.cityAr,
      region: value.regionAr,
      country: value.countryAr,
      business_hours: value.businessHoursAr,
    });
  });
  return done(value);
}
