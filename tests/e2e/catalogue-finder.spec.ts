import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  isMobile,
  sidewaysOverflow,
  test,
} from "../support/fixtures";

/**
 * The finder on /products and the category pages (issue 17 item 3): facets with counts, ranges,
 * chips, reset, the empty state that names its filter; with JavaScript (the address follows each
 * choice, the back button restores) and without (a GET form). At 375 px the facets sit in a
 * disclosure above the results.
 */

const count = (page: Page) =>
  page.getByRole("status").filter({ hasText: /products?$/ });
const filters = (page: Page) =>
  page.getByRole("form", { name: "Filter products" });

/** On a phone the facets are behind the "Filters" disclosure; on a desktop they are always shown. */
async function openFilters(page: Page) {
  const toggle = page.locator("summary").filter({ hasText: /^Filters/ });
  if (isMobile(page)) {
    await expect(filters(page)).toBeHidden();
    await toggle.click();
  } else await expect(toggle).toBeHidden();
  await expect(filters(page)).toBeVisible();
}

test("choosing facets updates the address and the count; back restores; chips and reset remove filters", async ({
  page,
}) => {
  await gotoHydrated(page, "/products");
  await expect(count(page)).toHaveText("8 products");
  await openFilters(page);

  await filters(page).getByRole("checkbox", { name: "0.6/1 kV (4)" }).check();
  await expect(page).toHaveURL(/\/products\?voltage=0\.6%2F1kV$/);
  await expect(count(page)).toHaveText("4 products");
  // Disjunctive counts: insulation's values count within 0.6/1 kV.
  await filters(page).getByRole("checkbox", { name: "XLPE (2)" }).check();
  await expect(page).toHaveURL(
    /\/products\?voltage=0\.6%2F1kV&insulation=xlpe$/,
  );
  await expect(count(page)).toHaveText("2 products");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(
    filters(page)
      .getByRole("group", { name: "Insulation" })
      .getByRole("checkbox", { name: "PVC (2)" }),
  ).not.toBeChecked();
  await filters(page).getByLabel("Sort by").selectOption("name-desc");
  await expect(page).toHaveURL(
    /\/products\?sort=name-desc&voltage=0\.6%2F1kV&insulation=xlpe$/,
  );
  await expect(page.getByRole("article").first()).toContainText(
    "Copper Conductor 25mm²",
  );

  await page.goBack();
  await expect(page).toHaveURL(
    /\/products\?voltage=0\.6%2F1kV&insulation=xlpe$/,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?voltage=0\.6%2F1kV$/);
  await expect(count(page)).toHaveText("4 products");
  await expect(
    filters(page).getByRole("checkbox", { name: /^XLPE/ }),
  ).not.toBeChecked();
  await expect(
    filters(page).getByRole("checkbox", { name: "0.6/1 kV (4)" }),
  ).toBeChecked();
  if (!isMobile(page)) await expectNoAxeViolations(page, "main");

  const applied = page.getByRole("navigation", { name: "Active filters" });
  await applied
    .getByRole("link", {
      name: "Remove filter: Rated voltage (Uo/U): 0.6/1 kV",
    })
    .click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(count(page)).toHaveText("8 products");
  await expect(applied).toHaveCount(0);

  // The empty state names the filter that emptied the list and removes it.
  await gotoHydrated(page, "/products?in_stock=1&armour=braid&q=cable");
  await expect(
    page.getByText(
      "No products match Armour: Wire braid with your other filters.",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Remove Armour: Wire braid" }).click();
  await expect(page).toHaveURL(/\/products\?in_stock=1&q=cable$/);
  await expect(count(page)).toHaveText("5 products");
  await page
    .getByRole("navigation", { name: "Active filters" })
    .getByRole("link", { name: "Clear all filters" })
    .click();
  await expect(page).toHaveURL(/\/products$/);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("on a category page the finder stays within the category; bad parameters are named, not a 500 (dark theme)", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  const response = await gotoHydrated(
    page,
    "/categories/control?section_min=abc&class=5",
  );
  expect(response?.status()).toBe(200);
  await expect(
    page.getByText(
      "“section_min” must be a number from 0 to 3000, such as 2.5.",
    ),
  ).toBeVisible();
  await expect(count(page)).toHaveText("2 products");
  await openFilters(page);
  await filters(page)
    .getByRole("checkbox", { name: "In stock only (1)" })
    .check();
  await expect(page).toHaveURL(/\/categories\/control\?.*in_stock=1/);
  await expect(count(page)).toHaveText("1 product");
  await expect(page.getByRole("article")).toContainText(
    "Control Cable 4×1.5mm²",
  );
  await filters(page)
    .getByRole("spinbutton", { name: "From" })
    .first()
    .fill("3");
  await filters(page)
    .getByRole("spinbutton", { name: "From" })
    .first()
    .press("Enter");
  await expect(page).toHaveURL(/section_min=3/);
  await expect(
    page.getByText(
      "No products match Cross-section (mm²) from 3 with your other filters.",
    ),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  if (!isMobile(page)) await expectNoAxeViolations(page, "main");
});

test("without JavaScript the finder is a GET form with clean addresses", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  try {
    const page = await context.newPage();
    await page.goto("/products");
    await openFilters(page);
    await filters(page).getByRole("checkbox", { name: "XLPE (2)" }).check();
    await filters(page)
      .getByRole("spinbutton", { name: "From" })
      .first()
      .fill("100");
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(
      /\/products\?section_min=100&insulation=xlpe$/,
    );
    await expect(page.getByText("2 products", { exact: true })).toBeVisible();
    await page
      .getByRole("link", {
        name: "Remove filter: Cross-section (mm²) from 100",
      })
      .click();
    await expect(page).toHaveURL(/\/products\?insulation=xlpe$/);
    await page.goBack();
    await expect(page).toHaveURL(/section_min=100/);
  } finally {
    await context.close();
  }
});

test("an empty list keeps its facets and offers the nearest sizes; cards name the sizes that matched @desktop-only", async ({
  page,
}) => {
  await gotoHydrated(page, "/products?cores=4&section_min=16&section_max=16");
  await openFilters(page);
  // No 4 x 16 is made: the other facets stay, with what they would count under the rest.
  await expect(
    filters(page).getByRole("group", { name: "Insulation" }),
  ).toBeVisible();
  await expect(
    filters(page).getByRole("checkbox", { name: "XLPE (0)" }),
  ).toBeVisible();
  const nearest = page.getByRole("navigation", {
    name: "Nearest sizes we make:",
  });
  await expect(nearest.getByRole("link")).toHaveText([
    "3 × 16 mm²",
    "5 × 16 mm²",
    "4 × 2.5 mm²",
  ]);
  await expectNoAxeViolations(page);
  await nearest.getByRole("link", { name: "3 × 16 mm²" }).click();
  await expect(page).toHaveURL(
    /\/products\?cores=3&section_min=16&section_max=16$/,
  );
  await expect(count(page)).toHaveText("1 product");
  await expect(
    page.getByRole("article").getByText("Matching sizes: 3 × 16 mm²"),
  ).toBeVisible();

  // A search for a size: each card says which of its sizes it was found by.
  await gotoHydrated(page, "/products?q=16mm2");
  await expect(
    page
      .getByRole("article", { name: "Copper Conductor 16mm²" })
      .getByText(/^Matching sizes: 1 × 16 mm²/),
  ).toBeVisible();
});
