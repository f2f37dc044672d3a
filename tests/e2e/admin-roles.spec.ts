import type { APIRequestContext } from "@playwright/test";
import {
  ADMIN_PAGES,
  COMPANY_FORM,
  login,
  queryOne,
  toast,
} from "../support/admin-helpers";
import { apiSignedInAs, createAccount } from "../support/admin-users";
import { expect, test } from "../support/fixtures";
import { ADMINISTRATOR_PATHS } from "~/lib/roles";

// Argon2 hashes and two roles' sessions on a shared 2-core machine: generous time.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 19, roles (docs/decisions/034): an editor is refused each administrator-only loader and
 * action with 403, and nothing changes; the navigation hides what the role cannot open; editors
 * still keep the catalogue and content.
 */
// The one table of administrator-only screens (app/lib/roles.ts), the metal prices among them.
const ADMINISTRATOR_ONLY: readonly string[] = ADMINISTRATOR_PATHS;

type UserState = {
  count: number;
  target: { role: string; active: number; password_hash: string } | undefined;
};

function userState(targetId: number): UserState {
  return {
    count: queryOne<{ n: number }>("SELECT count(*) AS n FROM admin_users")!.n,
    target: queryOne(
      "SELECT role, active, password_hash FROM admin_users WHERE id = ?",
      targetId,
    ),
  };
}

function tokenCount(userId: number): number {
  return queryOne<{ n: number }>(
    "SELECT count(*) AS n FROM password_setup_tokens WHERE user_id = ?",
    userId,
  )!.n;
}

/** Posts as a fetcher does (`.data`) and as a document form does: both are refused. */
async function postBoth(
  api: APIRequestContext,
  path: string,
  form: Record<string, string>,
) {
  const statuses: number[] = [];
  for (const url of [`${path}.data`, path]) {
    const response = await api.post(url, {
      form,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    statuses.push(response.status());
  }
  return statuses;
}

test("an editor is refused every administrator-only page and action (403), and nothing changes", async ({
  page,
}, testInfo) => {
  const editor = await createAccount(testInfo, "editor");
  const target = await createAccount(testInfo, "editor", "target");
  const api = await apiSignedInAs(editor);
  try {
    // The loaders: documents and data requests alike.
    for (const path of ADMINISTRATOR_ONLY) {
      expect(
        (
          await api.get(path, { maxRedirects: 0, failOnStatusCode: false })
        ).status(),
        `GET ${path}`,
      ).toBe(403);
      expect(
        (
          await api.get(`${path}.data`, {
            maxRedirects: 0,
            failOnStatusCode: false,
          })
        ).status(),
        `GET ${path}.data`,
      ).toBe(403);
    }
    // The audit log's export, outside the admin layout, too.
    expect(
      (
        await api.get("/admin/audit.csv", {
          maxRedirects: 0,
          failOnStatusCode: false,
        })
      ).status(),
      "GET /admin/audit.csv",
    ).toBe(403);

    // The users screen's actions, each with a form that would succeed for an administrator.
    const before = userState(target.id);
    const tokensBefore = tokenCount(target.id);
    const actions: Array<[string, Record<string, string>]> = [
      [
        "create",
        {
          intent: "create",
          username: `sneaky${Date.now().toString(36)}`,
          displayName: "Sneaky",
          email: "sneaky@example.test",
          role: "administrator",
        },
      ],
      ["reissue", { intent: "reissue", id: String(target.id) }],
      [
        "role",
        { intent: "role", id: String(target.id), role: "administrator" },
      ],
      ["deactivate", { intent: "deactivate", id: String(target.id) }],
      ["reactivate", { intent: "reactivate", id: String(target.id) }],
      // Promoting themselves is refused like anything else here.
      [
        "role (self)",
        { intent: "role", id: String(editor.id), role: "administrator" },
      ],
    ];
    for (const [name, form] of actions) {
      expect(
        await postBoth(api, "/admin/users", form),
        `users: ${name}`,
      ).toEqual([403, 403]);
    }
    // Prices (issue 37): a day's metal price an administrator could add, refused, nothing stored.
    const prices = () =>
      queryOne<{ n: number }>("SELECT count(*) AS n FROM metal_prices")!.n;
    const pricesBefore = prices();
    expect(
      await postBoth(api, "/admin/metal-prices", {
        metal: "copper",
        currency: "USD",
        price: "945.20",
        priceDate: new Date().toISOString().slice(0, 10),
      }),
      "metal prices",
    ).toEqual([403, 403]);
    expect(prices()).toBe(pricesBefore);
    expect(userState(target.id)).toEqual(before);
    expect(tokenCount(target.id)).toBe(tokensBefore);
    expect(
      queryOne<{ role: string }>(
        "SELECT role FROM admin_users WHERE id = ?",
        editor.id,
      )?.role,
    ).toBe("editor");

    // The company details' action.
    const settingsBefore = queryOne<Record<string, unknown>>(
      "SELECT * FROM company_settings",
    );
    const changed = {
      ...COMPANY_FORM,
      officePhone: "+20 3 000 0000",
      city: "Changed by an editor",
    };
    expect(
      await postBoth(api, "/admin/settings", changed),
      "settings: save",
    ).toEqual([403, 403]);
    expect(
      queryOne<Record<string, unknown>>("SELECT * FROM company_settings"),
    ).toEqual(settingsBefore);
  } finally {
    await api.dispose();
  }

  // In the browser: the refusal is a page in the admin's style, and the navigation hides both.
  await login(page, "/admin", editor);
  await expect(page.getByTestId("signed-in-as")).toHaveText(
    `Signed in as ${editor.displayName}, Editor`,
  );
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Company details" })).toHaveCount(
    0,
  );
  await expect(nav.getByRole("link", { name: "Audit Log" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Metal prices" })).toHaveCount(0);
  for (const path of ADMINISTRATOR_ONLY) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(
      page.getByRole("heading", { level: 1, name: "Administrators only" }),
    ).toBeVisible();
  }
});

test("an editor opens every catalogue and content screen, and changes content", async ({
  page,
}, testInfo) => {
  const editor = await createAccount(testInfo, "editor");
  await login(page, "/admin", editor);
  for (const path of ADMIN_PAGES.filter(
    (p) => !ADMINISTRATOR_ONLY.includes(p),
  )) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  // A content write as an editor: a quality FAQ question.
  await page.goto("/admin/faq");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const question = `Editor question ${testInfo.project.name} ${Date.now().toString(36)}?`;
  await page.getByRole("button", { name: "Add Question" }).click();
  await page.getByRole("dialog").getByLabel("Question *").fill(question);
  await page
    .getByRole("dialog")
    .getByLabel("Answer *")
    .fill("Yes, editors keep the content.");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^(Add|Create)$/ })
    .click();
  await expect(toast(page, "Question added successfully")).toBeVisible();
  // The cell also says the entry lacks its Arabic (docs/decisions/041).
  await expect(page.getByRole("cell").getByText(question)).toBeVisible();
  expect(
    queryOne("SELECT faq_id FROM faq_texts WHERE question = ?", question),
  ).toBeTruthy();
});

test("the header says who is signed in, with their role; administrators see Users", async ({
  page,
}, testInfo) => {
  const admin = await createAccount(testInfo, "administrator");
  await login(page, "/admin/users", admin);
  await expect(
    page.getByRole("heading", { level: 1, name: "Users" }),
  ).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: "Users" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    nav.getByRole("link", { name: "Company details" }),
  ).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toHaveText(
    `Signed in as ${admin.displayName}, Administrator`,
  );
});
