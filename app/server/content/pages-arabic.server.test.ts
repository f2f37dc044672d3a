import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aboutFormSchema, coreValueFormSchema } from "~/lib/forms/admin/about";
import { companySettingsSchema } from "~/lib/forms/admin/company";
import {
  heroSlideFormSchema,
  homeStatFormSchema,
} from "~/lib/forms/admin/home";
import { legalPageFormSchema } from "~/lib/forms/admin/legal";
import {
  getAdminAbout,
  listAdminCoreValues,
  listAdminLegalPages,
  listAdminSlides,
  listAdminStats,
  saveAbout,
  saveCoreValue,
  saveHeroSlide,
  saveHomeStat,
  saveLegalPage,
} from "../admin/pages.server";
import {
  companySettingsForm,
  saveCompanySettings,
} from "../admin/settings.server";
import { withAuditActor } from "../audit/context.server";
import { getCompany } from "./company.server";
import { currentContentVersion } from "../db/content-version.server";
import { getDb } from "../db/client.server";
import { auditLog } from "../db/schema.server";
import {
  TEXT_KINDS,
  arabicWork,
  countNeedingArabic,
} from "./locale-texts.server";
import {
  getAboutTexts,
  getLegalPage,
  listCoreValues,
  listHeroSlides,
  listHomeStats,
} from "./pages.server";

/** The company's pages in Arabic beside the English (docs/decisions/041, second part). */

const sqlite = () => getDb().$client;
const arabicRow = (table: string, where = "1 = 1") =>
  sqlite()
    .prepare(`SELECT * FROM ${table} WHERE locale = 'ar' AND ${where}`)
    .get() as Record<string, string> | undefined;

describe("the seeded Arabic of the About and legal pages (migration 0020)", () => {
  const migration = fs.readFileSync(
    path.resolve("drizzle/0020_arabic_pages.sql"),
    "utf8",
  );
  const rerun = () =>
    migration
      .split("--> statement-breakpoint")
      .forEach((statement) => sqlite().exec(statement));

  it("gives the About texts and the three legal pages their Arabic, so none of the new kinds needs Arabic", () => {
    expect(getAboutTexts("ar")).toMatchObject({
      lang: { story: "ar", mission: "ar", vision: "ar" },
    });
    expect(getAboutTexts("ar").story).toHaveLength(3);
    expect(getAboutTexts("ar").story[0]).toMatch(/^تأسست Cableworks عام 2011/);
    for (const slug of ["privacy", "terms", "cookies"] as const) {
      const page = getLegalPage(slug, "ar")!;
      expect(page.lang, slug).toEqual({
        title: "ar",
        description: "ar",
        intro: "ar",
        body: "ar",
      });
      // The body keeps the English's sections: the same number of headings.
      expect(page.html.match(/<h2>/g)?.length, slug).toBe(
        getLegalPage(slug)!.html.match(/<h2>/g)?.length,
      );
    }
    expect(getLegalPage("privacy", "ar")!.html).toContain(
      "القانون رقم 151 لسنة 2020",
    );
    for (const kind of [
      "heroSlides",
      "homeStats",
      "about",
      "coreValues",
      "legal",
      "company",
    ] as const) {
      expect(countNeedingArabic(TEXT_KINDS[kind]), kind).toBe(0);
    }
  });

  it("never overwrites an editor's Arabic, nor translates a page whose English was rewritten", () => {
    const about = getAdminAbout();
    saveAbout(
      aboutFormSchema.parse({
        ...about,
        storyAr: "قصة المحرر",
        missionAr: "",
        visionAr: "",
      }),
    );
    const terms = listAdminLegalPages().find((page) => page.id === "terms")!;
    saveLegalPage(
      "terms",
      legalPageFormSchema.parse({
        ...terms,
        body: `${terms.body}\n\nA new paragraph.`,
        titleAr: "",
        descriptionAr: "",
        introAr: "",
        bodyAr: "",
      }),
    );
    expect(arabicRow("legal_page_texts", "slug = 'terms'")).toBeUndefined();
    rerun();
    expect(arabicRow("about_texts")).toMatchObject({
      story: "قصة المحرر",
      mission: "",
      vision: "",
    });
    // Its English body is no longer the seeded one: no translation of the old words.
    expect(arabicRow("legal_page_texts", "slug = 'terms'")).toBeUndefined();
    // The others are left as they were (one row each, not doubled).
    expect(
      sqlite()
        .prepare(
          "SELECT count(*) AS n FROM legal_page_texts WHERE locale = 'ar'",
        )
        .get(),
    ).toEqual({ n: 2 });
  });
});

describe("a hero slide's and a statistic's Arabic", () => {
  it("is written with the English, read per field on the Arabic page, and an empty Arabic deletes the row", async () => {
    const slide = listAdminSlides()[1]!;
    const before = currentContentVersion();
    const parsed = heroSlideFormSchema.parse({
      ...slide,
      position: "",
      taglineAr: "وسم",
      titleAr: "دقة",
      subtitleAr: "",
      descriptionAr: "",
      altAr: "",
    });
    expect((await saveHeroSlide(slide.id, parsed)).ok).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(before);
    expect(
      arabicRow("hero_slide_texts", `slide_id = ${slide.id}`),
    ).toMatchObject({ tagline: "وسم", title: "دقة", subtitle: "" });
    const shown = listHeroSlides("ar").find((entry) => entry.id === slide.id)!;
    expect(shown).toMatchObject({
      title: "دقة",
      subtitle: slide.subtitle,
      lang: {
        tagline: "ar",
        title: "ar",
        subtitle: "en",
        description: "en",
        alt: "en",
      },
    });
    expect(listAdminSlides()[1]!.arabic).toBe("partial");
    // English pages get the English, all marked en.
    expect(
      listHeroSlides("en").find((entry) => entry.id === slide.id),
    ).toMatchObject({ title: slide.title, lang: { title: "en" } });
    const cleared = heroSlideFormSchema.parse({
      ...slide,
      position: "",
      taglineAr: " ",
      titleAr: "",
      subtitleAr: "",
      descriptionAr: "",
      altAr: "",
    });
    expect((await saveHeroSlide(slide.id, cleared)).ok).toBe(true);
    expect(
      arabicRow("hero_slide_texts", `slide_id = ${slide.id}`),
    ).toBeUndefined();
    expect(listAdminSlides()[1]!.arabic).toBe("missing");
    expect(countNeedingArabic(TEXT_KINDS.heroSlides)).toBe(1);
  });

  it("gives a statistic its Arabic label, and the English marked when there is none", () => {
    expect(
      saveHomeStat(
        2,
        homeStatFormSchema.parse({
          label: "Satisfied Clients",
          value: "120",
          labelAr: "عميل سعيد",
        }),
      ).ok,
    ).toBe(true);
    expect(listHomeStats(new Date("2026-06-01"), "ar")[1]).toEqual({
      id: 2,
      value: 120,
      label: "عميل سعيد",
      lang: "ar",
    });
    expect(
      saveHomeStat(
        2,
        homeStatFormSchema.parse({
          label: "Satisfied Clients",
          value: "120",
          labelAr: "",
        }),
      ).ok,
    ).toBe(true);
    expect(listHomeStats(new Date("2026-06-01"), "ar")[1]).toEqual({
      id: 2,
      value: 120,
      label: "Satisfied Clients",
      lang: "en",
    });
    expect(listAdminStats()[1]).toMatchObject({
      labelAr: "",
      arabic: "missing",
    });
  });
});

describe("the About page's Arabic", () => {
  it("saves the texts' Arabic (one row per locale, no key), falls back per field, and deletes when empty", () => {
    const about = getAdminAbout();
    expect(
      saveAbout(
        aboutFormSchema.parse({
          ...about,
          storyAr: "فقرة أولى.\n\nفقرة ثانية.",
          missionAr: "رسالتنا",
          visionAr: "",
        }),
      ).ok,
    ).toBe(true);
    expect(getAboutTexts("ar")).toEqual({
      story: ["فقرة أولى.", "فقرة ثانية."],
      mission: "رسالتنا",
      vision: about.vision,
      lang: { story: "ar", mission: "ar", vision: "en" },
    });
    expect(getAdminAbout()).toMatchObject({
      storyAr: "فقرة أولى.\n\nفقرة ثانية.",
      visionAr: "",
      arabic: "partial",
    });
    expect(countNeedingArabic(TEXT_KINDS.about)).toBe(1);
    expect(
      saveAbout(
        aboutFormSchema.parse({
          ...about,
          storyAr: "",
          missionAr: "",
          visionAr: "",
        }),
      ).ok,
    ).toBe(true);
    expect(arabicRow("about_texts")).toBeUndefined();
    expect(getAdminAbout().arabic).toBe("missing");
    expect(getAboutTexts("ar").lang).toEqual({
      story: "en",
      mission: "en",
      vision: "en",
    });
  });

  it("saves a value's Arabic", () => {
    const value = listAdminCoreValues()[0]!;
    expect(
      saveCoreValue(
        value.id,
        coreValueFormSchema.parse({
          ...value,
          titleAr: "الجودة",
          descriptionAr: "",
        }),
      ).ok,
    ).toBe(true);
    expect(listCoreValues("ar")[0]).toMatchObject({
      title: "الجودة",
      description: value.description,
      lang: { title: "ar", description: "en" },
    });
    expect(listAdminCoreValues()[0]!.arabic).toBe("partial");
  });
});

describe("a legal page's Arabic", () => {
  const page = () =>
    listAdminLegalPages().find((entry) => entry.id === "cookies")!;

  it("renders the Arabic Markdown, and refuses a script link in it by its own field, saving nothing", () => {
    const current = page();
    const before = current.bodyAr;
    const refused = saveLegalPage(
      "cookies",
      legalPageFormSchema.parse({
        ...current,
        bodyAr: "[x](javascript:alert(1))",
      }),
    );
    expect(refused).toEqual({
      ok: false,
      errors: { bodyAr: expect.stringContaining("javascript:") },
    });
    expect(page().bodyAr).toBe(before);
    expect(
      saveLegalPage(
        "cookies",
        legalPageFormSchema.parse({
          ...current,
          titleAr: "ملفات",
          descriptionAr: "",
          introAr: "",
          bodyAr: "# عنوان\n\nنص.",
        }),
      ).ok,
    ).toBe(true);
    const shown = getLegalPage("cookies", "ar")!;
    expect(shown).toMatchObject({
      title: "ملفات",
      intro: current.intro,
      lang: { title: "ar", description: "en", intro: "en", body: "ar" },
    });
    expect(shown.html).toBe("<h2>عنوان</h2>\n<p>نص.</p>\n");
    expect(page().arabic).toBe("partial");
  });

  it("cleans hostile Arabic as the English and keeps the same limits", () => {
    const current = page();
    const parsed = legalPageFormSchema.safeParse({
      ...current,
      titleAr: "عنوان\u0000\u202e",
    });
    expect(parsed.success && parsed.data.titleAr).not.toContain("\u0000");
    expect(
      legalPageFormSchema.safeParse({ ...current, bodyAr: "س".repeat(40_001) })
        .success,
    ).toBe(false);
  });
});

describe("the company details' Arabic", () => {
  it("saves the address and hours in Arabic with the English, and empty deletes the row", () => {
    const form = companySettingsForm();
    expect(form.arabic).toBe("complete");
    const result = saveCompanySettings({
      ...form,
      streetAr: "شارع 7",
      cityAr: "برج العرب",
      regionAr: "",
      countryAr: "مصر",
      businessHoursAr: "السبت - الخميس",
    });
    expect(result.ok).toBe(true);
    expect(getCompany("ar")).toMatchObject({
      address: { street: "شارع 7", city: "برج العرب", region: "Alexandria" },
      lang: { street: "ar", region: "en", businessHours: "ar" },
    });
    expect(companySettingsForm().arabic).toBe("partial");
    expect(countNeedingArabic(TEXT_KINDS.company)).toBe(1);
    // The English pages are as before.
    expect(getCompany().address.street).toBe(form.street);
    expect(
      saveCompanySettings({
        ...form,
        streetAr: "",
        cityAr: "",
        regionAr: "",
        countryAr: "",
        businessHoursAr: "",
      }).ok,
    ).toBe(true);
    expect(arabicRow("company_texts")).toBeUndefined();
    expect(companySettingsForm().arabic).toBe("missing");
  });

  it("refuses an Arabic text past its limit by name, saving nothing", () => {
    const form = companySettingsForm();
    const result = saveCompanySettings({
      ...form,
      streetAr: "ش".repeat(201),
      cityAr: "مدينة",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        streetAr: "Street (Arabic) is too long: at most 200 characters.",
      },
    });
    expect(
      companySettingsSchema.safeParse({ ...form, cityAr: "مدينة\u0000" })
        .success,
    ).toBe(true);
    expect(arabicRow("company_texts")?.city ?? "").not.toBe("مدينة");
  });
});

describe("the dashboard and the audit log", () => {
  it("counts the new kinds, each linking to its screen", () => {
    const work = arabicWork("administrator");
    const kinds = Object.fromEntries(
      work.kinds.map((entry) => [entry.kind, entry]),
    );
    expect(kinds.about).toMatchObject({ to: "/admin/about" });
    expect(kinds.legal).toMatchObject({ to: "/admin/pages" });
    expect(kinds.company).toMatchObject({ to: "/admin/settings" });
    expect(kinds.heroSlides).toMatchObject({ to: "/admin/home" });
    expect(work.total).toBe(
      work.kinds.reduce((sum, entry) => sum + entry.count, 0),
    );
  });

  it("shows an editor only the kinds whose screens an editor opens: not the company details", () => {
    const editor = arabicWork("editor").kinds.map((entry) => entry.kind);
    expect(editor).not.toContain("company");
    expect(editor).toContain("about");
    const everyone = arabicWork("administrator").kinds.map(
      (entry) => entry.kind,
    );
    expect(everyone.filter((kind) => !editor.includes(kind))).toEqual([
      "company",
    ]);
  });

  it("records an Arabic write like the English (the texts tables' triggers)", () => {
    const about = getAdminAbout();
    withAuditActor(
      { id: 78, username: "translator" },
      () =>
        saveAbout(
          aboutFormSchema.parse({ ...about, missionAr: "رسالة مسجّلة" }),
        ),
      "req-arabic-about",
    );
    const entries = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, "req-arabic-about"))
      .all();
    expect(
      entries.filter(
        (entry) =>
          entry.entity === "about_texts" &&
          JSON.stringify(entry.changes).includes("رسالة مسجّلة"),
      ),
    ).toHaveLength(1);
  });
});
