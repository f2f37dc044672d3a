import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { clean, readNumber } from "./common";
import { cleanMultiline } from "~/lib/forms/clean-text";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

const st = t.settings;

/** A required one-line text of the company form, its messages naming the field. */
const companyText = (field: string, max: number) =>
  z
    .string({ error: format(st.required, { field }) })
    .default("")
    .transform((value) => clean(value, false))
    .pipe(
      z
        .string()
        .min(1, format(st.required, { field }))
        .max(max, format(st.tooLong, { field, max })),
    );

/**
 * A phone as printed, in international format: "+", a country code, then groups of digits
 * separated by single spaces or hyphens ("+20 3 459 1200"), 8 to 15 digits in all (E.164's
 * longest). Its tel: link dials the digits (telDigits).
 */
const PHONE = /^\+\d+(?:[ -]\d+)*$/;
export function isPhone(value: string): boolean {
  if (value.length > 30) return false;
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 8 && digits <= 15;
}

const companyPhone = (field: string) =>
  companyText(field, 30).refine(isPhone, format(st.phoneInvalid, { field }));

const MAX_SALES_PHONES = 6;

/** The sales phones, one per line (empty lines ignored), each in international format. */
const salesPhones = z
  .string({ error: st.phonesMissing })
  .default("")
  .transform((value, ctx) => {
    const lines = cleanMultiline(value)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0)
      ctx.addIssue({ code: "custom", message: st.phonesMissing });
    else if (lines.length > MAX_SALES_PHONES)
      ctx.addIssue({
        code: "custom",
        message: format(st.phonesTooMany, { max: MAX_SALES_PHONES }),
      });
    else {
      const bad = lines.findIndex((line) => !isPhone(line));
      if (bad < 0) return lines;
      ctx.addIssue({
        code: "custom",
        message: format(st.phoneLineInvalid, {
          line: bad + 1,
          value: lines[bad]!.slice(0, 40),
        }),
      });
    }
    return z.NEVER;
  });

const companyEmail = (field: string) =>
  companyText(field, 254).pipe(z.email(format(st.emailInvalid, { field })));

/**
 * A link the public pages put in an href: https only (never javascript:, data: or http:), a host
 * with a dot, no user name or password in it.
 */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      url.hostname.includes(".") &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** A company text's Arabic twin (docs/decisions/041): optional, cleaned and capped as the English. */
const companyTextAr = (field: string, max: number) => {
  const named = format(t.arabic.label, { label: field });
  return z
    .string()
    .default("")
    .transform((value) => clean(value, false))
    .pipe(z.string().max(max, format(st.tooLong, { field: named, max })));
};

const companyLink = (field: string) =>
  companyText(field, 500).refine(
    isHttpsLink,
    format(st.linkInvalid, { field }),
  );

/** A coordinate in decimal degrees, read strictly (strict-number.ts) and within its range. */
const coordinate = (field: string, limit: number) =>
  z
    .string({ error: format(st.required, { field }) })
    .default("")
    .transform((value, ctx) => {
      if (value.trim() === "") {
        ctx.addIssue({
          code: "custom",
          message: format(st.required, { field }),
        });
        return z.NEVER;
      }
      const parsed = readNumber(field, value, {
        integer: false,
        min: -limit,
        max: limit,
      });
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

/** The earliest year the company's years may name: older is a typing slip, not a company's history. */
export const EARLIEST_YEAR = 1800;

/**
 * A year of the company's (decision 055): four digits, from 1800 to this year (a founding or a
 * copyright in the future is a slip: the footer would claim it). "This year" is the clock's when the
 * form is checked, in the browser and again on the server.
 */
const companyYear = (field: string) =>
  z
    .string({ error: format(st.required, { field }) })
    .default("")
    .transform((value, ctx) => {
      const text = value.trim();
      if (text === "") {
        ctx.addIssue({
          code: "custom",
          message: format(st.required, { field }),
        });
        return z.NEVER;
      }
      if (!/^\d{4}$/.test(text)) {
        ctx.addIssue({
          code: "custom",
          message: format(st.yearInvalid, { field, value: text.slice(0, 40) }),
        });
        return z.NEVER;
      }
      const year = Number(text);
      const thisYear = new Date().getFullYear();
      if (year < EARLIEST_YEAR || year > thisYear) {
        ctx.addIssue({
          code: "custom",
          message: format(year > thisYear ? st.yearFuture : st.yearTooEarly, {
            field,
            year: thisYear,
            min: EARLIEST_YEAR,
          }),
        });
        return z.NEVER;
      }
      return year;
    });

/**
 * The company form's fields with limits the inputs show: the sales phones' box takes 300 characters
 * (six numbers of at most 30 and their line breaks, well within); the schema checks each line.
 */
export const companySettingsFields = {
  salesPhones: { required: true, maxLength: 300, multiline: true },
  foundedYear: { required: true, maxLength: 4 },
  heritageYear: { required: true, maxLength: 4 },
  copyrightYear: { required: true, maxLength: 4 },
} as const satisfies FieldSpecs;

/**
 * The company's details (Admin > Company details, docs/decisions/028): every field required, plain
 * text shown as text. The address lines and the hours are the English texts; a bad value anywhere
 * saves nothing.
 */
export const companySettingsSchema = z
  .object({
    officePhone: companyPhone(st.officePhone),
    salesPhones,
    salesEmail: companyEmail(st.salesEmail),
    infoEmail: companyEmail(st.infoEmail),
    authorEmail: companyEmail(st.authorEmail),
    street: companyText(st.street, 200),
    city: companyText(st.city, 120),
    region: companyText(st.region, 120),
    country: companyText(st.country, 120),
    postalCode: companyText(st.postalCode, 20).refine(
      (value) => /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value),
      st.postalCodeInvalid,
    ),
    latitude: coordinate(st.latitude, 90),
    longitude: coordinate(st.longitude, 180),
    businessHours: companyText(st.businessHours, 200),
    streetAr: companyTextAr(st.street, 200),
    cityAr: companyTextAr(st.city, 120),
    regionAr: companyTextAr(st.region, 120),
    countryAr: companyTextAr(st.country, 120),
    businessHoursAr: companyTextAr(st.businessHours, 200),
    facebook: companyLink(st.facebook),
    linkedin: companyLink(st.linkedin),
    whatsapp: companyLink(st.whatsapp),
    foundedYear: companyYear(st.foundedYear),
    heritageYear: companyYear(st.heritageYear),
    copyrightYear: companyYear(st.copyrightYear),
  })
  // The years in their order: the heritage a company claims reaches back before (or to) its founding,
  // and it cannot hold a copyright from before it existed.
  .superRefine((value, ctx) => {
    if (value.heritageYear > value.foundedYear)
      ctx.addIssue({
        code: "custom",
        path: ["heritageYear"],
        message: format(st.heritageAfterFounding, { year: value.foundedYear }),
      });
    if (value.copyrightYear < value.foundedYear)
      ctx.addIssue({
        code: "custom",
        path: ["copyrightYear"],
        message: format(st.copyrightBeforeFounding, {
          year: value.foundedYear,
        }),
      });
  });
