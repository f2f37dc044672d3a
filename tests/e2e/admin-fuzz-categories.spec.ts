import fc from "fast-check";
import {
  categoryFormSchema,
  subcategoryFormSchema,
} from "~/lib/forms/admin/categories";
import { cleanLine } from "~/lib/forms/clean-text";
import { openE2eDb } from "../support/admin-helpers";
import {
  checkCatalogRows,
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
  hostileSegment,
  hostileText,
  runOptions,
  textFields,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing the admin categories and subcategories, signed in: random and hostile input (fuzz-kit.ts,
 * admin-fuzz-kit.ts). Never a 5xx; refused input is a 400 with nothing stored; accepted input is
 * stored as the schema cleans it; afterwards every catalogue row passes the same schemas and points
 * at rows and files that exist. API only: admin-desktop alone runs it (playwright.config.ts).
 */
// Generous: the machine running `npm test` may be busy.
test.describe.configure({ timeout: 180_000 });

test.describe("fuzzing the admin actions", () => {
  test("categories and subcategories: 250 hostile writes", async ({
    adminApi: api,
  }) => {
    const db = openE2eDb();
    // Rows of our own to update, delete and restore, and a parent of our own: nothing is ever
    // attached under a seeded category, whose counts other tests check.
    const own = `fuzz-${runId}`;
    const ownParent = `fuzz-parent-${runId}`;
    for (const name of [own, ownParent]) {
      expect(
        (
          await post(
            api,
            "/admin/categories",
            { intent: text("create"), name: text(name) },
            "data-multipart",
          )
        ).status(),
      ).toBe(200);
    }
    const ids = fc.oneof(fc.constant(own), hostileText);
    await fc.assert(
      fc.asyncProperty(
        intents("create", "update", "delete", "restore"),
        ids,
        plausible(goodName),
        fieldOf(fc.constantFrom("on", "true", "false", "", "yes", "<script>")),
        plausible(fc.constant(ownParent)),
        transport,
        // The description and the Arabic (docs/decisions/041): optional, hostile too.
        fc.record({
          description: plausible(fc.constantFrom("", "PV cables.")),
          nameAr: plausible(fc.constantFrom("", "كابلات شمسية")),
          descriptionAr: plausible(fc.constantFrom("", "كابلات.\nسطر ثانٍ.")),
        }),
        async (intent, id, name, isSub, parentId, how, words) => {
          if (intent === "delete" || intent === "restore")
            id = id === own ? `${own}-missing` : id; // keep our parent alive
          const fields = {
            intent: text(intent),
            id: text(id),
            name,
            isSubcategory: isSub,
            parentId,
            ...words,
          };
          const response = await post(api, "/admin/categories", fields, how);
          statusOk(response.status(), `categories ${intent}`);
          const values = textFields(fields);
          const parsed = categoryFormSchema.safeParse(values);
          if (!["create", "update", "delete", "restore"].includes(intent))
            expect(response.status()).toBe(400);
          if ((intent === "create" || intent === "update") && !parsed.success)
            expect(response.status()).toBe(400);
          if (
            intent === "update" &&
            id === own &&
            response.status() === 200 &&
            parsed.success
          ) {
            // The Arabic row holds what the schema cleaned, or is gone when both Arabic fields are empty.
            const arabic = db
              .prepare(
                "select name, description from category_texts where category_id = ? and locale = 'ar'",
              )
              .get(own);
            const { nameAr, descriptionAr } = parsed.data;
            expect(arabic).toEqual(
              nameAr || descriptionAr
                ? { name: nameAr, description: descriptionAr }
                : undefined,
            );
          }
          if (intent === "create") {
            const stored = db
              .prepare(
                "select * from categories where name = ? and created_at >= ?",
              )
              .all(
                parsed.success
                  ? parsed.data.name
                  : cleanLine(values.name ?? "").trim(),
                Date.now() - 60_000,
              );
            if (response.status() === 200 && parsed.success)
              expect(stored.length).toBeGreaterThanOrEqual(1);
            if (!parsed.success)
              expect(
                stored.filter((row) => (row as { name: string }).name !== own),
              ).toHaveLength(0);
          }
        },
      ),
      runOptions(150),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(own), hostileSegment),
        intents("create", "update", "delete", "restore"),
        fc.oneof(fc.constant(`${own}-x`), hostileText),
        plausible(goodName),
        transport,
        async (parent, intent, id, name, how) => {
          const response = await post(
            api,
            `/admin/categories/${parent}`,
            { intent: text(intent), id: text(id), name },
            how,
          );
          const status = response.status();
          expect(status, "subcategories: a 5xx").toBeLessThan(500);
          // 414/431: an address longer than Node accepts is refused before the app sees it.
          expect([200, 400, 404, 405, 413, 414, 431]).toContain(status);
          const parsed = subcategoryFormSchema.safeParse(textFields({ name }));
          if (intent === "create" && parent === own && status === 200) {
            expect(parsed.success).toBe(true);
            const row = db
              .prepare(
                "select parent_id from categories where name = ? and parent_id = ?",
              )
              .get(parsed.data!.name, own);
            expect(
              row,
              "the subcategory is stored under its parent",
            ).toBeTruthy();
          }
        },
      ),
      runOptions(100),
    );
    db.close();
    checkCatalogRows();
  });
});
