import { expect, gotoHydrated, test } from "../support/fixtures";
import {
  login,
  openE2eDb,
  queryOne,
  toast,
  uniqueName,
} from "../support/admin-helpers";

// A long flow on a shared 2-core machine; desktop only (ADMIN_ONCE_SPECS): the editor is the same at every width.
test.describe.configure({ timeout: 120_000 });

function sizesOf(productId: string) {
  const db = openE2eDb();
  try {
    return db
      .prepare(
        "SELECT id, article_number, section_mm2, stock_m, resistance_ohm_km, sort_order FROM product_sizes WHERE product_id = ? ORDER BY sort_order",
      )
      .all(productId);
  } finally {
    db.close();
  }
}

test("the admin adds, edits and deletes sizes; the page lists them by section whatever their rows' order; a bad number is refused and changes nothing", async ({
  page,
}, testInfo) => {
  const name = uniqueName(testInfo, "Sized Feeder");
  await login(page, "/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByLabel("Name *", { exact: true }).fill(name);
  await dialog.getByRole("tab", { name: "Specifications" }).click();
  await dialog
    .getByLabel("Insulation type", { exact: true })
    .selectOption({ label: "XLPE" });
  await dialog.getByLabel("Armour", { exact: true }).selectOption("swa");
  await dialog.getByRole("checkbox", { name: "IEC 60502-1" }).check();
  const cell = (n: number, column: string) =>
    dialog.getByLabel(`Size ${n}, ${column}`, { exact: true });
  const fillSize = async (n: number, article: string, section: string) => {
    await cell(n, "Article number").fill(article);
    await cell(n, "Cores").fill("4");
    await cell(n, "Section (mm²)").fill(section);
    await cell(n, "Outer diameter (mm)").fill("21.5");
    await cell(n, "Weight (kg/km)").fill("1,100");
    await cell(n, "Drum (m)").fill("500");
    await cell(n, "Stock (m)").fill("1 000");
  };
  const tag = Date.now().toString(36).toUpperCase();
  for (const [n, section] of [
    [1, "16"],
    [2, "25"],
  ] as const) {
    await dialog.getByRole("button", { name: "Add size" }).click();
    await fillSize(n, `E2E-${tag}-4X${section}`, section);
  }
  await cell(1, "Rating (A)").fill("100");
  await cell(1, "Installation").selectOption("E");
  await cell(1, "Loaded conductors").selectOption("3");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  const id = queryOne<{ id: string }>(
    "SELECT id FROM products WHERE name = ?",
    name,
  )!.id;
  expect(sizesOf(id)).toEqual([
    expect.objectContaining({
      article_number: `E2E-${tag}-4X16`,
      resistance_ohm_km: 1.15,
      stock_m: 1000,
      sort_order: 0,
    }),
    expect.objectContaining({
      article_number: `E2E-${tag}-4X25`,
      resistance_ohm_km: 0.727,
      sort_order: 1,
    }),
  ]);

  // The public page shows them at once (the render cache follows the content version).
  await gotoHydrated(page, `/product/${id}`);
  const table = page.getByRole("table", { name: `2 sizes of ${name}` });
  await expect(table.getByRole("rowheader")).toHaveText([
    `E2E-${tag}-4X16`,
    `E2E-${tag}-4X25`,
  ]);
  await expect(
    table.getByRole("row").nth(1).getByRole("cell").nth(5),
  ).toHaveText("100");
  await expect(
    page
      .getByRole("region", { name: "Construction and standards" })
      .getByRole("definition"),
  ).toContainText(["XLPE", "Steel wire armour (SWA)", "IEC 60502-1"]);

  // Edit: add a 10 as the third row, delete the first, change the stock of the 25.
  const openEdit = async () => {
    await gotoHydrated(page, "/admin/products");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    dialog = page.getByRole("dialog", { name: "Edit Product" });
    await dialog.getByRole("tab", { name: "Specifications" }).click();
  };
  await openEdit();
  const kept = sizesOf(id) as { id: number; article_number: string }[];
  await dialog.getByRole("button", { name: "Add size" }).click();
  await fillSize(3, `E2E-${tag}-4X10`, "10");
  await expect(
    dialog.getByRole("button", { name: "Move size 3 up" }),
  ).toHaveCount(0);
  await dialog.getByRole("button", { name: "Remove size 1" }).click();
  await expect(cell(1, "Article number")).toHaveValue(`E2E-${tag}-4X25`);
  await cell(1, "Stock (m)").fill("2,500");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();
  const after = sizesOf(id) as {
    id: number;
    article_number: string;
    stock_m: number;
  }[];
  expect(after.map((row) => [row.article_number, row.stock_m])).toEqual([
    [`E2E-${tag}-4X25`, 2500],
    [`E2E-${tag}-4X10`, 1000],
  ]);
  // The kept row is the same row (an edit, not a delete and insert).
  expect(after[0]!.id).toBe(kept[1]!.id);
  await gotoHydrated(page, `/product/${id}`);
  await expect(
    page
      .getByRole("table", { name: `2 sizes of ${name}` })
      .getByRole("rowheader"),
  ).toHaveText([`E2E-${tag}-4X10`, `E2E-${tag}-4X25`]);
  await expect(
    page
      .getByRole("table", { name: `2 sizes of ${name}` })
      .getByRole("row")
      .nth(2)
      // The stock: the last cell before the row's "Add to quote".
      .getByRole("cell")
      .filter({ hasNotText: "Add to quote" })
      .last(),
  ).toHaveText("2,500");

  // A bad number: refused with a sentence naming the size and column; nothing is stored.
  await openEdit();
  await cell(1, "Outer diameter (mm)").fill("2O");
  await dialog.getByRole("button", { name: "Update" }).click();
  const message = `Size 1 (E2E-${tag}-4X10), outer diameter (mm) must be a number written with digits, such as 3000, 3,000 or 3 000. Nothing was saved.`;
  await expect(toast(page, message)).toBeVisible();
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(sizesOf(id)).toEqual(after);
});

test("two families with look-alike long names tell themselves apart on their cards at 1280 px, titles still clamped at two lines", async ({
  page,
}, testInfo) => {
  // The search finds both by the tag at their start; their names part only at the end.
  const tag = `Lookalike${testInfo.project.name.length}${Date.now().toString(36)}`;
  const long = `${tag} Flexible Control Cable with Tinned Copper Braid Screen and Oil Resistant PVC Sheath`;
  await login(page, "/admin/products");
  for (const colour of ["grey", "black"]) {
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog
      .getByLabel("Name *", { exact: true })
      .fill(`${long}, ${colour} sheath`);
    await dialog.getByRole("tab", { name: "Specifications" }).click();
    await dialog
      .getByLabel("Type designation (e.g. NYY)", { exact: true })
      .fill("YSLCY-JZ");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Product created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await gotoHydrated(page, `/products?q=${encodeURIComponent(tag)}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  const seen: string[] = [];
  for (const card of await cards.all()) {
    const title = card.getByRole("heading", { level: 3 });
    // The clamp holds: the title shows two lines of a longer name.
    expect(
      await title.evaluate((el) => el.scrollHeight > el.clientHeight + 1),
    ).toBe(true);
    const line = card.getByText(/^YSLCY-JZ · /);
    await expect(line).toBeVisible();
    expect(
      await line.evaluate((el) => el.scrollHeight <= el.clientHeight + 1),
    ).toBe(true);
    seen.push((await line.textContent())!);
  }
  expect(seen.sort()).toEqual([
    "YSLCY-JZ · … black sheath",
    "YSLCY-JZ · … grey sheath",
  ]);
});
