import { data } from "react-router";
import { type AboutTexts, type CoreValue, type CoreValueIcon, type HeroSlide, type HomeStat, type LegalPage, type LegalSlug, coreValueIcons } from "~/lib/pages";
import { heroSrc, heroSrcSet, isHeroImage } from "~/lib/hero-images";
import { companyAge } from "~/lib/site";
import { getDb } from "./db/client.server";
import { renderMarkdown } from "./markdown.server";

/**
 * The visitor's reads of the home page's hero and statistics, the About page and the legal pages
 * (docs/decisions/029): each text in `locale` where it exists and in English otherwise (English is
 * required, so every row has one).
 */

const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{24})-\d+\.webp$/;

/** A slide's image as src and srcset: a bundled illustration, or an upload at the widths it was written at. */
function heroImage(image: string): { src: string; srcSet: string } {
  if (isHeroImage(image)) return { src: heroSrc(image), srcSet: heroSrcSet(image) };
  const id = UPLOAD_PATH.exec(image)?.[1];
  const row = id
    ? (getDb().$client.prepare("SELECT variants FROM media WHERE id = ?").get(id) as { variants: string } | undefined)
    : undefined;
  const widths = row ? (JSON.parse(row.variants) as number[]) : [];
  return { src: image, srcSet: widths.map((width) => `/uploads/${id}-${width}.webp ${width}w`).join(", ") };
}

export function listHeroSlides(locale = "en"): HeroSlide[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT s.id, s.image,
         coalesce(l.tagline, e.tagline) AS tagline, coalesce(l.title, e.title) AS title,
         coalesce(l.subtitle, e.subtitle) AS subtitle, coalesce(l.description, e.description) AS description,
         coalesce(l.alt, e.alt) AS alt
       FROM hero_slides s
       JOIN hero_slide_texts e ON e.slide_id = s.id AND e.locale = 'en'
       LEFT JOIN hero_slide_texts l ON l.slide_id = s.id AND l.locale = ?
       WHERE s.deleted_at IS NULL
       ORDER BY s.sort_order, s.id`,
    )
    .all(locale) as (Omit<HeroSlide, "src" | "srcSet"> & { image: string })[];
  return rows.map(({ image, ...slide }) => ({ ...slide, ...heroImage(image) }));
}

/** The statistics in order; the one without a typed value is the company's age, computed for `now`
 * (spec: current year minus 2011), so it is never typed and never stale. */
export function listHomeStats(now: Date, locale = "en"): HomeStat[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT h.id, h.value, coalesce(l.label, e.label) AS label
       FROM home_stats h
       JOIN home_stat_texts e ON e.stat_id = h.id AND e.locale = 'en'
       LEFT JOIN home_stat_texts l ON l.stat_id = h.id AND l.locale = ?
       ORDER BY h.sort_order, h.id`,
    )
    .all(locale) as { id: number; value: number | null; label: string }[];
  return rows.map((row) => ({ ...row, value: row.value ?? companyAge(now) }));
}

/** The story's paragraphs are split at blank lines. */
export function storyParagraphs(story: string): string[] {
  return story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function getAboutTexts(locale = "en"): AboutTexts {
  const row = getDb()
    .$client.prepare(
      `SELECT coalesce(l.story, e.story) AS story, coalesce(l.mission, e.mission) AS mission, coalesce(l.vision, e.vision) AS vision
       FROM about_texts e LEFT JOIN about_texts l ON l.locale = ?
       WHERE e.locale = 'en'`,
    )
    .get(locale) as { story: string; mission: string; vision: string } | undefined;
  return { story: storyParagraphs(row?.story ?? ""), mission: row?.mission ?? "", vision: row?.vision ?? "" };
}

export function listCoreValues(locale = "en"): CoreValue[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT v.id, v.icon, coalesce(l.title, e.title) AS title, coalesce(l.description, e.description) AS description
       FROM core_values v
       JOIN core_value_texts e ON e.value_id = v.id AND e.locale = 'en'
       LEFT JOIN core_value_texts l ON l.value_id = v.id AND l.locale = ?
       ORDER BY v.sort_order, v.id`,
    )
    .all(locale) as (Omit<CoreValue, "icon"> & { icon: string })[];
  // An icon the page does not know shows the first one rather than nothing.
  return rows.map((row) => ({ ...row, icon: (coreValueIcons as readonly string[]).includes(row.icon) ? (row.icon as CoreValueIcon) : "Award" }));
}

/** A legal page with its body rendered (and sanitised) here: the browser receives HTML, not a Markdown parser. */
export function getLegalPage(slug: LegalSlug, locale = "en"): LegalPage | undefined {
  const row = getDb()
    .$client.prepare(
      `SELECT p.updated, coalesce(l.title, e.title) AS title, coalesce(l.description, e.description) AS description,
         coalesce(l.intro, e.intro) AS intro, coalesce(l.body, e.body) AS body
       FROM legal_pages p
       JOIN legal_page_texts e ON e.slug = p.slug AND e.locale = 'en'
       LEFT JOIN legal_page_texts l ON l.slug = p.slug AND l.locale = ?
       WHERE p.slug = ?`,
    )
    .get(locale, slug) as { updated: string; title: string; description: string; intro: string; body: string } | undefined;
  if (!row) return undefined;
  const { body, ...page } = row;
  return { ...page, html: renderMarkdown(body) };
}

/** A legal route's loader data; a page missing from the database is a 404, not an empty page. */
export function legalPageData(slug: LegalSlug): { page: LegalPage } {
  const page = getLegalPage(slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}
