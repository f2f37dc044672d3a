import { and, asc, eq, isNull, like, or } from "drizzle-orm";
import type { z } from "zod";
import { type ActionResult, done, failed } from "~/lib/forms/action-result";
import type { jobFormSchema } from "~/lib/forms/admin/jobs";
import { slugify } from "~/lib/content/jobs";
import { adminMessages } from "~/locales/admin";
import { getDb, type Tx } from "../db/client.server";
import { jobs, jobTexts } from "../db/schema.server";
import { placeInOrder } from "./ordering.server";
import type { ArabicState } from "~/lib/locale/arabic";
import {
  TEXT_KINDS,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";

/**
 * The Careers page's openings as the admin edits them (docs/decisions/027): English texts, open or
 * closed, dates, place. Every write is one transaction; the content-version triggers on `jobs` and
 * `job_texts` make the public page show it at once.
 */

export type JobInput = z.output<typeof jobFormSchema>;

const t = adminMessages.jobs;

export interface AdminJob {
  id: number;
  slug: string;
  /** 1 is first. */
  position: number;
  open: boolean;
  datePosted: string;
  validThrough: string | null;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  description: string;
  requirements: string[];
  /** The Arabic words ("" where none), and how far they are (docs/decisions/041). */
  titleAr: string;
  departmentAr: string;
  locationAr: string;
  typeAr: string;
  experienceAr: string;
  descriptionAr: string;
  requirementsAr: string[];
  arabic: ArabicState;
}

/** Every opening not deleted, open or closed, in the page's order, with its Arabic. */
export function listAdminJobs(): AdminJob[] {
  const arabic = new Map(
    getDb()
      .select()
      .from(jobTexts)
      .where(eq(jobTexts.locale, "ar"))
      .all()
      .map((row) => [row.jobId, row]),
  );
  return getDb()
    .select({
      id: jobs.id,
      slug: jobs.slug,
      open: jobs.open,
      datePosted: jobs.datePosted,
      validThrough: jobs.validThrough,
      title: jobTexts.title,
      department: jobTexts.department,
      location: jobTexts.location,
      type: jobTexts.employmentType,
      experience: jobTexts.experience,
      description: jobTexts.description,
      requirements: jobTexts.requirements,
    })
    .from(jobs)
    .innerJoin(
      jobTexts,
      and(eq(jobTexts.jobId, jobs.id), eq(jobTexts.locale, "en")),
    )
    .where(isNull(jobs.deletedAt))
    .orderBy(asc(jobs.sortOrder), asc(jobs.id))
    .all()
    .map((row, index) => {
      const ar = arabic.get(row.id);
      const words = {
        titleAr: ar?.title ?? "",
        departmentAr: ar?.department ?? "",
        locationAr: ar?.location ?? "",
        typeAr: ar?.employmentType ?? "",
        experienceAr: ar?.experience ?? "",
        descriptionAr: ar?.description ?? "",
        requirementsAr: ar?.requirements ?? [],
      };
      const english = {
        t: row.title,
        d: row.department,
        l: row.location,
        y: row.type,
        e: row.experience,
        s: row.description,
        r: row.requirements,
      };
      const state = arabicState(
        english,
        ar
          ? {
              t: words.titleAr,
              d: words.departmentAr,
              l: words.locationAr,
              y: words.typeAr,
              e: words.experienceAr,
              s: words.descriptionAr,
              r: words.requirementsAr,
            }
          : null,
      );
      return { ...row, position: index + 1, ...words, arabic: state };
    });
}

/** A link id for a new opening, from its title, that no opening (deleted ones too) has. */
function freeSlug(tx: Tx, title: string): string {
  const base = slugify(title) || "job";
  const taken = new Set(
    tx
      .select({ slug: jobs.slug })
      .from(jobs)
      .where(or(eq(jobs.slug, base), like(jobs.slug, `${base}-%`)))
      .all()
      .map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates (id null) or updates an opening in one transaction: its English and Arabic words, open or closed,
 * dates and place. A new one gets its link id from its title; an edited one keeps its link, so
 * links already shared and applications already sent stay as they were.
 */
export function saveJob(
  id: number | null,
  input: JobInput,
): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    let jobId = id;
    const fields = {
      open: input.open,
      datePosted: input.datePosted,
      validThrough: input.validThrough,
    };
    if (jobId === null) {
      jobId = tx
        .insert(jobs)
        .values({ slug: freeSlug(tx, input.title), ...fields })
        .returning({ id: jobs.id })
        .get().id;
    } else {
      const result = tx
        .update(jobs)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)))
        .run();
      if (!result.changes) return failed({ form: t.notFound });
    }
    const words = {
      title: input.title,
      department: input.department,
      location: input.location,
      employmentType: input.type,
      experience: input.experience,
      description: input.description,
      requirements: input.requirements,
    };
    tx.insert(jobTexts)
      .values({ jobId, locale: "en", ...words })
      .onConflictDoUpdate({
        target: [jobTexts.jobId, jobTexts.locale],
        set: words,
      })
      .run();
    // The Arabic in the same transaction: empty throughout deletes it (the page falls back to English).
    writeLocaleText(tx, TEXT_KINDS.jobs, [jobId], {
      title: input.titleAr,
      department: input.departmentAr,
      location: input.locationAr,
      employment_type: input.typeAr,
      experience: input.experienceAr,
      description: input.descriptionAr,
      requirements: input.requirementsAr,
    });
    const live = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(isNull(jobs.deletedAt))
      .orderBy(asc(jobs.sortOrder), asc(jobs.id))
      .all()
      .map((row) => row.id);
    placeInOrder(live, jobId, input.position, id === null).forEach(
      (entry, index) => {
        tx.update(jobs)
          .set({ sortOrder: index + 1 })
          .where(eq(jobs.id, entry))
          .run();
      },
    );
    return done(jobId);
  });
}

/** Closes or reopens an opening; answers its title for the message. */
export function setJobOpen(
  id: number,
  open: boolean,
): ActionResult<{ value: string }> {
  return getDb().transaction((tx) => {
    const result = tx
      .update(jobs)
      .set({ open, updatedAt: new Date() })
      .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
      .run();
    if (!result.changes) return failed({ form: t.notFound });
    const row = tx
      .select({ title: jobTexts.title })
      .from(jobTexts)
      .where(and(eq(jobTexts.jobId, id), eq(jobTexts.locale, "en")))
      .get();
    return done(row?.title ?? "");
  });
}

/** Soft delete: the admin's Undo (restoreJob) brings it back in its place, open or closed as it was. */
export function deleteJob(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(jobs)
    .set({ deletedAt: new Date() })
    .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
    .run();
  return result.changes ? done(id) : failed({ form: t.notFound });
}

export function restoreJob(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(jobs)
    .set({ deletedAt: null })
    .where(eq(jobs.id, id))
    .run();
  return result.changes ? done(id) : failed({ form: t.notFound });
}
