import { type CompanyDetails, type CompanyFacts, toPhone } from "~/lib/site";
import type { TextLang } from "~/lib/locale/arabic";
import type { ExpiredCertifications } from "~/lib/content/certification-validity";
import { getDb } from "../db/client.server";
import { TEXT_KINDS, localizedColumnsSql } from "./locale-texts.server";

interface CompanyRow {
  office_phone: string;
  sales_phones: string;
  sales_email: string;
  info_email: string;
  author_email: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  facebook_url: string;
  linkedin_url: string;
  whatsapp_url: string;
  founded_year: number;
  heritage_year: number;
  copyright_year: number;
  street: string;
  city: string;
  region: string;
  country: string;
  business_hours: string;
  street_lang: string;
  city_lang: string;
  region_lang: string;
  country_lang: string;
  business_hours_lang: string;
}

const langOf = (value: string): TextLang => (value === "ar" ? "ar" : "en");

/** A stored list of phones, read defensively: anything but an array of strings is no phones. */
function phoneList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}

/**
 * The company's contact details (docs/decisions/028), in `locale` where its texts exist and in
 * English otherwise, per field, with `lang` saying which (docs/decisions/041): one query with a left
 * join, as the FAQ reads (docs/decisions/025). The
 * migration inserts the row, so a missing one is a broken database, and says so.
 */
export function getCompany(locale = "en"): CompanyDetails {
  const row = getDb()
    .$client.prepare(
      `SELECT s.office_phone, s.sales_phones, s.sales_email, s.info_email, s.author_email, s.postal_code,
              s.latitude, s.longitude, s.facebook_url, s.linkedin_url, s.whatsapp_url,
              s.founded_year, s.heritage_year, s.copyright_year,
              ${localizedColumnsSql(TEXT_KINDS.company)}
       FROM company_settings s
       JOIN company_texts e ON e.settings_id = s.id AND e.locale = 'en'
       LEFT JOIN company_texts l ON l.settings_id = s.id AND l.locale = ?
       WHERE s.id = 1`,
    )
    .get(locale) as CompanyRow | undefined;
  if (!row)
    throw new Error(
      "The company's details are missing: the database lacks migration 0010's row.",
    );
  return {
    officePhone: toPhone(row.office_phone),
    salesPhones: phoneList(row.sales_phones).map(toPhone),
    salesEmail: row.sales_email,
    infoEmail: row.info_email,
    authorEmail: row.author_email,
    address: {
      street: row.street,
      city: row.city,
      region: row.region,
      country: row.country,
      postalCode: row.postal_code,
    },
    coordinates: { lat: row.latitude, lng: row.longitude },
    businessHours: row.business_hours,
    social: { facebook: row.facebook_url, linkedin: row.linkedin_url },
    whatsapp: row.whatsapp_url,
    facts: {
      foundedYear: row.founded_year,
      heritageYear: row.heritage_year,
      copyrightYear: row.copyright_year,
    },
    lang: {
      street: langOf(row.street_lang),
      city: langOf(row.city_lang),
      region: langOf(row.region_lang),
      country: langOf(row.country_lang),
      businessHours: langOf(row.business_hours_lang),
    },
  };
}

/** The company's years alone (docs/decisions/055), for readers that need no contact detail. */
export function getCompanyFacts(): CompanyFacts {
  const row = getDb()
    .$client.prepare(
      "SELECT founded_year, heritage_year, copyright_year FROM company_settings WHERE id = 1",
    )
    .get() as
    | Pick<CompanyRow, "founded_year" | "heritage_year" | "copyright_year">
    | undefined;
  if (!row)
    throw new Error(
      "The company's details are missing: the database lacks migration 0010's row.",
    );
  return {
    foundedYear: row.founded_year,
    heritageYear: row.heritage_year,
    copyrightYear: row.copyright_year,
  };
}

/**
 * What visitors see of a certification past its date (docs/decisions/055): "show" marks it expired
 * with the day it ended, "hide" leaves it off every public page and document. Anything but "hide"
 * in the row reads as "show": the honest label is the safe side.
 */
export function expiredCertificationsMode(): ExpiredCertifications {
  const row = getDb()
    .$client.prepare(
      "SELECT expired_certifications AS mode FROM company_settings WHERE id = 1",
    )
    .get() as { mode: string } | undefined;
  return row?.mode === "hide" ? "hide" : "show";
}
