import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { login, toast } from "../support/admin-helpers";

/**
 * Every admin entity dialog is one EntityDialog: its body scrolls and its footer (Cancel and
 * Create/Update) always shows. Checked on the biggest, the product dialog, from the narrowest phone
 * to a wide screen and down to 600 px high. Each project takes its own sizes.
 */
const SIZES: Record<string, { width: number; height: number }[]> = {
  "admin-desktop": [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
    { width: 1280, height: 600 },
  ],
  "admin-mobile": [
    { width: 320, height: 600 },
    { width: 375, height: 800 },
    { width: 375, height: 600 },
  ],
};

test.describe.configure({ timeout: 90_000 });

/** The dialog's scrolling area, found from a field inside it: its height and how far it can scroll. */
function scrollArea(field: Locator) {
  return field.evaluate((element) => {
    let node: HTMLElement | null = element.parentElement;
    while (node && getComputedStyle(node).overflowY !== "auto")
      node = node.parentElement;
    if (!node) return { scrollable: 0, scrolled: 0 };
    node.scrollTop = node.scrollHeight;
    return {
      scrollable: node.scrollHeight - node.clientHeight,
      scrolled: node.scrollTop,
    };
  });
}

async function expectFooterShown(page: Page, dialog: Locator, submit: string) {
  for (const name of [submit, "Cancel"]) {
    const button = dialog.getByRole("button", { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    await button.click({ trial: true });
  }
  await expect(dialog.getByRole("heading").first()).toBeInViewport();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test("the product dialog's buttons show and work at every size, and its body scrolls", async ({
  page,
}, testInfo) => {
  const sizes = SIZES[testInfo.project.name] ?? [];
  expect(sizes.length, "this spec runs in the admin projects").toBeGreaterThan(
    0,
  );
  await login(page, "/admin/products");
  for (const size of sizes) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await expectFooterShown(page, dialog, "Create");

    // Scrolled to its end the body shows the last field, and the footer is still there.
    const area = await scrollArea(dialog.getByLabel("Name *", { exact: true }));
    expect(area.scrolled).toBe(area.scrollable);
    if (size.height <= 800)
      expect(
        area.scrollable,
        `${size.width}x${size.height}: the body scrolls`,
      ).toBeGreaterThan(0);
    await expect(
      dialog.getByLabel("Product Image", { exact: true }),
    ).toBeInViewport();
    await expectFooterShown(page, dialog, "Create");

    // The buttons work: Create checks the form, Cancel closes it.
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await expect(
      toast(page, "Please fill in all required fields"),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // Editing: the same footer with Update.
  await page
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expectFooterShown(page, edit, "Update");
  await edit.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(edit).toBeHidden();
});
