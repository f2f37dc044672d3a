import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support/fixtures";

/**
 * The right-to-left layout (issue 21, decision 040), measured: what sits where once the document
 * is dir="rtl", and that the same page in English still has it the other way round.
 *
 * The /ar routes do not exist yet, so goToRtl opens the English page and turns <html> to
 * dir="rtl" after hydration. When /ar lands, only goToRtl changes (to `gotoHydrated(page, "/ar" +
 * path)`); the texts the tests look for are then the Arabic ones, so they go by role and icon.
 */
async function goToRtl(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found!;
}

/** The icon's mirroring: Tailwind 4 writes rotate-180 and -scale-x-100 as the `rotate`/`scale` properties. */
function mirroring(icon: Locator) {
  return icon.evaluate((element) => {
    const style = getComputedStyle(element);
    return { rotate: style.rotate, scale: style.scale, transform: style.transform };
  });
}
const unmirrored = { rotate: "none", scale: "none", transform: "none" };

/** Where the first and the last character of an element's text are drawn, left to right. */
function characterEdges(locator: Locator) {
  return locator.evaluate((element) => {
    const text = element.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const first = range.getBoundingClientRect().left;
    range.setStart(text, text.length - 1);
    range.setEnd(text, text.length);
    const last = range.getBoundingClientRect().left;
    return { first, last, direction: getComputedStyle(element).direction };
  });
}

test.describe("right-to-left layout", () => {
  test("the header's logo sits at the right, the navigation to its left, the sidebar on the right", { tag: "@desktop-only" }, async ({ page }) => {
    for (const rtl of [false, true]) {
      if (rtl) await goToRtl(page, "/");
      else await gotoHydrated(page, "/");
      const header = page.getByRole("banner");
      const logo = await box(header.getByRole("link", { name: "Cableworks Cables & Conductors: home" }));
      const nav = await box(header.getByRole("navigation", { name: "Main" }));
      const sidebar = await box(page.getByRole("navigation", { name: "All pages" }));
      const main = await box(page.locator("main"));
      if (rtl) {
        expect(logo.x).toBeGreaterThan(nav.x + nav.width - 1);
        expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
      } else {
        expect(logo.x + logo.width).toBeLessThan(nav.x + 1);
        expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(main.x + 1);
      }
    }
  });

  test("on a phone the logo is at the right and the drawer opens from the right edge", { tag: "@mobile-only" }, async ({ page }) => {
    await goToRtl(page, "/");
    const width = page.viewportSize()!.width;
    const header = page.getByRole("banner");
    const logo = await box(header.getByRole("link", { name: "Cableworks Cables & Conductors: home" }));
    const menuButton = await box(header.getByRole("button", { name: "Open menu" }));
    expect(logo.x).toBeGreaterThan(menuButton.x);
    expect(width - (logo.x + logo.width)).toBeLessThan(40);

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const sheet = await box(drawer);
    expect(Math.abs(sheet.x + sheet.width - width)).toBeLessThanOrEqual(1);
    expect(sheet.x).toBeGreaterThan(0);
    // Inside, the drawer is mirrored too: its logo at the right, the Close button at the left.
    const drawerLogo = await box(drawer.getByRole("link", { name: "Cableworks Cables & Conductors: home" }));
    const close = await box(drawer.getByRole("button", { name: "Close menu" }));
    expect(drawerLogo.x).toBeGreaterThan(close.x);
  });

  test("directional icons turn round, the others stay as drawn", async ({ page }) => {
    const back = page.getByRole("link", { name: "Back to Products" }).first().locator("svg");
    const phoneIcon = page.getByRole("contentinfo").locator("svg.lucide-phone").first();

    await gotoHydrated(page, "/product/1");
    expect(await mirroring(back)).toEqual(unmirrored);

    await goToRtl(page, "/product/1");
    expect((await mirroring(back)).rotate).toBe("180deg");
    // The back arrow now points right, towards the start of a right-to-left line.
    expect(await mirroring(phoneIcon)).toEqual(unmirrored);
    // The search box's "go" arrow turns; its magnifier does not.
    const search = page.getByRole("search").first();
    if (await search.isVisible()) {
      expect((await mirroring(search.locator("svg.lucide-arrow-right"))).rotate).toBe("180deg");
      expect(await mirroring(search.locator("svg.lucide-search"))).toEqual(unmirrored);
    }
  });

  test("the carousel's next button is on the left, and the arrow keys follow the mirror", { tag: "@desktop-only" }, async ({ page }) => {
    await goToRtl(page, "/");
    const carousel = page.getByRole("region", { name: "Featured" });
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    expect((await box(next)).x).toBeLessThan((await box(previous)).x);
    expect((await mirroring(next.locator("svg"))).rotate).toBe("180deg");

    const current = carousel.getByRole("group");
    await expect(current).toHaveAccessibleName("Slide 1 of 3");
    await next.focus();
    // Right points backwards in a right-to-left page: from the first slide, to the last.
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("Slide 3 of 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("Slide 2 of 3");
    await next.click();
    await expect(current).toHaveAccessibleName("Slide 3 of 3");
  });

  test("in English the carousel's arrow keys step the ordinary way", { tag: "@desktop-only" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Featured" });
    const current = carousel.getByRole("group");
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("Slide 2 of 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("Slide 3 of 3");
  });

  test("phone numbers and e-mail addresses read left to right", async ({ page }) => {
    await goToRtl(page, "/contact");
    const phone = page.getByRole("main").getByRole("link", { name: /^\+20 3/ });
    const edges = await characterEdges(phone);
    expect(edges.direction).toBe("ltr");
    // "+" is drawn first (leftmost), the last digit last: the number is whole, not "1200+ ... 20".
    expect(edges.first).toBeLessThan(edges.last);
    const mail = page.getByRole("main").getByRole("link", { name: /@/ });
    expect(await mail.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    const footerPhone = page.getByRole("contentinfo").getByRole("link", { name: /^\+20/ }).first();
    expect((await characterEdges(footerPhone)).first).toBeLessThan((await characterEdges(footerPhone)).last);
  });

  test("the product's spec table starts at the right and its values stay whole", async ({ page }) => {
    await goToRtl(page, "/product/1");
    const specs = page.getByRole("table", { name: "Specifications" });
    const row = specs.getByRole("row").first();
    const label = await box(row.getByRole("rowheader"));
    const value = await box(row.getByRole("cell"));
    expect(label.x).toBeGreaterThan(value.x);

    // "0.6/1 kV" is one isolated left-to-right run: "0" drawn left of "V".
    const voltage = page.locator("bdi", { hasText: /^0\.6\/1 kV$/ }).first();
    const edges = await characterEdges(voltage);
    expect(edges.direction).toBe("ltr");
    expect(edges.first).toBeLessThan(edges.last);

    // The size table too: the article number column on the right.
    const sizes = page.getByRole("table").filter({ has: page.getByRole("columnheader") }).first();
    const headers = sizes.getByRole("columnheader");
    expect((await box(headers.nth(0))).x).toBeGreaterThan((await box(headers.nth(1))).x);
  });

  test("the products finder's filters sit on the right", { tag: "@desktop-only" }, async ({ page }) => {
    await goToRtl(page, "/products");
    const filters = await box(page.getByLabel("Search within results"));
    const firstCard = await box(page.getByRole("article").first());
    expect(filters.x).toBeGreaterThan(firstCard.x + firstCard.width);
  });
});
