import { bothLanguagesPublicPaths } from "~/lib/public-paths";
import { expect, gotoHydrated, test } from "../support/fixtures";

/**
 * The quick loop's browser smoke (`npm run test:quick`, the "smoke" project): every public page in
 * both languages opens in Chromium, answers its status, hydrates and logs no error (the fixture's
 * console check). The full gate checks far more of each page (a11y, revisit, the budget); this is
 * the minute-long answer to "did I break a page?".
 */
test.describe.configure({ mode: "parallel" });

for (const path of bothLanguagesPublicPaths) {
  test(`${path} opens and hydrates`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    const missing = /\/no-such-page$/.test(path);
    expect(response?.status()).toBe(missing ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute(
      "lang",
      path === "/ar" || path.startsWith("/ar/") ? "ar" : "en",
    );
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });
}
