import { expect, gotoHydrated, test } from "../support/fixtures";

test.describe("product datasheet PDF", () => {
  test("/product/1/datasheet.pdf is a PDF attachment named after the product", async ({
    request,
  }) => {
    const response = await request.get("/product/1/datasheet.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(
      /^attachment; filename="Copper Conductor 16mm2\.pdf"$/,
    );
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(response.headers()["content-length"])).toBe(body.length);
  });

  test("every seeded product has a datasheet and an unknown id is a 404", async ({
    request,
  }) => {
    for (let id = 1; id <= 8; id++) {
      const response = await request.get(`/product/${id}/datasheet.pdf`);
      expect(response.status(), `product ${id}`).toBe(200);
      expect(response.headers()["content-disposition"]).toMatch(
        /^attachment; filename="[A-Za-z0-9.\- ]+\.pdf"$/,
      );
    }
    expect((await request.get("/product/999/datasheet.pdf")).status()).toBe(
      404,
    );
  });

  test("the product page's Download Datasheet link downloads it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/product/1");
    const link = page
      .getByRole("main")
      .getByRole("link", { name: "Download Datasheet" });
    await expect(link).toBeVisible();
    const downloadPromise = page.waitForEvent("download");
    await link.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
