import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { aboutFormSchema, coreValueFormSchema } from "~/lib/forms/admin/about";
import {
  heroSlideFormSchema,
  homeStatFormSchema,
} from "~/lib/forms/admin/home";
import { legalPageFormSchema } from "~/lib/forms/admin/legal";
import { currentContentVersion } from "../db/content-version.server";
import { closeDb, getDb } from "../db/client.server";
import {
  deleteHeroSlide,
  getAdminAbout,
  listAdminLegalPages,
  listAdminSlides,
  listAdminStats,
  restoreHeroSlide,
  saveAbout,
  saveCoreValue,
  saveHeroSlide,
  saveHomeStat,
  saveLegalPage,
} from "../admin/pages.server";
import {
  getAboutTexts,
  getLegalPage,
  listCoreValues,
  listHeroSlides,
  listHomeStats,
  storyParagraphs,
} from "./pages.server";

/** The home hero and statistics, the About texts and the legal pages in the database (issue 18, decision 029). */

const slideInput = (values: Record<string, string> = {}) =>
  heroSlideFormSchema.parse({
    tagline: "T",
    title: "Slide",
    subtitle: "S",
    description: "D",
    alt: "A picture",
    position: "",
    ...values,
  });

async function pngFile(): Promise<File> {
  const png = await sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: { r: 20, g: 60, b: 120 },
    },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "slide.png", { type: "image/png" });
}

describe("the home page's hero", () => {
  it("starts with today's three slides, their words and bundled illustrations", () => {
    const slides = listHeroSlides();
    expect(slides.map((slide) => slide.title)).toEqual([
      "Power That Connects",
      "Precision in Every Strand",
      "Built for Industry",
    ]);
    expect(slides[0]).toMatchObject({
      tagline: "Trusted quality since 1974",
      subtitle: "Cables and conductors engineered in Egypt",
      alt: "Illustration of high-voltage transmission towers at dusk",
      src: "/images/hero/power-1600.webp",
    });
    expect(slides[0]!.srcSet).toContain("/images/hero/power-2400.webp 2400w");
  });

  it("adds a slide with an uploaded image at a position, edits, deletes with undo; the read sees each at once", async () => {
    const before = currentContentVersion();
    const added = await saveHeroSlide(
      null,
      slideInput({ title: "New first", position: "1" }),
      { file: await pngFile() },
    );
    expect(added.ok).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(before);
    const first = listHeroSlides()[0]!;
    expect(first.title).toBe("New first");
    expect(first.src).toMatch(/^\/uploads\/[a-f0-9]{24}-1280\.webp$/);
    // The variants the media pipeline wrote, for the browser to choose from.
    expect(first.srcSet).toMatch(
      /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/,
    );
    expect(listAdminSlides().map((slide) => slide.position)).toEqual([
      1, 2, 3, 4,
    ]);

    // Moved last, and its text changed; its image kept when no file is sent.
    const id = first.id;
    expect(
      (
        await saveHeroSlide(
          id,
          slideInput({ title: "Now last", position: "99" }),
        )
      ).ok,
    ).toBe(true);
    const last = listHeroSlides().at(-1)!;
    expect(last).toMatchObject({ id, title: "Now last", src: first.src });
    expect(listHeroSlides()[0]!.title).toBe("Power That Connects");

    expect(deleteHeroSlide(id).ok).toBe(true);
    expect(listHeroSlides().map((slide) => slide.id)).not.toContain(id);
    expect(restoreHeroSlide(id).ok).toBe(true);
    expect(listHeroSlides().at(-1)!.id).toBe(id);
    expect(deleteHeroSlide(id).ok).toBe(true);
  });

  it("refuses a new slide without an image, and a file that is not an image, storing nothing", async () => {
    const count = listHeroSlides().length;
    expect(await saveHeroSlide(null, slideInput())).toEqual({
      ok: false,
      errors: { image: "Please choose an image for the new slide" },
    });
    const fake = new File(["<svg onload=alert(1)>"], "x.png", {
      type: "image/png",
    });
    const refused = await saveHeroSlide(null, slideInput(), { file: fake });
    expect(refused.ok).toBe(false);
    expect(listHeroSlides()).toHaveLength(count);
  });

  it("keeps at least one slide", () => {
    const ids = listHeroSlides().map((slide) => slide.id);
    for (const id of ids.slice(1)) expect(deleteHeroSlide(id).ok).toBe(true);
    expect(deleteHeroSlide(ids[0]!)).toEqual({
      ok: false,
      errors: { form: "The hero needs at least one slide." },
    });
    for (const id of ids.slice(1)) expect(restoreHeroSlide(id).ok).toBe(true);
    expect(listHeroSlides()).toHaveLength(3);
  });

  it("checks a slide's texts strictly: required, bounded, position a whole number", () => {
    expect(
      heroSlideFormSchema.safeParse({
        tagline: "",
        title: "x",
        subtitle: "x",
        description: "x",
        alt: "x",
      }).success,
    ).toBe(false);
    expect(
      heroSlideFormSchema.safeParse({
        tagline: "x",
        title: "x".repeat(81),
        subtitle: "x",
        description: "x",
        alt: "x",
      }).success,
    ).toBe(false);
    expect(
      heroSlideFormSchema.safeParse({
        tagline: "x",
        title: "x",
        subtitle: "x",
        description: "x",
        alt: "x",
        position: "1e1",
      }).success,
    ).toBe(false);
  });
});

describe("the home page's statistics", () => {
  it("starts with 20+, 120+ and the company's age computed for the date", () => {
    expect(listHomeStats(new Date("2026-06-01"))).toEqual([
      { id: 1, value: 20, label: "Projects Completed", lang: "en" },
      { id: 2, value: 120, label: "Satisfied Clients", lang: "en" },
      { id: 3, value: 15, label: "Years of Experience", lang: "en" },
    ]);
    expect(listHomeStats(new Date("2031-01-01"))[2]!.value).toBe(20);
  });

  it("saves a number and a label; the age stays computed whatever is sent", () => {
    const before = currentContentVersion();
    expect(
      saveHomeStat(
        1,
        homeStatFormSchema.parse({
          label: "Projects Delivered",
          value: "3 000",
        }),
      ).ok,
    ).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(before);
    expect(listHomeStats(new Date("2026-06-01"))[0]).toEqual({
      id: 1,
      value: 3000,
      label: "Projects Delivered",
      lang: "en",
    });
    expect(
      saveHomeStat(3, homeStatFormSchema.parse({ label: "Years", value: "99" }))
        .ok,
    ).toBe(true);
    // The form's Arabic was empty: the seeded Arabic row is gone, and the list says so.
    expect(listAdminStats()[2]).toEqual({
      id: 3,
      label: "Years",
      value: null,
      labelAr: "",
      arabic: "missing",
    });
    expect(listHomeStats(new Date("2026-06-01"))[2]!.value).toBe(15);
    // A typed figure cannot be emptied.
    expect(
      saveHomeStat(
        2,
        homeStatFormSchema.parse({ label: "Clients", value: "" }),
      ),
    ).toEqual({ ok: false, errors: { value: "Please enter the number" } });
    expect(
      saveHomeStat(99, homeStatFormSchema.parse({ label: "x", value: "1" })).ok,
    ).toBe(false);
  });

  it("parses the number strictly", () => {
    for (const value of ["1.5", "1e3", "12abc", "-1", "0x10", "2000000"]) {
      expect(
        homeStatFormSchema.safeParse({ label: "x", value }).success,
        value,
      ).toBe(false);
    }
    expect(homeStatFormSchema.parse({ label: "x", value: " 42 " }).value).toBe(
      42,
    );
  });
});

describe("the About page", () => {
  it("starts with today's story (three paragraphs), mission, vision and four values", () => {
    const about = getAboutTexts();
    expect(about.story).toHaveLength(3);
    expect(about.story[0]).toMatch(
      /^Cableworks was founded in 2011 in New Borg El Arab City/,
    );
    expect(about.mission).toMatch(
      /^To supply cables and conductors that are safe/,
    );
    expect(about.vision).toMatch(
      /^To be the cable maker the region's engineers name first/,
    );
    expect(listCoreValues().map((value) => [value.icon, value.title])).toEqual([
      ["Award", "Quality Excellence"],
      ["ShieldCheck", "Reliability & Trust"],
      ["Lightbulb", "Innovation & Technology"],
      ["Users", "Customer Focus"],
    ]);
  });

  it("saves the texts and a value; the story splits at blank lines", () => {
    const before = currentContentVersion();
    const input = aboutFormSchema.parse({
      story: "One.\r\n\r\nTwo,\nstill two.\n\n\n\nThree.",
      mission: "M",
      vision: "V",
    });
    expect(saveAbout(input).ok).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(before);
    expect(getAboutTexts()).toEqual({
      story: ["One.", "Two,\nstill two.", "Three."],
      mission: "M",
      vision: "V",
      lang: { story: "en", mission: "en", vision: "en" },
    });
    expect(getAdminAbout().story).toBe(
      "One.\n\nTwo,\nstill two.\n\n\n\nThree.",
    );
    expect(
      saveCoreValue(
        2,
        coreValueFormSchema.parse({
          title: "Trust",
          description: "Kept.",
          icon: "Users",
        }),
      ).ok,
    ).toBe(true);
    expect(listCoreValues()[1]).toEqual({
      id: 2,
      icon: "Users",
      title: "Trust",
      description: "Kept.",
      lang: { title: "en", description: "en" },
    });
    expect(
      saveCoreValue(
        9,
        coreValueFormSchema.parse({
          title: "x",
          description: "x",
          icon: "Award",
        }),
      ).ok,
    ).toBe(false);
  });

  it("offers only the page's four icons", () => {
    expect(
      coreValueFormSchema.safeParse({
        title: "x",
        description: "x",
        icon: "Skull",
      }).success,
    ).toBe(false);
    expect(
      coreValueFormSchema.safeParse({ title: "x", description: "x", icon: "" })
        .success,
    ).toBe(false);
  });

  it("splits paragraphs and drops empty ones", () => {
    expect(storyParagraphs("  \n\n a \n \n b\n\n")).toEqual(["a", "b"]);
  });
});

describe("the legal pages", () => {
  it("render today's sections from Markdown: h2 headings, paragraphs, lists, the company's name as text", () => {
    const privacy = getLegalPage("privacy")!;
    expect(privacy.title).toBe("Privacy Policy");
    expect(privacy.updated).toBe("2025-10-01");
    expect(privacy.intro).toContain('Cableworks Cables & Conductors ("we")');
    expect(privacy.html).toMatch(
      /^<h2>What we collect<\/h2>\n<p>We only receive information you choose to send us through one of two forms:<\/p>\n<ul>\n<li>The Contact Us form:/,
    );
    expect(privacy.html.match(/<h2>/g)).toHaveLength(7);
    expect(privacy.html).toContain("<h2>How long we keep it</h2>\n<ul>");
    expect(getLegalPage("terms")!.html.match(/<h2>/g)).toHaveLength(7);
    expect(getLegalPage("terms")!.intro).toContain(
      "operated by Cableworks Cables & Conductors, New Borg El Arab City, Egypt",
    );
    expect(getLegalPage("cookies")!.html.match(/<li>/g)).toHaveLength(2);
    expect(listAdminLegalPages().map((page) => page.id)).toEqual([
      "privacy",
      "terms",
      "cookies",
    ]);
  });

  const legal = (values: Record<string, string> = {}) =>
    legalPageFormSchema.parse({
      title: "Privacy Policy",
      description: "D",
      updated: "2026-11-27",
      intro: "I",
      body: "# Heading\n\nText.",
      ...values,
    });

  it("saves a page: its date and its body, rendered at once", () => {
    const before = currentContentVersion();
    expect(
      saveLegalPage(
        "privacy",
        legal({ body: "# New section\n\nSee [our contact page](/contact)." }),
      ).ok,
    ).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(before);
    const page = getLegalPage("privacy")!;
    expect(page.updated).toBe("2026-11-27");
    expect(page.html).toBe(
      '<h2>New section</h2>\n<p>See <a href="/contact">our contact page</a>.</p>\n',
    );
  });

  it("refuses links and images the page would drop, by the body field, and stores nothing", () => {
    const before = getLegalPage("terms")!.html;
    const refused = saveLegalPage(
      "terms",
      legal({ body: "[click](javascript:alert(1))" }),
    );
    expect(refused).toEqual({
      ok: false,
      errors: {
        body: expect.stringContaining('Link "javascript:" is not allowed'),
      },
    });
    expect(
      saveLegalPage(
        "terms",
        legal({ body: "![x](https://evil.example/x.png)" }),
      ).ok,
    ).toBe(false);
    expect(getLegalPage("terms")!.html).toBe(before);
    // Raw HTML typed in the body stays text.
    expect(
      saveLegalPage("terms", legal({ body: "<script>alert(1)</script>" })).ok,
    ).toBe(true);
    expect(getLegalPage("terms")!.html).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n",
    );
  });

  it("knows only the three pages, and dates that exist", () => {
    expect(saveLegalPage("imprint", legal()).ok).toBe(false);
    expect(
      getDb().$client.prepare("SELECT count(*) AS n FROM legal_pages").get(),
    ).toEqual({ n: 3 });
    for (const updated of ["2025-02-30", "27.11.2026", "2026-1-1", ""]) {
      expect(
        legalPageFormSchema.safeParse({
          title: "x",
          description: "x",
          updated,
          intro: "x",
          body: "x",
        }).success,
        updated,
      ).toBe(false);
    }
  });
});

describe("languages and restarts", () => {
  it("shows another locale's words where they exist and English where they do not", () => {
    const sqlite = getDb().$client;
    // Start from no Arabic: migration 0017 seeds some, and this checks the fallback itself.
    for (const table of [
      "hero_slide_texts",
      "home_stat_texts",
      "core_value_texts",
      "about_texts",
      "legal_page_texts",
    ])
      sqlite.prepare(`DELETE FROM ${table} WHERE locale = 'ar'`).run();
    sqlite
      .prepare(
        "INSERT INTO hero_slide_texts (slide_id, locale, tagline, title, subtitle, description, alt) VALUES (1, 'ar', 'ت', 'قوة تربط', 'س', 'و', 'ص')",
      )
      .run();
    sqlite
      .prepare(
        "INSERT INTO home_stat_texts (stat_id, locale, label) VALUES (2, 'ar', 'عملاء')",
      )
      .run();
    sqlite
      .prepare(
        "INSERT INTO core_value_texts (value_id, locale, title, description) VALUES (3, 'ar', 'ابتكار', 'وصف')",
      )
      .run();
    sqlite
      .prepare(
        "INSERT INTO legal_page_texts (slug, locale, title, description, intro, body) VALUES ('cookies', 'ar', 'ملفات', 'و', 'م', '# عنوان')",
      )
      .run();
    expect(listHeroSlides("ar").map((slide) => slide.title)).toEqual([
      "قوة تربط",
      "Precision in Every Strand",
      "Built for Industry",
    ]);
    expect(
      listHomeStats(new Date("2026-06-01"), "ar").map((stat) => stat.label),
    ).toEqual([
      listHomeStats(new Date())[0]!.label,
      "عملاء",
      listHomeStats(new Date())[2]!.label,
    ]);
    expect(listCoreValues("ar")[2]!.title).toBe("ابتكار");
    expect(listCoreValues("ar")[0]!.title).toBe(listCoreValues()[0]!.title);
    expect(getLegalPage("cookies", "ar")!.html).toBe("<h2>عنوان</h2>\n");
    expect(getLegalPage("privacy", "ar")!.title).toBe("Privacy Policy");
    // The admin's lists show the English, and the Arabic beside it.
    expect(listAdminSlides()[0]!.title).toBe("Power That Connects");
    expect(listAdminSlides()[0]!.titleAr).toBe("قوة تربط");
    expect(getAboutTexts("ar")).toEqual(getAboutTexts());
  });

  it("keeps what was saved across a restart (a new connection to the same file)", () => {
    expect(
      saveAbout(
        aboutFormSchema.parse({
          story: "Kept.",
          mission: "Still here.",
          vision: "V",
        }),
      ).ok,
    ).toBe(true);
    closeDb();
    expect(getAboutTexts()).toEqual({
      story: ["Kept."],
      mission: "Still here.",
      vision: "V",
      lang: { story: "en", mission: "en", vision: "en" },
    });
  });
});
