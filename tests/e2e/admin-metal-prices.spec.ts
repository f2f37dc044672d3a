import fc from "fast-check";
import { metalPriceSchema } from "~/lib/forms/admin/metal-prices";
import { login, openE2eDb, toast } from "../support/admin-helpers";
import { plausible, post, statusOk, test } from "../support/admin-fuzz-kit";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
} from "../support/fixtures";
import { firstText, runOptions, transport } from "../support/fuzz-kit";

/**
 * The day's metal prices (issue 37): an administrator enters one and sees it as the latest and in
 * the history, and the dashboard's warning for that metal goes; then 100 hostile posts. One file,
 * run once and in order (playwright.config.ts), since both count the table's rows.
 */
test.describe.configure({ timeout: 180_000 });

const utcToday = () => new Date().toISOString().slice(0, 10);

test("an administrator enters a copper price: the latest, the history, and the dashboard's warning", async ({
  page,
}) => {
  await login(page, "/admin");
  const warning = page.getByRole("region", { name: "Metal prices" });
  await expect(warning).toContainText("No copper price has been entered yet.");

  await gotoHydrated(page, "/admin/metal-prices");
  await expect(
    page.getByRole("heading", { level: 1, name: "Metal prices" }),
  ).toBeVisible();
  const form = page.getByRole("form", { name: "Add price" });
  await form.getByRole("combobox", { name: "Metal" }).selectOption("copper");
  await form.getByRole("combobox", { name: "Currency" }).selectOption("USD");
  // Refused in the browser and by the server alike: nothing is added.
  await form.getByLabel("Price per 100 kg").fill("945.205");
  await form.getByRole("button", { name: "Add price" }).click();
  await expect(form.getByText(/at most two decimals/)).toBeVisible();
  await form.getByLabel("Price per 100 kg").fill("945.20");
  await expect(form.getByLabel("Price date")).toHaveValue(utcToday());
  await form.getByRole("button", { name: "Add price" }).click();
  await expect(toast(page, "Metal price added")).toBeVisible();

  const latest = page.getByRole("region", { name: "Latest prices" });
  await expect(latest).toContainText(`945.20 · ${utcToday()}`);
  const history = page.getByRole("table", { name: "History" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1)).toContainText("Copper");
  await expectNoAxeViolations(page);
  // The dark theme at a phone's width: the history's rows become cards.
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(history.getByRole("row").nth(1)).toContainText("945.20");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await gotoHydrated(page, "/admin");
  await expect(warning).not.toContainText("copper");
  await expect(warning).toContainText(
    "No aluminium price has been entered yet.",
  );
});

test("metal prices: 100 hostile posts, never a 5xx, a price stored only as the schema reads it", async ({
  adminApi,
}) => {
  const db = openE2eDb();
  const newest = () =>
    db
      .prepare(
        "select id, metal, currency, price_per_100kg as pricePer100kg, price_date as priceDate from metal_prices order by id desc limit 1",
      )
      .get() as
      | {
          id: number;
          metal: string;
          currency: string;
          pricePer100kg: number;
          priceDate: string;
        }
      | undefined;
  try {
    await fc.assert(
      fc.asyncProperty(
        plausible(fc.constantFrom("copper", "aluminium")),
        plausible(fc.constantFrom("EGP", "USD", "EUR")),
        plausible(
          fc
            .tuple(
              fc.integer({ min: 0, max: 99_999 }),
              fc.integer({ min: 0, max: 99 }),
            )
            .map(
              ([whole, cents]) => `${whole}.${String(cents).padStart(2, "0")}`,
            ),
        ),
        plausible(
          fc
            .date({
              min: new Date("2020-01-01"),
              max: new Date(Date.now() - 2 * 86_400_000),
            })
            .map((date) => date.toISOString().slice(0, 10)),
        ),
        transport,
        async (metal, currency, price, priceDate, how) => {
          const before = newest()?.id ?? 0;
          const response = await post(
            adminApi,
            "/admin/metal-prices",
            { metal, currency, price, priceDate },
            how,
          );
          statusOk(response.status(), "metal prices");
          const parsed = metalPriceSchema(utcToday()).safeParse({
            metal: firstText(metal),
            currency: firstText(currency),
            price: firstText(price),
            priceDate: firstText(priceDate),
          });
          const after = newest();
          if (response.status() === 200) {
            expect(parsed.success).toBe(true);
            if (parsed.success)
              expect(after).toEqual({ id: after!.id, ...parsed.data });
            expect(after!.id).toBeGreaterThan(before);
          } else {
            expect(after?.id ?? 0).toBe(before);
          }
        },
      ),
      runOptions(100),
    );
  } finally {
    db.close();
  }
});
