import fc from "fast-check";
import { productFormSchema } from "~/lib/forms/admin/products";
import { openE2eDb } from "../support/admin-helpers";
import {
  checkCatalogRows,
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
 * Fuzzing the admin products, signed in: random and hostile input (fuzz-kit.ts, admin-fuzz-kit.ts).
 * Never a 5xx; refused input is a 400; accepted input is stored as the schema cleans it; afterwards
 * every catalogue row passes the same schemas and points at rows and files that exist. API only:
 * admin-desktop alone runs it (playwright.config.ts).
 */
// Generous: the machine running `npm test` may be busy.
test.describe.configure({ timeout: 180_000 });

test.describe("fuzzing the admin actions", () => {
  test("products: 200 hostile writes", async ({ adminApi: api }) => {
    const db = openE2eDb();
    const ownName = `Fuzz product ${runId}`;
    // Products go into a category of our own: the seeded categories' counts stay as other tests expect.
    const category = `fuzz-products-${runId}`;
    for (const [page, fields] of [
      ["categories", { intent: text("create"), name: text(category) }],
      [
        "products",
        {
          intent: text("create"),
          name: text(ownName),
          category: text(category),
        },
      ],
    ] as const) {
      expect(
        (await post(api, `/admin/${page}`, fields, "data-multipart")).status(),
      ).toBe(200);
    }
    const own = (
      db.prepare("select id from products where name = ?").get(ownName) as {
        id: string;
      }
    ).id;
    const json = fc.oneof(
      fc
        .array(fc.record({ title: hostileText, description: hostileText }), {
          maxLength: 3,
        })
        .map((value) => JSON.stringify(value)),
      fc
        .array(hostileText, { maxLength: 3 })
        .map((value) => JSON.stringify(value)),
      fc.constantFrom(
        '{"__proto__":{"x":1}}',
        "[1,2,3]",
        '[{"title":1}]',
        "{not json",
        "null",
        `[${'"x",'.repeat(60)}"x"]`,
      ),
    );
    // Size rows: plausible ones (some with hostile cells, taken or repeated article numbers) and junk.
    const cellText = fc.oneof(
      fc.constantFrom("", "4", "16", "1,000", "2.5", "0", "-1", "1e3", "3,5"),
      hostileText,
    );
    const sizes = fc.oneof(
      fc
        .array(
          fc.record({
            id: fc.option(fc.integer({ min: 0, max: 10_000 }).map(String), {
              nil: undefined,
            }),
            articleNumber: fc.oneof(
              fc.constantFrom(
                `FZ-${runId}-A`,
                `FZ-${runId}-B`,
                "CW-N2XY-1X16",
                "",
              ),
              hostileText,
            ),
            cores: cellText,
            sectionMm2: fc.oneof(fc.constantFrom("16", "25", "1.5"), cellText),
            conductorClass: fc.constantFrom("1", "2", "5", "6", "3", ""),
            outerDiameterMm: cellText,
            weightKgKm: cellText,
            resistanceOhmKm: cellText,
            currentRatingA: cellText,
            ratingInstallation: fc.constantFrom("", "C", "E", "Z"),
            ratingLoadedConductors: fc.constantFrom("", "2", "3", "4"),
            drumLengthM: cellText,
            stockM: cellText,
          }),
          { maxLength: 4 },
        )
        .map((rows) => JSON.stringify(rows)),
      fc.constantFrom(
        "[]",
        "{not json",
        "null",
        '[{"articleNumber":1}]',
        '{"__proto__":{"x":1}}',
        JSON.stringify(Array(201).fill({})),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        intents("create", "update", "delete", "restore"),
        fc.oneof(fc.constant(own), foreignSafe),
        fc.record({
          name: plausible(goodName),
          category: plausible(fc.constant(category)),
          subcategory: fieldOf(hostileText, {
            absent: 4,
            text: 2,
            repeated: 1,
            file: 1,
          }),
          description: fieldOf(hostileText),
          quantity: fieldOf(hostileText),
          unit: fieldOf(hostileText),
          inStock: fieldOf(
            fc.oneof(fc.constantFrom("true", "false", "on"), hostileText),
          ),
          conductors: fieldOf(
            fc.oneof(
              fc.integer({ min: 0, max: 99_999 }).map(String),
              hostileText,
            ),
          ),
          voltage: fieldOf(hostileText),
          availableColors: fieldOf(hostileText),
          features: plausible(json),
          applications: plausible(json),
          // The Arabic (decision 041): absent keeps the stored one; hostile Arabic too.
          nameAr: fieldOf(
            fc.oneof(
              fc.constantFrom("كابل شمسي 1x6 mm²", "\u202Eكابل\u0000"),
              hostileText,
            ),
          ),
          descriptionAr: fieldOf(hostileText),
          featuresAr: fieldOf(json),
          applicationsAr: fieldOf(json),
          // Issue 17: typed attributes and the sizes table.
          ratedVoltage: fieldOf(
            fc.oneof(fc.constantFrom("0.6/1kV", "450/750V", ""), hostileText),
          ),
          conductorMaterial: fieldOf(
            fc.oneof(
              fc.constantFrom("copper", "aluminium", "tinned-copper"),
              hostileText,
            ),
          ),
          insulationCode: fieldOf(
            fc.oneof(fc.constantFrom("pvc", "xlpe", "none"), hostileText),
          ),
          maxConductorTempC: fieldOf(
            fc.oneof(
              fc.integer({ min: -10, max: 500 }).map(String),
              hostileText,
            ),
          ),
          standards: fieldOf(
            fc.oneof(fc.constant('["IEC 60228","IEC 60502-1"]'), json),
          ),
          sizes: plausible(sizes),
        }),
        transport,
        async (intent, id, fields, how) => {
          if (intent === "delete") id = id === own ? `${own}-missing` : id;
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/products", all, how);
          statusOk(response.status(), `products ${intent}`);
          const parsed = productFormSchema.safeParse(textFields(all));
          // Refused: 400, or 413 when the hostile fields together pass the body limit (nothing read).
          if ((intent === "create" || intent === "update") && !parsed.success)
            expect([400, 413]).toContain(response.status());
          if (
            response.status() === 200 &&
            (intent === "create" || intent === "update") &&
            parsed.success
          ) {
            const row = db
              .prepare(
                intent === "update"
                  ? "select * from products where id = ?"
                  : "select * from products where name = ? order by created_at desc",
              )
              .get(intent === "update" ? id : parsed.data.name) as Record<
              string,
              unknown
            >;
            expect(row, "the product is stored").toBeTruthy();
            expect(row).toMatchObject({
              name: parsed.data.name,
              category: parsed.data.category,
              description: parsed.data.description,
              unit: parsed.data.unit,
            });
            expect(JSON.parse(row.features as string)).toEqual(
              parsed.data.features,
            );
            const arabic = parsed.data.arabic;
            if (arabic !== undefined) {
              const stored = db
                .prepare(
                  "select * from product_texts where product_id = ? and locale = 'ar'",
                )
                .get(row.id as string) as Record<string, string> | undefined;
              const empty =
                !arabic.name &&
                !arabic.description &&
                arabic.features.length === 0 &&
                arabic.applications.length === 0;
              expect(
                stored && {
                  name: stored.name,
                  description: stored.description,
                  features: JSON.parse(stored.features!) as unknown,
                  applications: JSON.parse(stored.applications!) as unknown,
                },
                "the Arabic is stored as the schema cleans it",
              ).toEqual(empty ? undefined : arabic);
            }
            if (parsed.data.sizes) {
              const stored = db
                .prepare(
                  "select article_number, resistance_ohm_km from product_sizes where product_id = ? order by sort_order",
                )
                .all(row.id as string) as {
                article_number: string;
                resistance_ohm_km: number;
              }[];
              expect(stored.map((size) => size.article_number)).toEqual(
                parsed.data.sizes.map((size) => size.articleNumber),
              );
              expect(stored.map((size) => size.resistance_ohm_km)).toEqual(
                parsed.data.sizes.map((size) => size.resistanceOhmKm),
              );
            }
          }
        },
      ),
      runOptions(200),
    );
    db.close();
    checkCatalogRows();
  });
});
