import fc from "fast-check";
import {
  baseURL,
  foreignSafe,
  intents,
  plausible,
  post,
  runId,
  signedIn,
  text,
  test,
} from "../support/admin-fuzz-kit";
import { openE2eDb, queryOne } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect } from "../support/fixtures";
import {
  apiContext,
  fieldOf,
  hostileSegment,
  hostileText,
  postForm,
  randomAddress,
  runOptions,
  toFormData,
  transport,
} from "../support/fuzz-kit";

/**
 * Fuzzing users and roles (issue 19, docs/decisions/034): the users screen's actions with hostile
 * intents, ids, usernames, names, e-mail addresses and roles (sometimes good ones, so users are
 * created too), and the set-password link with hostile tokens and passwords. Never a 5xx; every
 * user stored is one the form's schema would store; the shared administrator stays an active
 * administrator with the same password. API only: admin-desktop alone runs it.
 */
test.describe.configure({ timeout: 240_000 });

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,63}$/;

function adminRow() {
  return queryOne<{ role: string; active: number; password_hash: string }>(
    "SELECT role, active, password_hash FROM admin_users WHERE username = ?",
    ADMIN.username,
  );
}

test("users: hostile creates, links, role changes and deactivations store only good users and never lock anyone out", async ({
  adminApi: api,
}) => {
  const before = adminRow();
  let n = 0;
  await fc.assert(
    fc.asyncProperty(
      intents("create", "reissue", "role", "deactivate", "reactivate"),
      plausible(fc.constant("").map(() => `fz${runId}x${(n += 1)}`)),
      plausible(fc.constantFrom("Fuzz Person", "Nour El-Din", "O'Brien")),
      plausible(fc.constantFrom("fuzz@example.test", "a.b+c@example.test")),
      plausible(fc.constantFrom("administrator", "editor")),
      // Never a real row's id: only rows this run makes could be targets, and none are named by number here.
      fieldOf(foreignSafe),
      transport,
      async (intent, username, displayName, email, role, id, how) => {
        const response = await post(
          api,
          "/admin/users",
          { intent: text(intent), username, displayName, email, role, id },
          how,
        );
        expect(response.status(), `users ${intent}: a 5xx`).toBeLessThan(500);
        expect(
          [200, 400, 413],
          `users ${intent} answered ${response.status()}`,
        ).toContain(response.status());
        const body = await response.text();
        for (const payload of [
          "<script>alert(1)</script>",
          "<img src=x onerror=alert(1)>",
        ])
          expect(body).not.toContain(payload);
      },
    ),
    runOptions(150),
  );
  // Every user stored since is one the form would store.
  const db = openE2eDb();
  try {
    const rows = db
      .prepare(
        "SELECT username, display_name, email, role FROM admin_users WHERE username LIKE ?",
      )
      .all(`fz${runId}%`) as {
      username: string;
      display_name: string;
      email: string;
      role: string;
    }[];
    for (const row of rows) {
      expect(row.username).toMatch(USERNAME);
      expect(row.display_name.length).toBeGreaterThan(0);
      expect(row.display_name.length).toBeLessThanOrEqual(100);
      expect(row.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(["administrator", "editor"]).toContain(row.role);
    }
    const activeAdministrators = (
      db
        .prepare(
          "SELECT count(*) AS n FROM admin_users WHERE role = 'administrator' AND active = 1",
        )
        .get() as { n: number }
    ).n;
    expect(activeAdministrators).toBeGreaterThan(0);
  } finally {
    db.close();
  }
  expect(adminRow()).toEqual(before);
});

test("set-password: hostile tokens and passwords are refused and change nothing", async () => {
  const before = adminRow();
  await fc.assert(
    fc.asyncProperty(
      hostileSegment,
      fieldOf(hostileText),
      fieldOf(hostileText),
      transport,
      async (token, newPassword, confirmPassword, how) => {
        // "..", "." and the like leave the set-password page for another: there only "no 5xx" is asked.
        let elsewhere = true;
        try {
          elsewhere = !/^\/admin\/set-password\/[^/]+$/.test(
            new URL(`/admin/set-password/${token}`, baseURL).pathname,
          );
        } catch {
          // Not a URL at all: the server says what it says, but never a 5xx.
        }
        const anonymous = await apiContext(baseURL, {
          "X-Forwarded-For": randomAddress(),
          Origin: baseURL,
        });
        try {
          const page = await anonymous.get(`/admin/set-password/${token}`, {
            maxRedirects: 0,
            failOnStatusCode: false,
          });
          expect(
            page.status(),
            `GET set-password/${token.slice(0, 100)}: a 5xx`,
          ).toBeLessThan(500);
          if (!elsewhere && page.status() !== 414 && page.status() !== 431) {
            expect([400, 404]).toContain(page.status());
            const html = await page.text();
            for (const payload of [
              "<script>alert(1)</script>",
              "<img src=x onerror=alert(1)>",
            ])
              expect(html).not.toContain(payload);
          }
          const response = await postForm(
            anonymous,
            `/admin/set-password/${token}`,
            toFormData({ newPassword, confirmPassword }),
            how,
          );
          expect(response.status(), `POST set-password: a 5xx`).toBeLessThan(
            500,
          );
          if (!elsewhere)
            expect(
              [400, 404, 413, 414, 429, 431],
              `POST set-password answered ${response.status()}`,
            ).toContain(response.status());
          expect(response.headers()["set-cookie"] ?? "").not.toContain(
            "cw_session=",
          );
        } finally {
          await anonymous.dispose();
        }
      },
    ),
    runOptions(80),
  );
  // A good password with hostile tokens from one address: the throttle answers, never a session.
  const one = await apiContext(baseURL, {
    "X-Forwarded-For": randomAddress(),
    Origin: baseURL,
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await postForm(
        one,
        `/admin/set-password/${"Z".repeat(42)}${i % 10}`,
        toFormData({
          newPassword: text("copper drums at dawn 7"),
          confirmPassword: text("copper drums at dawn 7"),
        }),
        "data-urlencoded",
      );
      statuses.push(response.status());
    }
    // As the login: five failures per address for one account (the link form counts as one), then 429.
    expect(statuses).toEqual([
      400, 400, 400, 400, 400, 429, 429, 429, 429, 429, 429, 429,
    ]);
  } finally {
    await one.dispose();
  }
  expect(adminRow()).toEqual(before);
  // The shared administrator still signs in.
  const again = await signedIn();
  await again.dispose();
});
