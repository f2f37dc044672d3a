import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "../support/fixtures";
import { login, queryOne, toast, uniqueName } from "../support/admin-helpers";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

test.describe("admin categories and subcategories", () => {
  test("add, validate, edit, refuse a taken id, delete with Undo", async ({
    page,
  }, testInfo) => {
    await login(page, "/admin/categories");
    await expect(
      page.getByRole("heading", { level: 1, name: "Categories" }),
    ).toBeVisible();
    for (const header of ["Image", "Name", "Subcategories", "Actions"]) {
      await expect(
        page.getByRole("columnheader", { name: header }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole("row", { name: /Stranded Conductors/ }),
    ).toContainText("3 subcategories");
    await expectNoAxeViolations(page, "#admin-shell");

    await page.getByRole("button", { name: "Add Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await expect(
      dialog.getByText("Create a new product category"),
    ).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Please enter a category name")).toBeVisible();

    const name = uniqueName(testInfo, "Armoured");
    await dialog.getByLabel("Name *").fill(name);
    await dialog.getByLabel("This is a subcategory").check();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Please select a parent category")).toBeVisible();
    await dialog.getByLabel("This is a subcategory").uncheck();
    await expect(dialog.getByLabel("Parent Category *")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Category created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const id = name.toLowerCase().replace(/\s+/g, "-");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("0 subcategories");
    await expect(row.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/admin/categories/${id}`,
    );
    expect(
      queryOne<{ id: string }>("select id from categories where name = ?", name)
        ?.id,
    ).toBe(id);

    // The same name again: a clear message, no crash, nothing added.
    await page.getByRole("button", { name: "Add Category" }).click();
    await dialog.getByLabel("Name *").fill(name.toUpperCase());
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(
      dialog.getByText(`A category with the id "${id}" already exists`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Category" });
    await expect(
      edit.getByText("Update the category information"),
    ).toBeVisible();
    await expect(edit.getByLabel("Name *")).toHaveValue(name);
    await edit.getByLabel("Name *").fill(`${name} Renamed`);
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Category updated successfully")).toBeVisible();
    const renamed = page.getByRole("row", {
      name: new RegExp(`${name} Renamed`),
    });
    await expect(renamed).toBeVisible();

    // Delete: no confirmation, a toast with Undo.
    await renamed
      .getByRole("button", { name: `Delete ${name} Renamed` })
      .click();
    const deleted = toast(page, "Category deleted successfully");
    await expect(deleted).toBeVisible();
    await expect(
      page
        .getByRole("table")
        .getByRole("row", { name: new RegExp(`${name} Renamed`) }),
    ).toHaveCount(0);
    await expect(page.getByText("Deleted categories")).toBeVisible();
    await deleted.getByRole("button", { name: "Undo" }).click();
    await expect(
      page
        .getByRole("table")
        .getByRole("row", { name: new RegExp(`${name} Renamed`) }),
    ).toBeVisible();
    expect(
      queryOne<{ deleted_at: number | null }>(
        "select deleted_at from categories where id = ?",
        id,
      )?.deleted_at,
    ).toBeNull();
  });

  test("a subcategory made from the category dialog gets the parent's id prefix", async ({
    page,
  }, testInfo) => {
    await login(page, "/admin/categories");
    const name = uniqueName(testInfo, "Tinned Marine");
    await page.getByRole("button", { name: "Add Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await dialog.getByLabel("Name *").fill(name);
    await dialog.getByLabel("This is a subcategory").check();
    await dialog.getByLabel("Parent Category *").selectOption("control");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Category created successfully")).toBeVisible();
    expect(
      queryOne<{ parent_id: string }>(
        "select parent_id from categories where id = ?",
        `control-${name.toLowerCase().replace(/\s+/g, "-")}`,
      )?.parent_id,
    ).toBe("control");
  });

  test("the subcategories screen: texts, empty state, add, edit, delete with Undo", async ({
    page,
  }, testInfo) => {
    await login(page, "/admin/categories");
    const parent = uniqueName(testInfo, "Solar");
    await page.getByRole("button", { name: "Add Category" }).click();
    await page.getByRole("dialog").getByLabel("Name *").fill(parent);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Create" })
      .click();
    await expect(toast(page, "Category created successfully")).toBeVisible();
    await page.getByRole("link", { name: parent }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: parent }),
    ).toBeVisible();
    await expect(page.getByText("Manage subcategories")).toBeVisible();
    await expect(
      page.getByText(
        'No subcategories yet. Click "Add Subcategory" to create one.',
      ),
    ).toBeVisible();

    await page.getByRole("button", { name: "Add Subcategory" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Subcategory" });
    await expect(
      dialog.getByText(`Create a new subcategory under ${parent}`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Please enter a subcategory name")).toBeVisible();
    await dialog.getByLabel("Name *").fill("PV Wire");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Subcategory created successfully")).toBeVisible();
    // Made without Arabic: its name cell says so (docs/decisions/041).
    await expect(
      page.getByRole("cell", { name: "PV Wire Arabic missing", exact: true }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Edit PV Wire" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Subcategory" });
    await expect(edit.getByText("Update the subcategory name")).toBeVisible();
    await edit.getByLabel("Name *").fill("PV1-F Wire");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Subcategory updated successfully")).toBeVisible();

    await page.getByRole("button", { name: "Delete PV1-F Wire" }).click();
    const deleted = toast(page, "Subcategory deleted successfully");
    await expect(deleted).toBeVisible();
    await expect(
      page.getByRole("cell", {
        name: "PV1-F Wire Arabic missing",
        exact: true,
      }),
    ).toHaveCount(0);
    await deleted.getByRole("button", { name: "Undo" }).click();
    await expect(
      page.getByRole("cell", {
        name: "PV1-F Wire Arabic missing",
        exact: true,
      }),
    ).toBeVisible();

    // (Toasts cover the top of a phone screen: follow the link's address.)
    await expect(
      page.getByRole("link", { name: "Back", exact: true }),
    ).toHaveAttribute("href", "/admin/categories");
    await gotoHydrated(page, "/admin/categories");
    await expect(
      page.getByRole("row", { name: new RegExp(parent) }),
    ).toContainText("1 subcategories");
  });

  test("an unknown category: Category not found, Back to Categories", async ({
    page,
  }) => {
    await login(page, "/admin");
    const response = await gotoHydrated(
      page,
      "/admin/categories/no-such-category",
    );
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Category not found" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Categories" }).click();
    await expect(page).toHaveURL("/admin/categories");
  });
});
