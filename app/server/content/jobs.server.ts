import type { JobOpening, JobTextField } from "~/lib/content/jobs";
import { getDb } from "../db/client.server";
import {
  TEXT_KINDS,
  localizedColumnsSql,
  withLang,
} from "./locale-texts.server";

/**
 * The Careers page's open positions (docs/decisions/027), in the admin's order, in `locale` where a
 * text exists and in English otherwise (English is required, so every opening has one). Open means
 * the admin has not closed it and its closing day, if it has one, has not passed (UTC; the render
 * cache's key holds the day, so an opening leaves the cached page the day after it closes).
 */

/** Today as YYYY-MM-DD, UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** An opening as SQL reads it: its requirements still JSON. */
type Row = Omit<JobOpening, "requirements" | "lang"> & {
  requirements: string;
} & Record<`${JobTextField}_lang`, string>;

const TEXT_FIELDS = [
  "title",
  "department",
  "location",
  "type",
  "experience",
  "description",
  "requirements",
] as const satisfies readonly JobTextField[];

export function listOpenJobs(locale = "en", today = todayUtc()): JobOpening[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT j.slug, j.date_posted AS datePosted, j.valid_through AS validThrough,
         ${localizedColumnsSql(TEXT_KINDS.jobs, { employment_type: "type" })}
       FROM jobs j
       JOIN job_texts e ON e.job_id = j.id AND e.locale = 'en'
       LEFT JOIN job_texts l ON l.job_id = j.id AND l.locale = ?
       WHERE j.deleted_at IS NULL AND j.open = 1 AND (j.valid_through IS NULL OR j.valid_through >= ?)
       ORDER BY j.sort_order, j.id`,
    )
    .all(locale, today) as Row[];
  // Each text in `locale` where it has one, else English, with the language it is in (docs/decisions/041).
  return rows.map((row) => {
    const { requirements, ...rest } = withLang(row, TEXT_FIELDS);
    return { ...rest, requirements: JSON.parse(requirements) as string[] };
  });
}

/**
 * The open position an application names: by its link id (what the form's select sends) or by its
 * English title (what the form sent before the openings moved into the database). Undefined for a
 * closed, deleted or unknown one.
 */
export function findOpenJob(
  value: string,
  locale = "en",
  today = todayUtc(),
): JobOpening | undefined {
  const open = listOpenJobs(locale, today);
  const bySlug = open.find((job) => job.slug === value);
  if (bySlug || value === "") return bySlug;
  const english = locale === "en" ? open : listOpenJobs("en", today);
  const slug = english.find((job) => job.title === value)?.slug;
  return open.find((job) => job.slug === slug);
}
