import {
  expect,
  gotoHydrated,
  sidewaysOverflow,
  test,
} from "../support/fixtures";
import { ADMIN_PAGES, login } from "../support/admin-helpers";

/**
 * The admin area at 320 px, the narrowest phones in use: no page scrolls sideways, and the header
 * keeps Logout (as an icon, still named "Logout"). Runs in the admin-mobile project only.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("no admin page scrolls sideways at 320 px", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, "/admin");
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport({
    ratio: 1,
  });
  for (const url of ADMIN_PAGES) {
    await gotoHydrated(page, url);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${url} is ${overflow} px wider than the screen`).toBe(0);
  }
  // The largest dialog fits the screen too.
  await gotoHydrated(page, "/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await expect(
    dialog.getByRole("tab", { name: "Applications" }),
  ).toBeInViewport({ ratio: 1 });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
});
