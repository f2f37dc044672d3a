import fc from "fast-check";
import { quoteHandlingSchema } from "~/lib/quotes/admin-quote-schema";
import { openE2eDb, run } from "../support/admin-helpers";
import {
  baseURL,
  intents,
  plausible,
  post,
  runId,
  statusOk,
  test,
  text,
} from "../support/admin-fuzz-kit";
import { expect } from "../support/fixtures";
import {
  fieldOf,
  firstText,
  hostileQueryValue,
  hostileText,
  runOptions,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing the admin's quote handling (fuzz-inventory.ts): hostile intents, ids, statuses and notes
 * against a request of our own; never a 5xx, a bad value changes nothing, a good one is stored as
 * the schema cleans it; and the list's paging.
 */
test.describe.configure({ timeout: 180_000 });

test("quote handling: 100 hostile posts, never a 5xx, only valid handling stored", async ({
  adminApi,
}) => {
  const db = openE2eDb();
  run(
    "insert into quotes (reference, name, email, country, access_token_hash) values (?, ?, ?, ?, ?)",
    `Q-1999-${runId}`,
    "Fuzz buyer",
    `fuzz.${runId}@example.com`,
    "Egypt",
    `fuzz-${runId}`,
  );
  const id = (
    db
      .prepare("select id from quotes where reference = ?")
      .get(`Q-1999-${runId}`) as { id: number }
  ).id;
  try {
    await fc.assert(
      fc.asyncProperty(
        intents("save"),
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(text(String(id))) },
          {
            weight: 1,
            arbitrary: fieldOf(
              hostileText.filter((v) => !/^\s*\d+\s*$/.test(v)),
            ),
          },
        ),
        plausible(
          fc.constantFrom("new", "in_progress", "quoted", "won", "lost"),
        ),
        plausible(fc.string({ maxLength: 50 })),
        transport,
        async (intent, idField, status, notes, how) => {
          const before = db
            .prepare("select status, internal_notes from quotes where id = ?")
            .get(id);
          const response = await post(
            adminApi,
            "/admin/quotes",
            { intent: text(intent), id: idField, status, internalNotes: notes },
            how,
          );
          statusOk(response.status(), "quote handling");
          const after = db
            .prepare(
              "select status, internal_notes as internalNotes from quotes where id = ?",
            )
            .get(id) as { status: string; internalNotes: string };
          const parsed = quoteHandlingSchema.safeParse({
            status: firstText(status),
            internalNotes: firstText(notes),
          });
          if (response.status() === 200) {
            expect(intent).toBe("save");
            expect(parsed.success).toBe(true);
            if (parsed.success) expect(after).toEqual(parsed.data);
          } else {
            expect(
              db
                .prepare(
                  "select status, internal_notes from quotes where id = ?",
                )
                .get(id),
            ).toEqual(before);
          }
        },
      ),
      runOptions(100),
    );
    await fc.assert(
      fc.asyncProperty(hostileQueryValue, async (page) => {
        const response = await adminApi.get(
          `${baseURL}/admin/quotes?page=${page}`,
          { maxRedirects: 0, failOnStatusCode: false },
        );
        expect(
          response.status(),
          `quotes ?page=${page.slice(0, 100)}: a 5xx`,
        ).toBeLessThan(500);
        if (response.status() === 414 || response.status() === 431) return;
        expect(response.status()).toBe(200);
      }),
      runOptions(30),
    );
  } finally {
    db.close();
    run("delete from quotes where id = ?", id);
  }
});
