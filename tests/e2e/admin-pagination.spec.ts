import type { Browser, Page, TestInfo } from "@playwright/test";
import { login, openE2eDb, toast } from "../support/admin-helpers";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "../support/fixtures";

/**
 * Long lists page on the server with plain links (issue 6). Runs on the admin server, which has its
 * own database: this file adds 60 products there, in a category of its own, so no other test's
 * counts move. Its rows sort last in the admin table (lowest sort order), so they never push
 * another test's fresh rows off the table's first page.
 */
test.describe.configure({ timeout: 90_000 });

const COUNT = 60;
const IN_SUBCATEGORY = 30;

interface Catalogue {
  word: string;
  category: string;
  subcategory: string;
  name: (index: number) => string;
}

function plant(testInfo: TestInfo): Catalogue {
  // A word only these products contain, so the search finds exactly them.
  const word =
    `pgn${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toLowerCase();
  const category = `paged-${word}`;
  const subcategory = `${category}-sub`;
  const name = (index: number) =>
    `Probe Cable ${word} ${String(index).padStart(2, "0")}`;
  const specifications = {
    crossSection: "2.5 mm²",
    voltage: "450/750 V",
    current: "",
    insulation: "PVC",
    insulationMaterial: "",
    temperature: "",
    operatingTemp: "",
    flexibility: "",
    bendRadius: "",
    availableColors: "",
    conductors: 1,
    sheath: "",
    sheathMaterial: "",
  };
  const db = openE2eDb();
  try {
    db.transaction(() => {
      const addCategory = db.prepare(
        "insert into categories (id, name, description, parent_id, sort_order) values (?, ?, ?, ?, ?)",
      );
      addCategory.run(
        category,
        `Paged ${word}`,
        "Products planted by the pagination test.",
        null,
        900,
      );
      addCategory.run(subcategory, `Sub ${word}`, "", category, 0);
      const addProduct = db.prepare(
        `insert into products (id, name, name_key, description_key, description, category, subcategory, quantity, unit, in_stock,
          specifications, features, applications, certifications, search_text, sort_order)
         values (?, ?, ?, ?, ?, ?, ?, ?, 'meters', 1, ?, '[]', '[]', '[]', ?, ?)`,
      );
      for (let index = 1; index <= COUNT; index++) {
        const productName = name(index);
        const key = productName.toLowerCase().replace(/\s+/g, "_");
        addProduct.run(
          `${word}-${index}`,
          productName,
          `product.${key}.name`,
          `product.${key}.desc`,
          "A cable planted to fill several pages.",
          category,
          index <= IN_SUBCATEGORY ? subcategory : null,
          index * 10,
          JSON.stringify(specifications),
          `${productName.toLowerCase()} a cable planted to fill several pages. ${category} 2.5mm 450/750v pvc`,
          -1_000_000 + index,
        );
      }
    })();
  } finally {
    db.close();
  }
  return { word, category, subcategory, name };
}

let catalogue: Catalogue;
test.beforeAll(() => {
  catalogue = plant(test.info());
});

const cards = (page: Page) => page.getByRole("article");
const pages = (page: Page, label = "Product pages") =>
  page.getByRole("navigation", { name: label });

async function expectCards(page: Page, from: number, to: number) {
  await expect(cards(page)).toHaveCount(to - from + 1);
  await expect(cards(page).first()).toContainText(catalogue.name(from));
  await expect(cards(page).last()).toContainText(catalogue.name(to));
}

async function noScriptPage(
  browser: Browser,
  testInfo: TestInfo,
  storageState?: Awaited<
    ReturnType<ReturnType<Page["context"]>["storageState"]>
  >,
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
    storageState,
  });
  return { context, page: await context.newPage() };
}

test("a long category pages with links; the count counts every product", async ({
  page,
}) => {
  await gotoHydrated(page, `/categories/${catalogue.category}`);
  await expect(
    page.getByText(`${COUNT} products`, { exact: true }),
  ).toBeVisible();
  await expectCards(page, 1, 24);
  const nav = pages(page);
  await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Page 3" })).toHaveAttribute(
    "href",
    `/categories/${catalogue.category}?page=3`,
  );
  await expect(nav.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await expect(nav.getByText("Page 1 of 3")).toBeVisible();
  await expectNoAxeViolations(page, "nav");

  await nav.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/categories/${catalogue.category}\\?page=2$`),
  );
  await expectCards(page, 25, 48);
  await expect(
    page.getByText(`${COUNT} products`, { exact: true }),
  ).toBeVisible();
  await expect(
    pages(page).getByRole("link", { name: "Page 2" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/\(page 2\)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/categories/${catalogue.category}\\?page=2$`),
  );

  await pages(page).getByRole("link", { name: "Page 3" }).click();
  await expectCards(page, 49, 60);
  await expect(
    pages(page).getByRole("link", { name: "Next page" }),
  ).toHaveCount(0);
  await pages(page).getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expectCards(page, 25, 48);

  // The subcategory keeps its own address in the links.
  await gotoHydrated(
    page,
    `/categories/${catalogue.category}/${catalogue.subcategory}`,
  );
  await expect(
    page.getByText(`${IN_SUBCATEGORY} products`, { exact: true }),
  ).toBeVisible();
  await expectCards(page, 1, 24);
  await pages(page).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/categories/${catalogue.category}/${catalogue.subcategory}\\?page=2$`,
    ),
  );
  await expectCards(page, 25, 30);
});

test("a page past the end shows the last page; a garbage page shows the first; never an error", async ({
  page,
  request,
}) => {
  for (const [raw, first, last] of [
    ["999", 49, 60],
    ["abc", 1, 24],
    ["-2", 1, 24],
    ["0", 1, 24],
    ["2.5", 1, 24],
    ["1e309", 1, 24],
    ["%00", 1, 24],
  ] as const) {
    const response = await gotoHydrated(
      page,
      `/categories/${catalogue.category}?page=${raw}`,
    );
    expect(response?.status(), raw).toBe(200);
    await expectCards(page, first, last);
  }
  for (const path of [
    "/products?page=99999999999999999999",
    "/products?q=%27%22&page=-1",
    `/products?q=${catalogue.word}&page=3&page=x`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("search results page with links that keep the search", async ({
  page,
}) => {
  await gotoHydrated(page, `/products?q=${catalogue.word}`);
  await expect(page.getByText("Showing results for")).toBeVisible();
  await expect(
    page.getByText(`${COUNT} products`, { exact: true }),
  ).toBeVisible();
  await expectCards(page, 1, 24);
  const second = pages(page).getByRole("link", { name: "Page 2" });
  await expect(second).toHaveAttribute(
    "href",
    `/products?q=${catalogue.word}&page=2`,
  );
  await second.click();
  await expect(page).toHaveURL(
    new RegExp(`/products\\?q=${catalogue.word}&page=2$`),
  );
  await expectCards(page, 25, 48);
  await expect(
    page.getByText(`${COUNT} products`, { exact: true }),
  ).toBeVisible();
});

test("the page links work without JavaScript", async ({
  browser,
}, testInfo) => {
  const { context, page } = await noScriptPage(browser, testInfo);
  try {
    await page.goto(`/categories/${catalogue.category}`);
    await expectCards(page, 1, 24);
    await pages(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expectCards(page, 25, 48);
    await page.goto(`/products?q=${catalogue.word}`);
    await pages(page).getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${catalogue.word}&page=3$`));
    await expectCards(page, 49, 60);
  } finally {
    await context.close();
  }
});

test("the admin table searches and pages on the server, and keeps its place after a write", async ({
  page,
  browser,
}, testInfo) => {
  await login(page, "/admin/products");
  const search = page.getByRole("searchbox", { name: "Search products" });
  await search.fill(catalogue.word);
  await search.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`/admin/products\\?q=${catalogue.word}$`),
  );
  await expect(
    page.getByText(`${COUNT} products match “${catalogue.word}”`),
  ).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: catalogue.word });
  // Newest first: the highest sort order leads.
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(catalogue.name(60));
  const tablePages = pages(page, "Product table pages");
  await tablePages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${catalogue.word}&page=2$`));
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(catalogue.name(35));
  await expect(rows.last()).toContainText(catalogue.name(11));
  await expectNoAxeViolations(page, "main"); // the table, search and page links (not a passing toast)

  // Delete and Undo from page 2: the page and the search stay.
  const victim = catalogue.name(30);
  await page.getByRole("button", { name: `Delete ${victim}` }).click();
  const deleted = toast(page, "Product deleted successfully");
  await expect(deleted).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(victim) })).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(new RegExp(`\\?q=${catalogue.word}&page=2$`));
  await expect(
    page.getByText(`${COUNT - 1} products match “${catalogue.word}”`),
  ).toBeVisible();
  await expect(rows.last()).toContainText(catalogue.name(10));
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(
    page.getByRole("row", { name: new RegExp(victim) }),
  ).toBeVisible();
  await expect(
    tablePages.getByRole("link", { name: "Page 2" }),
  ).toHaveAttribute("aria-current", "page");

  // Edit from page 2: the dialog saves and the row stays where it was.
  const edited = catalogue.name(20);
  await page.getByRole("button", { name: `Edit ${edited}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await dialog.getByRole("switch", { name: "In Stock" }).click();
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();
  await expect(
    page
      .getByRole("row", { name: new RegExp(edited) })
      .getByText("Out of Stock"),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?q=${catalogue.word}&page=2$`));

  // A search that finds nothing says so; Clear search shows the whole table again.
  await search.fill(`${catalogue.word}-nothing`);
  await search.press("Enter");
  await expect(
    page.getByText(`No products match “${catalogue.word}-nothing”.`),
  ).toBeVisible();
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // Without JavaScript the search form and the page links still work.
  const { context, page: plain } = await noScriptPage(
    browser,
    testInfo,
    await page.context().storageState(),
  );
  try {
    await plain.goto("/admin/products");
    await plain
      .getByRole("searchbox", { name: "Search products" })
      .fill(catalogue.word);
    await plain.getByRole("button", { name: "Search", exact: true }).click();
    await expect(plain).toHaveURL(new RegExp(`\\?q=${catalogue.word}$`));
    await pages(plain, "Product table pages")
      .getByRole("link", { name: "Page 3" })
      .click();
    await expect(
      plain.getByRole("row").filter({ hasText: catalogue.word }),
    ).toHaveCount(10);
    await expect(
      plain.getByRole("row").filter({ hasText: catalogue.word }).last(),
    ).toContainText(catalogue.name(1));
  } finally {
    await context.close();
  }
});
