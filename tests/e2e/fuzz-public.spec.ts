import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import type { APIRequestContext } from "@playwright/test";
import {
  applicationSchema,
  contactSchema,
  HONEYPOT_FIELD,
} from "~/lib/forms/visitor-forms";
import { isCleanText } from "~/lib/forms/clean-text";
import { formsCopy } from "~/locales/en/pages/forms";
import { e2eDataDir } from "../support/data-dir";
import { E2E_PORT } from "../support/env";
import { expect, gotoHydrated, test } from "../support/fixtures";
import {
  apiContext,
  type FieldValue,
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
import {
  EXECUTABLE,
  HTML_PAGE,
  pdfDocument,
  pdfHtmlPolyglot,
  pdfWithJavaScript,
  pdfWithPackedScript,
  pdfWithRemoteShareLink,
  truncated,
} from "../support/hostile-uploads";

/**
 * Fuzzing the public server: every visitor form action and every URL parameter gets random and
 * hostile input (see fuzz-kit.ts; inventory in fuzz-inventory.ts). Promises checked: never a 5xx;
 * bad input answered 400 (404 for unknown addresses, 413 too large, 429 rate limit) with nothing
 * stored; good input stored as the schema cleans it; no reflected markup; every row valid after.
 * It needs no browser: the desktop project alone runs this file (playwright.config.ts).
 */
// Generous: the machine running `npm test` may be busy; the whole file takes about a minute when it is not.
test.describe.configure({ timeout: 180_000 });

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** The public server's open positions (no admin test writes there): link id -> title. */
const OPEN_POSITIONS: Record<string, string> = {
  "electrical-engineer": "Electrical Engineer",
  "sales-manager": "Sales Manager",
  "quality-control-inspector": "Quality Control Inspector",
};
/** The title an application for `value` stores: "" for none, undefined when refused. */
function positionTitle(value: string): string | undefined {
  if (value === "") return "";
  if (Object.hasOwn(OPEN_POSITIONS, value)) return OPEN_POSITIONS[value];
  return Object.values(OPEN_POSITIONS).includes(value) ? value : undefined;
}
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let counter = 0;

function openDb(): Database.Database {
  const db = new Database(path.join(e2eDataDir(E2E_PORT), "cableworks.db"), {
    readonly: true,
  });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** A visitor's e-mail: mostly a fresh valid one (so the row can be found), else hostile text. */
const emailField: fc.Arbitrary<(unique: string) => FieldValue> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom("", " ", "  ")
      .map(
        (pad) => (unique: string) =>
          ({ kind: "text", value: `${pad}${unique}${pad}` }) as FieldValue,
      ),
  },
  { weight: 3, arbitrary: fieldOf(hostileText).map((field) => () => field) },
);

const honeypot = fieldOf(fc.oneof(fc.constant(""), hostileText), {
  absent: 12,
  text: 2,
  repeated: 0,
  file: 0,
});

function expectNoServerError(status: number, what: string) {
  expect(status, `${what}: a 5xx`).toBeLessThan(500);
}

test.describe("fuzzing the public forms", () => {
  let api: APIRequestContext;
  test.beforeAll(async () => {
    api = await apiContext(baseURL);
  });
  test.afterAll(async () => {
    await api.dispose();
  });

  test("contact: 300 hostile posts, never a 5xx, only valid messages stored", async () => {
    const db = openDb();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstName: fieldOf(hostileText),
          lastName: fieldOf(hostileText),
          subject: fieldOf(hostileText),
          message: fieldOf(hostileText),
          extra: fieldOf(hostileText),
        }),
        emailField,
        honeypot,
        transport,
        async ({ extra, ...fields }, email, trap, how) => {
          const unique = `fuzz.${runId}.${++counter}@example.com`;
          const all: Record<string, FieldValue> = {
            ...fields,
            email: email(unique),
            [HONEYPOT_FIELD]: trap,
            [`x-${counter % 3}`]: extra,
          };
          const response = await postForm(
            api,
            "/contact",
            toFormData(all),
            how,
            { "X-Forwarded-For": randomAddress() },
          );
          const status = response.status();
          expectNoServerError(status, "contact");
          const values = textFields(all);
          const parsed = contactSchema(formsCopy).safeParse(
            Object.fromEntries(
              ["firstName", "lastName", "email", "subject", "message"]
                .filter((k) => k in values)
                .map((k) => [k, values[k]]),
            ),
          );
          const spam = Boolean(values[HONEYPOT_FIELD]);
          {
            if (spam || !parsed.success) {
              expect(status, "bad input").toBe(400);
            } else if (parsed.data.email.toLowerCase() === unique) {
              expect(status, "good input").toBe(200);
            } else {
              // A hostile e-mail that happens to be valid may meet the per-e-mail limit.
              expect([200, 429]).toContain(status);
            }
            const rows = db
              .prepare("select * from messages where email = ?")
              .all(unique) as Record<string, unknown>[];
            if (
              status === 200 &&
              parsed.success &&
              parsed.data.email.toLowerCase() === unique
            ) {
              expect(rows).toHaveLength(1);
              expect(rows[0]).toMatchObject({
                first_name: parsed.data.firstName,
                last_name: parsed.data.lastName,
                subject: parsed.data.subject,
                message: parsed.data.message,
              });
            } else {
              expect(rows, "nothing stored for refused input").toHaveLength(0);
            }
          }
        },
      ),
      runOptions(300),
    );
    db.close();
    checkVisitorRows();
  });

  test("careers: 200 hostile applications with hostile CVs, never a 5xx, only valid rows and files stored", async () => {
    const cvs: { bytes: Buffer; ok: boolean; name: string; type: string }[] = [
      {
        bytes: pdfDocument(),
        ok: true,
        name: "cv.pdf",
        type: "application/pdf",
      },
      { bytes: EXECUTABLE, ok: false, name: "cv.pdf", type: "application/pdf" },
      {
        bytes: HTML_PAGE,
        ok: false,
        name: "../../cv.pdf",
        type: "application/pdf",
      },
      {
        bytes: truncated(pdfDocument()),
        ok: false,
        name: "cv.pdf",
        type: "application/pdf",
      },
      {
        bytes: pdfHtmlPolyglot(),
        ok: false,
        name: "cv.pdf.html",
        type: "text/html",
      },
      {
        bytes: pdfWithJavaScript(),
        ok: false,
        name: "<script>.pdf",
        type: "application/pdf",
      },
    ];
    const db = openDb();
    const cvChoice = fc.oneof(
      { weight: 3, arbitrary: fc.constant(-1) },
      { weight: 4, arbitrary: fc.integer({ min: 0, max: cvs.length - 1 }) },
      { weight: 1, arbitrary: fc.constant(-2) },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fullName: fieldOf(hostileText),
          position: fieldOf(
            fc.oneof(
              {
                weight: 2,
                arbitrary: fc.constantFrom(
                  "",
                  ...Object.keys(OPEN_POSITIONS),
                  ...Object.values(OPEN_POSITIONS),
                  " sales-manager ",
                  "Sales-Manager",
                  "closed-position",
                ),
              },
              { weight: 3, arbitrary: hostileText },
            ),
          ),
          message: fieldOf(hostileText),
        }),
        emailField,
        honeypot,
        cvChoice,
        fc.uint8Array({ minLength: 1, maxLength: 256 }),
        fc.constantFrom(
          ...[
            "cv.pdf",
            "../../etc/passwd",
            "<img src=x onerror=alert(1)>.docx",
            "\u0000.pdf",
            "a".repeat(300),
          ],
        ),
        async (fields, email, trap, cvIndex, randomBytes, randomName) => {
          const unique = `fuzz.${runId}.${++counter}@example.com`;
          const all: Record<string, FieldValue> = {
            ...fields,
            email: email(unique),
            [HONEYPOT_FIELD]: trap,
          };
          const cv =
            cvIndex >= 0
              ? cvs[cvIndex]!
              : cvIndex === -2
                ? {
                    bytes: Buffer.concat([
                      Buffer.from([0]),
                      Buffer.from(randomBytes),
                    ]),
                    ok: false,
                    name: randomName,
                    type: "application/pdf",
                  }
                : undefined;
          const form = toFormData(
            all,
            cv ? { cv: { name: cv.name, type: cv.type, bytes: cv.bytes } } : {},
          );
          const response = await postForm(
            api,
            "/careers",
            form,
            cvIndex === -1 ? "data-urlencoded" : "data-multipart",
            { "X-Forwarded-For": randomAddress() },
          );
          const status = response.status();
          expectNoServerError(status, "careers");
          const values = textFields(all);
          const parsed = applicationSchema(formsCopy).safeParse(
            Object.fromEntries(
              ["fullName", "email", "position", "message"]
                .filter((k) => k in values)
                .map((k) => [k, values[k]]),
            ),
          );
          // Only an open position, by its link or its title, or none (docs/decisions/027).
          const title = parsed.success
            ? positionTitle(parsed.data.position)
            : undefined;
          const good =
            !values[HONEYPOT_FIELD] &&
            parsed.success &&
            title !== undefined &&
            (!cv || cv.ok);
          const mine =
            parsed.success && parsed.data.email.toLowerCase() === unique;
          if (!good) expect(status, "bad input").toBe(400);
          else if (mine) expect(status, "good input").toBe(200);
          else expect([200, 429]).toContain(status);
          {
            const rows = db
              .prepare("select * from applications where email = ?")
              .all(unique) as Record<string, unknown>[];
            if (good && mine) {
              expect(rows).toHaveLength(1);
              expect(rows[0]).toMatchObject({
                full_name: parsed.data.fullName,
                position: title,
                message: parsed.data.message,
              });
              expect(rows[0]!.cv_file ? "cv" : "none").toBe(cv ? "cv" : "none");
            } else {
              expect(rows, "nothing stored for refused input").toHaveLength(0);
            }
          }
        },
      ),
      runOptions(200),
    );
    db.close();
    checkVisitorRows();
  });

  test("malformed bodies and unknown addresses are answered 400 and 404", async () => {
    const headers = () => ({ "X-Forwarded-For": randomAddress() });
    for (const path of [
      "/contact",
      "/careers",
      "/contact.data",
      "/careers.data",
    ]) {
      for (const [contentType, body] of [
        [
          "multipart/form-data; boundary=x",
          '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
        ],
        ["multipart/form-data", "no boundary at all"],
        [
          "application/json",
          JSON.stringify({
            email: "a@example.com",
            subject: "s",
            message: "m",
          }),
        ],
        [
          "application/x-www-form-urlencoded",
          "email=%ED%A0%80%00&subject=%ZZ&message=%",
        ],
        ["text/plain", "\u0000\u0001\u0002"],
      ] as const) {
        const response = await api.post(path, {
          data: body,
          headers: { ...headers(), "Content-Type": contentType },
          failOnStatusCode: false,
        });
        expect(response.status(), `${path} ${contentType}`).toBe(400);
      }
    }
    await fc.assert(
      fc.asyncProperty(
        hostileSegment,
        fieldOf(hostileText),
        async (segment, field) => {
          const response = await postForm(
            api,
            `/no-such-page/${segment}/${segment}`,
            toFormData({ q: field }),
            "document-multipart",
            headers(),
          );
          expectNoServerError(response.status(), "unknown address");
          // A segment of ".." can climb back to a real page without an action: 405 there.
          expect([400, 404, 405]).toContain(response.status());
        },
      ),
      runOptions(60),
    );
  });

  test("the contact form still answers 429 to a flood from one address", async () => {
    const address = randomAddress();
    let status = 0;
    let body = "";
    for (let i = 0; i < 40 && status !== 429; i++) {
      const form = toFormData({
        email: { kind: "text", value: `flood.${runId}.${i}@example.com` },
        subject: { kind: "text", value: "Flood" },
        message: { kind: "text", value: "Same address again" },
      });
      const response = await postForm(
        api,
        "/contact",
        form,
        "data-urlencoded",
        { "X-Forwarded-For": address },
      );
      status = response.status();
      body = await response.text();
    }
    expect(status).toBe(429);
    expect(body).toContain("Too many messages from you in a short time");
  });
});

test.describe("hostile CVs in the careers form", () => {
  const cases: [string, Buffer, string][] = [
    [
      "an HTML page named .pdf",
      HTML_PAGE,
      "Your CV must be a PDF or Word document.",
    ],
    [
      "a truncated PDF",
      truncated(pdfDocument()),
      "Your CV file seems to be damaged or incomplete.",
    ],
    [
      "a PDF/HTML polyglot",
      pdfHtmlPolyglot(),
      "Your CV contains scripts or web page code.",
    ],
    [
      "a PDF with a JavaScript action",
      pdfWithJavaScript(),
      "Your CV contains scripts or web page code.",
    ],
    [
      "a PDF with a script packed in an object stream with a PNG predictor",
      pdfWithPackedScript(),
      "Your CV contains scripts or web page code.",
    ],
    [
      "a PDF with a link to a file on a remote share",
      pdfWithRemoteShareLink(),
      "Your CV contains an action that opens another file or program",
    ],
  ];
  test("each is refused with its message in the form, and nothing is stored", async ({
    page,
  }) => {
    for (const [label, bytes, message] of cases) {
      const email = `cv.${runId}.${++counter}@example.com`;
      await gotoHydrated(page, "/careers");
      await page
        .getByRole("textbox", { name: "Full Name" })
        .fill(`Hostile CV ${label}`);
      await page.getByRole("textbox", { name: "Email Address" }).fill(email);
      await page.getByLabel("CV (optional)").setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: bytes,
      });
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText(message).first(), label).toBeVisible();
      const db = openDb();
      try {
        expect(
          db
            .prepare("select count(*) as n from applications where email = ?")
            .get(email),
          label,
        ).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    }
    // No file without its application: a refused CV left nothing on disk.
    checkVisitorRows();
  });
});

test.describe("fuzzing the public addresses", () => {
  const REFLECTED = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg/onload=alert(1)>",
    "</textarea><script>",
  ];
  const routes: {
    name: string;
    path: (value: string) => string;
    statuses: number[];
  }[] = [
    { name: "products ?q", path: (v) => `/products?q=${v}`, statuses: [200] },
    {
      name: "products ?page",
      path: (v) => `/products?q=cable&page=${v}`,
      statuses: [200],
    },
    {
      name: "category ?page",
      path: (v) => `/categories/stranded?page=${v}`,
      statuses: [200],
    },
    // The finder's query (issue 17): a bad value is named on the page, never a 5xx; a form's
    // empty fields redirect to the clean address. The long value repeated in every name makes an
    // address past Node's header limit: 431, as for any page.
    {
      name: "products finder ?facets&ranges&sort",
      path: (v) =>
        `/products?material=${v}&voltage=${v}&section_min=${v}&cores=${v}&standard=${v}&sort=${v}&in_stock=${v}&class=${v}`,
      statuses: [200, 302, 431],
    },
    {
      name: "category finder ?q&armour&section_max",
      path: (v) =>
        `/categories/control?q=${v}&armour=${v}&section_max=${v}&cores_min=${v}`,
      statuses: [200, 302, 431],
    },
    {
      name: "api products ?q&facets&page",
      path: (v) =>
        `/api/v1/products?q=${v}&material=${v}&section_min=${v}&page=${v}&standard=${v}`,
      statuses: [200, 400, 431],
    },
    {
      name: "api product :id",
      path: (v) => `/api/v1/products/${v}`,
      statuses: [200, 404],
    },
    { name: "product :id", path: (v) => `/product/${v}`, statuses: [200, 404] },
    {
      name: "compare ?ids&q&diff",
      path: (v) => `/compare?ids=1,${v}&q=${v}&diff=1`,
      statuses: [200],
    },
    {
      name: "category :categoryId",
      path: (v) => `/categories/${v}`,
      statuses: [200, 404],
    },
    {
      name: "category :categoryId/:subcategoryId",
      path: (v) => `/categories/stranded/${v}`,
      statuses: [200, 404],
    },
    { name: "news :slug", path: (v) => `/news/${v}`, statuses: [200, 404] },
    {
      name: "downloads ?q&tab",
      path: (v) => `/downloads?q=${v}&tab=${v}`,
      statuses: [200],
    },
    {
      name: "downloads :file",
      path: (v) => `/downloads/${v}`,
      statuses: [200, 404],
    },
    { name: "uploads :file", path: (v) => `/uploads/${v}`, statuses: [404] },
    {
      name: "datasheet :id",
      path: (v) => `/product/${v}/datasheet.pdf`,
      statuses: [200, 404],
    },
    {
      name: "product image :id",
      path: (v) => `/product/${v}/image.png`,
      statuses: [200, 404],
    },
    {
      name: "cross-section :id ?v",
      path: (v) => `/product/${v}/cross-section.svg?v=${v}`,
      statuses: [200, 404],
    },
    {
      name: "cable sizing ?current&ambient&method&arrangement",
      // Five copies of a value: each kept under 1,000 characters so the address stays under Node's
      // header limit (a 431 would test nothing).
      path: (long) => {
        const v = long.slice(0, 1000);
        return `/tools/cable-sizing?current=${v}&system=three-phase&voltage=400&length=${v}&material=copper&insulation=pvc&method=${v}&ambient=${v}&arrangement=${v}`;
      },
      statuses: [200],
    },
    {
      name: "cable sizing API ?power_kw&soil_resistivity&system",
      path: (long) => {
        const v = long.slice(0, 600);
        return `/api/v1/cable-sizing?power_kw=${v}&power_factor=${v}&system=${v}&voltage=230&length=10&material=${v}&insulation=pvc&method=D1&soil_resistivity=${v}&circuits=${v}&max_drop=${v}`;
      },
      statuses: [400, 422],
    },
    {
      name: "designation tool ?code",
      path: (v) => `/tools/designation?code=${v}`,
      statuses: [200],
    },
    {
      name: "designation API ?code",
      path: (v) => `/api/v1/designation?code=${v}`,
      statuses: [200, 400],
    },
    {
      name: "careers ?position",
      path: (v) => `/careers?position=${v}`,
      statuses: [200],
    },
    {
      name: "admin login ?redirectTo",
      path: (v) => `/admin/login?redirectTo=${v}`,
      statuses: [200],
    },
    {
      name: "admin :categoryId (anonymous)",
      path: (v) => `/admin/categories/${v}`,
      statuses: [302, 303, 404],
    },
    {
      name: "admin application cv :id (anonymous)",
      path: (v) => `/admin/applications/${v}/cv`,
      statuses: [302, 303, 404],
    },
  ];

  for (const route of routes) {
    test(`${route.name}: 25 hostile values, never a 5xx, nothing reflected as markup`, async () => {
      const api = await apiContext(baseURL, {
        "X-Forwarded-For": randomAddress(),
      });
      try {
        const value =
          route.name.includes("?") && !route.name.includes(":")
            ? hostileQueryValue
            : hostileSegment;
        await fc.assert(
          fc.asyncProperty(value, async (v) => {
            const url = route.path(v);
            const response = await api.get(url, {
              maxRedirects: 0,
              failOnStatusCode: false,
            });
            const status = response.status();
            expectNoServerError(status, url);
            expect(route.statuses, `${url} answered ${status}`).toContain(
              status,
            );
            if ((response.headers()["content-type"] ?? "").includes("html")) {
              const html = await response.text();
              for (const marker of REFLECTED)
                expect(html.includes(marker), `${url} reflects ${marker}`).toBe(
                  false,
                );
            }
            if (status === 302 || status === 303) {
              const location = response.headers()["location"] ?? "";
              expect(
                location.startsWith("/") && !location.startsWith("//"),
                `redirect to ${location}`,
              ).toBe(true);
            }
          }),
          runOptions(25),
        );
      } finally {
        await api.dispose();
      }
    });
  }
});

/** Every visitor row, not only ours, must be what the schemas would store; every CV file must belong to a row. */
function checkVisitorRows() {
  const db = openDb();
  try {
    for (const row of db.prepare("select * from messages").all() as Record<
      string,
      string
    >[]) {
      const values = {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        subject: row.subject,
        message: row.message,
      };
      const parsed = contactSchema(formsCopy).safeParse(values);
      expect(parsed.success, `message ${row.id} is valid`).toBe(true);
      expect(parsed.data, `message ${row.id} is stored clean`).toEqual(values);
      for (const [key, value] of Object.entries(values))
        expect(
          isCleanText(value!, key === "message"),
          `message ${row.id} ${key}`,
        ).toBe(true);
    }
    const cvFiles = new Set<string>();
    for (const row of db.prepare("select * from applications").all() as Record<
      string,
      string | null
    >[]) {
      const values = {
        fullName: row.full_name,
        email: row.email,
        position: row.position,
        message: row.message,
      };
      const parsed = applicationSchema(formsCopy).safeParse(values);
      expect(parsed.success, `application ${row.id} is valid`).toBe(true);
      expect(parsed.data, `application ${row.id} is stored clean`).toEqual(
        values,
      );
      if (row.cv_file) {
        expect(row.cv_file).toMatch(/^[0-9a-f]{32}\.(pdf|docx?)$/);
        expect(
          fs.existsSync(path.join(e2eDataDir(E2E_PORT), "cv", row.cv_file)),
          `CV of application ${row.id}`,
        ).toBe(true);
        cvFiles.add(row.cv_file);
      }
    }
    const cvDir = path.join(e2eDataDir(E2E_PORT), "cv");
    const orphans = (fs.existsSync(cvDir) ? fs.readdirSync(cvDir) : []).filter(
      (name) => !cvFiles.has(name),
    );
    // A careers test in another worker may be between writing its file and its row: look twice.
    if (orphans.length) {
      const again = new Set(
        db
          .prepare("select cv_file from applications where cv_file is not null")
          .all()
          .map((r) => (r as { cv_file: string }).cv_file),
      );
      expect(
        orphans.filter((name) => !again.has(name)),
        "CV files without an application",
      ).toEqual([]);
    }
  } finally {
    db.close();
  }
}
