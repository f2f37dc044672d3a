/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Built per request, so its
 * Expires is always ahead of the day it is served, whatever a cache or a long-running server holds.
 */

/** How far ahead Expires lies: RFC 9116 2.5.5 recommends less than a year, to avoid staleness. */
export const SECURITY_TXT_DAYS = 364;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The file's text. `contactEmail` is the company's published e-mail; the contact page is a second
 * Contact (RFC 9116 2.5.3 allows several, in order of preference). Expires is midnight UTC
 * `SECURITY_TXT_DAYS` days after `now`'s day, so one day's answers are identical (ETags hold).
 */
export function securityTxt({
  siteUrl,
  contactEmail,
  now,
}: {
  siteUrl: string;
  contactEmail: string;
  now: Date;
}): string {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  const expires = new Date(today + SECURITY_TXT_DAYS * DAY_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
  return [
    `Contact: mailto:${contactEmail}`,
    `Contact: ${siteUrl}/contact`,
    `Expires: ${expires}`,
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}
