import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { isCleanText } from "~/lib/forms/clean-text";
import {
  MAX_BASKET_LINES,
  basketCookieValue,
  parseBasket,
  serializeBasket,
} from "~/lib/quotes/quote-basket";
import {
  quoteRequestFields,
  quoteRequestSchema,
} from "~/lib/quotes/quote-form";
import { quote as quoteCopy } from "~/locales/en/quote";
import { HONEYPOT_FIELD } from "~/lib/forms/visitor-form-fields";
import { e2eDataDir } from "../support/data-dir";
import { E2E_PORT } from "../support/env";
import { expect, test } from "../support/fixtures";
import {
  type FieldValue,
  apiContext,
  fieldOf,
  hostileQueryValue,
  hostileSegment,
  hostileText,
  postForm,
  randomAddress,
  runOptions,
  textFields,
  toFormData,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing `/quote` (fuzz-inventory.ts): every intent of the basket's action with random and hostile
 * fields and cookies, and the addresses under `/quote/`. Promises: never a 5xx; bad input answered
 * 400 (413, 429) with nothing stored; a basket cookie the server sets is always well formed and
 * bounded; a good request is stored as the schema cleans it; no reflected markup; every stored
 * request and line valid after. No browser: the desktop project alone runs it (playwright.config.ts).
 */
test.describe.configure({ timeout: 180_000 });

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let counter = 0;
const REFLECTED = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  "</textarea><script>",
];

function openDb(): Database.Database {
  const db = new Database(path.join(e2eDataDir(E2E_PORT), "cableworks.db"), {
    readonly: true,
  });
  db.pragma("busy_timeout = 5000");
  return db;
}

const text = (value: string): FieldValue => ({ kind: "text", value });
const sometimes = (good: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: good.map(text) },
    { weight: 2, arbitrary: fieldOf(hostileText) },
  );
const metres = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000 }).map(String),
  fc.constantFrom("1,000", "2 000", "0", "-5", "1e3", "1.5", ""),
);

/** A basket cookie: none, well formed (seeded products), or hostile text a client could send. */
const cookie = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.record({
          productId: fc.constantFrom("1", "2", "3", "8", "no-such-product"),
          size: fc.constant(null),
          lengthM: fc.integer({ min: 1, max: 1_000_000 }),
          drumM: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
        }),
        { minLength: 1, maxLength: MAX_BASKET_LINES + 3 },
      )
      .map((lines) => serializeBasket(lines)),
  },
  // What an HTTP client can put in a header: visible ASCII without the separator.
  {
    weight: 3,
    arbitrary: hostileText.map((value) =>
      value.replace(/[^\x20-\x7e]|;/g, "").slice(0, 5000),
    ),
  },
);

/** The e-mail: mostly a fresh valid one (so the row can be found), else hostile text. */
const emailField = fc.oneof(
  { weight: 3, arbitrary: fc.constant<FieldValue | undefined>(undefined) },
  {
    weight: 1,
    arbitrary: fieldOf(hostileText).map(
      (field): FieldValue | undefined => field,
    ),
  },
);

test("the quote basket: 250 hostile posts, never a 5xx, only well-formed baskets and valid requests stored", async () => {
  const db = openDb();
  const schema = quoteRequestSchema(quoteCopy);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom("add", "update", "remove", "submit"),
        },
        { weight: 1, arbitrary: hostileText },
      ),
      fc.record({
        productId: sometimes(fc.constantFrom("1", "2", "7")),
        size: fieldOf(hostileText, {
          absent: 6,
          text: 2,
          repeated: 1,
          file: 1,
        }),
        length: sometimes(metres),
        drum: sometimes(fc.oneof(metres, fc.constant(""))),
        reply: fieldOf(fc.constantFrom("stay", ""), {
          absent: 1,
          text: 2,
          repeated: 0,
          file: 0,
        }),
        line: sometimes(fc.integer({ min: 0, max: 25 }).map(String)),
        "length-0": sometimes(metres),
        "drum-1": sometimes(metres),
        name: sometimes(fc.constantFrom("Ola Nabil", "  Ali  ")),
        company: fieldOf(hostileText),
        phone: sometimes(fc.constantFrom("+20 3 459 1200", "")),
        country: sometimes(fc.constantFrom("Egypt", "Kenya")),
        project: fieldOf(hostileText),
        neededBy: sometimes(
          fc.constantFrom("", "2031-02-03", "2026-02-30", "yesterday"),
        ),
        notes: fieldOf(hostileText),
      }),
      emailField,
      fieldOf(fc.oneof(fc.constant(""), hostileText), {
        absent: 12,
        text: 2,
        repeated: 0,
        file: 0,
      }),
      cookie,
      transport,
      async (intent, fields, email, trap, basket, how) => {
        const unique = `fuzz.quote.${runId}.${++counter}@example.com`;
        const all: Record<string, FieldValue> = {
          ...fields,
          intent: text(intent),
          email: email ?? text(unique),
          [HONEYPOT_FIELD]: trap,
        };
        // A client of its own per case: a basket cookie set by one answer must not ride along to the next.
        const api = await apiContext(baseURL, {
          "X-Forwarded-For": randomAddress(),
          ...(basket === undefined ? {} : { Cookie: `cw_quote=${basket}` }),
        });
        try {
          const response = await postForm(api, "/quote", toFormData(all), how);
          const status = response.status();
          expect(status, `quote ${intent}: a 5xx`).toBeLessThan(500);
          expect(
            [200, 202, 204, 303, 400, 413, 429],
            `quote ${intent} answered ${status}`,
          ).toContain(status);
          // Whatever was sent, a basket the server sets is one it would read back the same, and bounded.
          const set = response
            .headersArray()
            .filter((header) => header.name.toLowerCase() === "set-cookie")
            .map((header) => header.value);
          for (const value of set) {
            const stored = basketCookieValue(value.split(";")[0]) ?? "";
            expect(
              serializeBasket(parseBasket(stored)),
              `set cookie ${stored}`,
            ).toBe(stored);
            expect(parseBasket(stored).length).toBeLessThanOrEqual(
              MAX_BASKET_LINES,
            );
          }
          // A page (a post without JavaScript) escapes what it shows; the data answers are not markup.
          if ((response.headers()["content-type"] ?? "").includes("html")) {
            const body = await response.text();
            for (const marker of REFLECTED)
              expect(body.includes(marker), `reflects ${marker}`).toBe(false);
          }

          const rows = db
            .prepare("select * from quotes where email = ?")
            .all(unique) as Record<string, unknown>[];
          const values = textFields(all);
          const parsed = schema.safeParse(
            Object.fromEntries(
              quoteRequestFields
                .filter((k) => k in values)
                .map((k) => [k, values[k]]),
            ),
          );
          // A refusal stores nothing; what was stored (a redirect: 303, or 202/204 to a fetcher) is
          // a request the schema accepts, as the schema cleans it.
          if (status >= 400)
            expect(rows, "nothing stored for refused input").toHaveLength(0);
          expect(rows.length).toBeLessThanOrEqual(1);
          if (rows.length === 1) {
            expect(values.intent).toBe("submit");
            expect(parsed.success, "a stored request passed the schema").toBe(
              true,
            );
            if (parsed.success)
              expect(rows[0]).toMatchObject({
                name: parsed.data.name,
                country: parsed.data.country,
                notes: parsed.data.notes,
                company: parsed.data.company,
              });
          }
        } finally {
          await api.dispose();
        }
      },
    ),
    runOptions(250),
  );
  db.close();
  checkQuoteRows();
});

test("the addresses under /quote: 25 hostile values each, never a 5xx, nothing reflected", async () => {
  const routes: {
    name: string;
    path: (value: string) => string;
    statuses: number[];
    value: fc.Arbitrary<string>;
  }[] = [
    {
      name: "quote ?added",
      path: (v) => `/quote?added=${v}`,
      statuses: [200],
      value: hostileQueryValue,
    },
    {
      name: "quote sent :token",
      path: (v) => `/quote/sent/${v}`,
      statuses: [404],
      value: hostileSegment,
    },
    {
      name: "quote pdf :token",
      path: (v) => `/quote/sent/${v}/request.pdf`,
      statuses: [404],
      value: hostileSegment,
    },
  ];
  const api = await apiContext(baseURL, { "X-Forwarded-For": randomAddress() });
  try {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(route.value, async (v) => {
          const url = route.path(v);
          const response = await api.get(url, {
            maxRedirects: 0,
            failOnStatusCode: false,
          });
          const status = response.status();
          expect(status, `${url}: a 5xx`).toBeLessThan(500);
          // A segment that decodes to a slash or nothing lands on another route: it may not exist.
          expect(
            [...route.statuses, 400, 404],
            `${url} answered ${status}`,
          ).toContain(status);
          if ((response.headers()["content-type"] ?? "").includes("html")) {
            const html = await response.text();
            for (const marker of REFLECTED)
              expect(html.includes(marker), `${url} reflects ${marker}`).toBe(
                false,
              );
          }
        }),
        runOptions(25),
      );
    }
  } finally {
    await api.dispose();
  }
});

test("the quote form still answers 429 to a flood from one address", async () => {
  const api = await apiContext(baseURL, {
    "X-Forwarded-For": randomAddress(),
    Cookie: "cw_quote=1:10::",
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await api.post("/quote", {
        form: {
          intent: "submit",
          name: "Flood",
          email: `flood.${runId}.${i}@example.com`,
          country: "Egypt",
        },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      statuses.push(response.status());
    }
    expect(statuses.filter((status) => status === 303).length).toBeGreaterThan(
      0,
    );
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await api.dispose();
  }
});

/** Every stored request and line, not only ours, must be what the schema and the limits allow. */
function checkQuoteRows() {
  const db = openDb();
  try {
    for (const row of db.prepare("select * from quotes").all() as Record<
      string,
      string | number
    >[]) {
      const values = Object.fromEntries(
        quoteRequestFields.map((key) => [
          key,
          String(row[key === "neededBy" ? "needed_by" : key] ?? ""),
        ]),
      );
      const parsed = quoteRequestSchema(quoteCopy, () =>
        Number(row.created_at),
      ).safeParse(values);
      expect(parsed.success, `quote ${row.id} is valid`).toBe(true);
      expect(String(row.reference)).toMatch(/^Q-\d{4}-\d{5,}$/);
      for (const [key, value] of Object.entries(values))
        expect(
          isCleanText(value, key === "notes"),
          `quote ${row.id} ${key}`,
        ).toBe(true);
    }
    for (const line of db.prepare("select * from quote_lines").all() as {
      length_m: number;
      drum_m: number | null;
      product_name: string;
    }[]) {
      expect(line.length_m).toBeGreaterThanOrEqual(1);
      expect(line.length_m).toBeLessThanOrEqual(1_000_000);
      if (line.drum_m !== null) expect(line.drum_m).toBeLessThanOrEqual(10_000);
      expect(line.product_name.length).toBeGreaterThan(0);
    }
  } finally {
    db.close();
  }
}
