import sharp from "sharp";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "../support/fixtures";
import { login, queryOne, toast, uniqueName } from "../support/admin-helpers";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

test.describe("admin products", () => {
  test("create with the four tabs, then edit, stock toggle, delete with Undo", async ({
    page,
  }, testInfo) => {
    await login(page, "/admin/products");
    for (const header of [
      "Name",
      "Category",
      "Subcategory",
      "Status",
      "Actions",
    ]) {
      await expect(
        page.getByRole("columnheader", { name: header, exact: true }),
      ).toBeVisible();
    }
    await expect(
      page
        .getByRole("row", { name: /Control Cable 6×2.5mm²/ })
        .getByText("Out of Stock"),
    ).toBeVisible();

    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    for (const tab of [
      "Basic Info",
      "Specifications",
      "Features",
      "Applications",
    ]) {
      await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
    }
    // Spec defaults: category stranded, unit meters, quantity 0, in stock.
    await expect(dialog.getByLabel("Category *", { exact: true })).toHaveValue(
      "stranded",
    );
    await expect(dialog.getByLabel("Unit", { exact: true })).toHaveValue(
      "meters",
    );
    await expect(dialog.getByLabel("Quantity", { exact: true })).toHaveValue(
      "0",
    );
    await expect(
      dialog.getByRole("switch", { name: "In Stock" }),
    ).toBeChecked();
    await expectNoAxeViolations(page, '[role="dialog"]');

    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(
      toast(page, "Please fill in all required fields"),
    ).toBeVisible();

    const name = uniqueName(testInfo, "Solar PV Cable");
    await dialog.getByLabel("Name *", { exact: true }).fill(name);
    await dialog
      .getByLabel("Description", { exact: true })
      .fill("Double-insulated photovoltaic string cable.");
    await dialog.getByLabel("Category *", { exact: true }).selectOption("pvc");
    await dialog
      .getByLabel("Subcategory", { exact: true })
      .selectOption({ label: "Low Voltage" });
    await dialog.getByLabel("Quantity", { exact: true }).fill("750.9");

    await dialog.getByRole("tab", { name: "Specifications" }).click();
    await dialog.getByLabel("Cross Section", { exact: true }).fill("6mm²");
    await dialog.getByLabel("Voltage", { exact: true }).fill("1.5 kV DC");
    await dialog.getByLabel("Conductors", { exact: true }).fill("two");
    // Issue 16: numbers are read strictly. A fraction in a whole-number field is refused (it was
    // saved as 750), and "3,000" is 3000 (it was saved as 3).
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(
      toast(
        page,
        "Quantity must be a whole number: 750.9 has a fraction. Enter a whole number, such as 3.",
      ),
    ).toBeVisible();
    await dialog.getByRole("tab", { name: "Basic Info" }).click();
    await expect(
      dialog.getByText(
        "Quantity must be a whole number: 750.9 has a fraction.",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Quantity", { exact: true }).fill("3,000");
    await dialog.getByRole("tab", { name: "Specifications" }).click();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(
      toast(
        page,
        "Conductors must be a number written with digits, such as 3000, 3,000 or 3 000. Nothing was saved.",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Conductors", { exact: true }).fill("1");

    await dialog.getByRole("tab", { name: "Features" }).click();
    await dialog
      .getByLabel("Feature title", { exact: true })
      .fill("UV resistant");
    await dialog.getByRole("button", { name: "Add Feature" }).click();
    // Without a description nothing happens.
    await expect(dialog.getByText("No features yet.")).toBeVisible();
    await dialog
      .getByLabel("Feature description", { exact: true })
      .fill("Rated for 25 years outdoors.");
    await dialog.getByRole("button", { name: "Add Feature" }).click();
    await expect(
      dialog
        .getByRole("list", { name: "Features", exact: true })
        .getByText("UV resistant"),
    ).toBeVisible();

    await dialog.getByRole("tab", { name: "Applications" }).click();
    await dialog.getByLabel("Application", { exact: true }).fill("   ");
    await dialog.getByLabel("Application", { exact: true }).press("Enter");
    await expect(dialog.getByText("No applications yet.")).toBeVisible();
    await dialog.getByLabel("Application", { exact: true }).fill("Solar farms");
    await dialog.getByLabel("Application", { exact: true }).press("Enter");
    await dialog.getByLabel("Application", { exact: true }).fill("Rooftops");
    await dialog.getByRole("button", { name: "Add Application" }).click();
    await dialog.getByRole("button", { name: "Remove Rooftops" }).click();
    await expect(
      dialog
        .getByRole("list", { name: "Applications", exact: true })
        .getByRole("listitem"),
    ).toHaveCount(1);

    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Product created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("PVC Insulated");
    await expect(row).toContainText("Low Voltage");
    await expect(row.getByText("In Stock")).toBeVisible();

    const stored = queryOne<Record<string, string | number>>(
      "select * from products where name = ?",
      name,
    )!;
    expect(String(stored.id)).toMatch(/^\d{13}$/);
    expect(Math.abs(Number(stored.id) - Date.now())).toBeLessThan(120_000);
    expect(stored.name_key).toBe(
      `product.${name.toLowerCase().replace(/\s+/g, "_")}.name`,
    );
    expect(stored.quantity).toBe(3000);
    expect(stored.subcategory).toBe("pvc-low-voltage");
    expect(JSON.parse(String(stored.specifications))).toMatchObject({
      crossSection: "6mm²",
      conductors: 1,
    });
    expect(JSON.parse(String(stored.features))).toEqual([
      { title: "UV resistant", description: "Rated for 25 years outdoors." },
    ]);
    expect(JSON.parse(String(stored.applications))).toEqual(["Solar farms"]);
    expect(String(stored.search_text)).toContain("low voltage");

    // Edit: out of stock.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel("Name *", { exact: true })).toHaveValue(name);
    await edit.getByRole("switch", { name: "In Stock" }).click();
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Product updated successfully")).toBeVisible();
    await expect(row.getByText("Out of Stock")).toBeVisible();
    await expect(row).toContainText("Low Voltage");

    // Delete: no confirmation, Undo brings it back.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const deleted = toast(page, "Product deleted successfully");
    await expect(deleted).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(
      0,
    );
    await deleted.getByRole("button", { name: "Undo" }).click();
    await expect(
      page.getByRole("row", { name: new RegExp(name) }),
    ).toBeVisible();
  });

  test("a new product is on the public pages at once", async ({
    page,
    request,
  }, testInfo) => {
    await login(page, "/admin/products");
    const name = uniqueName(testInfo, "Visible Cable");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name *", { exact: true }).fill(name);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Product created successfully")).toBeVisible();
    const id = queryOne<{ id: string }>(
      "select id from products where name = ?",
      name,
    )!.id;
    const detail = await request.get(`/product/${id}`);
    expect(detail.status()).toBe(200);
    const listing = await request.get(
      `/products?q=${encodeURIComponent(name)}`,
    );
    expect(listing.status()).toBe(200);
    expect(await detail.text()).toContain(name);
    expect(await listing.text()).toContain(name);
  });

  test(
    "each row shows the product's picture; on a phone the row is a card with its actions in view",
    { tag: "@both-widths" },
    async ({ page }, testInfo) => {
      await login(page, "/admin/products");
      await gotoHydrated(
        page,
        `/admin/products?q=${encodeURIComponent("Control Cable 6×2.5mm²")}`,
      );
      const row = page.getByRole("row", { name: /Control Cable 6×2.5mm²/ });
      // No uploaded picture: the cross-section drawn from its specification, as visitors see it.
      await expect(row.locator("img")).toHaveAttribute(
        "src",
        /^\/product\/[^/]+\/cross-section\.svg\?v=/,
      );
      expect(
        await row
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      if (testInfo.project.name !== "admin-mobile") return;

      // The table does not scroll sideways: name, status and both actions are in view at 375 px.
      const table = page.getByRole("table");
      expect(
        await table.evaluate(
          (element) =>
            element.parentElement!.scrollWidth -
            element.parentElement!.clientWidth,
        ),
      ).toBe(0);
      for (const action of ["Edit", "Delete"]) {
        await expect(
          row.getByRole("button", { name: `${action} Control Cable 6×2.5mm²` }),
        ).toBeInViewport({ ratio: 1 });
      }
      await expect(row.getByText("Out of Stock")).toBeInViewport({ ratio: 1 });
      // Each value below the first line shows its column's name; the headers stay for screen readers.
      const status = row.getByRole("cell").filter({ hasText: "Out of Stock" });
      expect(
        await status.evaluate(
          (cell) => getComputedStyle(cell, "::before").content,
        ),
      ).toContain("Status");
      await expect(
        page.getByRole("columnheader", { name: "Status", exact: true }),
      ).toBeAttached();
    },
  );

  test("uploads: a real image is re-encoded and served cached; a renamed non-image is refused", async ({
    page,
    request,
  }, testInfo) => {
    await login(page, "/admin/products");
    const name = uniqueName(testInfo, "Pictured Cable");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name *", { exact: true }).fill(name);
    await dialog.getByLabel("Product Image", { exact: true }).setInputFiles({
      name: "cable.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.7 this is not a picture at all"),
    });
    await expect(
      dialog.getByRole("img", { name: "Preview of the chosen image" }),
    ).toBeAttached();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("This file is not an image.")).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(
      queryOne("select id from products where name = ?", name),
    ).toBeUndefined();

    const png = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: { r: 200, g: 112, b: 42 },
      },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel("Product Image", { exact: true })
      .setInputFiles({ name: "cable.png", mimeType: "image/png", buffer: png });
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Product created successfully")).toBeVisible();
    const image = queryOne<{ image: string }>(
      "select image from products where name = ?",
      name,
    )!.image;
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{24}-900\.webp$/);
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    await expect(
      page
        .getByRole("row", { name: new RegExp(name) })
        .locator(`img[src="${image}"]`),
    ).toBeVisible();
  });
});
