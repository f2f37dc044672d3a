import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  isMobile,
  test,
  widthTurn,
} from "../support/fixtures";

test.describe("products listing and search", () => {
  test(
    "lists every product with its card details",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/products");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Our Products",
      );
      await expect(page.getByText("8 products", { exact: true })).toBeVisible();
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(8);
      const first = cards.filter({ hasText: "Copper Conductor 16mm²" });
      await expect(first.getByText("In Stock", { exact: true })).toBeVisible();
      await expect(first.getByText("2,500 meters")).toBeVisible();
      for (const label of [
        "Cross Section",
        "Voltage",
        "Conductors",
        "Insulation",
      ])
        await expect(first.getByText(label, { exact: true })).toBeVisible();
      await expect(first.getByText("16 mm²", { exact: true })).toBeVisible();
      await expect(first.getByText("0.6/1 kV", { exact: true })).toBeVisible();
      await expect(first.getByText("XLPE", { exact: true })).toBeVisible();
      const outOfStock = cards.filter({ hasText: "Control Cable 6×2.5mm²" });
      await expect(
        outOfStock.getByText("Out of Stock", { exact: true }),
      ).toBeVisible();
      await expect(outOfStock.getByText("0 meters")).toBeVisible();
      await expect(
        cards.filter({ hasText: "PVC Single Core" }).getByText("4,500 meters"),
      ).toBeVisible();

      // The drawn cross-section is a real image of the product.
      const picture = first.locator("img");
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          picture.evaluate(
            (image: HTMLImageElement) => image.complete && image.naturalWidth,
          ),
        )
        .toBeGreaterThan(0);
      await expect(picture).toHaveAttribute(
        "src",
        /^\/product\/1\/cross-section\.svg\?v=[0-9a-z]+$/,
      );

      await first
        .getByRole("link", { name: "View details of Copper Conductor 16mm²" })
        .click();
      await expect(page).toHaveURL(/\/product\/1$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Copper Conductor 16mm²",
      );
    },
  );

  test("clamps names at 2 lines and descriptions at 3, and staggers the cards by 0.1 s", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products");
    const card = page.getByRole("article", {
      name: "3-Core Multi Conductor Cable 3×6mm²",
    });
    expect(
      await card
        .getByRole("heading")
        .evaluate((element) => getComputedStyle(element).webkitLineClamp),
    ).toBe("2");
    expect(
      await card
        .getByText(/^Three-core 6 mm² copper power cable/)
        .evaluate((element) => getComputedStyle(element).webkitLineClamp),
    ).toBe("3");
    // The family line under the title (issue 35) is never clamped.
    await expect(
      card.getByText("NYY · 3 × 1.5 to 3 × 120 + 70 mm²", { exact: true }),
    ).toBeVisible();
    const delays = await page
      .getByRole("article")
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).animationDelay),
      );
    expect(delays.slice(0, 4)).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);
  });

  test("the grid has one column on phones and four on wide screens", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products");
    // The cards fade in with a stagger (a transform): measure where they settle, not mid-animation.
    const boxes = await page
      .getByRole("article")
      .evaluateAll(async (elements) => {
        await Promise.all(
          elements.flatMap((element) =>
            element
              .getAnimations({ subtree: true })
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        return elements.map((element) => element.getBoundingClientRect().top);
      });
    const firstRow = boxes.filter(
      (top) => Math.abs(top - boxes[0]!) < 2,
    ).length;
    expect(firstRow).toBe(isMobile(page) ? 1 : 4);
  });

  test(
    "the header search lands on /products?q= with the results",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const reveal = page
        .getByRole("banner")
        .getByRole("button", { name: "Search products" });
      if (await reveal.isVisible()) await reveal.click();
      const box = page
        .getByRole("banner")
        .getByRole("searchbox", { name: "Search products" })
        .filter({ visible: true });
      await box.fill("16mm");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/products\?q=16mm$/);
      await expect(
        page.getByRole("heading", { name: "Search Results" }),
      ).toBeVisible();
      await expect(page.getByText("Showing results for")).toContainText("16mm");
      // Every family with a 16 mm² size (issue 17: search reads the sizes, decision 019).
      await expect(page.getByText("5 products", { exact: true })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(5);
      await expect(
        page.getByRole("article").filter({ hasText: "Copper Conductor 16mm²" }),
      ).toHaveCount(1);
    },
  );

  test(
    "search matches specification values the way a buyer types them",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/products?q=0.6%2F1");
      await expect(page.getByText("4 products", { exact: true })).toBeVisible();
      await gotoHydrated(page, "/products?q=PVC");
      await expect(
        page.getByRole("article").filter({ hasText: "PVC Twin Core" }),
      ).toBeVisible();
      await expect(
        page.getByRole("article").filter({ hasText: "3-Core Multi Conductor" }),
      ).toBeVisible();
      // Arabic digits and unit read as "16mm" (issue 21, docs/decisions/038): the five families with a 16 mm² size.
      await gotoHydrated(page, `/products?q=${encodeURIComponent("١٦ مم²")}`);
      await expect(page.getByText("5 products", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("article").filter({ hasText: "Copper Conductor 16mm²" }),
      ).toHaveCount(1);
    },
  );

  test(
    "a search with no results shows the empty state",
    { tag: "@desktop-only" },
    async ({ page }) => {
      const response = await gotoHydrated(
        page,
        "/products?q=fibre%20optic%20zz",
      );
      expect(response?.status()).toBe(200);
      await expect(page.getByText("0 products", { exact: true })).toBeVisible();
      await expect(page.getByText("No products found")).toBeVisible();
      await expect(
        page.getByText(
          "Try adjusting your search terms or browse other categories.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
      await expect(page).toHaveTitle(/Search: fibre optic zz/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      );
    },
  );

  test(
    "search works without JavaScript",
    { tag: "@desktop-only" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/products?q=control");
      await expect(page.getByText("2 products", { exact: true })).toBeVisible();
      await expect(page.getByText("Showing results for")).toContainText(
        "control",
      );
      await context.close();
    },
  );
});

test.describe("category pages", () => {
  test(
    "a category shows its header, the Premium Quality badge and its products",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/categories/stranded");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Stranded Conductors",
      );
      await expect(page.getByText("Premium Quality")).toBeVisible();
      await expect(
        page.getByText(/Class 2 compacted copper and aluminium conductors/),
      ).toBeVisible();
      await expect(page.getByText("2 products", { exact: true })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(2);
      await expect(page).toHaveTitle("Stranded Conductors | Cableworks");
      // Issue 16: the trail is in the structured data too, and the page is indexable.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents();
      const trail = blocks.map(
        (text) =>
          JSON.parse(text) as {
            "@type": string;
            itemListElement: {
              name: string;
              item?: string;
              position: number;
            }[];
          },
      );
      const breadcrumbs = trail.find(
        (data) => data["@type"] === "BreadcrumbList",
      );
      expect(
        breadcrumbs?.itemListElement.map((item) => [item.position, item.name]),
      ).toEqual([
        [1, "Home"],
        [2, "Products"],
        [3, "Stranded Conductors"],
      ]);
      expect(breadcrumbs?.itemListElement[2]!.item).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/categories\/stranded$/,
      );
    },
  );

  for (const path of ["/categories/pvc", "/categories/pvcInsulated"]) {
    test(
      `${path} shows the PVC category and its products`,
      { tag: "@desktop-only" },
      async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "PVC Insulated",
        );
        await expect(page.getByRole("article")).toHaveCount(2);
        await expect(
          page
            .getByRole("article")
            .filter({ hasText: "PVC Single Core Cable 1×6mm²" }),
        ).toBeVisible();
        await expect(
          page
            .getByRole("article")
            .filter({ hasText: "PVC Twin Core Cable 2×2.5mm²" }),
        ).toBeVisible();
      },
    );
  }

  test(
    "every known id has its name and description; an unknown id is a generic Category",
    { tag: "@desktop-only" },
    async ({ page }) => {
      const known = {
        multiConductor: "Multi Conductors",
        control: "Control Cables",
        flexible: "Flexible Cables",
        industrial: "Industrial Cables",
        power: "Power Cables",
        communication: "Communication Cables",
      };
      for (const [id, name] of Object.entries(known)) {
        await page.goto(`/categories/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(page.locator("main header p").last()).not.toBeEmpty();
      }
      await gotoHydrated(page, "/categories/flexible");
      await expect(
        page.getByText("No products in this category"),
      ).toBeVisible();
      await expect(
        page.getByText("Products will be added to this category soon."),
      ).toBeVisible();
      await expect(page.getByText("0 products", { exact: true })).toBeVisible();
      await gotoHydrated(page, "/categories/no-such-family");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Category",
      );
      await expect(page.getByText("Premium Quality")).toBeVisible();
      // Issue 16: the generic screen stays, but search engines are told not to index it.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      );
      await expect(
        page.locator('script[type="application/ld+json"]'),
      ).toHaveCount(0);
      await page.goto("/categories/stranded/no-such-subcategory");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      );
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain("no-such");
    },
  );

  test(
    "a subcategory filters the grid",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/categories/multiConductor");
      await expect(page.getByRole("article")).toHaveCount(2);
      await page
        .getByRole("navigation", { name: "Subcategories" })
        .getByRole("link", { name: "3-Core" })
        .click();
      await expect(page).toHaveURL(
        /\/categories\/multiConductor\/multiConductor-3-core$/,
      );
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(page.getByText("1 product", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("link", { name: "3-Core", exact: true }),
      ).toHaveAttribute("aria-current", "page");
      // Issue 16: each subcategory page has a description of its own, not its category's.
      const threeCore = await page
        .locator('meta[name="description"]')
        .getAttribute("content");
      await page.goto("/categories/multiConductor/multiConductor-2-core");
      const twoCore = await page
        .locator('meta[name="description"]')
        .getAttribute("content");
      await page.goto("/categories/multiConductor");
      const category = await page
        .locator('meta[name="description"]')
        .getAttribute("content");
      expect(new Set([threeCore, twoCore, category]).size).toBe(3);
      expect(threeCore).toContain("3-Core");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    },
  );

  for (const theme of ["light", "dark"] as const) {
    // Each page in each theme once, the widths taking turns (`widthTurn`, as a11y.spec.ts does).
    for (const [index, path] of [
      "/products",
      "/products?q=zzz",
      "/categories/control",
      "/categories/flexible",
    ].entries()) {
      test(
        `${path} has no axe violations in the ${theme} theme`,
        widthTurn(index, theme),
        async ({ page }) => {
          // axe over a whole page is slow on a shared machine.
          test.slow();
          await page.emulateMedia({ reducedMotion: "reduce" });
          await page.addInitScript(
            (value) => localStorage.setItem("theme", value),
            theme,
          );
          await gotoHydrated(page, path);
          await expectNoAxeViolations(page);
        },
      );
    }
  }
});
