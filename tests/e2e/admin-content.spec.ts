import { expect, test } from "../support/fixtures";
import { login, queryOne, toast, uniqueName } from "../support/admin-helpers";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

test.describe("admin certifications and clients", () => {
  test("the dashboard lists expired certifications and warns about those expiring within 90 days", async ({
    page,
  }) => {
    // Issue 16. The seeds IEC 60228 and REACH are valid until 2025: expired from 2026 on.
    await login(page, "/admin");
    const expired = page.getByRole("region", {
      name: "Expired certifications",
    });
    await expect(
      expired.getByText("IEC 60228: expired on December 31, 2025.", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(
      expired.getByText(/^REACH Regulation: expired on December 31, 2025\./),
    ).toBeVisible();
    const now = new Date();
    const daysToYearEnd = Math.round(
      (Date.UTC(now.getUTCFullYear(), 11, 31) -
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) /
        86_400_000,
    );
    // ISO 9001 and UL are valid until the end of 2026: warned about from October 2 on.
    if (now.getUTCFullYear() === 2026 && daysToYearEnd <= 90) {
      const expiring = page.getByRole("region", {
        name: "Certifications expiring within 90 days",
      });
      await expect(
        expiring.getByText(
          `ISO 9001:2015: valid until December 31, 2026 (${daysToYearEnd} days left)`,
        ),
      ).toBeVisible();
    }
    await page.getByRole("link", { name: "Review certifications" }).click();
    await expect(page).toHaveURL(/\/admin\/certifications$/);
  });

  test("certifications: texts, table, add with validation and default icon, edit, confirm before delete", async ({
    page,
  }, testInfo) => {
    await login(page, "/admin/certifications");
    await expect(
      page.getByRole("heading", { level: 1, name: "Certifications" }),
    ).toBeVisible();
    await expect(page.getByText("Manage certifications")).toBeVisible();
    await expect(page.getByText("All Certifications")).toBeVisible();
    for (const header of [
      "Icon",
      "Title",
      "Category",
      "Status",
      "Valid Until",
      "Description",
      "Actions",
    ]) {
      await expect(
        page.getByRole("columnheader", { name: header, exact: true }),
      ).toBeVisible();
    }
    await expect(
      page
        .getByRole("row", { name: /ISO 9001:2015/ })
        .getByText("Active", { exact: true }),
    ).toBeVisible();
    // Issue 16: a passed "valid until" shows beside the stored status (IEC 60228: until 2025).
    await expect(
      page
        .getByRole("row", { name: /IEC 60228/ })
        .getByText("Expired", { exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("row", { name: /ISO 9001:2015/ })
        .getByText("Expired", { exact: true }),
    ).toHaveCount(0);

    // The dialog by keyboard: Enter opens it with focus inside, Escape closes it, focus returns.
    await page.getByRole("button", { name: "Add Certification" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Certification" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Add Certification" }),
    ).toBeFocused();

    await page.getByRole("button", { name: "Add Certification" }).click();
    await expect(dialog.getByLabel("Icon")).toHaveValue("Award");
    await expect(dialog.getByLabel("Icon").locator("option")).toHaveText([
      "Award",
      "Shield",
      "CheckCircle",
      "Star",
    ]);
    const title = uniqueName(testInfo, "IEC 60502");
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(
      toast(page, "Please fill in all required fields"),
    ).toBeVisible();
    await dialog.getByLabel("Category *").fill("International");
    await dialog
      .getByLabel("Description *")
      .fill(
        "Power cables with extruded insulation for rated voltages from 1 kV up to 30 kV.",
      );
    await dialog.getByLabel("Status *").fill("Active");
    await dialog.getByLabel("Valid Until *").fill("2030");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, "Certification added successfully")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("2030");
    expect(
      queryOne<{ icon: string }>(
        "select icon from certifications where title = ?",
        title,
      )?.icon,
    ).toBe("Award");

    await row.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Certification" });
    await edit.getByLabel("Icon").selectOption("Star");
    await edit.getByLabel("Valid Until *").fill("2031");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(
      toast(page, "Certification updated successfully"),
    ).toBeVisible();
    await expect(row).toContainText("2031");

    // Dismissing the confirmation keeps it; accepting deletes it.
    const messages: string[] = [];
    page.once("dialog", (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(row).toBeVisible();
    page.once("dialog", (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(
      toast(page, "Certification deleted successfully"),
    ).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(title) }),
    ).toHaveCount(0);
    expect(messages).toEqual([
      "Are you sure you want to delete this certification?",
      "Are you sure you want to delete this certification?",
    ]);
  });

  test("clients: texts, table, default logo, add with validation, edit, confirm before delete", async ({
    page,
  }, testInfo) => {
    await login(page, "/admin/clients");
    await expect(
      page.getByRole("heading", { level: 1, name: "Clients" }),
    ).toBeVisible();
    await expect(page.getByText("Manage valued clients")).toBeVisible();
    await expect(page.getByText("All Clients")).toBeVisible();
    for (const header of [
      "Logo",
      "Company Name",
      "Industry",
      "Description",
      "Actions",
    ]) {
      await expect(
        page.getByRole("columnheader", { name: header, exact: true }),
      ).toBeVisible();
    }

    await page.getByRole("button", { name: "Add Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Client" });
    const name = uniqueName(testInfo, "Suez Canal Grid");
    await dialog.getByLabel("Company Name *").fill(name);
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(
      toast(page, "Please fill in all required fields"),
    ).toBeVisible();
    await dialog.getByLabel("Industry *").fill("Utilities");
    await dialog
      .getByLabel("Description *")
      .fill(
        "Medium-voltage feeders for the canal zone substations and pumping stations.",
      );
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, "Client added successfully")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByRole("img", { name: `${name} logo` })).toBeVisible();

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Client" });
    await edit.getByLabel("Industry *").fill("Power Utilities");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Client updated successfully")).toBeVisible();
    await expect(row).toContainText("Power Utilities");

    let message = "";
    page.once("dialog", (d) => {
      message = d.message();
      void d.accept();
    });
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(toast(page, "Client deleted successfully")).toBeVisible();
    expect(message).toBe("Are you sure you want to delete this client?");
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(
      0,
    );
  });
});
