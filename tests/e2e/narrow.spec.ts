import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The narrowest phones in use are 320 px wide: no public page may scroll sideways there (the
 * `mobile` project is 375 px; this sets 320 itself, so it runs in that project only).
 */
const ROUTES = [
  "/",
  "/products",
  "/products?q=copper",
  "/product/1",
  "/product/5",
  "/categories/stranded",
  "/categories/pvc/pvc-low-voltage",
  "/about",
  "/certifications",
  "/contact",
  "/quality-control",
  "/downloads",
  "/news",
  "/news/new-xlpe-extrusion-line",
  "/careers",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
];

test.use({ viewport: { width: 320, height: 640 } });

test("no public page scrolls sideways at 320 px", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one run is enough: the width is set here");
  test.setTimeout(90_000);
  for (const url of ROUTES) {
    await gotoHydrated(page, url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${url} is ${overflow} px wider than the screen`).toBe(0);
  }
});
