import { catalog } from "../../app/locales/en/catalogue";
import { addToQuote } from "../../app/locales/en/add-to-quote";
import { careersCopy } from "../../app/locales/en/pages/careers";
import { sizePage } from "../../app/locales/en/size-page";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support/fixtures";

/**
 * Each page carries only its own copy (decision 042): the document's block holds the shared copy
 * and the matched routes' sections, and a client-side navigation brings the new page's sections
 * with its loader's data, without loading a new document.
 */

/** The section names in the document's copy block. */
function documentSections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.getElementById("locale-data")?.textContent ?? "{}";
    return Object.keys(
      (JSON.parse(text) as { sections?: object }).sections ?? {},
    );
  });
}

test("a document carries its own page's sections and no other page's", async ({
  page,
}) => {
  await gotoHydrated(page, "/product/1");
  expect((await documentSections(page)).sort()).toEqual([
    "addToQuote",
    "compareControl",
    "product",
    "sizePage",
  ]);
  const block = await page.locator("#locale-data").textContent();
  // Neither the listings' nor the home page's nor another page's words.
  expect(block).not.toContain(catalog.products.intro);
  expect(block).not.toContain(catalog.home.heading);
  expect(block).not.toContain(careersCopy.lead);

  await gotoHydrated(page, "/");
  expect(await documentSections(page)).toEqual(["home"]);
  expect(await page.locator("#locale-data").textContent()).not.toContain(
    catalog.product.back,
  );
});

test("client-side navigations bring each page's copy without reloading the document", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await expect(
    page.getByRole("heading", { level: 1, name: catalog.home.heading }),
  ).toBeAttached();
  // A marker on the window survives client-side navigations only.
  await page.evaluate(() =>
    Object.assign(window, { copyMarker: "same document" }),
  );
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data"))
      dataRequests.push(request.url());
  });

  await page
    .getByRole("navigation")
    .getByRole("link", { name: "Products", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(
    page.getByRole("heading", { level: 1, name: catalog.products.title }),
  ).toBeVisible();
  await expect(page.getByText(catalog.products.intro)).toBeVisible();
  // The cards' "Add to quote" disclosure: a section of its own, brought by the listing's loader.
  await expect(
    page.getByText(addToQuote.open, { exact: true }).first(),
  ).toBeVisible();

  await page
    .getByRole("link", { name: /^View details of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(
    page.getByRole("link", { name: catalog.product.back }),
  ).toBeVisible();
  await expect(
    page.getByRole("tab", { name: catalog.product.tabs.specifications }),
  ).toBeVisible();
  await expect(page.getByText(catalog.product.availableQuantity)).toBeVisible();
  await expect(
    page.getByText(sizePage.sizes.none).or(page.getByRole("table").first()),
  ).toBeAttached();

  await page
    .getByRole("link", { name: "Careers", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(
    page.getByRole("heading", { level: 1, name: careersCopy.title }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: careersCopy.benefitsTitle }),
  ).toBeVisible();
  await expect(page.getByText(careersCopy.formLead)).toBeVisible();

  await page.goBack();
  await expect(
    page.getByRole("link", { name: catalog.product.back }),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { copyMarker?: string }).copyMarker,
    ),
  ).toBe("same document");
  expect(dataRequests.length).toBeGreaterThanOrEqual(3);
});

test("a data request carries the page's sections; a document's loader data does not", async ({
  request,
}) => {
  const data = await (await request.get("/careers.data")).text();
  expect(data).toContain(careersCopy.benefitsTitle);
  expect(data).toContain("pageCopy");
  const html = await (await request.get("/careers")).text();
  // In the document the words appear once, in the copy block, not again in the router's data.
  expect(html.split(careersCopy.formLead).length - 1).toBeGreaterThanOrEqual(1);
  expect(html).not.toContain("pageCopy");
});
