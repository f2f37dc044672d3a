import fc from "fast-check";
import {
  certificationFormSchema,
  clientFormSchema,
  faqFormSchema,
  jobFormSchema,
} from "~/lib/admin-schemas";
import { openE2eDb } from "../support/admin-helpers";
import {
  checkCatalogRows,
  firstValue,
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
  type FieldValue,
  fieldOf,
  hostileText,
  runOptions,
  textFields,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing the admin certifications, clients, quality FAQ and job openings, signed in: random and hostile input (fuzz-kit.ts,
 * admin-fuzz-kit.ts). Never a 5xx; refused input is a 400; accepted updates are stored as the
 * schema cleans them; afterwards every catalogue row passes the same schemas. API only:
 * admin-desktop alone runs it (playwright.config.ts).
 */
// Generous: the machine running `npm test` may be busy.
test.describe.configure({ timeout: 180_000 });

test.describe("fuzzing the admin actions", () => {
  for (const [page, schema] of [
    ["certifications", certificationFormSchema],
    ["clients", clientFormSchema],
  ] as const) {
    test(`${page}: 150 hostile writes`, async ({ adminApi: api }) => {
      const db = openE2eDb();
      const table = page;
      const key = page === "clients" ? "name" : "title";
      const base: Record<string, FieldValue> =
        page === "clients"
          ? {
              name: text(`Fuzz client ${runId}`),
              industry: text("Energy"),
              description: text("Fuzz"),
            }
          : {
              title: text(`Fuzz cert ${runId}`),
              category: text("Quality"),
              description: text("Fuzz"),
              status: text("Active"),
              validUntil: text("2030"),
            };
      expect(
        (
          await post(
            api,
            `/admin/${page}`,
            { intent: text("create"), ...base },
            "data-multipart",
          )
        ).status(),
      ).toBe(200);
      const own = String(
        (
          db
            .prepare(`select id from ${table} where ${key} = ?`)
            .get(firstValue(base[key])) as { id: number }
        ).id,
      );
      await fc.assert(
        fc.asyncProperty(
          intents("create", "update", "delete"),
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(own) },
            { weight: 2, arbitrary: hostileText },
          ),
          fc.record({
            title: plausible(goodName),
            name: plausible(goodName),
            category: plausible(fc.constantFrom("Quality", "Safety")),
            industry: plausible(fc.constantFrom("Energy", "Oil & Gas")),
            description: plausible(
              fc.constantFrom("Certified.", "A client.\nSince 2010."),
            ),
            status: plausible(fc.constantFrom("Active", "Valid")),
            validUntil: plausible(fc.constantFrom("2030", "Dec 2028")),
            icon: fieldOf(
              fc.oneof(
                fc.constantFrom("Award", "Shield", "CheckCircle", "Star", ""),
                hostileText,
              ),
            ),
          }),
          transport,
          async (intent, id, fields, how) => {
            // Our row stays for updates; deletes aim at ids that are not ours or not there.
            if (intent === "delete" && id === own) id = "999999999";
            const all = { intent: text(intent), id: text(id), ...fields };
            const response = await post(api, `/admin/${page}`, all, how);
            statusOk(response.status(), `${page} ${intent}`);
            const parsed = schema.safeParse(textFields(all));
            if ((intent === "create" || intent === "update") && !parsed.success)
              expect(response.status()).toBe(400);
            if (
              response.status() === 200 &&
              intent === "update" &&
              parsed.success
            ) {
              const row = db
                .prepare(`select * from ${table} where id = ?`)
                .get(Number(id)) as Record<string, unknown>;
              const data = parsed.data as Record<string, string>;
              expect(row[key]).toBe(data[key]);
              expect(row.description).toBe(data.description);
            }
          },
        ),
        runOptions(150),
      );
      db.close();
      checkCatalogRows();
    });
  }

  test("quality FAQ: 150 hostile writes", async ({ adminApi: api }) => {
    const db = openE2eDb();
    const question = `Fuzz question ${runId}?`;
    expect(
      (
        await post(
          api,
          "/admin/faq",
          {
            intent: text("create"),
            question: text(question),
            answer: text("Fuzz."),
            position: text(""),
          },
          "data-multipart",
        )
      ).status(),
    ).toBe(200);
    const own = String(
      (
        db
          .prepare(
            "select faq_id from faq_texts where locale = 'en' and question = ?",
          )
          .get(question) as { faq_id: number }
      ).faq_id,
    );
    await fc.assert(
      fc.asyncProperty(
        intents("create", "update", "delete"),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(own) },
          { weight: 2, arbitrary: hostileText },
        ),
        fc.record({
          question: plausible(goodName),
          answer: plausible(
            fc.constantFrom("Yes.", "Within 7 days.\nBy road."),
          ),
          position: fieldOf(
            fc.oneof(
              fc.constantFrom("", "1", "3", "999", "0", "1.5", "1e2", "-2"),
              hostileText,
            ),
          ),
        }),
        transport,
        async (intent, id, fields, how) => {
          if (intent === "delete" && id === own) id = "999999999";
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/faq", all, how);
          statusOk(response.status(), `faq ${intent}`);
          const parsed = faqFormSchema.safeParse(textFields(all));
          if ((intent === "create" || intent === "update") && !parsed.success)
            expect(response.status()).toBe(400);
          if (
            response.status() === 200 &&
            intent === "update" &&
            parsed.success
          ) {
            const row = db
              .prepare(
                "select question, answer from faq_texts where faq_id = ? and locale = 'en'",
              )
              .get(Number(id)) as { question: string; answer: string };
            expect(row).toEqual({
              question: parsed.data.question,
              answer: parsed.data.answer,
            });
          }
        },
      ),
      runOptions(150),
    );
    // Every stored question still passes the form's schema.
    for (const row of db
      .prepare("select question, answer from faq_texts")
      .all() as { question: string; answer: string }[])
      expect(faqFormSchema.safeParse({ ...row, position: "" }).success).toBe(
        true,
      );
    db.close();
  });

  test("job openings: 150 hostile writes, closes and reopens", async ({ adminApi: api }) => {
    const db = openE2eDb();
    const title = `Fuzz job ${runId}`;
    const good = {
      intent: text("create"),
      title: text(title),
      department: text("Fuzz"),
      location: text("Alexandria"),
      type: text("Full-time"),
      experience: text("1 year"),
      description: text("Fuzz."),
      requirements: text("One\nTwo"),
      datePosted: text("2026-11-01"),
      open: text("on"),
    };
    expect((await post(api, "/admin/jobs", good, "data-multipart")).status()).toBe(200);
    const own = String(
      (db.prepare("select job_id from job_texts where locale = 'en' and title = ?").get(title) as { job_id: number }).job_id,
    );
    const day = fc.oneof(
      fc.constantFrom("", "2026-11-01", "2026-12-31", "2026-02-30", "2026-13-01", "01/11/2026", "2026-1-1", "9999-12-31"),
      hostileText,
    );
    await fc.assert(
      fc.asyncProperty(
        intents("create", "update", "delete", "close", "reopen", "restore"),
        fc.oneof({ weight: 3, arbitrary: fc.constant(own) }, { weight: 2, arbitrary: foreignSafe }),
        fc.record({
          title: plausible(goodName),
          department: plausible(fc.constantFrom("Sales", "Quality")),
          location: plausible(fc.constantFrom("Cairo", "Alexandria / Cairo")),
          type: plausible(fc.constantFrom("Full-time", "Part-time, shifts")),
          experience: plausible(fc.constantFrom("2+ years", "None")),
          description: plausible(fc.constantFrom("Build cables.", "Line one.\nLine two.")),
          requirements: plausible(fc.constantFrom("One", "One\nTwo\n\nThree", " \n ")),
          datePosted: fieldOf(day),
          validThrough: fieldOf(day),
          open: fieldOf(fc.oneof(fc.constantFrom("on", "", "true", "false"), hostileText)),
          position: fieldOf(fc.oneof(fc.constantFrom("", "1", "3", "999", "0", "1.5", "-2"), hostileText)),
        }),
        transport,
        async (intent, id, fields, how) => {
          if (intent === "delete" && id === own) id = "999999999";
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/jobs", all, how);
          statusOk(response.status(), `jobs ${intent}`);
          const parsed = jobFormSchema.safeParse(textFields(all));
          if ((intent === "create" || intent === "update") && !parsed.success) expect(response.status()).toBe(400);
          if (response.status() === 200 && intent === "update" && parsed.success) {
            const row = db
              .prepare(
                "select t.title, t.department, t.location, t.employment_type as type, t.experience, t.description, t.requirements, j.date_posted as datePosted, j.valid_through as validThrough, j.open from jobs j join job_texts t on t.job_id = j.id and t.locale = 'en' where j.id = ?",
              )
              .get(Number(id)) as Record<string, unknown>;
            const { position: _position, ...expected } = parsed.data;
            expect({ ...row, requirements: JSON.parse(String(row.requirements)), open: row.open === 1 }).toEqual(expected);
          }
          if (response.status() === 200 && (intent === "close" || intent === "reopen"))
            expect(db.prepare("select open from jobs where id = ?").get(Number(id))).toEqual({ open: intent === "reopen" ? 1 : 0 });
        },
      ),
      runOptions(150),
    );
    // Every stored opening still passes the form's schema; the seeded ones are untouched.
    for (const row of db
      .prepare("select t.*, j.date_posted, j.valid_through from jobs j join job_texts t on t.job_id = j.id")
      .all() as Record<string, string | null>[])
      expect(
        jobFormSchema.safeParse({
          ...row,
          type: row.employment_type,
          requirements: (JSON.parse(row.requirements!) as string[]).join("\n"),
          datePosted: row.date_posted,
          validThrough: row.valid_through ?? "",
        }).success,
        `job ${row.job_id}`,
      ).toBe(true);
    expect(db.prepare("select slug, open, deleted_at from jobs where id <= 3 order by id").all()).toEqual([
      { slug: "electrical-engineer", open: 1, deleted_at: null },
      { slug: "sales-manager", open: 1, deleted_at: null },
      { slug: "quality-control-inspector", open: 1, deleted_at: null },
    ]);
    db.close();
  });
});
