import { EXPIRY_WARNING_DAYS, certificationValidity, shownStatus } from "~/lib/certification-validity";
import { asc, isNull } from "drizzle-orm";
import { getDb } from "./db/client.server";
import { type Certification, type Client, certifications, clients } from "./db/schema.server";

/** Reads of the certifications and clients the admin keeps (public pages show exactly these). */

export function listCertifications(): Certification[] {
  return getDb().select().from(certifications).where(isNull(certifications.deletedAt)).orderBy(asc(certifications.id)).all();
}

export function listClients(): Client[] {
  return getDb().select().from(clients).where(isNull(clients.deletedAt)).orderBy(asc(clients.id)).all();
}

/**
 * The certifications as visitors see them, at `now`: one whose "valid until" has passed says
 * "Expired" (not its stored "Certified"), and `expired` lets the home page leave it out.
 */
export function listShownCertifications(expiredLabel: string, now: Date = new Date()) {
  return listCertifications().map(({ id, title, description, icon, status, validUntil, category }) => {
    const validity = certificationValidity(validUntil, now);
    return { id, title, description, icon, status: shownStatus(status, validity, expiredLabel), expired: validity.expired, validUntil, category };
  });
}

/** For the dashboard: certifications past their date, and those within the warning window. */
export function certificationExpiries(now: Date = new Date()) {
  const dated = listCertifications()
    .map((certification) => ({ id: certification.id, title: certification.title, ...certificationValidity(certification.validUntil, now) }))
    .filter((row): row is typeof row & { lastDay: string; daysLeft: number } => row.lastDay !== null && row.daysLeft !== null)
    .sort((a, b) => a.daysLeft - b.daysLeft);
  return {
    expired: dated.filter((row) => row.expired).map(({ id, title, lastDay }) => ({ id, title, lastDay })),
    expiring: dated
      .filter((row) => !row.expired && row.daysLeft <= EXPIRY_WARNING_DAYS)
      .map(({ id, title, lastDay, daysLeft }) => ({ id, title, lastDay, daysLeft })),
  };
}
