import { staticPublicPaths } from "~/lib/public-paths";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "../support/fixtures";

test.describe("product detail", () => {
  test("shows everything the spec lists, specifications first", async ({
    page,
  }) => {
    await gotoHydrated(page, "/product/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Copper Conductor 16mm²",
    );
    await expect(
      page.getByRole("link", { name: "Stranded Conductors" }),
    ).toBeVisible();
    await expect(
      page.getByText(/Single-core 16 mm² class 2 stranded copper conductor/),
    ).toBeVisible();
    await expect(page.getByText("Available Quantity")).toBeVisible();
    await expect(page.getByText("2,500 meters")).toBeVisible();
    await expect(
      page.locator("main").getByText("Voltage Rating").first(),
    ).toBeVisible();
    const picture = page.getByRole("img", {
      name: /Cross-section of Copper Conductor 16mm²/,
    });
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);

    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([
      "Specifications",
      "Features",
      "Applications",
    ]);
    await expect(
      page.getByRole("tab", { name: "Specifications" }),
    ).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    const rows = panel.getByRole("rowheader");
    await expect(rows).toHaveText([
      "Voltage Rating",
      "Current Rating",
      "Conductors",
      "Insulation Material",
      "Operating Temperature",
      "Bend Radius",
      "Sheath Material",
      "Available Colors",
    ]);
    await expect(
      panel.getByRole("cell", { name: "110 A (in air at 30 °C)" }),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Features" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(
      "High-conductivity copper",
    );
    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(
      "Protective earthing conductors",
    );
    // Arrow keys move between the tabs.
    await page.keyboard.press("ArrowRight");
    await expect(
      page.getByRole("tab", { name: "Specifications" }),
    ).toBeFocused();
    await expect(
      page.getByRole("tab", { name: "Specifications" }),
    ).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(
      page.getByRole("tab", { name: "Applications" }),
    ).toHaveAttribute("aria-selected", "true");

    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test(
    "without scripts every tab's panel shows, and no tab that does nothing",
    { tag: "@desktop-only" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/product/1");
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(
        page.getByRole("cell", { name: "110 A (in air at 30 °C)" }),
      ).toBeVisible();
      await expect(page.getByText("High-conductivity copper")).toBeVisible();
      await expect(
        page.getByText("Protective earthing conductors"),
      ).toBeVisible();
      await context.close();
    },
  );

  test("an out-of-stock product says so", async ({ page }) => {
    await gotoHydrated(page, "/product/6");
    await expect(page.getByText("Out of Stock")).toBeVisible();
    await expect(page.getByText("0 meters")).toBeVisible();
  });

  test("Download Datasheet is a download link to the product's PDF", async ({
    page,
  }) => {
    await gotoHydrated(page, "/product/3");
    const link = page.getByRole("link", { name: "Download Datasheet" });
    await expect(link).toHaveAttribute("href", "/product/3/datasheet.pdf");
    await expect(link).toHaveAttribute("download", "");
  });

  test("Copy Link copies the address and says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/product/2");
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      page.url(),
    );
  });

  test("Copy Link falls back when the Clipboard API is missing", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", {
        get: () => undefined,
        configurable: true,
      });
      (window as unknown as { copied: string[] }).copied = [];
      document.addEventListener("copy", () => {
        (window as unknown as { copied: string[] }).copied.push(
          String(document.getSelection()),
        );
      });
    });
    await gotoHydrated(page, "/product/2");
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { copied: string[] }).copied,
      ),
    ).toEqual([page.url()]);
  });

  test("an unknown product answers 404 with Product Not Found", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/product/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Product Not Found",
    );
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Our Products",
    );
  });

  test("meta tags, a PNG preview card, Product and BreadcrumbList data", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/product/4");
    await expect(page).toHaveTitle(
      "5-Core Multi Conductor Cable 5×10mm² | Cableworks",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Five-core 10 mm²/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/product\/4$/,
    );
    const image = await page
      .locator('meta[property="og:image"]')
      .getAttribute("content");
    expect(image).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/product\/4\/image\.png$/,
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      "content",
      image!,
    );
    const png = await request.get(image!);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const data = blocks.flatMap(
      (text) => JSON.parse(text) as { "@type": string }[],
    );
    const product = data.find((item) => item["@type"] === "Product") as
      Record<string, unknown> | undefined;
    expect(product?.name).toBe("5-Core Multi Conductor Cable 5×10mm²");
    expect(product?.image).toBe(image);
    // Issue 16. Google's product snippet doc
    // (https://developers.google.com/search/docs/appearance/structured-data/product-snippet)
    // requires `name`, and an Offer there requires `price` (or priceSpecification.price): these
    // products are priced on request, so no Offer is given rather than an invalid one. sku and
    // mpn are the first size's article number (issue 16, decision 019), not the database id.
    expect(product).not.toHaveProperty("offers");
    expect(product).toMatchObject({ sku: "CW-NYY-5X10", mpn: "CW-NYY-5X10" });
    expect(product).toMatchObject({
      brand: { "@type": "Brand", name: "Cableworks" },
    });
    await expect(
      page.locator('meta[property="og:image:width"]'),
    ).toHaveAttribute("content", "1200");
    await expect(
      page.locator('meta[property="og:image:height"]'),
    ).toHaveAttribute("content", "630");
    const breadcrumbs = data.find(
      (item) => item["@type"] === "BreadcrumbList",
    ) as { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Products",
      "Multi Conductors",
      "5-Core Multi Conductor Cable 5×10mm²",
    ]);
  });

  for (const theme of ["light", "dark"] as const) {
    for (const path of ["/product/5", "/product/6", "/product/nope"]) {
      test(`${path} has no axe violations in the ${theme} theme`, async ({
        page,
      }) => {
        // axe over a whole page is slow on a shared machine.
        test.slow();
        await page.addInitScript(
          (value) => localStorage.setItem("theme", value),
          theme,
        );
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe("findable", () => {
  test("the sitemap lists every public page, category and product from the database", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    for (const path of [
      ...staticPublicPaths,
      "/news/new-xlpe-extrusion-line",
      "/categories/stranded",
      "/categories/pvc",
      "/categories/stranded/stranded-copper",
    ]) {
      expect(locs).toContain(path);
    }
    for (let id = 1; id <= 8; id++) expect(locs).toContain(`/product/${id}`);
    expect(locs.some((path) => path.startsWith("/admin"))).toBe(false);
  });

  test("robots.txt keeps crawlers out of /admin and points at the sitemap", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
