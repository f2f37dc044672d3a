import fc from "fast-check";
import type { z } from "zod";
import sharp from "sharp";
import { aboutFormSchema, coreValueFormSchema } from "~/lib/forms/admin/about";
import {
  heroSlideFormSchema,
  homeStatFormSchema,
} from "~/lib/forms/admin/home";
import { legalPageFormSchema } from "~/lib/forms/admin/legal";
import { holdRow, openE2eDb, releaseRows } from "../support/admin-helpers";
import {
  foreignSafe,
  goodName,
  intents,
  plausible,
  post,
  runId,
  statusOk,
  text,
  test,
} from "../support/admin-fuzz-kit";
import { expect } from "../support/fixtures";
import {
  fieldOf,
  hostileText,
  runOptions,
  textFields,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing the home page's, the About page's and the legal pages' admin actions (decision 029),
 * signed in: never a 5xx, refused input is a 400, an accepted update is stored as the schema
 * cleans it, and afterwards every stored text passes its schema. The rows are a fixed set other
 * tests read, so the fuzz aims at ones they leave alone (its own slide, the computed statistic,
 * the third value, the cookie policy) and puts each fixed row back as it found it. API only:
 * admin-desktop alone runs it (playwright.config.ts).
 */
test.describe.configure({ timeout: 180_000 });

/** The English columns of a parsed form: the Arabic twins (`…Ar`, decision 041) live in the texts tables' `ar` rows. */
function english<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => !key.endsWith("Ar")),
  ) as Partial<T>;
}

/**
 * Keeps the rows `where` selects in `table` and returns what puts them back exactly (deleting what
 * the fuzz added there): other specs read the seeded Arabic (admin-arabic.spec.ts) after this runs,
 * and a write that leaves the Arabic out clears it, as the admin's form always sends it.
 */
function keepRows(
  db: ReturnType<typeof openE2eDb>,
  table: string,
  where: string,
): () => void {
  const rows = db
    .prepare(`select * from ${table} where ${where}`)
    .all() as Record<string, unknown>[];
  return () => {
    db.prepare(`delete from ${table} where ${where}`).run();
    for (const row of rows) {
      const columns = Object.keys(row);
      db.prepare(
        `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ).run(...Object.values(row));
    }
  };
}

/** Every stored Arabic text (an `ar` row's columns) passes its twin's rules (`<column>Ar` of `schema`). */
function expectArabicRowsValid(
  schema: z.ZodObject<z.ZodRawShape>,
  rows: Record<string, string>[],
) {
  for (const row of rows) {
    const twin = Object.fromEntries(
      Object.entries(row).map(([column, value]) => [`${column}Ar`, value]),
    );
    const keys = Object.fromEntries(
      Object.keys(twin).map((key) => [key, true as const]),
    );
    expect(
      schema.pick(keys).safeParse(twin).success,
      JSON.stringify(row).slice(0, 200),
    ).toBe(true);
  }
}

/** An Arabic twin: empty (most forms leave it), plausible Arabic, or hostile text. */
const arabic = fieldOf(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    fc.constantFrom("كابلات", "منذ 2011", "نحاس\nمجدول"),
    hostileText,
  ),
);

const position = fieldOf(
  fc.oneof(
    fc.constantFrom("", "1", "3", "99", "0", "1.5", "1e2", "-2"),
    hostileText,
  ),
);

test.describe("fuzzing the site-text actions", () => {
  test.afterEach(releaseRows);
  test("hero slides: 100 hostile writes", async ({ adminApi: api }) => {
    const db = openE2eDb();
    const title = `Fuzz slide ${runId}`;
    const png = await sharp({
      create: {
        width: 800,
        height: 450,
        channels: 3,
        background: { r: 9, g: 90, b: 160 },
      },
    })
      .png()
      .toBuffer();
    expect(
      (
        await post(
          api,
          "/admin/home",
          {
            intent: text("create"),
            tagline: text("Fuzz"),
            title: text(title),
            subtitle: text("Fuzz"),
            description: text("Fuzz."),
            alt: text("A blue rectangle"),
            position: text("99"),
            image: { kind: "file", bytes: new Uint8Array(png) },
          },
          "data-multipart",
        )
      ).status(),
    ).toBe(200);
    const own = String(
      (
        db
          .prepare(
            "select slide_id from hero_slide_texts where locale = 'en' and title = ?",
          )
          .get(title) as { slide_id: number }
      ).slide_id,
    );
    await fc.assert(
      fc.asyncProperty(
        intents("create", "update", "delete", "restore"),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(own) },
          { weight: 2, arbitrary: foreignSafe },
        ),
        fc.record({
          tagline: plausible(fc.constantFrom("Since 2011", "Made in Egypt")),
          title: plausible(goodName),
          subtitle: plausible(fc.constantFrom("Cables", "Conductors & more")),
          description: plausible(
            fc.constantFrom("Tested.", "Drawn,\nstranded."),
          ),
          alt: plausible(fc.constantFrom("A drum", "Copper")),
          taglineAr: arabic,
          titleAr: arabic,
          altAr: arabic,
          position,
          kind: fieldOf(fc.constantFrom("", "slide", "stats")),
        }),
        transport,
        async (intent, id, fields, how) => {
          // Our slide stays for updates; deletes aim at ids that are not ours or not there.
          if (intent === "delete" && id === own) id = "999999999";
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/home", all, how);
          statusOk(response.status(), `slide ${intent}`);
          const parsed = heroSlideFormSchema.safeParse(textFields(all));
          // A create without an image is refused whatever its texts.
          if (intent === "create") expect(response.status()).toBe(400);
          if (intent === "update" && !parsed.success)
            expect(response.status()).toBe(400);
          if (
            response.status() === 200 &&
            intent === "update" &&
            parsed.success
          ) {
            const row = db
              .prepare(
                "select tagline, title, subtitle, description, alt from hero_slide_texts where slide_id = ? and locale = 'en'",
              )
              .get(Number(id));
            const { position: _position, ...texts } = parsed.data;
            expect(row).toEqual(english(texts));
          }
        },
      ),
      runOptions(100),
    );
    for (const row of db
      .prepare(
        "select tagline, title, subtitle, description, alt from hero_slide_texts where locale = 'en'",
      )
      .all() as Record<string, string>[])
      expect(heroSlideFormSchema.safeParse(row).success).toBe(true);
    expectArabicRowsValid(
      heroSlideFormSchema,
      db
        .prepare(
          "select tagline, title, subtitle, description, alt from hero_slide_texts where locale = 'ar'",
        )
        .all() as Record<string, string>[],
    );
    // Every live slide still has an image the page can show.
    for (const row of db
      .prepare("select image from hero_slides where deleted_at is null")
      .all() as { image: string }[])
      expect(row.image).toMatch(
        /^(power|strands|factory|\/uploads\/[a-f0-9]{24}-\d+\.webp)$/,
      );
    db.prepare(
      "update hero_slides set deleted_at = unixepoch() * 1000 where id = ?",
    ).run(Number(own));
    db.close();
  });

  test("statistics: 100 hostile writes", async ({ adminApi: api }) => {
    await holdRow("home-stats");
    const db = openE2eDb();
    const before = db
      .prepare(
        "select s.id, s.value, t.label from home_stats s join home_stat_texts t on t.stat_id = s.id and t.locale = 'en'",
      )
      .all() as {
      id: number;
      value: number | null;
      label: string;
    }[];
    const restoreArabic = keepRows(db, "home_stat_texts", "locale = 'ar'");
    // The computed statistic: the fuzz may change its label, never make it a typed number.
    const own = "3";
    await fc.assert(
      fc.asyncProperty(
        intents("update"),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(own) },
          { weight: 2, arbitrary: foreignSafe },
        ),
        fc.record({
          label: plausible(goodName),
          value: fieldOf(
            fc.oneof(
              fc.constantFrom("", "20", "3 000", "1.5", "1e3", "-1", "9999999"),
              hostileText,
            ),
          ),
        }),
        transport,
        async (intent, id, fields, how) => {
          const all = {
            kind: text("stat"),
            intent: text(intent),
            id: text(id),
            ...fields,
          };
          const response = await post(api, "/admin/home", all, how);
          statusOk(response.status(), `stat ${intent}`);
          const parsed = homeStatFormSchema.safeParse(textFields(all));
          if (!parsed.success) expect(response.status()).toBe(400);
          if (response.status() === 200 && parsed.success) {
            expect(
              db
                .prepare(
                  "select label from home_stat_texts where stat_id = ? and locale = 'en'",
                )
                .get(Number(id)),
            ).toEqual({ label: parsed.data.label });
          }
        },
      ),
      runOptions(100),
    );
    const after = db
      .prepare("select id, value from home_stats order by id")
      .all();
    expect(after).toEqual(before.map(({ id, value }) => ({ id, value })));
    for (const row of before)
      db.prepare(
        "update home_stat_texts set label = ? where stat_id = ? and locale = 'en'",
      ).run(row.label, row.id);
    restoreArabic();
    db.close();
  });

  test("About texts and values: 100 hostile writes", async ({
    adminApi: api,
  }) => {
    await holdRow("about");
    const db = openE2eDb();
    const about = db
      .prepare(
        "select story, mission, vision from about_texts where locale = 'en'",
      )
      .get() as Record<string, string>;
    const restoreArabic = [
      keepRows(db, "about_texts", "locale = 'ar'"),
      keepRows(db, "core_value_texts", "locale = 'ar' and value_id = 3"),
    ];
    const value = db
      .prepare(
        "select v.icon, t.title, t.description from core_values v join core_value_texts t on t.value_id = v.id and t.locale = 'en' where v.id = 3",
      )
      .get() as Record<string, string>;
    await fc.assert(
      fc.asyncProperty(
        intents("about", "update"),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant("3") },
          { weight: 2, arbitrary: foreignSafe },
        ),
        fc.record({
          story: plausible(fc.constantFrom("One.\n\nTwo.", "Founded in 2011.")),
          mission: plausible(fc.constantFrom("To supply.", "Safe cables")),
          vision: plausible(fc.constantFrom("To lead.", "First choice")),
          title: plausible(goodName),
          description: plausible(
            fc.constantFrom("Kept.", "Every drum,\nevery time."),
          ),
          icon: fieldOf(
            fc.oneof(
              fc.constantFrom(
                "Award",
                "ShieldCheck",
                "Lightbulb",
                "Users",
                "Skull",
                "",
              ),
              hostileText,
            ),
          ),
          missionAr: arabic,
          titleAr: arabic,
        }),
        transport,
        async (intent, id, fields, how) => {
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/about", all, how);
          statusOk(response.status(), `about ${intent}`);
          const schema =
            intent === "about" ? aboutFormSchema : coreValueFormSchema;
          const parsed = schema.safeParse(textFields(all));
          if ((intent === "about" || intent === "update") && !parsed.success)
            expect(response.status()).toBe(400);
          if (response.status() === 200 && intent === "about" && parsed.success)
            expect(
              db
                .prepare(
                  "select story, mission, vision from about_texts where locale = 'en'",
                )
                .get(),
            ).toEqual(english(parsed.data));
          if (
            response.status() === 200 &&
            intent === "update" &&
            parsed.success
          )
            expect(
              db
                .prepare(
                  "select v.icon, t.title, t.description from core_values v join core_value_texts t on t.value_id = v.id and t.locale = 'en' where v.id = ?",
                )
                .get(Number(id)),
            ).toEqual(english(parsed.data));
        },
      ),
      runOptions(100),
    );
    for (const row of db
      .prepare(
        "select story, mission, vision from about_texts where locale = 'en'",
      )
      .all() as Record<string, string>[])
      expect(aboutFormSchema.safeParse(row).success).toBe(true);
    expectArabicRowsValid(
      aboutFormSchema,
      db
        .prepare(
          "select story, mission, vision from about_texts where locale = 'ar'",
        )
        .all() as Record<string, string>[],
    );
    for (const row of db
      .prepare(
        "select v.icon, t.title, t.description from core_values v join core_value_texts t on t.value_id = v.id and t.locale = 'en'",
      )
      .all() as Record<string, string>[])
      expect(coreValueFormSchema.safeParse(row).success).toBe(true);
    expectArabicRowsValid(
      coreValueFormSchema,
      db
        .prepare(
          "select title, description from core_value_texts where locale = 'ar'",
        )
        .all() as Record<string, string>[],
    );
    db.prepare(
      "update about_texts set story = ?, mission = ?, vision = ? where locale = 'en'",
    ).run(about.story, about.mission, about.vision);
    db.prepare("update core_values set icon = ? where id = 3").run(value.icon);
    db.prepare(
      "update core_value_texts set title = ?, description = ? where value_id = 3 and locale = 'en'",
    ).run(value.title, value.description);
    for (const restore of restoreArabic) restore();
    db.close();
  });

  test("legal pages: 100 hostile writes", async ({ adminApi: api }) => {
    await holdRow("cookie-policy");
    const db = openE2eDb();
    const select =
      "select p.updated, t.title, t.description, t.intro, t.body from legal_pages p join legal_page_texts t on t.slug = p.slug and t.locale = 'en' where p.slug = ?";
    const cookies = db.prepare(select).get("cookies") as Record<string, string>;
    const restoreArabic = keepRows(
      db,
      "legal_page_texts",
      "locale = 'ar' and slug = 'cookies'",
    );
    await fc.assert(
      fc.asyncProperty(
        intents("update"),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant("cookies") },
          {
            weight: 2,
            arbitrary: hostileText.filter(
              (id) => !["privacy", "terms"].includes(id),
            ),
          },
        ),
        fc.record({
          title: plausible(goodName),
          description: plausible(fc.constantFrom("What we store.", "Cookies")),
          updated: fieldOf(
            fc.oneof(
              fc.constantFrom("2026-11-27", "2025-02-30", "27.11.2026", ""),
              hostileText,
            ),
          ),
          intro: plausible(fc.constantFrom("Short version.", "None.\nAt all.")),
          body: plausible(
            fc.constantFrom(
              "# Heading\n\nText.",
              "- one\n- two",
              "[mail](mailto:info@example.com)",
              "[x](javascript:alert(1))",
              "[x](JaVaScRiPt:alert(1))",
              "![x](https://evil.example/x.png)",
              "<script>alert(1)</script>",
              "[x](data:text/html,<script>alert(1)</script>)",
            ),
          ),
          introAr: arabic,
          bodyAr: fieldOf(
            fc.oneof(
              fc.constant(""),
              fc.constantFrom("# عنوان\n\nنص.", "[x](javascript:alert(1))"),
              hostileText,
            ),
          ),
        }),
        transport,
        async (intent, id, fields, how) => {
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/pages", all, how);
          statusOk(response.status(), `legal ${intent}`);
          const parsed = legalPageFormSchema.safeParse(textFields(all));
          if (!parsed.success) expect(response.status()).toBe(400);
          // A link or image the page would drop is refused, never stored.
          if (
            parsed.success &&
            /\]\((javascript|data):|!\[x\]\(https/i.test(parsed.data.body)
          )
            expect(response.status()).toBe(400);
          if (
            parsed.success &&
            /\]\((javascript|data):|!\[x\]\(https/i.test(parsed.data.bodyAr)
          )
            expect(response.status()).toBe(400);
          if (response.status() === 200 && parsed.success)
            expect(db.prepare(select).get(id)).toEqual(english(parsed.data));
        },
      ),
      runOptions(100),
    );
    for (const row of db
      .prepare(
        "select p.updated, t.title, t.description, t.intro, t.body from legal_pages p join legal_page_texts t on t.slug = p.slug and t.locale = 'en'",
      )
      .all() as Record<string, string>[])
      expect(legalPageFormSchema.safeParse(row).success).toBe(true);
    expectArabicRowsValid(
      legalPageFormSchema,
      db
        .prepare(
          "select title, description, intro, body from legal_page_texts where locale = 'ar'",
        )
        .all() as Record<string, string>[],
    );
    expect(db.prepare("select count(*) as n from legal_pages").get()).toEqual({
      n: 3,
    });
    db.prepare("update legal_pages set updated = ? where slug = 'cookies'").run(
      cookies.updated,
    );
    db.prepare(
      "update legal_page_texts set title = ?, description = ?, intro = ?, body = ? where slug = 'cookies' and locale = 'en'",
    ).run(cookies.title, cookies.description, cookies.intro, cookies.body);
    restoreArabic();
    db.close();
  });
});
