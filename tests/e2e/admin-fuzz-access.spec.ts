import fc from "fast-check";
import {
  baseURL,
  intents,
  plausible,
  post,
  signedIn,
  text,
  test,
} from "../support/admin-fuzz-kit";
import { queryOne } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect } from "../support/fixtures";
import {
  apiContext,
  fieldOf,
  hostileQueryValue,
  hostileSegment,
  hostileText,
  postForm,
  randomAddress,
  runOptions,
  toFormData,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing the admin inbox, login, logout and the products table's search: hostile ids, credentials,
 * redirects and query values (fuzz-kit.ts, admin-fuzz-kit.ts). Never a 5xx, never a redirect off
 * /admin, no reflected markup. API only: admin-desktop alone runs it (playwright.config.ts).
 */
// Generous: the machine running `npm test` may be busy.
test.describe.configure({ timeout: 180_000 });

test.describe("fuzzing the admin actions", () => {
  test("inbox, login and logout: hostile ids, credentials and redirects", async ({
    adminApi: api,
  }) => {
    for (const page of ["messages", "applications"]) {
      await fc.assert(
        // Hostile retention values only: a valid one would delete the shared test inbox.
        fc.asyncProperty(
          intents("read", "retention"),
          fieldOf(hostileText),
          fieldOf(hostileText),
          transport,
          async (intent, id, retention, how) => {
            const response = await post(
              api,
              `/admin/${page}`,
              { intent: text(intent), id, retention },
              how,
            );
            expect(response.status(), `${page}: a 5xx`).toBeLessThan(500);
            expect([200, 400]).toContain(response.status());
          },
        ),
        runOptions(50),
      );
    }
    await fc.assert(
      fc.asyncProperty(
        fieldOf(hostileText),
        fieldOf(hostileText),
        fieldOf(
          fc.oneof(
            hostileText,
            hostileText.map((v) => `/admin/${v}`),
          ),
        ),
        transport,
        async (username, password, redirectTo, how) => {
          const anonymous = await apiContext(baseURL, {
            "X-Forwarded-For": randomAddress(),
            Origin: baseURL,
          });
          try {
            const response = await postForm(
              anonymous,
              "/admin/login",
              toFormData({ username, password, redirectTo }),
              how,
            );
            expect(response.status(), "login: a 5xx").toBeLessThan(500);
            expect([400, 401, 429]).toContain(response.status());
          } finally {
            await anonymous.dispose();
          }
        },
      ),
      runOptions(100),
    );
    // Signed in, the login page sends you on: to a safe address whatever ?redirectTo says.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSegment,
          hostileSegment.map((v) => `/admin/${v}`),
          fc.constantFrom(
            "/admin/%0d%0aSet-Cookie:x=1",
            "/admin/%F0%9F%94%8C",
            "//evil.example",
            "/admin/\\evil",
          ),
        ),
        async (target) => {
          const response = await api.get(`/admin/login?redirectTo=${target}`, {
            maxRedirects: 0,
            failOnStatusCode: false,
          });
          expect(
            response.status(),
            `login ?redirectTo=${target.slice(0, 200)}: a 5xx`,
          ).toBeLessThan(500);
          if (response.status() === 414 || response.status() === 431) return; // longer than Node accepts
          expect(response.status()).toBe(302);
          expect(response.headers().location).toMatch(/^\/admin(\/|\?|$)/);
        },
      ),
      runOptions(60),
    );
    // The inbox's paging.
    for (const inbox of ["messages", "applications"]) {
      await fc.assert(
        fc.asyncProperty(hostileQueryValue, async (page) => {
          const response = await api.get(`/admin/${inbox}?page=${page}`, {
            maxRedirects: 0,
            failOnStatusCode: false,
          });
          expect(
            response.status(),
            `${inbox} ?page=${page.slice(0, 100)}: a 5xx`,
          ).toBeLessThan(500);
          if (response.status() === 414 || response.status() === 431) return;
          expect(response.status()).toBe(200);
        }),
        runOptions(30),
      );
    }
    // The audit log's filters, on the page and the CSV export: a value not understood is named, never a 5xx.
    for (const path of ["/admin/audit", "/admin/audit.csv"]) {
      await fc.assert(
        fc.asyncProperty(
          hostileQueryValue,
          hostileQueryValue,
          hostileQueryValue,
          hostileQueryValue,
          async (user, entity, from, page) => {
            const url = `${path}?user=${user}&entity=${entity}&from=${from}&to=${from}&page=${page}`;
            const response = await api.get(url, {
              maxRedirects: 0,
              failOnStatusCode: false,
            });
            expect(
              response.status(),
              `${url.slice(0, 200)}: a 5xx`,
            ).toBeLessThan(500);
            if (response.status() === 414 || response.status() === 431) return;
            expect(response.status()).toBe(200);
            if (path.endsWith(".csv")) {
              // Data, not a page: it holds whatever editors typed (other fuzz tests type markup), as
              // an attachment browsers never render.
              expect(response.headers()["content-type"]).toContain("text/csv");
              expect(response.headers()["content-disposition"]).toMatch(
                /^attachment; /,
              );
              expect(response.headers()["x-content-type-options"]).toMatch(
                /^nosniff/,
              );
              return;
            }
            const body = await response.text();
            for (const payload of [
              "<script>alert(1)</script>",
              "<img src=x onerror=alert(1)>",
            ])
              expect(body).not.toContain(payload);
          },
        ),
        runOptions(40),
      );
    }
    // The products table's server search and paging.
    await fc.assert(
      fc.asyncProperty(
        hostileQueryValue,
        hostileQueryValue,
        async (q, page) => {
          const response = await api.get(
            `/admin/products?q=${q}&page=${page}`,
            {
              maxRedirects: 0,
              failOnStatusCode: false,
            },
          );
          expect(
            response.status(),
            `products ?q=${q.slice(0, 100)}&page=${page.slice(0, 100)}: a 5xx`,
          ).toBeLessThan(500);
          if (response.status() === 414 || response.status() === 431) return;
          expect(response.status()).toBe(200);
          const html = await response.text();
          for (const payload of [
            "<script>alert(1)</script>",
            "<img src=x onerror=alert(1)>",
          ])
            expect(html).not.toContain(payload);
        },
      ),
      runOptions(60),
    );
    const other = await signedIn();
    try {
      await fc.assert(
        fc.asyncProperty(fieldOf(hostileText), async (field) => {
          const response = await postForm(
            other,
            "/admin/logout",
            toFormData({ intent: field }),
            "document-multipart",
          );
          expect(response.status()).toBeLessThan(500);
        }),
        runOptions(20),
      );
    } finally {
      await other.dispose();
    }
  });
  test("my account: hostile password changes and session handles change nothing", async () => {
    // A session of its own: a wrong current password counts under the login throttle of its address.
    const api = await signedIn();
    const before = queryOne<{ password_hash: string }>(
      "SELECT password_hash FROM admin_users WHERE username = ?",
      ADMIN.username,
    );
    try {
      await fc.assert(
        fc.asyncProperty(
          intents("password", "end-session"),
          fieldOf(hostileText),
          plausible(
            fc.constantFrom(
              "copper drums at dawn 7",
              "a long enough passphrase",
            ),
          ),
          fieldOf(hostileText),
          fieldOf(hostileText),
          transport,
          async (
            intent,
            currentPassword,
            newPassword,
            confirmPassword,
            session,
            how,
          ) => {
            const response = await post(
              api,
              "/admin/account",
              {
                intent: text(intent),
                currentPassword,
                newPassword,
                confirmPassword,
                session,
              },
              how,
            );
            expect(response.status(), "account: a 5xx").toBeLessThan(500);
            expect([400, 413]).toContain(response.status());
          },
        ),
        runOptions(80),
      );
    } finally {
      await api.dispose();
    }
    const after = queryOne<{ password_hash: string }>(
      "SELECT password_hash FROM admin_users WHERE username = ?",
      ADMIN.username,
    );
    expect(after?.password_hash).toBe(before?.password_hash);
  });
});
