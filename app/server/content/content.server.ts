import {
  type CertificationValidity,
  EXPIRY_WARNING_DAYS,
  type ExpiredCertifications,
  certificationValidity,
  publicCertifications,
  shownStatus,
  validUntilPrecision,
} from "~/lib/content/certification-validity";
import { formatLongDate } from "~/lib/locale/dates";
import { expiredCertificationsMode } from "./company.server";
import { arabicDate, arabicMonth } from "~/lib/locale/arabic-intl";
import { hasArabic, isolateLtr } from "~/lib/locale/bidi";
import { copySection } from "~/locales/copy.server";
import { asc, isNull } from "drizzle-orm";
import { getDb } from "../db/client.server";
import {
  type Certification,
  type Client,
  certifications,
  clients,
} from "../db/schema.server";
import { TEXT_KINDS, localizeRows } from "./locale-texts.server";
import type { TextLang } from "~/lib/locale/arabic";

/** Reads of the certifications and clients the admin keeps (public pages show exactly these). */

export function listCertifications(): Certification[] {
  return getDb()
    .select()
    .from(certifications)
    .where(isNull(certifications.deletedAt))
    .orderBy(asc(certifications.id))
    .all();
}

/** The clients; on a non-English page their industry and description in it, each falling back to English (decision 041). */
export function listClients(locale = "en") {
  const rows = getDb()
    .select()
    .from(clients)
    .where(isNull(clients.deletedAt))
    .orderBy(asc(clients.id))
    .all();
  return localizeRows<Client, "industry" | "description">(
    TEXT_KINDS.clients,
    locale,
    rows,
    (row) => row.id,
  );
}

/**
 * A certification's "valid until" as a page in `locale` shows it. The English is the stored text;
 * on an Arabic page a date is written in Arabic (a month "ديسمبر 2027", a day "31 ديسمبر 2027"; a
 * year stays as it is), the usual undated words ("Ongoing") take the page's word, and other text
 * stays as typed, marked English unless it is Arabic.
 */
function validUntilIn(
  text: string,
  validity: CertificationValidity,
  locale: TextLang,
  ongoingLabel: string,
): { text: string; lang: TextLang } {
  if (locale === "en") return { text, lang: "en" };
  const precision = validUntilPrecision(text);
  if (precision === "year") return { text: text.trim(), lang: locale };
  if (precision && validity.lastDay) {
    const last = new Date(`${validity.lastDay}T00:00:00Z`);
    return {
      text: precision === "month" ? arabicMonth(last) : arabicDate(last),
      lang: locale,
    };
  }
  if (
    /^(ongoing|permanent|indefinite|unlimited|no expiry|does not expire)$/i.test(
      text.trim(),
    )
  )
    return { text: ongoingLabel, lang: locale };
  return { text, lang: hasArabic(text) ? "ar" : "en" };
}

/**
 * The certifications as visitors see them, at `now`: one whose "valid until" has passed says
 * "Expired" (not its stored "Certified") with the day it ended (`expiredOn`, in the page's language),
 * or is left out when the team chose to hide expired ones (`mode`, decision 055); `expired` lets the
 * home page leave it out either way.
 */
export function listShownCertifications(
  expiredLabel: string,
  now: Date = new Date(),
  locale = "en",
  mode: ExpiredCertifications = expiredCertificationsMode(),
) {
  const ongoingLabel = copySection(
    locale === "ar" ? "ar" : "en",
    "certifications",
  ).ongoing;
  const english = listCertifications();
  const rows = localizeRows<
    Certification,
    "title" | "description" | "category" | "status"
  >(TEXT_KINDS.certifications, locale, english, (row) => row.id);
  const pageLang: TextLang = locale === "ar" ? "ar" : "en";
  return publicCertifications(
    rows.map((row, index) => ({ ...row, english: english[index]! })),
    mode,
    now,
  ).map(
    ({
      row: {
        id,
        title,
        description,
        icon,
        status,
        validUntil,
        category,
        lang,
        english: stored,
      },
      validity,
    }) => {
      const until = validUntilIn(validUntil, validity, pageLang, ongoingLabel);
      const shown = {
        id,
        title,
        description,
        icon,
        status: shownStatus(status, validity, expiredLabel),
        expired: validity.expired,
        // The day it ended, as the page writes dates ("December 31, 2025", «31 ديسمبر 2025»).
        expiredOn:
          validity.expired && validity.lastDay
            ? formatLongDate(validity.lastDay, pageLang)
            : null,
        validUntil: until.text,
        category,
      };
      if (!lang) return shown;
      // "Active" is read from the English status (the page highlights it), whatever the Arabic says;
      // an expired one's status is the page's own word for it.
      return {
        ...shown,
        // Standards and directives inside the Arabic ("2014/35/EU") kept whole, as the products' texts are.
        title: lang.title === "ar" ? isolateLtr(title) : title,
        description:
          lang.description === "ar" ? isolateLtr(description) : description,
        active: stored.status.trim().toLowerCase() === "active",
        lang: {
          ...lang,
          status: validity.expired ? pageLang : lang.status,
          validUntil: until.lang,
        },
      };
    },
  );
}

/** For the dashboard: certifications past their date, and those within the warning window. */
export function certificationExpiries(now: Date = new Date()) {
  const dated = listCertifications()
    .map((certification) => ({
      id: certification.id,
      title: certification.title,
      ...certificationValidity(certification.validUntil, now),
    }))
    .filter(
      (row): row is typeof row & { lastDay: string; daysLeft: number } =>
        row.lastDay !== null && row.daysLeft !== null,
    )
    .sort((a, b) => a.daysLeft - b.daysLeft);
  return {
    expired: dated
      .filter((row) => row.expired)
      .map(({ id, title, lastDay }) => ({ id, title, lastDay })),
    expiring: dated
      .filter((row) => !row.expired && row.daysLeft <= EXPIRY_WARNING_DAYS)
      .map(({ id, title, lastDay, daysLeft }) => ({
        id,
        title,
        lastDay,
        daysLeft,
      })),
  };
}
