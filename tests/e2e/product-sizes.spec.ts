import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  isMobile,
  sidewaysOverflow,
  test,
} from "../support/fixtures";

/**
 * The product page's size table and typed attributes (issue 17), at 1280 px (desktop project) and
 * 375 px (mobile project), in both themes.
 */
test.describe("the size table", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`lists every size with units in its headers, readable at this width, in the ${theme} theme`, async ({
      page,
    }) => {
      test.slow(); // axe on a shared machine
      await page.addInitScript(
        (value) => localStorage.setItem("theme", value),
        theme,
      );
      await gotoHydrated(page, "/product/3");
      const section = page.getByRole("region", { name: "Sizes" });
      const table = section.getByRole("table", {
        name: "12 sizes of 3-Core Multi Conductor Cable 3×6mm²",
      });
      await expect(table).toBeVisible();
      for (const header of [
        "Article number",
        "Cores × section (mm²)",
        "Outer diameter (mm)",
        "Weight (kg/km)",
        "Max. DC resistance at 20 °C (Ω/km)",
        "Current rating (A)",
        "Drum length (m)",
        "Stock (m)",
      ]) {
        await expect(
          table.getByRole("columnheader", { name: header }),
        ).toBeAttached();
      }
      const rows = table.getByRole("row");
      await expect(rows).toHaveCount(13);
      // By cores, then section (issue 35: 3 × 6 came first, as entered); each row headed by its
      // article number; today's size with today's stock.
      await expect(
        table.getByRole("rowheader").filter({ hasText: /^CW-NYY-3X[\d.]+$/ }),
      ).toHaveText([
        "CW-NYY-3X1.5",
        "CW-NYY-3X2.5",
        "CW-NYY-3X4",
        "CW-NYY-3X6",
        "CW-NYY-3X10",
        "CW-NYY-3X16",
      ]);
      await expect(rows.nth(4).getByRole("cell")).toHaveText([
        "3 × 6",
        "2",
        /\d+\.\d/,
        /\d/,
        "3.08",
        "41",
        "Clipped direct (C), 3 loaded conductors",
        "1,000",
        "1,200",
        /^Add to quote/,
      ]);
      const reduced = table.getByRole("row", { name: /CW-NYY-3X25\+16/ });
      await expect(reduced.getByRole("cell").first()).toHaveText("3 × 25 + 16");
      await expect(reduced.getByRole("cell").nth(4)).toHaveText("0.727");

      // The scrolling part is a labelled region a keyboard can reach; the page never scrolls sideways.
      const scroller = section.getByRole("region", { name: /12 sizes of/ });
      await expect(scroller).toHaveAttribute("tabindex", "0");
      expect(await sidewaysOverflow(page)).toBe(0);
      if (isMobile(page)) {
        const widths = await scroller.evaluate((el) => [
          el.scrollWidth,
          el.clientWidth,
        ]);
        expect(widths[0]).toBeGreaterThan(widths[1]!);
        await scroller.focus();
        await page.keyboard.press("ArrowRight");
        await expect
          .poll(() => scroller.evaluate((el) => el.scrollLeft))
          .toBeGreaterThan(0);
        // The article number stays in view while the rest scrolls.
        await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect(rows.nth(4).getByRole("rowheader")).toBeInViewport();
      }

      const facts = page.getByRole("region", {
        name: "Construction and standards",
      });
      await expect(facts.getByRole("definition")).toContainText([
        "NYY",
        "0.6/1 kV",
        "Copper",
        "Class 2, stranded",
        "3 to 4",
        "1.5 mm² to 120 mm²",
        "PVC",
      ]);
      await expectNoAxeViolations(page, "main");
    });
  }

  test("an out-of-stock product lists its sizes, none with stock", async ({
    page,
  }) => {
    await gotoHydrated(page, "/product/6");
    const table = page.getByRole("table", {
      name: "9 sizes of Control Cable 6×2.5mm²",
    });
    await expect(
      table.getByRole("row").nth(1).getByRole("rowheader"),
    ).toHaveText("CW-YSLCY-2X1.5");
    await expect(
      table.getByRole("row").locator("td:nth-last-child(2)"),
    ).toHaveText(Array<string>(9).fill("0"));
  });
});
