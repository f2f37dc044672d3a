import { hash } from "@node-rs/argon2";
import { expect, test } from "../support/fixtures";
import { login, loginThroughForm, run, toast } from "../support/admin-helpers";

// Two browsers and Argon2 hashes on a shared 2-core machine: generous time, steps still bounded.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 19, own account: the sessions list ends another browser's session, and a password change
 * needs the current password, refuses a common one, and ends the other sessions. The test has an
 * account of its own (the shared administrator's password stays as the other tests know it).
 */
test("my account: end another session, then change the password, which ends the others", async ({
  page,
  browser,
}, testInfo) => {
  const username = `account-${testInfo.project.name}-${Date.now().toString(36)}`;
  const first = "first-account-password-1";
  const next = "copper drums at dawn 7";
  run(
    "INSERT INTO admin_users (username, password_hash) VALUES (?, ?)",
    username,
    await hash(first),
  );
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const other = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
    extraHTTPHeaders: { "X-Forwarded-For": `198.19.${octet()}.${octet()}` },
  });
  const elsewhere = await other.newPage();
  try {
    await loginThroughForm(elsewhere, "/admin/categories", {
      username,
      password: first,
    });
    await login(page, "/admin/account", { username, password: first });
    await expect(
      page.getByRole("heading", { level: 1, name: "My Account" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "My Account" }),
    ).toHaveAttribute("aria-current", "page");

    const sessions = page
      .getByRole("list", { name: "Active Sessions" })
      .getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "This session" })).toHaveCount(1);
    await sessions
      .filter({ hasText: "Firefox on Windows" })
      .getByRole("button", { name: /End the session of Firefox on Windows/ })
      .click();
    await expect(toast(page, "Session ended.")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await elsewhere.goto("/admin/categories");
    await expect(elsewhere).toHaveURL(/\/admin\/login/);

    // Signed in there again, then the password changes here.
    await loginThroughForm(elsewhere, "/admin/categories", {
      username,
      password: first,
    });
    const form = page.getByRole("form", { name: "Change Password" });
    await form
      .getByLabel("Current password *", { exact: true })
      .fill("not-the-password");
    await form.getByLabel("New password *", { exact: true }).fill(next);
    await form.getByLabel("Repeat the new password *").fill(next);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(
      form.getByText("The current password is not right"),
    ).toBeVisible();

    await form.getByLabel("Current password *", { exact: true }).fill(first);
    await form
      .getByLabel("New password *", { exact: true })
      .fill("qwerty123456");
    await form.getByLabel("Repeat the new password *").fill("qwerty123456");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("This password is too common")).toBeVisible();

    // Too short is caught in the browser, before anything is sent.
    await form.getByLabel("New password *", { exact: true }).fill("short-one");
    await form.getByLabel("Repeat the new password *").fill("short-one");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(
      form.getByText("The new password needs at least 12 characters"),
    ).toBeVisible();

    await form.getByLabel("New password *", { exact: true }).fill(next);
    await form.getByLabel("Repeat the new password *").fill(next);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(
      toast(page, "Password changed. Your other sessions have ended."),
    ).toBeVisible();
    await expect(
      form.getByLabel("Current password *", { exact: true }),
    ).toHaveValue("");
    await expect(sessions).toHaveCount(1);

    // The other browser is signed out; the old password no longer opens the account, the new one does.
    await elsewhere.goto("/admin/categories");
    await expect(elsewhere).toHaveURL(/\/admin\/login/);
    await elsewhere.getByLabel("Username").fill(username);
    await elsewhere.getByLabel("Password").fill(first);
    await elsewhere.getByRole("button", { name: "Login" }).click();
    await expect(
      elsewhere.getByRole("alert").filter({ hasText: "Invalid credentials" }),
    ).toBeVisible();
    await loginThroughForm(elsewhere, "/admin/categories", {
      username,
      password: next,
    });
  } finally {
    await other.close();
  }
});
