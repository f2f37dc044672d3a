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
 * Compare (issue 17, item 4): choose up to four products on cards and product pages, then
 * /compare?ids=... shows them side by side, marks the rows that differ, filters to those, prints
 * cleanly and works without JavaScript. Runs at 1280 and 375 px.
 */
test.describe.configure({ timeout: 60_000 });

const COPPER_16 = "Copper Conductor 16mm²";
const COPPER_25 = "Copper Conductor 25mm²";
const THREE_CORE = "3-Core Multi Conductor Cable 3×6mm²";
const FIVE_CORE = "5-Core Multi Conductor Cable 5×10mm²";
const CONTROL_4 = "Control Cable 4×1.5mm²";

const table = (page: Page) =>
  page
    .getByRole("region", { name: "Comparison table (scrolls sideways)" })
    .getByRole("table");
/** The column heads: "Attribute", then one per product (the group rows' heads are not columns). */
const heads = (page: Page) =>
  table(page).locator("thead").getByRole("columnheader");
/** A row's head; the typed row comes before the published text of the same name ("Insulation"). */
const rowHeader = (page: Page, name: string | RegExp) =>
  table(page).getByRole("rowheader", { name }).first();

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript(
    (value) => localStorage.setItem("theme", value),
    theme,
  );
}

test("choose products on cards and a product page, refuse a fifth, open the comparison", async ({
  page,
}) => {
  await gotoHydrated(page, "/products");
  const toggle = (name: string) =>
    page.getByRole("button", { name: `Compare ${name}` });
  const tray = page.getByRole("complementary", { name: "Products to compare" });
  // Before any choice, no tray and none of its code.
  await expect(tray).toHaveCount(0);

  await toggle(COPPER_16).click();
  await expect(toggle(COPPER_16)).toHaveAttribute("aria-pressed", "true");
  await expect(tray.getByRole("link", { name: "Compare (1)" })).toBeVisible();
  await expect(tray.getByRole("status")).toHaveText(
    `${COPPER_16} added to the comparison (1 of 4).`,
  );
  for (const name of [COPPER_25, THREE_CORE, FIVE_CORE])
    await toggle(name).click();
  await expect(tray.getByRole("link", { name: "Compare (4)" })).toBeVisible();

  // A fifth is refused, visibly and politely.
  await toggle(CONTROL_4).click();
  await expect(toggle(CONTROL_4)).toHaveAttribute("aria-pressed", "false");
  await expect(tray.getByRole("status")).toHaveText(
    `You can compare up to four products. Remove one before adding ${CONTROL_4}.`,
  );
  await expect(tray.getByRole("status")).toBeVisible();

  // Pressing again removes; the product page's control knows the choice.
  await toggle(COPPER_25).click();
  await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await gotoHydrated(page, "/product/2");
  const pageToggle = page.getByRole("button", { name: `Compare ${COPPER_25}` });
  await expect(pageToggle).toHaveAttribute("aria-pressed", "false");
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute("aria-pressed", "true");
  await expect(tray.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await expectNoAxeViolations(page);

  await tray.getByRole("link", { name: "Compare (4)" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=1,3,4,2$/);
  await expect(heads(page)).toHaveText([
    "Attribute",
    new RegExp(`^${COPPER_16}`),
    new RegExp(`^${THREE_CORE.replace(/[×]/g, ".")}`),
    new RegExp(`^${FIVE_CORE.replace(/[×]/g, ".")}`),
    new RegExp(`^${COPPER_25}`),
  ]);

  // Clear empties the selection everywhere.
  await gotoHydrated(page, "/products");
  await tray.getByRole("button", { name: "Clear" }).click();
  await expect(tray.getByRole("status")).toHaveText("The comparison is empty.");
  await expect(toggle(COPPER_16)).toHaveAttribute("aria-pressed", "false");
});

test(
  "without JavaScript: a card's Compare link, then find and add a product, then remove one",
  { tag: "@desktop-only" },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
    });
    const page = await context.newPage();
    await page.goto("/products");
    await page.getByRole("link", { name: `Compare ${COPPER_16}` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Compare products",
    );
    await expect(
      table(page).getByRole("link", { name: COPPER_16, exact: true }),
    ).toHaveAttribute("href", "/product/1");

    await page
      .getByRole("searchbox", { name: "Find a product by name, type or size" })
      .fill("control");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1&q=control$/);
    await expect(
      page.getByRole("heading", { name: "Products matching “control”" }),
    ).toBeVisible();
    await page
      .getByRole("link", { name: `Add ${CONTROL_4} to the comparison` })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=1,5$/);
    await expect(heads(page)).toHaveCount(3);

    await table(page)
      .getByRole("link", { name: `Remove ${COPPER_16}` })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=5$/);
    await expect(heads(page)).toHaveText([
      "Attribute",
      new RegExp(`^${CONTROL_4.replace("×", ".")}`),
    ]);
    await context.close();
  },
);

for (const theme of ["light", "dark"] as const) {
  test(`differences are marked and can be shown alone; bad ids get a note (${theme} theme)`, async ({
    page,
  }) => {
    await setTheme(page, theme);
    const response = await gotoHydrated(page, "/compare?ids=1,3,1,999,6,2,4");
    expect(response?.status()).toBe(200);
    const note = page.getByRole("region", {
      name: "Some products in the address were left out",
    });
    await expect(note.getByRole("listitem")).toHaveText([
      "Product “1” was listed more than once; it is shown once.",
      "No product has the id “999”.",
      "Product “4” was left out: you can compare up to four products at a time.",
    ]);
    await expect(heads(page)).toHaveCount(5);
    await expect(
      page.getByText(
        "You are comparing four products, the most at a time. Remove one to add another.",
      ),
    ).toBeVisible();
    // Shareable but not indexed; the canonical address is the comparison itself.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/compare\?ids=1,3,6,2$/,
    );

    // "Differs" is text in the row header, not colour alone.
    await expect(rowHeader(page, "Insulation Differs")).toBeVisible();
    await expect(rowHeader(page, "Conductor material")).toHaveText(
      "Conductor material",
    );
    await expect(
      table(page)
        .getByRole("row")
        .filter({
          has: page.getByRole("rowheader", { name: "Insulation Differs" }),
        })
        .first()
        .getByRole("cell"),
    ).toHaveText(["XLPE", "PVC", "PVC", "XLPE"]);
    const marked = await table(page).locator("tr[data-differs]").count();
    expect(marked).toBeGreaterThan(5);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Show only differences" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1,3,6,2&diff=1$/);
    await expect(rowHeader(page, "Conductor material")).toHaveCount(0);
    await expect(rowHeader(page, "Insulation Differs")).toBeVisible();
    await expect(
      table(page).locator("tbody tr:not(:has(th[scope=colgroup]))"),
    ).toHaveCount(marked);

    // Removing keeps the filter while two or more remain.
    await table(page)
      .getByRole("link", { name: `Remove ${THREE_CORE}` })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=1,6,2&diff=1$/);
    await page.getByRole("link", { name: "Show all rows" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1,6,2$/);
    await expect(rowHeader(page, "Conductor material")).toBeVisible();

    // On a phone the table scrolls inside its region; the page itself does not.
    const region = page.getByRole("region", {
      name: "Comparison table (scrolls sideways)",
    });
    if (isMobile(page)) {
      expect(
        await region.evaluate(
          (element) => element.scrollWidth > element.clientWidth,
        ),
      ).toBe(true);
      await region.focus();
      await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => region.evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

test(
  "prints as a document: no chrome, no controls, light colours, the address and date",
  { tag: "@desktop-only" },
  async ({ page }) => {
    await setTheme(page, "dark");
    await gotoHydrated(page, "/compare?ids=1,3,6");
    await expect(page.getByRole("banner")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    for (const nav of await page.getByRole("navigation").all())
      await expect(nav).toBeHidden();
    await expect(
      page.getByRole("heading", { name: "Add a product" }),
    ).toBeHidden();
    await expect(
      page.getByRole("link", { name: `Remove ${COPPER_16}` }),
    ).toBeHidden();
    await expect(
      page.getByText(
        /^Printed from http:\/\/127\.0\.0\.1:\d+\/compare\?ids=1,3,6\. Product data of \w+ \d+, \d{4}\.$/,
      ),
    ).toBeVisible();
    // Dark text on white paper, whatever the screen's theme.
    expect(
      await page
        .getByRole("heading", { level: 1 })
        .evaluate((element) => getComputedStyle(element).color),
    ).toBe("rgb(0, 0, 0)");
    // The table fits the page's width: nothing is cut off at the side.
    const fits = await table(page).evaluate(
      (element) =>
        element.getBoundingClientRect().right <=
        document.documentElement.clientWidth + 1,
    );
    expect(fits).toBe(true);
    await page.emulateMedia({ media: "screen" });
  },
);

test(
  "with nothing chosen: a helpful empty state, and the page stays out of the sitemap",
  { tag: "@desktop-only" },
  async ({ page, request }) => {
    await gotoHydrated(page, "/compare");
    await expect(
      page.getByRole("heading", { name: "Nothing to compare yet" }),
    ).toBeVisible();
    await page
      .getByRole("searchbox", { name: "Find a product by name, type or size" })
      .fill("zzz-no-such-cable");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(
      page.getByText(
        "No other product matches “zzz-no-such-cable”. Try another name, type or size.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Browse products" }).click();
    await expect(page).toHaveURL(/\/products$/);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/products</loc>");
    expect(sitemap).not.toContain("/compare");
  },
);
