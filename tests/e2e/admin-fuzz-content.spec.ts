import fc from "fast-check";
import {
  certificationFormSchema,
  clientFormSchema,
  companySettingsSchema,
  faqFormSchema,
} from "~/lib/admin-schemas";
import path from "node:path";
import fs from "node:fs";
import Database from "better-sqlite3";
import { COMPANY_FORM, openE2eDb } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { startOwnServer, stopOwnServer } from "../support/spawned-server";
import {
  checkCatalogRows,
  firstValue,
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
  apiContext,
  type FieldValue,
  fieldOf,
  hostileText,
  runOptions,
  textFields,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing the admin certifications and clients, signed in: random and hostile input (fuzz-kit.ts,
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

  // The details are one row that every public page shows: fuzzed on a server of its own, so the
  // admin server's pages (admin-xss.spec.ts reads them) keep theirs.
  test("company details: 150 hostile writes", async () => {
    const own = await startOwnServer("settings-fuzz", { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "true" });
    const base = `http://127.0.0.1:${own.port}`;
    const api = await apiContext(base, { Origin: base });
    const db = new Database(path.join(own.dataDir, "cableworks.db"));
    try {
      const login = await api.post("/admin/login", { form: { ...ADMIN }, maxRedirects: 0 });
      expect(login.status()).toBe(302);
      const stored = () =>
        db
          .prepare(
            `select s.office_phone, s.sales_phones, s.sales_email, s.latitude, s.longitude, s.facebook_url, s.whatsapp_url, t.street, t.business_hours
             from company_settings s join company_texts t on t.settings_id = s.id and t.locale = 'en'`,
          )
          .get() as Record<string, unknown>;
      // Mostly good fields, so that whole forms pass too (each hostile one refuses the form).
      const field = (good: fc.Arbitrary<string>) =>
        fc.oneof({ weight: 12, arbitrary: good.map(text) }, { weight: 1, arbitrary: fieldOf(hostileText) });
      const phone = fc.constantFrom("+20 3 459 1200", "+44 20 7946 0958", "+201002457810", "+1-212-555-0100");
      const good = (name: string) => fc.constant(COMPANY_FORM[name]!);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            officePhone: field(phone),
            salesPhones: field(fc.array(phone, { minLength: 1, maxLength: 3 }).map((list) => list.join("\n"))),
            salesEmail: field(fc.constantFrom("sales@example.com", "orders@cableworks.com.eg")),
            infoEmail: field(good("infoEmail")),
            authorEmail: field(good("authorEmail")),
            street: field(goodName),
            city: field(good("city")),
            region: field(good("region")),
            country: field(good("country")),
            postalCode: field(fc.constantFrom("21934", "SW1A 1AA")),
            latitude: field(fc.constantFrom("30.8704", "-33.9", "0", "90")),
            longitude: field(fc.constantFrom("29.5863", "-180", "18.4")),
            businessHours: field(fc.constantFrom("Sunday - Thursday", "9-5\nFriday closed")),
            facebook: field(good("facebook")),
            linkedin: field(good("linkedin")),
            whatsapp: field(fc.constantFrom("https://wa.me/201002457810", "https://wa.me/441234")),
          }),
          transport,
          async (fields, how) => {
            const before = stored();
            const response = await post(api, "/admin/settings", fields, how);
            statusOk(response.status(), "company details");
            const parsed = companySettingsSchema.safeParse(textFields(fields));
            if (!parsed.success) {
              expect(response.status()).toBe(400);
              expect(stored(), "a refused form changes nothing").toEqual(before);
            } else if (response.status() === 200) {
              expect(stored()).toEqual({
                office_phone: parsed.data.officePhone,
                sales_phones: JSON.stringify(parsed.data.salesPhones),
                sales_email: parsed.data.salesEmail,
                latitude: parsed.data.latitude,
                longitude: parsed.data.longitude,
                facebook_url: parsed.data.facebook,
                whatsapp_url: parsed.data.whatsapp,
                street: parsed.data.street,
                business_hours: parsed.data.businessHours,
              });
            }
          },
        ),
        runOptions(150),
      );
      // Whatever was stored, the links the pages put in an href are https ones.
      const row = stored();
      expect(String(row.facebook_url)).toMatch(/^https:\/\//);
      expect(String(row.whatsapp_url)).toMatch(/^https:\/\//);
      // The public pages still render.
      expect((await api.get("/contact")).status()).toBe(200);
    } finally {
      db.close();
      await api.dispose();
      await stopOwnServer(own.server);
      fs.rmSync(own.dataDir, { recursive: true, force: true });
    }
  });
});
