import type { TextLang } from "../locale/arabic";
/**
 * One open position of the Careers page, in the visitor's language (app/server/content/jobs.server.ts reads
 * them from `jobs` and `job_texts`; the admin edits them at /admin/jobs).
 */
export interface JobOpening {
  /** The link's id: /careers?position={slug}#apply, and the JobPosting's identifier. */
  slug: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  description: string;
  requirements: readonly string[];
  /** YYYY-MM-DD the opening was published (JobPosting's datePosted). */
  datePosted: string;
  /** YYYY-MM-DD applications close, when there is one (JobPosting's validThrough). */
  validThrough: string | null;
  /**
   * The language each text was read in: "en" where an Arabic page falls back to English
   * (docs/decisions/041). Absent on openings built by hand (tests), which are all one language.
   */
  lang?: Record<JobTextField, TextLang>;
}

export type JobTextField =
  | "title"
  | "department"
  | "location"
  | "type"
  | "experience"
  | "description"
  | "requirements";

/**
 * A link id from a title: lower-case ASCII letters and digits joined by single hyphens, at most 60
 * characters ("Quality Control Inspector" -> "quality-control-inspector"); empty when the title has
 * no such letter (an Arabic title, say), for the caller to choose another.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
