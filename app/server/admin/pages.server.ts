import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type {
  aboutFormSchema,
  coreValueFormSchema,
} from "~/lib/forms/admin/about";
import type {
  heroSlideFormSchema,
  homeStatFormSchema,
} from "~/lib/forms/admin/home";
import type { legalPageFormSchema } from "~/lib/forms/admin/legal";
import { type ActionResult, done, failed } from "~/lib/forms/action-result";
import { heroSrc, isHeroImage } from "~/lib/content/hero-images";
import {
  type CoreValueIcon,
  type LegalSlug,
  coreValueIcons,
  legalSlugs,
} from "~/lib/content/pages";
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
import type { ArabicState } from "~/lib/locale/arabic";
import {
  TEXT_KINDS,
  arabicRows,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";
import { markdownProblems } from "../content/markdown.server";
import {
  type ImageUpload,
  isUploadFile,
  writeWithImage,
} from "../content/media.server";

/**
 * The admin's writes to the home page's hero and statistics, the About page and the legal pages
 * (docs/decisions/029). The admin writes the English and beside it the Arabic (docs/decisions/041),
 * both rows of the texts tables, in one transaction; empty Arabic throughout deletes the `ar` row.
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
  taglineAr: string;
  titleAr: string;
  subtitleAr: string;
  descriptionAr: string;
  altAr: string;
  arabic: ArabicState;
}

/** An upload's smallest variant is enough for a thumbnail; a bundled illustration has a 640 px one. */
function thumbOf(image: string): string {
  return isHeroImage(image) ? heroSrc(image, 640) : image;
}

export function listAdminSlides(): AdminSlide[] {
  const rows = getDb()
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
    .innerJoin(
      heroSlideTexts,
      and(
        eq(heroSlideTexts.slideId, heroSlides.id),
        eq(heroSlideTexts.locale, "en"),
      ),
    )
    .where(isNull(heroSlides.deletedAt))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id))
    .all();
  const arabic = arabicRows(TEXT_KINDS.heroSlides);
  return rows.map(({ image, ...row }, index) => {
    const ar = arabic.get(String(row.id));
    const translated = {
      tagline: ar?.tagline ?? "",
      title: ar?.title ?? "",
      subtitle: ar?.subtitle ?? "",
      description: ar?.description ?? "",
      alt: ar?.alt ?? "",
    };
    const english = {
      tagline: row.tagline,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      alt: row.alt,
    };
    return {
      ...row,
      thumb: thumbOf(image),
      position: index + 1,
      taglineAr: translated.tagline,
      titleAr: translated.title,
      subtitleAr: translated.subtitle,
      descriptionAr: translated.description,
      altAr: translated.alt,
      arabic: arabicState(english, ar ? translated : null),
    };
  });
}

/**
 * Creates (id null) or updates a slide: its English texts, its image (a new one through the media
 * pipeline, in the same transaction) and its place. A new slide needs an image; an image cannot be
 * removed, only replaced. The live slides are numbered 1..n again around the one saved.
 */
export async function saveHeroSlide(
  id: number | null,
  input: HeroSlideInput,
  upload: ImageUpload = {},
) {
  if (id === null && !isUploadFile(upload.file ?? null))
    return failed({ image: h.imageRequired });
  return writeWithImage(
    { file: upload.file },
    (tx, image): ActionResult<{ value: number }> => {
      let slideId = id;
      if (slideId === null) {
        slideId = tx
          .insert(heroSlides)
          .values({ image: image ?? "" })
          .returning({ id: heroSlides.id })
          .get().id;
      } else {
        const result = tx
          .update(heroSlides)
          .set({ ...(image ? { image } : {}), updatedAt: new Date() })
          .where(and(eq(heroSlides.id, slideId), isNull(heroSlides.deletedAt)))
          .run();
        if (!result.changes) return failed({ form: h.notFound });
      }
      const texts = {
        tagline: input.tagline,
        title: input.title,
        subtitle: input.subtitle,
        description: input.description,
        alt: input.alt,
      };
      tx.insert(heroSlideTexts)
        .values({ slideId, locale: "en", ...texts })
        .onConflictDoUpdate({
          target: [heroSlideTexts.slideId, heroSlideTexts.locale],
          set: texts,
        })
        .run();
      writeLocaleText(tx, TEXT_KINDS.heroSlides, [slideId], {
        tagline: input.taglineAr,
        title: input.titleAr,
        subtitle: input.subtitleAr,
        description: input.descriptionAr,
        alt: input.altAr,
      });
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
      const at = Math.min(
        input.position === null ? current : input.position - 1,
        others.length,
      );
      others.splice(at, 0, slideId);
      others.forEach((slide, index) => {
        tx.update(heroSlides)
          .set({ sortOrder: index + 1 })
          .where(eq(heroSlides.id, slide))
          .run();
      });
      return done(slideId);
    },
  );
}

/** Soft delete, with the admin's Undo (restoreHeroSlide). The last slide stays: the hero needs one. */
export function deleteHeroSlide(id: number): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    const live = tx
      .select({ id: heroSlides.id })
      .from(heroSlides)
      .where(isNull(heroSlides.deletedAt))
      .all();
    if (!live.some((row) => row.id === id)) return failed({ form: h.notFound });
    if (live.length <= 1) return failed({ form: h.lastSlide });
    tx.update(heroSlides)
      .set({ deletedAt: new Date() })
      .where(eq(heroSlides.id, id))
      .run();
    return done(id);
  });
}

export function restoreHeroSlide(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(heroSlides)
    .set({ deletedAt: null })
    .where(eq(heroSlides.id, id))
    .run();
  return result.changes ? done(id) : failed({ form: h.notFound });
}

export interface AdminStat {
  id: number;
  label: string;
  /** null: the company's age, computed, not typed. */
  value: number | null;
  labelAr: string;
  arabic: ArabicState;
}

export function listAdminStats(): AdminStat[] {
  const arabic = arabicRows(TEXT_KINDS.homeStats);
  return getDb()
    .select({
      id: homeStats.id,
      value: homeStats.value,
      label: homeStatTexts.label,
    })
    .from(homeStats)
    .innerJoin(
      homeStatTexts,
      and(
        eq(homeStatTexts.statId, homeStats.id),
        eq(homeStatTexts.locale, "en"),
      ),
    )
    .orderBy(asc(homeStats.sortOrder), asc(homeStats.id))
    .all()
    .map((row) => {
      const ar = arabic.get(String(row.id));
      return {
        ...row,
        labelAr: ar?.label ?? "",
        arabic: arabicState(
          { label: row.label },
          ar ? { label: ar.label } : null,
        ),
      };
    });
}

/** A statistic's label and number. The computed company age keeps being computed: a number sent for it is ignored. */
export function saveHomeStat(
  id: number,
  input: HomeStatInput,
): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    const row = tx
      .select({ value: homeStats.value })
      .from(homeStats)
      .where(eq(homeStats.id, id))
      .get();
    if (!row) return failed({ form: h.statNotFound });
    const computed = row.value === null;
    if (!computed && input.value === null)
      return failed({ value: h.valueRequired });
    tx.update(homeStats)
      .set({
        ...(computed ? {} : { value: input.value }),
        updatedAt: new Date(),
      })
      .where(eq(homeStats.id, id))
      .run();
    tx.insert(homeStatTexts)
      .values({ statId: id, locale: "en", label: input.label })
      .onConflictDoUpdate({
        target: [homeStatTexts.statId, homeStatTexts.locale],
        set: { label: input.label },
      })
      .run();
    writeLocaleText(tx, TEXT_KINDS.homeStats, [id], { label: input.labelAr });
    return done(id);
  });
}

/** The About page's story, mission and vision in English and Arabic as the admin edits them (the story as typed). */
export function getAdminAbout(): AboutInput & { arabic: ArabicState } {
  const row = getDb()
    .select()
    .from(aboutTexts)
    .where(eq(aboutTexts.locale, "en"))
    .get();
  const ar = getDb()
    .select()
    .from(aboutTexts)
    .where(eq(aboutTexts.locale, "ar"))
    .get();
  const english = {
    story: row?.story ?? "",
    mission: row?.mission ?? "",
    vision: row?.vision ?? "",
  };
  const translated = {
    story: ar?.story ?? "",
    mission: ar?.mission ?? "",
    vision: ar?.vision ?? "",
  };
  return {
    ...english,
    storyAr: translated.story,
    missionAr: translated.mission,
    visionAr: translated.vision,
    arabic: arabicState(english, ar ? translated : null),
  };
}

export function saveAbout(input: AboutInput): ActionResult<{ value: string }> {
  const english = {
    story: input.story,
    mission: input.mission,
    vision: input.vision,
  };
  getDb().transaction((tx) => {
    tx.insert(aboutTexts)
      .values({ locale: "en", ...english })
      .onConflictDoUpdate({
        target: aboutTexts.locale,
        set: { ...english, updatedAt: new Date() },
      })
      .run();
    writeLocaleText(tx, TEXT_KINDS.about, [], {
      story: input.storyAr,
      mission: input.missionAr,
      vision: input.visionAr,
    });
  });
  return done("en");
}

export interface AdminCoreValue {
  id: number;
  icon: CoreValueIcon;
  title: string;
  description: string;
  titleAr: string;
  descriptionAr: string;
  arabic: ArabicState;
}

export function listAdminCoreValues(): AdminCoreValue[] {
  const arabic = arabicRows(TEXT_KINDS.coreValues);
  return getDb()
    .select({
      id: coreValues.id,
      icon: coreValues.icon,
      title: coreValueTexts.title,
      description: coreValueTexts.description,
    })
    .from(coreValues)
    .innerJoin(
      coreValueTexts,
      and(
        eq(coreValueTexts.valueId, coreValues.id),
        eq(coreValueTexts.locale, "en"),
      ),
    )
    .orderBy(asc(coreValues.sortOrder), asc(coreValues.id))
    .all()
    .map((row) => {
      const ar = arabic.get(String(row.id));
      const translated = {
        title: ar?.title ?? "",
        description: ar?.description ?? "",
      };
      return {
        ...row,
        icon: (coreValueIcons as readonly string[]).includes(row.icon)
          ? (row.icon as CoreValueIcon)
          : "Award",
        titleAr: translated.title,
        descriptionAr: translated.description,
        arabic: arabicState(
          { title: row.title, description: row.description },
          ar ? translated : null,
        ),
      };
    });
}

export function saveCoreValue(
  id: number,
  input: CoreValueInput,
): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    const result = tx
      .update(coreValues)
      .set({ icon: input.icon, updatedAt: new Date() })
      .where(eq(coreValues.id, id))
      .run();
    if (!result.changes) return failed({ form: adminMessages.about.notFound });
    const texts = { title: input.title, description: input.description };
    tx.insert(coreValueTexts)
      .values({ valueId: id, locale: "en", ...texts })
      .onConflictDoUpdate({
        target: [coreValueTexts.valueId, coreValueTexts.locale],
        set: texts,
      })
      .run();
    writeLocaleText(tx, TEXT_KINDS.coreValues, [id], {
      title: input.titleAr,
      description: input.descriptionAr,
    });
    return done(id);
  });
}

export interface AdminLegalPage extends LegalPageInput {
  id: LegalSlug;
  arabic: ArabicState;
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
    .innerJoin(
      legalPageTexts,
      and(
        eq(legalPageTexts.slug, legalPages.slug),
        eq(legalPageTexts.locale, "en"),
      ),
    )
    .all();
  const arabic = arabicRows(TEXT_KINDS.legal);
  // The admin sees them in the footer's order.
  return legalSlugs.flatMap((slug) =>
    rows
      .filter((row) => row.id === slug)
      .map((row) => {
        const ar = arabic.get(slug);
        const translated = {
          title: ar?.title ?? "",
          description: ar?.description ?? "",
          intro: ar?.intro ?? "",
          body: ar?.body ?? "",
        };
        const english = {
          title: row.title,
          description: row.description,
          intro: row.intro,
          body: row.body,
        };
        return {
          ...row,
          id: slug,
          titleAr: translated.title,
          descriptionAr: translated.description,
          introAr: translated.intro,
          bodyAr: translated.body,
          arabic: arabicState(english, ar ? translated : null),
        };
      }),
  );
}

export function isLegalSlug(value: unknown): value is LegalSlug {
  return (
    typeof value === "string" &&
    (legalSlugs as readonly string[]).includes(value)
  );
}

/** Saves a legal page's English texts. A link or image the renderer would drop is refused by name, not silently lost. */
export function saveLegalPage(
  slug: string,
  input: LegalPageInput,
): ActionResult<{ value: string }> {
  if (!isLegalSlug(slug)) return failed({ form: adminMessages.legal.notFound });
  const problems = markdownProblems(input.body);
  if (problems.length) return failed({ body: problems.join(" ") });
  // The Arabic body goes through the same renderer, so the same links and images are refused.
  const arabicProblems = markdownProblems(input.bodyAr);
  if (arabicProblems.length)
    return failed({ bodyAr: arabicProblems.join(" ") });
  return getDb().transaction((tx) => {
    const result = tx
      .update(legalPages)
      .set({ updated: input.updated, updatedAt: new Date() })
      .where(eq(legalPages.slug, slug))
      .run();
    if (!result.changes) return failed({ form: adminMessages.legal.notFound });
    const texts = {
      title: input.title,
      description: input.description,
      intro: input.intro,
      body: input.body,
    };
    tx.insert(legalPageTexts)
      .values({ slug, locale: "en", ...texts })
      .onConflictDoUpdate({
        target: [legalPageTexts.slug, legalPageTexts.locale],
        set: texts,
      })
      .run();
    writeLocaleText(tx, TEXT_KINDS.legal, [slug], {
      title: input.titleAr,
      description: input.descriptionAr,
      intro: input.introAr,
      body: input.bodyAr,
    });
    return done(slug);
  });
}
