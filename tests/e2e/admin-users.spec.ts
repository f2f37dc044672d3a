import type { Browser, Page } from "@playwright/test";
import { login, queryOne, toast } from "../support/admin-helpers";
import { createAccount, TEST_PASSWORD } from "../support/admin-users";
import { E2E_SMTP_PORT } from "../support/env";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { SmtpListener } from "../support/smtp-listener";

// Two browsers, Argon2 hashes and a mail round trip on a shared 2-core machine: generous time.
test.describe.configure({ timeout: 150_000 });

/**
 * Issue 19, users (docs/decisions/034): an administrator adds a user, who gets a one-time link
 * (shown to hand over, and mailed), sets a password and signs in as an editor; a new link replaces
 * the old; deactivating ends a live session at once.
 */

async function otherBrowser(browser: Browser, page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { "X-Forwarded-For": `198.19.${octet()}.${octet()}` },
  });
  return { context, page: await context.newPage() };
}

/** Adds a user through the dialog and returns the link the screen shows to hand over. */
async function addUser(
  page: Page,
  user: { username: string; name: string; email: string; role?: string },
  /** What the dialog must say of the link's mail. */
  mailNote?: string,
): Promise<string> {
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Username *").fill(user.username);
  await dialog.getByLabel("Full name *").fill(user.name);
  await dialog.getByLabel("E-mail *").fill(user.email);
  if (user.role)
    await dialog.getByLabel("Role *").selectOption({ label: user.role });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    toast(page, `User ${user.username} added. Hand over the link below.`),
  ).toBeVisible();
  const shown = page.getByRole("dialog", {
    name: `One-time set-password link for ${user.username}`,
  });
  const url = await shown
    .getByRole("textbox", { name: "Set-password link" })
    .inputValue();
  expect(url).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/admin\/set-password\/[A-Za-z0-9_-]{43}$/,
  );
  if (mailNote) await expect(shown).toContainText(mailNote);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  return url;
}

async function setPassword(page: Page, url: string, password: string) {
  await gotoHydrated(page, url);
  await page.getByLabel("New password *", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password *").fill(password);
  await page.getByRole("button", { name: "Set Password" }).click();
}

function row(page: Page, username: string) {
  // The username's cell: the name, and "You" on the signed-in user's own row.
  return page.getByRole("row").filter({
    has: page.getByRole("cell", { name: new RegExp(`^${username}( You)?$`) }),
  });
}

test.describe("the set-password link by mail", { tag: "@desktop-only" }, () => {
  // The admin server mails to E2E_SMTP_PORT + 1 (playwright.config.ts), where nothing listens but here.
  const smtp = new SmtpListener(E2E_SMTP_PORT + 1);
  test.afterEach(async () => {
    await smtp.stop();
  });

  test("an administrator adds an editor, who gets the link by mail, sets a password and signs in as an editor", async ({
    page,
    browser,
  }) => {
    await smtp.start();
    const username = `sara${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    await login(page, "/admin/users");
    // Queued when shown, not yet sent: the dialog does not claim more (issue 35).
    const shownUrl = await addUser(
      page,
      { username, name: "Sara Hassan", email },
      `It is also being mailed to ${email}; the Status column shows when the mail has gone.`,
    );
    await expect(
      row(page, username).getByText("Password not set"),
    ).toBeVisible();

    // The same link arrives by mail, to the user's address.
    await expect
      .poll(() => smtp.find(shownUrl)?.to, { timeout: 30_000 })
      .toEqual([email]);
    expect(smtp.find(shownUrl)!.text).toContain(`username ${username}`);
    // Gone: the users table says so.
    await expect
      .poll(
        async () => {
          await page.reload();
          return row(page, username).getByText("Link mailed").count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    // Only the token's hash is stored.
    const token = shownUrl.split("/").pop()!;
    expect(
      queryOne(
        "SELECT 1 FROM password_setup_tokens WHERE token_hash = ?",
        token,
      ),
    ).toBeUndefined();

    const other = await otherBrowser(browser, page);
    try {
      // Not yet: the login refuses a user without a password like a wrong one.
      await gotoHydrated(other.page, "/admin/login");
      await other.page.getByLabel("Username").fill(username);
      await other.page.getByLabel("Password").fill(TEST_PASSWORD);
      await other.page.getByRole("button", { name: "Login" }).click();
      await expect(
        other.page
          .getByRole("alert")
          .filter({ hasText: "Invalid credentials" }),
      ).toBeVisible();

      await gotoHydrated(other.page, shownUrl);
      await expect(
        other.page.getByText(`For the account ${username} (Sara Hassan).`),
      ).toBeVisible();
      // The policy applies: a common password is refused.
      await other.page
        .getByLabel("New password *", { exact: true })
        .fill("password1234");
      await other.page
        .getByLabel("Repeat the new password *")
        .fill("password1234");
      await other.page.getByRole("button", { name: "Set Password" }).click();
      await expect(
        other.page.getByText("This password is too common").first(),
      ).toBeVisible();

      await setPassword(other.page, shownUrl, TEST_PASSWORD);
      await expect(other.page).toHaveURL(/\/admin$/);
      await expect(other.page.getByTestId("signed-in-as")).toHaveText(
        "Signed in as Sara Hassan, Editor",
      );
      const nav = other.page.getByRole("navigation", {
        name: "Admin navigation",
      });
      await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);

      // Single use: the link now says it does not work, as an unknown one does.
      await gotoHydrated(other.page, shownUrl);
      await expect(
        other.page.getByRole("heading", { name: "This link does not work" }),
      ).toBeVisible();
      await gotoHydrated(other.page, `/admin/set-password/${"A".repeat(43)}`);
      await expect(
        other.page.getByRole("heading", { name: "This link does not work" }),
      ).toBeVisible();
    } finally {
      await other.context.close();
    }
    await page.reload();
    await expect(
      row(page, username).getByText("Active", { exact: true }),
    ).toBeVisible();
  });
});

test("a new link replaces the old one; deactivating ends a live session at once and stops the login", async ({
  page,
  browser,
}, testInfo) => {
  const username = `omar${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  await login(page, "/admin/users");
  const first = await addUser(page, {
    username,
    name: "Omar Fathy",
    email: `${username}@example.test`,
  });
  await row(page, username)
    .getByRole("button", {
      name: `Issue a new set-password link for ${username}`,
    })
    .click();
  await expect(
    toast(page, `New link for ${username}. The old one no longer works.`),
  ).toBeVisible();
  const shown = page.getByRole("dialog", {
    name: `One-time set-password link for ${username}`,
  });
  const second = await shown
    .getByRole("textbox", { name: "Set-password link" })
    .inputValue();
  await shown.getByRole("button", { name: "Done" }).click();
  expect(second).not.toBe(first);

  const other = await otherBrowser(browser, page);
  try {
    await gotoHydrated(other.page, first);
    await expect(
      other.page.getByRole("heading", { name: "This link does not work" }),
    ).toBeVisible();
    await setPassword(other.page, second, TEST_PASSWORD);
    await expect(other.page).toHaveURL(/\/admin$/);

    // Deactivation asks first, then signs them out everywhere at once.
    await page.reload();
    // The confirmation is a dialog the page's script opens: wait for it to run.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await row(page, username)
      .getByRole("button", { name: `Deactivate ${username}` })
      .click();
    const confirm = page.getByRole("alertdialog", {
      name: `Deactivate ${username}?`,
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(
      toast(page, `${username} is deactivated and signed out.`),
    ).toBeVisible();
    await expect(row(page, username).getByText("Deactivated")).toBeVisible();
    expect(
      queryOne<{ n: number }>(
        "SELECT count(*) AS n FROM sessions s JOIN admin_users u ON u.id = s.user_id WHERE u.username = ?",
        username,
      )?.n,
    ).toBe(0);
    // The deactivation is in the audit log.
    const deactivated = queryOne<{ changes: string }>(
      "SELECT a.changes FROM audit_log a JOIN admin_users u ON a.entity_id = CAST(u.id AS TEXT) WHERE a.entity = 'admin_users' AND u.username = ? AND a.action = 'update' ORDER BY a.id DESC LIMIT 1",
      username,
    );
    expect(JSON.parse(deactivated!.changes)).toMatchObject({ active: [1, 0] });

    await other.page.goto("/admin/products");
    await expect(other.page).toHaveURL(/\/admin\/login/);
    await other.page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached" });
    await other.page.getByLabel("Username").fill(username);
    await other.page.getByLabel("Password").fill(TEST_PASSWORD);
    await other.page.getByRole("button", { name: "Login" }).click();
    await expect(
      other.page.getByRole("alert").filter({ hasText: "Invalid credentials" }),
    ).toBeVisible();

    // Reactivated, the password they set works again.
    await row(page, username)
      .getByRole("button", { name: `Reactivate ${username}` })
      .click();
    await expect(toast(page, `${username} is active again.`)).toBeVisible();
    await login(other.page, "/admin/products", {
      username,
      password: TEST_PASSWORD,
    });
  } finally {
    await other.context.close();
  }
});

test("roles change from the table; nobody demotes or deactivates themselves", async ({
  page,
}, testInfo) => {
  const admin = await createAccount(testInfo, "administrator");
  const editor = await createAccount(testInfo, "editor");
  await login(page, "/admin/users", admin);
  // Their own row offers neither a role change nor deactivation.
  const own = row(page, admin.username);
  await expect(own.getByText("You", { exact: true })).toBeVisible();
  await expect(own.getByRole("button", { name: /Deactivate/ })).toHaveCount(0);
  await expect(own.getByRole("combobox")).toHaveCount(0);

  const theirs = row(page, editor.username);
  await theirs
    .getByRole("combobox", { name: `Role of ${editor.username}` })
    .selectOption("administrator");
  await theirs
    .getByRole("button", { name: `Change the role of ${editor.username}` })
    .click();
  await expect(
    toast(page, `${editor.username} is now Administrator.`),
  ).toBeVisible();
  expect(
    queryOne<{ role: string }>(
      "SELECT role FROM admin_users WHERE id = ?",
      editor.id,
    )?.role,
  ).toBe("administrator");
  // The audit log has it, field by field, by whom.
  const entry = queryOne<{ actor: string; changes: string }>(
    "SELECT actor, changes FROM audit_log WHERE entity = 'admin_users' AND entity_id = ? AND action = 'update' ORDER BY id DESC LIMIT 1",
    String(editor.id),
  );
  expect(entry?.actor).toBe(admin.username);
  expect(JSON.parse(entry!.changes)).toEqual({
    role: ["editor", "administrator"],
  });

  // The form's checks: a bad username and e-mail change nothing.
  const count = queryOne<{ n: number }>(
    "SELECT count(*) AS n FROM admin_users",
  )!.n;
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Username *").fill("Bad Name!");
  await dialog.getByLabel("Full name *").fill("Someone");
  await dialog.getByLabel("E-mail *").fill("not-an-address");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    dialog.getByText(
      "Use lower-case letters, digits, dots, hyphens and underscores, starting with a letter or digit",
    ),
  ).toBeVisible();
  await dialog.getByLabel("Username *").fill(editor.username);
  await dialog.getByLabel("E-mail *").fill("someone@example.test");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("This username is taken")).toBeVisible();
  expect(
    queryOne<{ n: number }>("SELECT count(*) AS n FROM admin_users")!.n,
  ).toBe(count);
});
