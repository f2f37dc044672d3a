import type { Locator, Page } from "@playwright/test";
import { attributes } from "../../app/locales/ar/attributes";
import { comparePage } from "../../app/locales/ar/compare";
import { compareControl } from "../../app/locales/ar/compare-control";
import { compareTray } from "../../app/locales/ar/compare-tray";
import { finder } from "../../app/locales/ar/finder";
import { format } from "../../app/locales/index";
import { isolateLtr } from "../../app/lib/locale/bidi";
import { expect, gotoHydrated, isMobile, test } from "../support/fixtures";

/**
 * The finder, the Compare control and tray, and /compare in Arabic on /ar (issue 21, decision 042):
 * the words come from the Arabic locale files, with JavaScript and without (the finder is a GET
 * form); English on / is covered by catalogue-finder.spec.ts and compare.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

// The seeded products' Arabic names as the pages show them: their technical values isolated (decision 041).
const COPPER_16 = isolateLtr("موصل نحاس 16 mm²");
const COPPER_25 = isolateLtr("موصل نحاس 25 mm²");

const filters = (page: Page) =>
  page.getByRole("form", { name: finder.heading });
const count = (page: Page) =>
  page.getByRole("status").filter({ hasText: /منتج/ });

/** On a phone the facets are behind the disclosure; on a desktop they are always shown. */
async function openFilters(page: Page, phone = isMobile(page)) {
  if (phone && !(await filters(page).isVisible()))
    await page.locator("summary").filter({ hasText: finder.toggle }).click();
  await expect(filters(page)).toBeVisible();
}

async function expectArabicFinder(page: Page) {
  const form = filters(page);
  await expect(
    form.getByRole("searchbox", { name: finder.search }),
  ).toBeVisible();
  await expect(form.getByRole("combobox", { name: finder.sort })).toBeVisible();
  await expect(
    form.getByRole("option", { name: finder.sorts.catalogue }),
  ).toBeAttached();
  const section = form.getByRole("group", { name: finder.section });
  await expect(
    section.getByRole("spinbutton", { name: finder.from }),
  ).toBeVisible();
  await expect(
    section.getByRole("spinbutton", { name: finder.to }),
  ).toBeVisible();
  // "المتاح: من 1.5 إلى 300": the page's formatter, Western digits.
  await expect(
    section.getByText(/^المتاح: من [\d.,]+ إلى [\d.,]+$/),
  ).toBeVisible();
  await expect(
    form.getByRole("group", { name: finder.category }),
  ).toBeVisible();
  await expect(
    form.getByRole("group", { name: attributes.insulation.label }),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: finder.apply })).toBeVisible();
  await expect(form).not.toContainText("Search within results");
}

test("the finder is Arabic on /ar/products, and a range and a category filter in Arabic", async ({
  page,
}) => {
  await gotoHydrated(page, "/ar/products");
  await openFilters(page);
  await expectArabicFinder(page);
  await expect(
    page.getByRole("link", { name: `${compareControl.label} ${COPPER_16}` }).or(
      page.getByRole("button", {
        name: `${compareControl.label} ${COPPER_16}`,
      }),
    ),
  ).toBeVisible();

  const from = filters(page)
    .getByRole("group", { name: finder.section })
    .getByRole("spinbutton", { name: finder.from });
  await from.fill("10");
  await from.press("Enter");
  await expect(page).toHaveURL(/\/ar\/products\?section_min=10$/);
  // The chip's value isolated as the page isolates it (issue 35).
  const chip = format(finder.remove, {
    filter: format(finder.rangeFrom, {
      label: finder.section,
      value: "\u206810\u2069",
    }),
  });
  await expect(
    page
      .getByRole("navigation", { name: finder.applied })
      .getByRole("link", { name: chip }),
  ).toBeVisible();
  await expect(count(page)).toBeVisible();
  await expect(count(page)).not.toContainText("products");

  await openFilters(page);
  const category = filters(page)
    .getByRole("group", { name: finder.category })
    .getByRole("checkbox")
    .first();
  await category.check();
  await expect(page).toHaveURL(/\/ar\/products\?section_min=10&category=/);
  await expect(
    page.getByRole("navigation", { name: finder.applied }).getByRole("link", {
      name: new RegExp(
        `^${finder.remove.replace("{filter}", finder.category)}`,
      ),
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: finder.reset })).toBeVisible();
});

test("without JavaScript the finder's GET form answers in Arabic", async ({
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === "mobile";
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: phone
      ? { width: 375, height: 800 }
      : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/ar/products");
  await openFilters(page, phone);
  await expectArabicFinder(page);
  await expect(
    page.getByRole("link", { name: `${compareControl.label} ${COPPER_16}` }),
  ).toBeVisible();
  await filters(page)
    .getByRole("group", { name: finder.section })
    .getByRole("spinbutton", { name: finder.from })
    .fill("10");
  await filters(page)
    .getByRole("group", { name: finder.category })
    .getByRole("checkbox")
    .first()
    .check();
  await filters(page).getByRole("button", { name: finder.apply }).click();
  await expect(page).toHaveURL(/\/ar\/products\?.*section_min=10/);
  await expect(page).toHaveURL(/category=/);
  // The chip's value isolated as the page isolates it (issue 35).
  const chip = format(finder.remove, {
    filter: format(finder.rangeFrom, {
      label: finder.section,
      value: "\u206810\u2069",
    }),
  });
  await expect(
    page
      .getByRole("navigation", { name: finder.applied })
      .getByRole("link", { name: chip }),
  ).toBeVisible();
  await expect(count(page)).toBeVisible();
  await context.close();
});

test("compare two products from /ar/products: the tray and the table are Arabic", async ({
  page,
}) => {
  await gotoHydrated(page, "/ar/products");
  const toggle = (name: string) =>
    page.getByRole("button", { name: `${compareControl.label} ${name}` });
  await toggle(COPPER_16).click();
  const tray = page.getByRole("complementary", { name: compareTray.label });
  await expect(tray.getByRole("status")).toHaveText(
    format(compareTray.added, { name: COPPER_16, count: 1, max: 4 }),
  );
  await toggle(COPPER_25).click();
  const open = tray.getByRole("link", {
    name: format(compareTray.open, { count: 2 }),
  });
  await expect(open).toBeVisible();
  await expect(
    tray.getByRole("button", { name: compareTray.clear }),
  ).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/ar\/compare\?ids=/);
  await expect(
    page.getByRole("heading", { level: 1, name: comparePage.title }),
  ).toBeVisible();
  const table = page
    .getByRole("region", { name: comparePage.tableRegion })
    .getByRole("table");
  await expect(
    table.getByRole("columnheader", { name: comparePage.attribute }),
  ).toBeVisible();
  await expect(
    table.getByRole("rowheader", { name: attributes.material.label }),
  ).toBeVisible();
  await expect(
    table
      .getByRole("rowheader", { name: comparePage.rows.section, exact: false })
      .first(),
  ).toBeVisible();
  await expect(
    table
      .getByRole("cell", { name: attributes.material.values.copper })
      .first(),
  ).toBeVisible();
  await expect(table.getByText(comparePage.groups.construction)).toBeVisible();
  await expect(table).not.toContainText("Conductor material");
});

test(
  "on a phone a value and its unit sit on one line, left to right (issue 35)",
  { tag: "@mobile-only" },
  async ({ page }) => {
    /** The boxes of a text node's characters: one line, and the first character drawn leftmost. */
    const layout = (bdi: Locator) =>
      bdi.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set(
          [...range.getClientRects()].map((rect) => Math.round(rect.top)),
        );
        const text = element.firstChild!;
        const at = (index: number) => {
          const one = document.createRange();
          one.setStart(text, index);
          one.setEnd(text, index + 1);
          return one.getBoundingClientRect().left;
        };
        const length = text.textContent!.length;
        return { lines: lines.size, leftToRight: at(0) < at(length - 1) };
      });

    await gotoHydrated(page, "/ar/products?voltage=0.6/1kV");
    await openFilters(page, true);
    // The facet "0.6/1 kV (4)" read "kV (4) 0.6/1" before its value was isolated.
    const voltage = filters(page).locator("bdi", { hasText: /^0\.6\/1\skV$/ });
    expect(await layout(voltage)).toEqual({ lines: 1, leftToRight: true });
    const temperature = filters(page)
      .locator("bdi", { hasText: /^70\s°C$/ })
      .first();
    expect(await layout(temperature)).toEqual({ lines: 1, leftToRight: true });

    // The size table's heading «... عند 20 °C (Ω/km)»: "20 °C" is one run, "C° 20" before.
    await gotoHydrated(page, "/ar/product/3");
    const heading = page.getByRole("columnheader", {
      name: /أقصى مقاومة/,
    });
    const run = await heading.evaluate((element) => {
      const text = element.firstChild!;
      const start = text.textContent!.indexOf("20");
      const box = (index: number) => {
        const one = document.createRange();
        one.setStart(text, index);
        one.setEnd(text, index + 1);
        return one.getBoundingClientRect();
      };
      const [two, c] = [box(start), box(start + 4)];
      return {
        sameLine: Math.round(two.top) === Math.round(c.top),
        leftToRight: two.left < c.left,
      };
    });
    expect(run).toEqual({ sameLine: true, leftToRight: true });
  },
);
