import type { Locator, Page } from "@playwright/test";
import {
  arabicNotFoundPath,
  checkedPublicPaths,
  notFoundPath,
} from "~/lib/public-paths";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  isMobile,
  test,
  widthTurn,
} from "../support/fixtures";

/**
 * axe (WCAG 2.1 A/AA + best practices) on every public route and the states a visitor opens, in
 * both themes. The theme is set the way a returning visitor has it: the "theme" key in local
 * storage, which the boot script turns into the `dark` class on <html> before the first paint.
 */
// axe over a whole page is slow on a shared 2-core machine: generous time, each step still bounded.
test.describe.configure({ timeout: 90_000 });

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

async function openInTheme(page: Page, url: string, theme: Theme) {
  await page.addInitScript(
    (value) => localStorage.setItem("theme", value),
    theme,
  );
  const response = await gotoHydrated(page, url);
  // The dark run must really be dark (and the light run light), or it proves nothing.
  if (theme === "dark")
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
  return response;
}

// Every public page (the list the sitemap, the budget and Lighthouse use), and states a visitor opens.
const PAGES: { url: string; status?: number }[] = [
  ...checkedPublicPaths.map((url) => ({ url })),
  { url: "/products?q=zzzznothing" },
  // The category alias.
  { url: "/categories/pvcInsulated" },
  // The spec: an id nobody knows still answers, with a generic "Category" header.
  { url: "/categories/no-such-category" },
  { url: notFoundPath, status: 404 },
  { url: arabicNotFoundPath, status: 404 },
];

/** The header's theme button, which shows from 768 px (at 375 px it is in the menu), in either language. */
const THEME_BUTTON = /^(Dark theme|الوضع الداكن)$/;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

/**
 * Every page once, checked twice in that one load: in the light theme at the width of the project
 * that runs it, then in the dark theme at the other width. The dark theme is switched the way a
 * visitor switches it, by the header's button (so the boot script's class and the button's own
 * state are both what a visitor gets), and the width by resizing the window. The projects take
 * turns (`widthTurn`): the desktop runs even pages (light at 1280 px, dark at 375), the phone odd
 * ones (light at 375, dark at 1280). So each page meets both themes and both widths, as when each
 * pairing was a test of its own, with half the page loads. The open states below, and each
 * feature's own spec (finder, compare, quote, tools), still check every theme at every width.
 */
test.describe("axe on every public page", () => {
  for (const [index, { url, status }] of PAGES.entries()) {
    test(
      `${url} in the light theme, then the dark at the other width`,
      widthTurn(index, "light"),
      async ({ page }) => {
        const response = await openInTheme(page, url, "light");
        expect(response?.status()).toBe(status ?? 200);
        await expectNoAxeViolations(page);

        const startedNarrow = isMobile(page);
        if (startedNarrow) await page.setViewportSize(DESKTOP);
        const toggle = page
          .getByRole("banner")
          .getByRole("button", { name: THEME_BUTTON });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
        await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
        if (!startedNarrow) {
          await page.setViewportSize(PHONE);
          expect(isMobile(page)).toBe(true);
        }
        await expectNoAxeViolations(page);
      },
    );
  }
});

test.describe("axe on the open states of public pages", () => {
  for (const theme of THEMES) {
    test(`each product tab in the ${theme} theme`, async ({ page }) => {
      await openInTheme(page, "/product/1", theme);
      for (const tab of ["Specifications", "Features", "Applications"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        // The page around the tabs is the list's /product/1, checked whole; a tab changes only these.
        await expectNoAxeViolations(
          page,
          '[role="tablist"], [role="tabpanel"]',
        );
      }
    });

    test(`the contact form with errors shown in the ${theme} theme`, async ({
      page,
    }) => {
      await openInTheme(page, "/contact", theme);
      const main = page.getByRole("main");
      await main
        .getByRole("textbox", { name: "Email", exact: true })
        .fill("not-an-address");
      await main.getByRole("button", { name: "Send Message" }).click();
      await expect(main.getByText("Please enter a subject")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the careers application form with errors shown in the ${theme} theme`, async ({
      page,
    }) => {
      await openInTheme(page, "/careers", theme);
      await page
        .getByRole("link", { name: "Apply Now: Sales Manager" })
        .click();
      await expect(page.getByLabel("Position of Interest")).toHaveValue(
        "sales-manager",
      );
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText("Please enter your full name")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the menu open (drawer on mobile, Products menu and expanded sidebar on desktop) in the ${theme} theme`, async ({
      page,
    }) => {
      await openInTheme(page, "/", theme);
      if (isMobile(page)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page, "dialog[open]");
        await page.getByRole("button", { name: "Close menu" }).click();
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page.locator("#header-search-mobile")).toBeVisible();
        await expectNoAxeViolations(page);
      } else {
        await page.getByRole("button", { name: "Expand sidebar" }).click();
        await expect(page.locator("html")).toHaveAttribute(
          "data-sidebar",
          "expanded",
        );
        await expectNoAxeViolations(page);
        await page
          .getByRole("button", { name: "Products", exact: true })
          .click();
        await expect(
          page.getByRole("link", { name: "View All Products" }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after
 * `max` presses. Only the keyboard moves focus here.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false } = {},
) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (
      await page.evaluate(
        (element) => document.activeElement === element,
        handle,
      )
    )
      return;
  }
  throw new Error(`${String(target)} was not reached in ${max} Tab presses`);
}

/** The focused element shows a visible focus indicator: an outline or a ring (box-shadow). */
async function expectFocusIndicator(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outlineStyle: computed.outlineStyle,
      outlineWidth: computed.outlineWidth,
      boxShadow: computed.boxShadow,
    };
  });
  const outline =
    style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
  expect(
    outline || style.boxShadow !== "none",
    `focus indicator on ${String(target)}: ${JSON.stringify(style)}`,
  ).toBe(true);
}

const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const sonner = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe("keyboard only", () => {
  test("the skip link is the first Tab stop and moves focus to the main content", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expectFocusIndicator(skip);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab continues inside main, not back at the header.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() =>
        document.querySelector("main")?.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  test("search: header search, type, submit, open the first result", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    if (isMobile(page)) {
      const toggle = page.getByRole("button", { name: "Search products" });
      await tabTo(page, toggle);
      await expectFocusIndicator(toggle);
      await page.keyboard.press("Enter");
      await tabTo(page, page.locator("#header-search-mobile"));
    } else {
      await tabTo(page, page.locator("#header-search"));
    }
    await expectFocusIndicator(
      page.locator(isMobile(page) ? "#header-search-mobile" : "#header-search"),
    );
    await page.keyboard.type("copper");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=copper$/);
    const first = page
      .getByRole("main")
      .locator('a[href^="/product/"]')
      .first();
    await expect(first).toBeVisible();
    await tabTo(page, first, { max: 120 });
    await expectFocusIndicator(first);
    const href = await first.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("product tabs: arrow keys move between the tabs", async ({ page }) => {
    await gotoHydrated(page, "/product/1");
    const specs = page.getByRole("tab", { name: "Specifications" });
    await tabTo(page, specs, { max: 120 });
    await expectFocusIndicator(specs);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Features" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("End");
    await expect(
      page.getByRole("tab", { name: "Applications" }),
    ).toHaveAttribute("aria-selected", "true");
  });

  test("contact form: fill every field, submit, success", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    const subject = `Keyboard enquiry ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const fields: [Locator, string][] = [
      [main.getByLabel("First Name"), "Omar"],
      [main.getByLabel("Last Name"), "Keyboard"],
      [
        main.getByRole("textbox", { name: "Email", exact: true }),
        "omar.keyboard@example.com",
      ],
      [main.getByRole("textbox", { name: "Subject", exact: true }), subject],
      [
        main.getByRole("textbox", { name: "Message", exact: true }),
        "Price for 500 m of 4x16 mm² XLPE, please.",
      ],
    ];
    const firstName = main.getByLabel("First Name");
    await tabTo(page, firstName, { max: 120 });
    await expectFocusIndicator(firstName);
    for (const [index, [field, value]] of fields.entries()) {
      if (index > 0) await tabTo(page, field, { max: 3 });
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    const send = main.getByRole("button", { name: "Send Message" });
    await tabTo(page, send, { max: 3 });
    await expectFocusIndicator(send);
    await page.keyboard.press("Enter");
    await expect(sonner(page, "Message sent successfully!")).toBeVisible();
    await expect(main.getByRole("status")).toContainText(
      "Message sent successfully!",
    );
    // The toast and the success message pass axe too (the admin spec covers the dark toasts).
    await expectNoAxeViolations(page);
  });

  test("careers: Apply Now, the position chosen, fill, attach a CV, submit, success", async ({
    page,
  }) => {
    await gotoHydrated(page, "/careers");
    const apply = page.getByRole("link", {
      name: "Apply Now: Quality Control Inspector",
    });
    await tabTo(page, apply, { max: 120 });
    await expectFocusIndicator(apply);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      /\/careers\?position=quality-control-inspector#apply$/,
    );
    const position = page.getByLabel("Position of Interest");
    await expect(position).toHaveValue("quality-control-inspector");
    await expect(position.locator("option:checked")).toHaveText(
      "Quality Control Inspector",
    );
    const name = `Keyboard Applicant ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const fullName = page.getByRole("textbox", { name: "Full Name" });
    await tabTo(page, fullName, { max: 40 });
    await page.keyboard.type(name);
    await tabTo(page, page.getByRole("textbox", { name: "Email Address" }), {
      max: 2,
    });
    await page.keyboard.type("keyboard.applicant@example.com");
    // The position stays as Apply Now chose it: Tab passes over the select without changing it.
    await tabTo(page, position, { max: 2 });
    await expectFocusIndicator(position);
    await tabTo(
      page,
      page.getByRole("textbox", { name: "Cover Letter/Message" }),
      { max: 2 },
    );
    await page.keyboard.type("Ten years of routine and type testing.");
    const cv = page.getByLabel("CV (optional)");
    await tabTo(page, cv, { max: 2 });
    await expectFocusIndicator(cv);
    // Headless Chromium opens no file chooser for Space/Enter: the file is set on the focused input.
    await cv.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF_BYTES,
    });
    const submit = page.getByRole("button", { name: "Submit Application" });
    await tabTo(page, submit, { max: 3 });
    await page.keyboard.press("Enter");
    await expect(
      sonner(page, "Application submitted successfully!"),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Application submitted successfully!",
    );
  });

  test(
    "the mobile menu traps focus and gives it back on Escape",
    { tag: "@mobile-only" },
    async ({ page }) => {
      await gotoHydrated(page, "/about");
      const open = page.getByRole("button", { name: "Open menu" });
      await tabTo(page, open);
      await expectFocusIndicator(open);
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      // Forty Tabs never leave the drawer.
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press("Tab");
        expect(
          await drawer.evaluate((element) =>
            element.contains(document.activeElement),
          ),
        ).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();
    },
  );
});
