import Database from "better-sqlite3";
import path from "node:path";
import { e2eDataDir } from "../support/data-dir";
import { E2E_ADMIN_PORT } from "../support/env";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { login } from "../support/admin-helpers";

function plantBrokenProduct(id: string): Database.Database {
  const db = new Database(
    path.join(e2eDataDir(E2E_ADMIN_PORT), "cableworks.db"),
  );
  db.pragma("busy_timeout = 5000");
  // Specifications that are not JSON: a loader that reads the row throws.
  db.prepare(
    `insert into products (id, name, name_key, description_key, category, specifications, features, applications, certifications)
     values (?, 'Broken', 'product.broken.name', 'product.broken.desc', 'stranded', '{not json', '[]', '[]', '[]')`,
  ).run(id);
  return db;
}

/**
 * A failure inside the public layout shows the spec's error screen inside the chrome, with status
 * 500. Runs last and alone (its own project): the broken row it plants would break product lists.
 */
test("a failing page shows Unexpected Application Error! inside the chrome", async ({
  page,
}, testInfo) => {
  testInfo.annotations.push({ type: "expect-status", description: "500" });
  const id = `broken-${testInfo.project.name}-${Date.now()}`;
  const db = plantBrokenProduct(id);
  try {
    const response = await page.goto(`/product/${id}`);
    expect(response?.status()).toBe(500);
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      "Unexpected Application Error! | Cableworks",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await gotoHydrated(page, "/");
  } finally {
    db.prepare("delete from products where id = ?").run(id);
    db.close();
  }
});

test("a failing admin page shows the error screen inside the admin shell, which stays usable", async ({
  page,
}, testInfo) => {
  testInfo.annotations.push({ type: "expect-status", description: "500" });
  await login(page, "/admin");
  const id = `broken-admin-${Date.now()}`;
  const db = plantBrokenProduct(id);
  try {
    // The products table reads every product on its page: the broken row makes its loader throw.
    const response = await gotoHydrated(page, "/admin/products");
    expect(response?.status()).toBe(500);
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      "Unexpected Application Error! | Cableworks Admin",
    );
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(
      page.getByRole("link", { name: "Reload the page" }),
    ).toHaveAttribute("href", "/admin/products");
    await expect(
      page.getByRole("link", { name: "Return to Dashboard" }),
    ).toHaveAttribute("href", "/admin");
    // The admin navigation is still there and works.
    await page
      .getByRole("navigation", { name: "Admin navigation" })
      .getByRole("link", { name: "Categories" })
      .click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(
      page.getByRole("heading", { name: "Categories", level: 1 }),
    ).toBeVisible();
  } finally {
    db.prepare("delete from products where id = ?").run(id);
    db.close();
  }
});
