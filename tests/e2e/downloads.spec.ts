import fs from "node:fs";
import {
  expectNoAxeViolations,
  expect,
  gotoHydrated,
  test,
} from "../support/fixtures";

function labelToBytes(label: string): { bytes: number; tolerance: number } {
  const match = /^([\d.]+) (KB|MB)$/.exec(label.trim());
  if (!match) throw new Error(`Unexpected size label "${label}"`);
  const unit = match[2] === "KB" ? 1024 : 1024 * 1024;
  return { bytes: Number(match[1]) * unit, tolerance: 0.05 * unit };
}

test.describe("downloads page", () => {
  test("three tabs of three items, Product Catalogs first, each with name, description, type, size and date", async ({
    page,
  }) => {
    await gotoHydrated(page, "/downloads");
    await expect(
      page.getByRole("heading", { level: 1, name: "Downloads" }),
    ).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([
      "Product Catalogs",
      "Technical Datasheets",
      "Certifications",
    ]);
    await expect(
      page.getByRole("tab", { name: "Product Catalogs" }),
    ).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("listitem")).toHaveCount(3);
    await expect(
      panel.getByRole("heading", { name: "Complete Product Catalogue" }),
    ).toBeVisible();
    await expect(panel.getByText("PDF").first()).toBeVisible();
    await expect(panel.getByTestId("download-size").first()).toHaveText(
      /^\d+\.\d (KB|MB)$/,
    );

    await page.getByRole("tab", { name: "Technical Datasheets" }).click();
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("heading", { name: "Stranded Conductors Datasheets" }),
    ).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(
      3,
    );
    // Arrow keys move between tabs.
    await page
      .getByRole("tab", { name: "Technical Datasheets" })
      .press("ArrowRight");
    await expect(
      page.getByRole("tab", { name: "Certifications" }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("heading", { name: "ISO 9001:2015 Quality Certificate" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });

  test('"Search downloads..." filters as you type, across all tabs', async ({
    page,
  }) => {
    await gotoHydrated(page, "/downloads");
    const search = page.getByPlaceholder("Search downloads...");
    await search.fill("iso");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: "ISO 9001:2015 Quality Certificate" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "1 in Certifications" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Complete Product Catalogue" }),
    ).toBeHidden();
    await search.fill("control");
    await expect(
      main.getByRole("heading", { name: /in Product Catalogs$/ }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: /in Technical Datasheets$/ }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Control & Wiring Cables Catalogue" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Control & PVC Cables Datasheets" }),
    ).toBeVisible();
    // The filter folds in the browser as the server does (app/lib/catalogue/search-fold.ts): Eastern Arabic
    // digits are read as Western ones (issue 21 item 5).
    await search.fill("ISO ٩٠٠١");
    await expect(
      main.getByRole("heading", { name: "ISO 9001:2015 Quality Certificate" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "1 in Certifications" }),
    ).toBeVisible();
    await search.fill("zzzz");
    await expect(main.getByText('No downloads match "zzzz".')).toBeVisible();
    await search.fill("");
    await expect(
      page.getByRole("tab", { name: "Product Catalogs" }),
    ).toBeVisible();
  });

  test("every Download button downloads a valid PDF whose size matches its label", async ({
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, "/downloads");
    for (const tab of [
      "Product Catalogs",
      "Technical Datasheets",
      "Certifications",
    ]) {
      await page.getByRole("tab", { name: tab }).click();
      const cards = page.getByRole("tabpanel").getByRole("listitem");
      await expect(cards).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i);
        const label = await card.getByTestId("download-size").innerText();
        const downloadPromise = page.waitForEvent("download");
        await card.getByRole("link", { name: /^Download / }).click();
        const download = await downloadPromise;
        expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.pdf$/);
        const file = fs.readFileSync((await download.path())!);
        expect(file.subarray(0, 5).toString()).toBe("%PDF-");
        expect(file.subarray(-6).toString()).toContain("%%EOF");
        const expected = labelToBytes(label);
        expect(
          Math.abs(file.length - expected.bytes),
          `${download.suggestedFilename()} is ${file.length} bytes, labelled ${label}`,
        ).toBeLessThanOrEqual(expected.tolerance);
      }
    }
  });

  test("works without JavaScript: the search is a form the server answers", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/downloads");
    await page.getByPlaceholder("Search downloads...").fill("reach");
    await page.getByPlaceholder("Search downloads...").press("Enter");
    await expect(page).toHaveURL(/\/downloads\?q=reach$/);
    await expect(
      page.getByRole("heading", { name: "Environmental Compliance Statement" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Complete Product Catalogue" }),
    ).toHaveCount(0);
    await context.close();
  });

  test("an unknown file is a 404", async ({ request }) => {
    expect((await request.get("/downloads/nope.pdf")).status()).toBe(404);
    expect((await request.get("/downloads/..%2Fcableworks.db")).status()).toBe(
      404,
    );
  });
});
