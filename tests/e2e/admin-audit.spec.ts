import { hash } from "@node-rs/argon2";
import { expect, test } from "../support/fixtures";
import {
  login,
  queryOne,
  run,
  toast,
  uniqueName,
} from "../support/admin-helpers";

// Argon2 hashes and many saves on a shared 2-core machine: generous time, steps still bounded.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 19, the audit log: every kind of admin write leaves an entry, field by field, with who and
 * when; sign-ins and failed sign-ins too. The test signs in as a user of its own, so the log
 * filtered to that user holds exactly what this test did (other tests write as "admin").
 */
test("the audit log records each kind of write, filters, and exports CSV", async ({
  page,
}, testInfo) => {
  const username = `audit-${testInfo.project.name}-${Date.now().toString(36)}`;
  const password = "first-audit-password-1";
  run(
    "INSERT INTO admin_users (username, password_hash) VALUES (?, ?)",
    username,
    await hash(password),
  );
  const userId = queryOne<{ id: number }>(
    "SELECT id FROM admin_users WHERE username = ?",
    username,
  )!.id;

  // A failed sign-in, then a good one.
  await page.goto("/admin/login");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("not-the-password-at-all");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid credentials" }),
  ).toBeVisible();
  await login(page, "/admin/categories", { username, password });

  // Create, change, delete.
  const name = uniqueName(testInfo, "Audited Armoured");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name *").fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Category created successfully")).toBeVisible();
  const id = queryOne<{ id: string }>(
    "SELECT id FROM categories WHERE name = ?",
    name,
  )!.id;
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await edit.getByLabel("Name *").fill(`${name} Renamed`);
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Category updated successfully")).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(`${name} Renamed`) })
    .getByRole("button", { name: `Delete ${name} Renamed` })
    .click();
  await expect(toast(page, "Category deleted successfully")).toBeVisible();

  // A password change (its hash shows only as "hidden").
  await page.goto("/admin/account");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Change Password" });
  await form.getByLabel("Current password *", { exact: true }).fill(password);
  await form
    .getByLabel("New password *", { exact: true })
    .fill("copper drums at dusk 9");
  await form
    .getByLabel("Repeat the new password *")
    .fill("copper drums at dusk 9");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(
    toast(page, "Password changed. Your other sessions have ended."),
  ).toBeVisible();

  await page.goto(`/admin/audit?user=${userId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Audit Log" }),
  ).toBeVisible();
  const entries = page.getByRole("main").getByRole("listitem");
  await expect(entries).toHaveCount(6);
  const [password_, deleted, renamed, created, signedIn, failed] = [
    entries.nth(0),
    entries.nth(1),
    entries.nth(2),
    entries.nth(3),
    entries.nth(4),
    entries.nth(5),
  ];
  await expect(password_).toContainText("Changed");
  // Each entry names what changed as the team calls it, not by its table (issue 35).
  await expect(password_).toContainText(`Users #${userId}`);
  await expect(password_).toContainText("password_hash");
  await expect(password_).toContainText("hidden");
  await expect(deleted).toContainText(`Categories #${id}`);
  await expect(deleted).toContainText("deleted_at");
  await expect(renamed).toContainText("Changed");
  await expect(renamed.getByRole("deletion")).toHaveText(name);
  await expect(renamed.getByRole("insertion")).toHaveText(`${name} Renamed`);
  await expect(created).toContainText("Created");
  await expect(created).toContainText(name);
  await expect(signedIn).toContainText("Signed in");
  await expect(failed).toContainText("Failed sign-in");
  for (const entry of [password_, deleted, renamed, created, signedIn, failed])
    await expect(entry).toContainText(username);

  // Filtered by what changed, through the form: its choices are names, never table names.
  const choices = await page
    .getByLabel("What changed")
    .locator("option")
    .allTextContents();
  expect(choices).toEqual(
    expect.arrayContaining(["Everything", "Categories", "Sign-ins", "Users"]),
  );
  expect(choices.filter((choice) => /_|^[a-z]/.test(choice))).toEqual([]);
  await page.getByLabel("What changed").selectOption({ label: "Categories" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/entity=categories/);
  await expect(entries).toHaveCount(3);
  // A date the address cannot mean is named, not guessed.
  await page.goto(`/admin/audit?user=${userId}&from=2026-02-30`);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "The “From” date was not understood" }),
  ).toBeVisible();
  await expect(entries).toHaveCount(6);

  // The CSV holds the same, one line per changed field, with a BOM.
  const csv = await page.request.get(
    `/admin/audit.csv?user=${userId}&entity=categories`,
  );
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(
    text.startsWith(
      "\ufeffentry,time_utc,user,action,entity,entity_id,address,request_id,field,before,after\r\n",
    ),
  ).toBe(true);
  expect(text).toContain(`,${username},update,categories,${id},`);
  expect(text).toContain(`name,${name},${name} Renamed`);
});
