import Database from "better-sqlite3";
import path from "node:path";
import { e2eDataDir } from "./data-dir";
import { E2E_ADMIN_PORT } from "./env";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * A failure inside the public layout shows the spec's error screen inside the chrome, with status
 * 500. Runs last and alone (its own project): the broken row it plants would break product lists.
 */
test("a failing page shows Unexpected Application Error! inside the chrome", async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: "expect-status", description: "500" });
  const id = `broken-${testInfo.project.name}-${Date.now()}`;
  const db = new Database(path.join(e2eDataDir(E2E_ADMIN_PORT), "cableworks.db"));
  db.pragma("busy_timeout = 5000");
  // Specifications that are not JSON: the product page's loader throws while reading the row.
  db.prepare(
    `insert into products (id, name, name_key, description_key, category, specifications, features, applications, certifications)
     values (?, 'Broken', 'product.broken.name', 'product.broken.desc', 'stranded', '{not json', '[]', '[]', '[]')`,
  ).run(id);
  try {
    const response = await page.goto(`/product/${id}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await gotoHydrated(page, "/");
  } finally {
    db.prepare("delete from products where id = ?").run(id);
    db.close();
  }
});
