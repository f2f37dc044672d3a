import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { aboutFormSchema, coreValueFormSchema, heroSlideFormSchema, homeStatFormSchema, legalPageFormSchema } from "~/lib/admin-schemas";
import { type ActionResult, done, failed } from "~/lib/action-result";
import { heroSrc, isHeroImage } from "~/lib/hero-images";
import { type CoreValueIcon, type LegalSlug, coreValueIcons, legalSlugs } from "~/lib/pages";
import { adminMessages } from "~/locales/admin";
import { getDb } from "../db/client.server";
import {
  aboutTexts,
  coreValueTexts,
  coreValues,
  heroSlideTexts,
  heroSlides,
  homeStatTexts,
  homeStats,
  legalPageTexts,
  legalPages,
} from "../db/schema.server";
import { markdownProblems } from "../markdown.server";
import { type ImageUpload, isUploadFile, writeWithImage } from "../media.server";

/**
 * The admin's writes to the home page's hero and statistics, the About page and the legal pages
 * (docs/decisions/029). The admin writes English; other locales are rows of the texts tables.
 */

export type HeroSlideInput = z.output<typeof heroSlideFormSchema>;
export type HomeStatInput = z.output<typeof homeStatFormSchema>;
export type AboutInput = z.output<typeof aboutFormSchema>;
export type CoreValueInput = z.output<typeof coreValueFormSchema>;
export type LegalPageInput = z.output<typeof legalPageFormSchema>;

const h = adminMessages.home;

export interface AdminSlide {
  id: number;
  position: number;
  /** A small picture for the table and the dialog's preview. */
  thumb: string;
  tagline: string;
  title: string;
  subtitle: string;
  description: string;
  alt: string;
}

/** An upload's smallest variant is enough for a thumbnail; a bundled illustration has a 640 px one. */
function thumbOf(image: string): string {
  return isHeroImage(image) ? heroSrc(image, 640) : image;
}

export function listAdminSlides(): AdminSlide[] {
  return getDb()
    .select({
      id: heroSlides.id,
      image: heroSlides.image,
      tagline: heroSlideTexts.tagline,
      title: heroSlideTexts.title,
      subtitle: heroSlideTexts.subtitle,
      description: heroSlideTexts.description,
      alt: heroSlideTexts.alt,
    })
    .from(heroSlides)
    .innerJoin(heroSlideTexts, and(eq(heroSlideTexts.slideId, heroSlides.id), eq(heroSlideTexts.locale, "en")))
    .where(isNull(heroSlides.deletedAt))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id))
    .all()
    .map(({ image, ...row }, index) => ({ ...row, thumb: thumbOf(image), position: index + 1 }));
}

/**
 * Creates (id null) or updates a slide: its English texts, its image (a new one through the media
 * pipeline, in the same transaction) and its place. A new slide needs an image; an image cannot be
 * removed, only replaced. The live slides are numbered 1..n again around the one saved.
 */
export async function saveHeroSlide(id: number | null, input: HeroSlideInput, upload: ImageUpload = {}) {
  if (id === null && !isUploadFile(upload.file ?? null)) return failed({ image: h.imageRequired });
  return writeWithImage({ file: upload.file }, (tx, image): ActionResult<{ value: number }> => {
    let slideId = id;
    if (slideId === null) {
      slideId = tx.insert(heroSlides).values({ image: image ?? "" }).returning({ id: heroSlides.id }).get().id;
    } else {
      const result = tx
        .update(heroSlides)
        .set({ ...(image ? { image } : {}), updatedAt: new Date() })
        .where(and(eq(heroSlides.id, slideId), isNull(heroSlides.deletedAt)))
        .run();
      if (!result.changes) return failed({ form: h.notFound });
    }
    const texts = { tagline: input.tagline, title: input.title, subtitle: input.subtitle, description: input.description, alt: input.alt };
    tx.insert(heroSlideTexts)
      .values({ slideId, locale: "en", ...texts })
      .onConflictDoUpdate({ target: [heroSlideTexts.slideId, heroSlideTexts.locale], set: texts })
      .run();
    const live = () =>
      tx
        .select({ id: heroSlides.id })
        .from(heroSlides)
        .where(and(isNull(heroSlides.deletedAt), ne(heroSlides.id, slideId)))
        .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id))
        .all()
        .map((row) => row.id);
    const current =
      id === null
        ? Number.POSITIVE_INFINITY
        : tx
            .select({ id: heroSlides.id })
            .from(heroSlides)
            .where(isNull(heroSlides.deletedAt))
            .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id))
            .all()
            .findIndex((row) => row.id === slideId);
    const others = live();
    const at = Math.min(input.position === null ? current : input.position - 1, others.length);
    others.splice(at, 0, slideId);
    others.forEach((slide, index) => {
      tx.update(heroSlides).set({ sortOrder: index + 1 }).where(eq(heroSlides.id, slide)).run();
    });
    return done(slideId);
  });
}

/** Soft delete, with the admin's Undo (restoreHeroSlide). The last slide stays: the hero needs one. */
export function deleteHeroSlide(id: number): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    const live = tx.select({ id: heroSlides.id }).from(heroSlides).where(isNull(heroSlides.deletedAt)).all();
    if (!live.some((row) => row.id === id)) return failed({ form: h.notFound });
    if (live.length <= 1) return failed({ form: h.lastSlide });
    tx.update(heroSlides).set({ deletedAt: new Date() }).where(eq(heroSlides.id, id)).run();
    return done(id);
  });
}

export function restoreHeroSlide(id: number): ActionResult<{ value: number }> {
  const result = getDb().update(heroSlides).set({ deletedAt: null }).where(eq(heroSlides.id, id)).run();
  return result.changes ? done(id) : failed({ form: h.notFound });
}

export interface AdminStat {
  id: number;
  label: string;
  /** null: the company's age, computed, not typed. */
  value: number | null;
}

export function listAdminStats(): AdminStat[] {
  return getDb()
    .select({ id: homeStats.id, value: homeStats.value, label: homeStatTexts.label })
    .from(homeStats)
    .innerJoin(homeStatTexts, and(eq(homeStatTexts.statId, homeStats.id), eq(homeStatTexts.locale, "en")))
    .orderBy(asc(homeStats.sortOrder), asc(homeStats.id))
    .all();
}

/** A statistic's label and number. The computed company age keeps being computed: a number sent for it is ignored. */
export function saveHomeStat(id: number, input: HomeStatInput): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    const row = tx.select({ value: homeStats.value }).from(homeStats).where(eq(homeStats.id, id)).get();
    if (!row) return failed({ form: h.statNotFound });
    const computed = row.value === null;
    if (!computed && input.value === null) return failed({ value: h.valueRequired });
    tx.update(homeStats)
      .set({ ...(computed ? {} : { value: input.value }), updatedAt: new Date() })
      .where(eq(homeStats.id, id))
      .run();
    tx.insert(homeStatTexts)
      .values({ statId: id, locale: "en", label: input.label })
      .onConflictDoUpdate({ target: [homeStatTexts.statId, homeStatTexts.locale], set: { label: input.label } })
      .run();
    return done(id);
  });
}

/** The About page's English story, mission and vision as the admin edits them (the story as typed). */
export function getAdminAbout(): AboutInput {
  const row = getDb().select().from(aboutTexts).where(eq(aboutTexts.locale, "en")).get();
  return { story: row?.story ?? "", mission: row?.mission ?? "", vision: row?.vision ?? "" };
}

export function saveAbout(input: AboutInput): ActionResult<{ value: string }> {
  getDb()
    .insert(aboutTexts)
    .values({ locale: "en", ...input })
    .onConflictDoUpdate({ target: aboutTexts.locale, set: { ...input, updatedAt: new Date() } })
    .run();
  return done("en");
}

export interface AdminCoreValue {
  id: number;
  icon: CoreValueIcon;
  title: string;
  description: string;
}

export function listAdminCoreValues(): AdminCoreValue[] {
  return getDb()
    .select({ id: coreValues.id, icon: coreValues.icon, title: coreValueTexts.title, description: coreValueTexts.description })
    .from(coreValues)
    .innerJoin(coreValueTexts, and(eq(coreValueTexts.valueId, coreValues.id), eq(coreValueTexts.locale, "en")))
    .orderBy(asc(coreValues.sortOrder), asc(coreValues.id))
    .all()
    .map((row) => ({ ...row, icon: (coreValueIcons as readonly string[]).includes(row.icon) ? (row.icon as CoreValueIcon) : "Award" }));
}

export function saveCoreValue(id: number, input: CoreValueInput): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    const result = tx.update(coreValues).set({ icon: input.icon, updatedAt: new Date() }).where(eq(coreValues.id, id)).run();
    if (!result.changes) return failed({ form: adminMessages.about.notFound });
    const texts = { title: input.title, description: input.description };
    tx.insert(coreValueTexts)
      .values({ valueId: id, locale: "en", ...texts })
      .onConflictDoUpdate({ target: [coreValueTexts.valueId, coreValueTexts.locale], set: texts })
      .run();
    return done(id);
  });
}

export interface AdminLegalPage extends LegalPageInput {
  id: LegalSlug;
}

export function listAdminLegalPages(): AdminLegalPage[] {
  const rows = getDb()
    .select({
      id: legalPages.slug,
      updated: legalPages.updated,
      title: legalPageTexts.title,
      description: legalPageTexts.description,
      intro: legalPageTexts.intro,
      body: legalPageTexts.body,
    })
    .from(legalPages)
    .innerJoin(legalPageTexts, and(eq(legalPageTexts.slug, legalPages.slug), eq(legalPageTexts.locale, "en")))
    .all();
  // The admin sees them in the footer's order.
  return legalSlugs.flatMap((slug) => rows.filter((row) => row.id === slug).map((row) => ({ ...row, id: slug })));
}

export function isLegalSlug(value: unknown): value is LegalSlug {
  return typeof value === "string" && (legalSlugs as readonly string[]).includes(value);
}

/** Saves a legal page's English texts. A link or image the renderer would drop is refused by name, not silently lost. */
export function saveLegalPage(slug: string, input: LegalPageInput): ActionResult<{ value: string }> {
  if (!isLegalSlug(slug)) return failed({ form: adminMessages.legal.notFound });
  const problems = markdownProblems(input.body);
  if (problems.length) return failed({ body: problems.join(" ") });
  return getDb().transaction((tx) => {
    const result = tx.update(legalPages).set({ updated: input.updated, updatedAt: new Date() }).where(eq(legalPages.slug, slug)).run();
    if (!result.changes) return failed({ form: adminMessages.legal.notFound });
    const texts = { title: input.title, description: input.description, intro: input.intro, body: input.body };
    tx.insert(legalPageTexts)
      .values({ slug, locale: "en", ...texts })
      .onConflictDoUpdate({ target: [legalPageTexts.slug, legalPageTexts.locale], set: texts })
      .run();
    return done(slug);
  });
}
