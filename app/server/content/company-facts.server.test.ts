import fs from "node:fs";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, describe, expect, it, vi } from "vitest";
import { companySettingsSchema } from "~/lib/forms/admin/company";
import { chromeCompany, fillFacts } from "~/lib/site";
import { organization } from "~/lib/structured-data";
import { format } from "~/locales";
import { catalogContentIn } from "../catalogue/category-info.server";
import { copySection } from "~/locales/copy.server";
import { getMessages } from "~/locales/messages.server";
import {
  companySettingsForm,
  saveCompanySettings,
} from "../admin/settings.server";
import { withAuditActor } from "../audit/context.server";
import { getDb } from "../db/client.server";
import { currentContentVersion } from "../db/content-version.server";
import { auditLog } from "../db/schema.server";
import { getCompany, getCompanyFacts } from "./company.server";
import { getDownload } from "./downloads.server";
import { getAboutTexts, listHeroSlides, listHomeStats } from "./pages.server";

/**
 * The company's years in one place each (issue 35, docs/decisions/055): stored in the company's
 * settings, named by placeholder in the texts, computed into the age.
 */
const today = companySettingsForm();
const save = (changes: Record<string, string>) =>
  saveCompanySettings({ ...companySettingsForm(), ...changes });

async function pdfText(file: string): Promise<string> {
  const built = await getDownload(file);
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(fs.readFileSync(built!.path))),
    { mergePages: true },
  );
  return text.replace(/\s+/g, " ");
}

/** Every place a year shows, as each reader gives it, in `locale`. */
function everyPlace(locale: "en" | "ar", now: Date) {
  const company = getCompany(locale);
  const chrome = chromeCompany(company, getCompany(), locale);
  const common = getMessages(locale).common;
  const about = copySection(locale, "about");
  return {
    heroTagline: listHeroSlides(locale)[0]!.tagline,
    age: listHomeStats(now, locale).find((stat) => stat.id === 3)!.value,
    aboutStory: getAboutTexts(locale).story[0]!,
    footerBlurb: format(common.footer.blurb, {
      foundedYear: chrome.foundedYear,
    }),
    copyright: format(common.footer.copyright, {
      year: chrome.copyrightYear,
      company: "X",
    }),
    homeMeta: fillFacts(
      catalogContentIn(locale).home.metaDescription,
      getCompanyFacts(),
    ),
    aboutMeta: fillFacts(about.metaDescription, getCompanyFacts()),
    aboutLead: fillFacts(about.lead, getCompanyFacts()),
    aboutFounded: fillFacts(about.facts[0].value, getCompanyFacts()),
    foundingDate: (
      organization("https://x.test", company) as {
        foundingDate: string;
      }
    ).foundingDate,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the company's years", () => {
  it("are stored once and the seeded texts read exactly as they did before (migration 0024)", () => {
    expect(getCompanyFacts()).toEqual({
      foundedYear: 2011,
      heritageYear: 1974,
      copyrightYear: 2025,
    });
    const now = new Date("2026-12-07T12:00:00Z");
    expect(everyPlace("en", now)).toEqual({
      heroTagline: "Trusted quality since 1974",
      age: 15,
      aboutStory: expect.stringMatching(
        /^Cableworks was founded in 2011 in New Borg El Arab City, /,
      ),
      footerBlurb:
        "Cables and conductors made in New Borg El Arab City since 2011: stranded conductors, power, control and PVC insulated cables, tested to IEC standards and delivered across Egypt and the region.",
      copyright: "© 2025 X. All rights reserved.",
      homeMeta:
        "Stranded conductors, multi-conductor, control and PVC insulated cables made in New Borg El Arab City, Egypt since 2011. Browse the catalogue, specifications and datasheets.",
      aboutMeta:
        "Cableworks has made cables and conductors in New Borg El Arab City, Egypt, since 2011: our story, values, mission and vision.",
      aboutLead:
        "Copper and aluminium conductors, power, control and PVC insulated cables, made in Egypt to international standards since 2011.",
      aboutFounded: "2011",
      foundingDate: "2011",
    });
    const ar = everyPlace("ar", now);
    expect(ar.heroTagline).toBe("جودة موثوقة منذ 1974");
    expect(ar.aboutStory).toMatch(/^تأسست Cableworks عام 2011 في /);
    expect(ar.footerBlurb).toContain("منذ عام 2011:");
    expect(ar.copyright).toBe("© 2025 X. جميع الحقوق محفوظة.");
    expect(ar.homeMeta).toContain("منذ عام 2011.");
    expect(ar.aboutMeta).toContain("منذ عام 2011:");
    expect(ar.aboutLead).toContain("منذ عام 2011.");
    // The stored texts hold the placeholder, not a second copy of the year.
    const stored = getDb()
      .$client.prepare(
        "SELECT tagline FROM hero_slide_texts WHERE slide_id = 1 ORDER BY locale",
      )
      .pluck()
      .all();
    expect(stored).toEqual([
      "جودة موثوقة منذ {heritageYear}",
      "Trusted quality since {heritageYear}",
    ]);
    // No copy file writes a year of the company's any more.
    for (const locale of ["en", "ar"] as const) {
      const texts = JSON.stringify([
        getMessages(locale).common.footer,
        copySection(locale, "about"),
        catalogContentIn(locale).home.metaDescription,
      ]);
      expect(texts).not.toMatch(/1974|2011|2025/);
    }
  });

  it("changing a year in Company details changes every place that shows it, in both languages", async () => {
    const version = currentContentVersion();
    const catalogueBefore = await pdfText("cableworks-product-catalogue.pdf");
    expect(catalogueBefore).toContain("Egypt, since 2011.");
    expect(
      save({ foundedYear: "1999", heritageYear: "1960", copyrightYear: "2026" })
        .ok,
    ).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(version);
    const now = new Date("2026-12-07T12:00:00Z");
    const en = everyPlace("en", now);
    expect(en).toEqual({
      heroTagline: "Trusted quality since 1960",
      age: 27,
      aboutStory: expect.stringMatching(/^Cableworks was founded in 1999 in /),
      footerBlurb: expect.stringContaining("City since 1999:"),
      copyright: "© 2026 X. All rights reserved.",
      homeMeta: expect.stringContaining("Egypt since 1999."),
      aboutMeta: expect.stringContaining("Egypt, since 1999:"),
      aboutLead: expect.stringContaining("standards since 1999."),
      aboutFounded: "1999",
      foundingDate: "1999",
    });
    const ar = everyPlace("ar", now);
    expect(ar.heroTagline).toBe("جودة موثوقة منذ 1960");
    expect(ar.age).toBe(27);
    expect(ar.aboutStory).toMatch(/^تأسست Cableworks عام 1999 في /);
    expect(ar.footerBlurb).toContain("منذ عام 1999:");
    expect(ar.copyright).toContain("© 2026 ");
    expect(ar.homeMeta).toContain("منذ عام 1999.");
    expect(ar.aboutMeta).toContain("منذ عام 1999:");
    expect(ar.aboutLead).toContain("منذ عام 1999.");
    expect(ar.aboutFounded).toBe("1999");
    // The catalogue PDF is drawn again (its key moves with the details' save) with the new year.
    const catalogue = await pdfText("cableworks-product-catalogue.pdf");
    expect(catalogue).toContain("Egypt, since 1999.");
    expect(catalogue).not.toContain("since 2011");
    expect(saveCompanySettings(today).ok).toBe(true);
    expect(getCompanyFacts().foundedYear).toBe(2011);
  });

  it("computes the years of experience from the stored founding year and today's date", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T00:00:00Z"));
    expect(listHomeStats(new Date()).find((stat) => stat.id === 3)!.value).toBe(
      20,
    );
    expect(save({ foundedYear: "2024" }).ok).toBe(true);
    expect(listHomeStats(new Date()).find((stat) => stat.id === 3)!.value).toBe(
      7,
    );
    expect(saveCompanySettings(today).ok).toBe(true);
  });

  it("logs a change of year in the audit log, field by field, as the other settings", () => {
    withAuditActor(
      { id: 77, username: "facts-admin" },
      () => save({ copyrightYear: "2026" }),
      "req-facts",
    );
    const entries = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, "req-facts"))
      .all();
    const settings = entries.find(
      (entry) => entry.entity === "company_settings",
    );
    expect(settings).toMatchObject({ actor: "facts-admin", action: "update" });
    expect(settings!.changes).toMatchObject({ copyright_year: [2025, 2026] });
    expect(saveCompanySettings(today).ok).toBe(true);
  });

  it.each([
    ["foundedYear", "", "Founding year is required."],
    [
      "foundedYear",
      "11",
      "Founding year must be a year of four digits, such as 2011 (not “11”).",
    ],
    [
      "foundedYear",
      "٢٠١١",
      "Founding year must be a year of four digits, such as 2011",
    ],
    ["foundedYear", "2011.5", "Founding year must be a year of four digits"],
    ["foundedYear", "20110", "Founding year must be a year of four digits"],
    ["heritageYear", "1799", "Heritage year cannot be before 1800."],
    [
      "copyrightYear",
      "2999",
      `Copyright year cannot be in the future: ${new Date().getFullYear()} at the latest.`,
    ],
    [
      "heritageYear",
      "2012",
      "The heritage year cannot be after the founding year (2011).",
    ],
    [
      "copyrightYear",
      "2010",
      "The copyright year cannot be before the founding year (2011).",
    ],
  ])(
    "refuses %s %j with a clear message, and saves nothing",
    (field, value, message) => {
      const version = currentContentVersion();
      const result = save({ [field]: value, city: "Changed City" });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[field]).toContain(message);
      expect(companySettingsForm()).toEqual(today);
      expect(currentContentVersion()).toBe(version);
    },
  );

  it("takes this year, read from the clock when the form is checked, and refuses next year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-06-01T00:00:00Z"));
    const form = { ...companySettingsForm(), copyrightYear: "2027" };
    expect(companySettingsSchema.safeParse(form).success).toBe(true);
    expect(
      companySettingsSchema.safeParse({ ...form, copyrightYear: "2028" })
        .success,
    ).toBe(false);
    vi.setSystemTime(new Date("2028-01-01T00:00:00Z"));
    expect(
      companySettingsSchema.safeParse({ ...form, copyrightYear: "2028" })
        .success,
    ).toBe(true);
  });
});
