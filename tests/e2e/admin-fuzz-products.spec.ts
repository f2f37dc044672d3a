import fc from "fast-check";
import { productFormSchema } from "~/lib/admin-schemas";
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
import { fieldOf, hostileText, runOptions, textFields, transport } from "../support/fuzz-kit";

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
        }),
        transport,
        async (intent, id, fields, how) => {
          if (intent === "delete") id = id === own ? `${own}-missing` : id;
          const all = { intent: text(intent), id: text(id), ...fields };
          const response = await post(api, "/admin/products", all, how);
          statusOk(response.status(), `products ${intent}`);
          const parsed = productFormSchema.safeParse(textFields(all));
          if ((intent === "create" || intent === "update") && !parsed.success)
            expect(response.status()).toBe(400);
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
          }
        },
      ),
      runOptions(200),
    );
    db.close();
    checkCatalogRows();
  });
});
