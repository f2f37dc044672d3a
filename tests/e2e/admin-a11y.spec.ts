import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
  widthTurn,
} from "../support/fixtures";
import { ADMIN } from "../support/env";
import { login, queryOne, toast, uniqueName } from "../support/admin-helpers";
import { createAccount } from "../support/admin-users";

/**
 * axe on every admin page and the states an editor opens (each create and edit dialog, validation
 * errors, toasts), in both themes. The theme is set as the app keeps it: the "theme" key in local
 * storage, applied to <html> as the `dark` class by the boot script before the first paint.
 *
 * Deletes ask with the browser's own window.confirm (certifications, clients) or delete at once
 * with an Undo toast (categories, products): there is no confirmation markup for axe to check.
 */
test.describe.configure({ timeout: 120_000 });

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    (value) => localStorage.setItem("theme", value),
    theme,
  );
}

async function expectTheme(page: Page, theme: Theme) {
  if (theme === "dark")
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

/** Clicks the dialog's submit with nothing filled in: the error toast shows, and axe looks at it all. */
async function expectValidationState(
  page: Page,
  dialogName: string,
  submit: string,
  message: string,
) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("button", { name: submit, exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
  await expectDialogClean(page);
}

/**
 * axe on an open dialog and any toast over it. The page behind was checked just before the dialog
 * opened and is inert meanwhile; checking it again in every dialog state cost 3 s or more of axe
 * each time (the axe specs were about 30% of the browser tests' time on 27 November).
 */
function expectDialogClean(page: Page) {
  return expectNoAxeViolations(
    page,
    '[role="dialog"], [role="alertdialog"], [data-sonner-toast]',
  );
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function openFirstEdit(page: Page, dialogName: string) {
  await page
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
  await expectDialogClean(page);
  await closeDialog(page);
}

/**
 * The screens below, in order. Each is checked in each theme once, the widths taking turns: the
 * desktop checks the light theme of one screen and the dark of the next, the phone the other two
 * (all four combinations took a seventh of `npm test`; each screen still meets both themes and
 * both widths).
 */
const SCREENS = [
  "login",
  "dashboard",
  "categories",
  "subcategories",
  "products",
  "certifications",
  "clients",
  "quality FAQ",
  "my account",
  "company details",
  "home page",
  "about page",
  "legal pages",
  "news",
  "job openings",
  "downloads",
  "users",
  "administrators only",
  "catalogue import",
  "audit log",
];

for (const theme of THEMES) {
  test.describe(`admin in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    /** A screen's turn of widths in this theme (`widthTurn`): the screen is its title's first word(s). */
    const turn = (title: string) => {
      const screen = SCREENS.indexOf(title.split(/[:,]/)[0]!);
      if (screen < 0) throw new Error(`${title} is not listed in SCREENS`);
      return widthTurn(screen, theme);
    };

    test(
      "users: page, add dialog, validation, the link, deactivation's confirmation, the set-password page",
      turn(
        "users: page, add dialog, validation, the link, deactivation's confirmation, the set-password page",
      ),
      async ({ page }, testInfo) => {
        await login(page, "/admin/users");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add User" }).click();
        const dialog = page.getByRole("dialog", { name: "Add User" });
        await expect(dialog).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add User",
          "Add",
          "Please enter a username",
        );
        const username = `a11y${testInfo.project.name.replace(/\W/g, "")}${theme}${Date.now().toString(36)}`;
        await dialog.getByLabel("Username *").fill(username);
        await dialog.getByLabel("Full name *").fill("Axe Person");
        await dialog.getByLabel("E-mail *").fill(`${username}@example.test`);
        await dialog.getByRole("button", { name: "Add", exact: true }).click();
        const shown = page.getByRole("dialog", {
          name: `One-time set-password link for ${username}`,
        });
        await expect(shown).toBeVisible();
        await expectDialogClean(page);
        const link = await shown
          .getByRole("textbox", { name: "Set-password link" })
          .inputValue();
        await shown.getByRole("button", { name: "Done" }).click();
        await page
          .getByRole("button", { name: `Deactivate ${username}` })
          .click();
        await expect(
          page.getByRole("alertdialog", { name: `Deactivate ${username}?` }),
        ).toBeVisible();
        await expectDialogClean(page);
        await page.keyboard.press("Escape");
        await gotoHydrated(page, link);
        await expect(
          page.getByRole("heading", { level: 1, name: "Set Your Password" }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Set Password" }).click();
        await expect(toast(page, "Please enter a new password")).toBeVisible();
        await expectNoAxeViolations(page);
        await gotoHydrated(page, `/admin/set-password/${"A".repeat(43)}`);
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: "This link does not work",
          }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "administrators only: an editor's refusal page and navigation",
      turn("administrators only: an editor's refusal page and navigation"),
      async ({ page }, testInfo) => {
        const editor = await createAccount(testInfo, "editor", `a11y-${theme}`);
        await login(page, "/admin", editor);
        await expectNoAxeViolations(page);
        await page.goto("/admin/users");
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached" });
        await expect(
          page.getByRole("heading", { level: 1, name: "Administrators only" }),
        ).toBeVisible();
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
      },
    );

    test(
      "login: the form and a failed attempt",
      turn("login: the form and a failed attempt"),
      async ({ page }) => {
        await gotoHydrated(page, "/admin/login");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByLabel("Username").fill("nobody");
        await page.getByLabel("Password").fill("wrong-password");
        await page.getByRole("button", { name: "Login" }).click();
        await expect(page.getByRole("alert")).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "dashboard, messages and applications",
      turn("dashboard, messages and applications"),
      async ({ page }) => {
        await login(page, "/admin");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        for (const [url, heading] of [
          ["/admin/messages", "Messages"],
          ["/admin/applications", "Applications"],
        ] as const) {
          await gotoHydrated(page, url);
          await expect(
            page.getByRole("heading", { level: 1, name: heading }),
          ).toBeVisible();
          await expectTheme(page, theme);
          await expectNoAxeViolations(page);
        }
      },
    );

    test(
      "categories: page, add dialog, validation, success toast, edit dialog",
      turn(
        "categories: page, add dialog, validation, success toast, edit dialog",
      ),
      async ({ page }, testInfo) => {
        await login(page, "/admin/categories");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Category" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Category" });
        await expect(dialog).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Category",
          "Create",
          "Please enter a category name",
        );
        await dialog.getByLabel("This is a subcategory").check();
        await expect(dialog.getByLabel("Parent Category *")).toBeVisible();
        await expectDialogClean(page);
        await dialog.getByLabel("This is a subcategory").uncheck();
        await dialog
          .getByLabel("Name *")
          .fill(uniqueName(testInfo, "A11y Category"));
        await dialog
          .getByRole("button", { name: "Create", exact: true })
          .click();
        await expect(
          toast(page, "Category created successfully"),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
        await expectNoAxeViolations(page);
        await openFirstEdit(page, "Edit Category");
      },
    );

    test(
      "subcategories: page, add dialog, validation, edit dialog",
      turn("subcategories: page, add dialog, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/categories/stranded");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Subcategory" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Subcategory" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Subcategory",
          "Create",
          "Please enter a subcategory name",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Subcategory");
      },
    );

    test(
      "products: page, add dialog on every tab, validation, edit dialog",
      turn("products: page, add dialog on every tab, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/products");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Product" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Product" });
        await expect(dialog).toBeVisible();
        for (const tab of [
          "Basic Info",
          "Specifications",
          "Features",
          "Applications",
        ]) {
          await dialog.getByRole("tab", { name: tab }).click();
          await expect(dialog.getByRole("tab", { name: tab })).toHaveAttribute(
            "aria-selected",
            "true",
          );
          await expectDialogClean(page);
        }
        await expectValidationState(
          page,
          "Add Product",
          "Create",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Product");
      },
    );

    test(
      "catalogue import: page, and a dry run's error table",
      turn("catalogue import: page, and a dry run's error table"),
      async ({ page }) => {
        await login(page, "/admin/products/import");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByLabel(/Catalogue file/).setInputFiles({
          name: "a11y.csv",
          mimeType: "text/csv",
          buffer: Buffer.from("name,colour\r\nA11y cable,red\r\n"),
        });
        await page
          .getByRole("button", { name: "Check file (dry run)" })
          .click();
        await expect(
          page.getByRole("table", { name: /errors: nothing can be applied/ }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "audit log: entries with their changes, the filters, a filter not understood",
      turn(
        "audit log: entries with their changes, the filters, a filter not understood",
      ),
      async ({ page }) => {
        await login(page, "/admin/audit");
        await expectTheme(page, theme);
        // Signing in made an entry at least; a save shows field-level changes.
        await expect(
          page.getByRole("main").getByRole("listitem").first(),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto("/admin/audit?from=not-a-day&entity=categories");
        await expect(
          page.getByRole("status").filter({ hasText: "was not understood" }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "certifications: page, add dialog, validation, edit dialog",
      turn("certifications: page, add dialog, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/certifications");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Certification" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Certification" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Certification",
          "Add",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Certification");
      },
    );

    test(
      "clients: page, add dialog, validation, edit dialog",
      turn("clients: page, add dialog, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/clients");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Client" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Client" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Client",
          "Add",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Client");
      },
    );

    test(
      "quality FAQ: page, add dialog, validation, edit dialog",
      turn("quality FAQ: page, add dialog, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/faq");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Question" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Question" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Question",
          "Add",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Question");
      },
    );

    test(
      "my account: password form, a refusal, and the sessions list",
      turn("my account: password form, a refusal, and the sessions list"),
      async ({ page }) => {
        await login(page, "/admin/account");
        await expectTheme(page, theme);
        await expect(
          page.getByRole("list", { name: "Active Sessions" }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        const form = page.getByRole("form", { name: "Change Password" });
        await form.getByRole("button", { name: "Change Password" }).click();
        await expect(
          form.getByText("Please enter your current password"),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "company details: page, a refused value",
      turn("company details: page, a refused value"),
      async ({ page }) => {
        await login(page, "/admin/settings");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        // Refused in the browser (nothing is sent): the message by its field and as a toast.
        await page.getByLabel("Office phone").fill("");
        await page.getByRole("button", { name: "Save details" }).click();
        await expect(toast(page, "Office phone is required.")).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "home page: slides and statistics, add dialog, validation, edit dialogs",
      turn(
        "home page: slides and statistics, add dialog, validation, edit dialogs",
      ),
      async ({ page }) => {
        await login(page, "/admin/home");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Slide" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Slide" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Slide",
          "Add",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Slide");
        await page
          .getByRole("button", { name: "Edit Projects Completed" })
          .click();
        await expect(
          page.getByRole("dialog", { name: "Edit Statistic" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await closeDialog(page);
      },
    );

    test(
      "about page: the texts form, validation, a value's dialog",
      turn("about page: the texts form, validation, a value's dialog"),
      async ({ page }) => {
        await login(page, "/admin/about");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByLabel("Our Mission *").fill("");
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expect(
          toast(page, "Please fill in all required fields"),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await openFirstEdit(page, "Edit Value");
      },
    );

    test(
      "legal pages: the list and a page's dialog",
      turn("legal pages: the list and a page's dialog"),
      async ({ page }) => {
        await login(page, "/admin/pages");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await openFirstEdit(page, "Edit Page");
      },
    );

    test(
      "news: page, add dialog, validation, edit dialog",
      turn("news: page, add dialog, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/news");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Article" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Article" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Article",
          "Create",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Article");
      },
    );

    test(
      "job openings: page, add dialog, validation, edit dialog",
      turn("job openings: page, add dialog, validation, edit dialog"),
      async ({ page }) => {
        await login(page, "/admin/jobs");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Opening" }).click();
        await expect(
          page.getByRole("dialog", { name: "Add Opening" }),
        ).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Opening",
          "Add",
          "Please fill in all required fields",
        );
        await closeDialog(page);
        await openFirstEdit(page, "Edit Opening");
      },
    );

    test(
      "downloads: page, add dialog, validation, the file refused, edit dialog of a built document",
      turn(
        "downloads: page, add dialog, validation, the file refused, edit dialog of a built document",
      ),
      async ({ page }) => {
        await login(page, "/admin/downloads");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Add Download" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Download" });
        await expect(dialog).toBeVisible();
        await expectDialogClean(page);
        await expectValidationState(
          page,
          "Add Download",
          "Add",
          "Please fill in all required fields",
        );
        // Texts given, no file: the server's refusal beside the file field.
        await dialog.getByLabel("Title *").fill("A11y download");
        await dialog.getByLabel("Description *").fill("Checked by axe.");
        await dialog.getByRole("button", { name: "Add", exact: true }).click();
        await expect(
          dialog.getByText("Please choose the PDF file to upload."),
        ).toBeVisible();
        await expectDialogClean(page);
        await closeDialog(page);
        await openFirstEdit(page, "Edit Download");
      },
    );
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false } = {},
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

test.describe("admin with the keyboard only", () => {
  test("login", async ({ page }) => {
    await gotoHydrated(page, "/admin/login?redirectTo=%2Fadmin%2Fproducts");
    const username = page.getByLabel("Username");
    await tabTo(page, username, { max: 10 });
    await expectFocusIndicator(username);
    await page.keyboard.type(ADMIN.username);
    await tabTo(page, page.getByLabel("Password"), { max: 2 });
    await page.keyboard.type(ADMIN.password);
    const submit = page.getByRole("button", { name: "Login" });
    await tabTo(page, submit, { max: 3 });
    await expectFocusIndicator(submit);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Products" }),
    ).toBeVisible();
  });

  test("the skip link is the first Tab stop and moves focus to main", async ({
    page,
  }) => {
    await login(page, "/admin/products");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expectFocusIndicator(skip);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() =>
        document.querySelector("main")?.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  test("a dialog traps focus and gives it back to its opener on Escape", async ({
    page,
  }) => {
    await login(page, "/admin/products");
    const add = page.getByRole("button", { name: "Add Product" });
    await tabTo(page, add);
    await expectFocusIndicator(add);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await expect(dialog).toBeVisible();
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press(presses % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(
        await dialog.evaluate((element) =>
          element.contains(document.activeElement),
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("create a product through the dialog", async ({ page }, testInfo) => {
    await login(page, "/admin/products");
    const add = page.getByRole("button", { name: "Add Product" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await expect(dialog).toBeVisible();

    const name = uniqueName(testInfo, "Keyboard Cable");
    const nameField = dialog.getByLabel("Name *", { exact: true });
    await tabTo(page, nameField, { max: 10 });
    await expectFocusIndicator(nameField);
    await page.keyboard.type(name);
    await tabTo(page, dialog.getByLabel("Description", { exact: true }), {
      max: 2,
    });
    await page.keyboard.type("Entered without a mouse.");
    // Native selects: typing a name chooses the option without opening the list (as arrow keys do).
    const category = dialog.getByLabel("Category *", { exact: true });
    await tabTo(page, category, { max: 2 });
    await expectFocusIndicator(category);
    await expect(category).toHaveValue("stranded");
    await page.keyboard.type("PVC");
    await expect(category).toHaveValue("pvc");
    const subcategory = dialog.getByLabel("Subcategory", { exact: true });
    await tabTo(page, subcategory, { max: 2 });
    await page.keyboard.type("Low");
    await expect(subcategory).toHaveValue("pvc-low-voltage");
    await tabTo(page, dialog.getByLabel("Quantity", { exact: true }), {
      max: 2,
    });
    await page.keyboard.press("Control+A");
    await page.keyboard.type("120");
    const inStock = dialog.getByRole("switch", { name: "In Stock" });
    await tabTo(page, inStock, { max: 3 });
    await expectFocusIndicator(inStock);
    await page.keyboard.press("Space");
    await expect(inStock).not.toBeChecked();

    // The tab list: back to "Basic Info", then the arrow key to "Specifications".
    const basic = dialog.getByRole("tab", { name: "Basic Info" });
    await tabTo(page, basic, { max: 20, backwards: true });
    await expectFocusIndicator(basic);
    await page.keyboard.press("ArrowRight");
    await expect(
      dialog.getByRole("tab", { name: "Specifications" }),
    ).toHaveAttribute("aria-selected", "true");
    await tabTo(page, dialog.getByLabel("Voltage", { exact: true }), {
      max: 6,
    });
    await page.keyboard.type("0.6/1 kV");

    // Past the rest of the specifications (with their ten Arabic twins and the finder's
    // attributes, some 35 fields) to Create.
    const create = dialog.getByRole("button", { name: "Create", exact: true });
    await tabTo(page, create, { max: 60 });
    await expectFocusIndicator(create);
    await page.keyboard.press("Enter");
    await expect(toast(page, "Product created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("PVC Insulated");
    await expect(row).toContainText("Low Voltage");
    await expect(row.getByText("Out of Stock")).toBeVisible();
    const stored = queryOne<{ quantity: number; specifications: string }>(
      "select quantity, specifications from products where name = ?",
      name,
    )!;
    expect(stored.quantity).toBe(120);
    expect(JSON.parse(stored.specifications)).toMatchObject({
      voltage: "0.6/1 kV",
    });
  });
});
