import { data } from "react-router";
import {
  type AboutTexts,
  type CoreValue,
  type CoreValueIcon,
  type HeroSlide,
  type HomeStat,
  type LegalPage,
  type LegalSlug,
  coreValueIcons,
} from "~/lib/content/pages";
import { heroSrc, heroSrcSet, isHeroImage } from "~/lib/content/hero-images";
import { companyAge, fillFacts } from "~/lib/site";
import { getCompanyFacts } from "./company.server";
import { getDb } from "../db/client.server";
import {
  TEXT_KINDS,
  localizedColumnsSql,
  withLang,
} from "./locale-texts.server";
import { renderMarkdown } from "./markdown.server";

/**
 * The visitor's reads of the home page's hero and statistics, the About page and the legal pages
 * (docs/decisions/029): each field in `locale` where it has a text and in English otherwise (English
 * is required, so every row has one), with `lang` saying which, so an Arabic page marks an English
 * fallback lang="en" dir="ltr" (docs/decisions/041).
 */

const heroSlideFields = [
  "tagline",
  "title",
  "subtitle",
  "description",
  "alt",
] as const;
type HeroSlideField = (typeof heroSlideFields)[number];
const legalFields = ["title", "description", "intro", "body"] as const;
type LegalField = (typeof legalFields)[number];

const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{24})-\d+\.webp$/;

/** A slide's image as src and srcset: a bundled illustration, or an upload at the widths it was written at. */
function heroImage(image: string): { src: string; srcSet: string } {
  if (isHeroImage(image))
    return { src: heroSrc(image), srcSet: heroSrcSet(image) };
  const id = UPLOAD_PATH.exec(image)?.[1];
  const row = id
    ? (getDb()
        .$client.prepare("SELECT variants FROM media WHERE id = ?")
        .get(id) as { variants: string } | undefined)
    : undefined;
  const widths = row ? (JSON.parse(row.variants) as number[]) : [];
  return {
    src: image,
    srcSet: widths
      .map((width) => `/uploads/${id}-${width}.webp ${width}w`)
      .join(", "),
  };
}

export function listHeroSlides(locale = "en"): HeroSlide[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT s.id, s.image, ${localizedColumnsSql(TEXT_KINDS.heroSlides)}
       FROM hero_slides s
       JOIN hero_slide_texts e ON e.slide_id = s.id AND e.locale = 'en'
       LEFT JOIN hero_slide_texts l ON l.slide_id = s.id AND l.locale = ?
       WHERE s.deleted_at IS NULL
       ORDER BY s.sort_order, s.id`,
    )
    .all(locale) as (Omit<HeroSlide, "src" | "srcSet" | "lang"> & {
    image: string;
  } & Record<`${HeroSlideField}_lang`, string>)[];
  // "Trusted quality since {heritageYear}": the years come from the company's details (decision 055).
  const facts = getCompanyFacts();
  return rows.map(({ image, ...slide }) => {
    const texts = withLang(slide, heroSlideFields);
    return {
      ...texts,
      tagline: fillFacts(texts.tagline, facts),
      title: fillFacts(texts.title, facts),
      subtitle: fillFacts(texts.subtitle, facts),
      description: fillFacts(texts.description, facts),
      alt: fillFacts(texts.alt, facts),
      ...heroImage(image),
    };
  });
}

/** The statistics in order; the one without a typed value is the company's age, computed for `now`
 * from the stored founding year (spec: current year minus 2011), so it is never typed and never stale. */
export function listHomeStats(now: Date, locale = "en"): HomeStat[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT h.id, h.value, ${localizedColumnsSql(TEXT_KINDS.homeStats)}
       FROM home_stats h
       JOIN home_stat_texts e ON e.stat_id = h.id AND e.locale = 'en'
       LEFT JOIN home_stat_texts l ON l.stat_id = h.id AND l.locale = ?
       ORDER BY h.sort_order, h.id`,
    )
    .all(locale) as {
    id: number;
    value: number | null;
    label: string;
    label_lang: string;
  }[];
  const { foundedYear } = getCompanyFacts();
  return rows.map((row) => {
    const { lang, ...stat } = withLang(row, ["label"] as const);
    return {
      ...stat,
      value: stat.value ?? companyAge(foundedYear, now),
      lang: lang.label,
    };
  });
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
      `SELECT ${localizedColumnsSql(TEXT_KINDS.about)}
       FROM about_texts e LEFT JOIN about_texts l ON l.locale = ?
       WHERE e.locale = 'en'`,
    )
    .get(locale) as
    | Record<
        | "story"
        | "mission"
        | "vision"
        | "story_lang"
        | "mission_lang"
        | "vision_lang",
        string
      >
    | undefined;
  if (!row)
    return {
      story: [],
      mission: "",
      vision: "",
      lang: { story: "en", mission: "en", vision: "en" },
    };
  const about = withLang(row, ["story", "mission", "vision"] as const);
  // "Cableworks was founded in {foundedYear}": filled from the company's details (decision 055).
  const facts = getCompanyFacts();
  return {
    ...about,
    story: storyParagraphs(fillFacts(about.story, facts)),
    mission: fillFacts(about.mission, facts),
    vision: fillFacts(about.vision, facts),
  };
}

export function listCoreValues(locale = "en"): CoreValue[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT v.id, v.icon, ${localizedColumnsSql(TEXT_KINDS.coreValues)}
       FROM core_values v
       JOIN core_value_texts e ON e.value_id = v.id AND e.locale = 'en'
       LEFT JOIN core_value_texts l ON l.value_id = v.id AND l.locale = ?
       ORDER BY v.sort_order, v.id`,
    )
    .all(locale) as (Omit<CoreValue, "icon" | "lang"> & {
    icon: string;
    title_lang: string;
    description_lang: string;
  })[];
  // An icon the page does not know shows the first one rather than nothing.
  const facts = getCompanyFacts();
  return rows
    .map((value) => withLang(value, ["title", "description"] as const))
    .map((row) => ({
      ...row,
      title: fillFacts(row.title, facts),
      description: fillFacts(row.description, facts),
      icon: (coreValueIcons as readonly string[]).includes(row.icon)
        ? (row.icon as CoreValueIcon)
        : "Award",
    }));
}

/** A legal page with its body rendered (and sanitised) here: the browser receives HTML, not a Markdown parser. */
export function getLegalPage(
  slug: LegalSlug,
  locale = "en",
): LegalPage | undefined {
  const row = getDb()
    .$client.prepare(
      `SELECT p.updated, ${localizedColumnsSql(TEXT_KINDS.legal)}
       FROM legal_pages p
       JOIN legal_page_texts e ON e.slug = p.slug AND e.locale = 'en'
       LEFT JOIN legal_page_texts l ON l.slug = p.slug AND l.locale = ?
       WHERE p.slug = ?`,
    )
    .get(locale, slug) as
    | (Record<LegalField | `${LegalField}_lang`, string> & { updated: string })
    | undefined;
  if (!row) return undefined;
  const { body, ...page } = withLang(row, legalFields);
  return { ...page, html: renderMarkdown(body) };
}

/** A legal route's loader data in `locale`; a page missing from the database is a 404, not an empty page. */
export function legalPageData(
  slug: LegalSlug,
  locale = "en",
): { page: LegalPage } {
  const page = getLegalPage(slug, locale);
  if (!page) throw data(null, { status: 404 });
  return { page };
}
