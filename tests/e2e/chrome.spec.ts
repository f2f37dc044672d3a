import {
  expectNoAxeViolations,
  expect,
  gotoHydrated,
  isMobile,
  test,
} from "../support/fixtures";

test.describe("shared public chrome", () => {
  test("the header logo leads home and the main menu is there", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const header = page.getByRole("banner");
    if (isMobile(page)) {
      await expect(
        header.getByRole("navigation", { name: "Main" }),
      ).toBeHidden();
      await expect(
        header.getByRole("button", { name: "Open menu" }),
      ).toBeVisible();
    } else {
      const nav = header.getByRole("navigation", { name: "Main" });
      for (const name of [
        "About Us",
        "Certifications",
        "Quality Control",
        "Contact",
      ]) {
        await expect(
          nav.getByRole("link", { name, exact: true }),
        ).toBeVisible();
      }
      await expect(
        nav.getByRole("button", { name: "Products", exact: true }),
      ).toBeVisible();
    }
    await header
      .getByRole("link", { name: "Cableworks Cables & Conductors: home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  // Below 768 px the drawer holds the menu.
  test(
    "the Products dropdown lists the four categories and View All Products",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const button = page
        .getByRole("banner")
        .getByRole("button", { name: "Products", exact: true });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const menu = page.getByRole("list", { name: "Product categories" });
      for (const name of [
        "Stranded Conductors",
        "Multi Conductors",
        "Control Cables",
        "PVC Insulated",
        "View All Products",
      ]) {
        await expect(menu.getByRole("link", { name })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await menu.getByRole("link", { name: "Control Cables" }).click();
      await expect(page).toHaveURL(/\/categories\/control$/);
      await expect(menu).toBeHidden();
      await button.click();
      await menu.getByRole("link", { name: "View All Products" }).click();
      await expect(page).toHaveURL(/\/products$/);
    },
  );

  test("the search box leads to /products?q=", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const reveal = page
      .getByRole("banner")
      .getByRole("button", { name: "Search products" });
    // Narrower than 1280 px the box sits behind a search button.
    if (await reveal.isVisible()) await reveal.click();
    const box = page
      .getByRole("banner")
      .getByRole("searchbox", { name: "Search products" })
      .filter({ visible: true });
    await box.fill("16mm copper");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=16mm\+copper$/);
  });

  test(
    "the search box works before JavaScript too",
    { tag: "@desktop-only" },
    async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1400, height: 900 },
      });
      const page = await context.newPage();
      await page.goto("/about");
      const box = page
        .getByRole("banner")
        .getByRole("searchbox", { name: "Search products" })
        .filter({ visible: true });
      await box.fill("pvc");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/products\?q=pvc$/);
      await context.close();
    },
  );

  test("the theme toggles, persists across a reload, and never flashes light", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const toggle = isMobile(page)
      ? (await page.getByRole("button", { name: "Open menu" }).click(),
        page
          .getByRole("dialog", { name: "Menu" })
          .getByRole("button", { name: "Dark theme" }))
      : page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(
      "dark",
    );

    await page.reload();
    await expect(html).toHaveClass(/dark/);

    // With the app's scripts held back, only the inline boot script can have set the class: it runs
    // before the first paint, so the server-rendered page is dark from its first frame. The held
    // scripts are let go only after the page has moved on, so none of them ever runs (an emptied
    // module once ran and threw, late, in a busy run).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route
        .fulfill({ contentType: "text/javascript", body: "" })
        .catch(() => {});
    });
    await page.reload({ waitUntil: "commit" });
    await expect(html).toHaveClass(/dark/);
    await page.goto("about:blank");
    release();
  });

  // The sidebar is for wide screens; the drawer serves phones.
  test(
    "the sidebar is collapsed by default, expands, persists and moves the page margin",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const toggle = page.getByRole("button", { name: "Expand sidebar" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const column = page
        .locator("#main")
        .locator("xpath=ancestor::div[contains(@class,'min-h-dvh')][1]");
      const margin = () =>
        column.evaluate((el) => getComputedStyle(el).marginInlineStart);
      await expect.poll(margin).toBe("64px");
      await toggle.click();
      await expect(
        page.getByRole("button", { name: "Collapse sidebar" }),
      ).toHaveAttribute("aria-expanded", "true");
      await expect.poll(margin).toBe("256px");
      const sidebar = page.getByRole("navigation", { name: "All pages" });
      for (const name of [
        "Home",
        "Products",
        "About Us",
        "Certifications",
        "Quality Control",
        "Downloads",
        "News & Updates",
        "Careers",
        "Contact Us",
        "Privacy Policy",
        "Terms of Service",
        "Cookie Policy",
      ]) {
        await expect(
          sidebar.getByRole("link", { name, exact: true }),
        ).toBeVisible();
      }
      // Persisted, and applied before hydration (no layout shift on reload).
      await page.route(/\/assets\/.*\.js$/, (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
      await page.reload();
      await expect.poll(margin).toBe("256px");
      await page.unroute(/\/assets\/.*\.js$/);
      await gotoHydrated(page, "/about");
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await expect.poll(margin).toBe("64px");
      expect(
        await page.evaluate(() => localStorage.getItem("sidebar-expanded")),
      ).toBe("false");
    },
  );

  test(
    "below 768 px the drawer holds the menu and the toggle, and closes on a link",
    { tag: "@mobile-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      for (const name of [
        "Stranded Conductors",
        "Multi Conductors",
        "Control Cables",
        "PVC Insulated",
        "View All Products",
        "About Us",
        "Certifications",
        "Quality Control",
        "Contact",
      ]) {
        await expect(
          drawer.getByRole("link", { name, exact: true }),
        ).toBeVisible();
      }
      await expect(
        drawer.getByRole("button", { name: "Dark theme" }),
      ).toBeVisible();
      // On a short phone (375 x 667) the drawer scrolls as a whole: no item hides in an inner
      // scroll area that gives no sign it scrolls (issue 35), and its end can be scrolled to.
      await page.setViewportSize({ width: 375, height: 667 });
      expect(
        await drawer.evaluate(
          (dialog) =>
            Array.from(dialog.querySelectorAll("*")).filter(
              (element) =>
                /auto|scroll/.test(getComputedStyle(element).overflowY) &&
                element.scrollHeight > element.clientHeight,
            ).length,
        ),
      ).toBe(0);
      await drawer.evaluate((dialog) =>
        dialog.scrollTo(0, dialog.scrollHeight),
      );
      await expect(
        drawer.getByRole("button", { name: "Dark theme" }),
      ).toBeInViewport();
      await expect(
        drawer.getByRole("link", { name: "Contact", exact: true }),
      ).toBeInViewport();
      await drawer.getByRole("link", { name: "Certifications" }).click();
      await expect(page).toHaveURL(/\/certifications$/);
      await expect(drawer).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    },
  );

  test(
    "the footer carries every element the spec lists",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByText(/New Borg El Arab City/).first(),
      ).toBeVisible();
      await expect(
        footer.getByRole("link", { name: "Follow us on Facebook" }),
      ).toHaveAttribute("href", /facebook\.com/);
      await expect(
        footer.getByRole("link", { name: "Chat with sales on WhatsApp" }),
      ).toHaveAttribute("href", /wa\.me\/\d+/);
      await expect(
        footer.getByRole("heading", { name: "Find Us" }),
      ).toBeVisible();
      await expect(footer.getByRole("link", { name: /^\+20/ })).toHaveCount(4);
      await expect(
        footer.getByRole("link", { name: /^sales@/ }),
      ).toHaveAttribute("href", /^mailto:sales@/);
      await expect(footer.getByText(/© 2025/)).toBeVisible();
      await expect(
        footer.getByRole("link", { name: /^webmaster@/ }),
      ).toHaveAttribute("href", /^mailto:/);
      for (const [name, href] of [
        ["Privacy Policy", "/privacy-policy"],
        ["Terms of Service", "/terms-of-service"],
        ["Cookie Policy", "/cookie-policy"],
      ] as const) {
        await expect(footer.getByRole("link", { name })).toHaveAttribute(
          "href",
          href,
        );
      }
    },
  );

  test(
    "the map loads only when the visitor asks for it",
    { tag: "@desktop-only" },
    async ({ page }) => {
      const mapRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("openstreetmap"))
          mapRequests.push(request.url());
      });
      await gotoHydrated(page, "/");
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(mapRequests).toEqual([]);
      await expect(footer.locator("iframe")).toHaveCount(0);
      await footer.getByRole("button", { name: "Show map" }).click();
      await expect(footer.locator("iframe[title*='Map']")).toHaveAttribute(
        "src",
        /openstreetmap\.org\/export\/embed/,
      );
      await expect(
        footer.getByRole("link", { name: "Open in maps" }),
      ).toHaveAttribute("href", /map=14\//);
    },
  );

  test(
    "an unknown path shows the 404 page with status 404 and logs the path",
    { tag: "@desktop-only" },
    async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      const response = await gotoHydrated(page, "/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Oops! Page not found" }),
      ).toBeVisible();
      expect(logged.some((line) => line.includes("/no-such-page"))).toBe(true);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test("every route change starts at the top of the page", async ({ page }) => {
    await page.setViewportSize({
      width: page.viewportSize()?.width ?? 1280,
      height: 400,
    });
    await gotoHydrated(page, "/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Cookie Policy" })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Cookie Policy" })
      .click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(
    "the skip link moves focus to the main content",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/about");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
    },
  );

  for (const theme of ["light", "dark"] as const) {
    test(`the shell has no axe violations in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript(
        (value) => localStorage.setItem("theme", value),
        theme,
      );
      await gotoHydrated(page, "/about");
      await expectNoAxeViolations(page);
    });
  }
});
