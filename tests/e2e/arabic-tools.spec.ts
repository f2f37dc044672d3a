import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "../support/fixtures";

/**
 * The engineering tools in Arabic (issue 21): /ar/tools/cable-sizing asked by its Arabic labels,
 * answered and refused in Arabic; /ar/tools/designation decoding in Arabic; a product page's
 * decoded designation in Arabic. Technical values are isolated left to right with the Unicode
 * marks LRI/PDI (app/lib/locale/bidi.ts), so the patterns below allow them around values. Axe on each.
 */
const iso = "[\\u2066\\u2069]?";

test.describe("the engineering tools in Arabic", () => {
  test("the cable-sizing form is asked by its Arabic labels and answers in Arabic", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/tools/cable-sizing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "حاسبة مقطع الكابل",
    );
    const form = page.getByRole("form", { name: "مدخلات حساب مقطع الكابل" });
    await form.getByLabel("تيار التصميم (A)").fill("32");
    await form
      .getByLabel("النظام")
      .selectOption({ label: "تيار متردد أحادي الطور" });
    await form.getByLabel("الجهد (V)").fill("230");
    await form.getByLabel("الطول (m)").fill("80");
    await form.getByRole("button", { name: "احسب" }).click();

    await expect(page).toHaveURL(/\/ar\/tools\/cable-sizing\?.*current=32/);
    const result = page.getByRole("region", { name: "النتيجة" });
    await expect(
      result.getByText(new RegExp(`^نحاس ${iso}16 mm²${iso}$`)),
    ).toBeVisible();
    await expect(
      result.getByText(/^هبوط الجهد هو الذي يحدد المقطع/),
    ).toBeVisible();
    const steps = result.getByRole("table", {
      name: new RegExp(`خطوات حساب المقطع ${iso}16 mm²`),
    });
    await expect(
      steps.getByRole("row", { name: /سعة التيار من الجدول/ }),
    ).toContainText("85 A");
    await expect(
      result.getByRole("heading", {
        name: new RegExp(`كابلاتنا بمقطع ${iso}16 mm²`),
      }),
    ).toBeVisible();
    // Our products named in Arabic, as their cards name them (issue 35).
    const suggested = result
      .getByRole("region", { name: new RegExp(`كابلاتنا بمقطع`) })
      .getByRole("listitem")
      .getByRole("link");
    await expect(suggested.first()).toBeVisible();
    for (const name of await suggested.allTextContents()) {
      expect(name).toMatch(/[\u0600-\u06ff]/);
      expect(name).not.toMatch(/Cable|Conductor/);
    }
    await expectNoAxeViolations(page, "main");

    // A bad value: the Arabic message, naming the Arabic label.
    await form.getByLabel("تيار التصميم (A)").fill("abc");
    await form.getByRole("button", { name: "احسب" }).click();
    await expect(
      page.getByText("يُرجى مراجعة هذه المدخلات", { exact: true }),
    ).toBeVisible();
    await expect(
      result.getByText(
        new RegExp(
          `^تيار التصميم \\(${iso}A${iso}\\): القيمة «${iso}abc${iso}» ليست رقمًا`,
        ),
      ),
    ).toBeVisible();
    await expect(form.getByLabel("تيار التصميم (A)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page, "main");
  });

  test("the decoder explains a designation in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/tools/designation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "مفسّر تسمية الكابلات",
    );
    const main = page.getByRole("main");
    await main
      .getByRole("textbox", { name: "تسمية الكابل أو رقم الصنف" })
      .fill("NYY-J 4x16");
    await main.getByRole("button", { name: "فسّر" }).click();
    await expect(page).toHaveURL(
      /\/ar\/tools\/designation\?code=NYY-J(\+|%20)4x16/,
    );
    await expect(main.getByText("تم التعرّف على جميع الأجزاء.")).toBeVisible();
    await expect(main.getByText(/رمز نوع ألماني/).first()).toBeVisible();
    await expect(main.getByRole("term").first()).toHaveText("N");
    await expect(
      main.getByRole("definition").filter({ hasText: "العزل:" }).first(),
    ).toContainText("بولي فينيل كلوريد");
    await expect(
      main.getByRole("heading", { name: "منتجاتنا من هذا النوع" }),
    ).toBeVisible();
    const ours = main
      .getByRole("region", { name: "منتجاتنا من هذا النوع" })
      .getByRole("link");
    await expect(ours.first()).toBeVisible();
    for (const name of await ours.allTextContents()) {
      expect(name).toMatch(/[\u0600-\u06ff]/);
      expect(name).not.toMatch(/Cable|Conductor/);
    }
    await expectNoAxeViolations(page, "main");
  });

  test("a product page's designation block is Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/product/3");
    const section = page.getByRole("region", {
      name: new RegExp(`^معنى التسمية ${iso}NYY${iso}$`),
    });
    await expect(section.getByRole("term")).toHaveText(["N", "Y", "Y"]);
    await expect(section.getByRole("definition").nth(2)).toContainText(
      "الغلاف الخارجي",
    );
    const link = section.getByRole("link", { name: "فسّر تسمية أخرى" });
    await expect(link).toHaveAttribute(
      "href",
      "/ar/tools/designation?code=NYY",
    );
    await expectNoAxeViolations(page, "main");
  });

  test("the quality page names both tools in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/quality-control");
    const section = page.getByRole("region", { name: "اقرأ أي تسمية كابل" });
    await expect(
      section.getByRole("link", { name: "افتح مفسّر تسمية الكابلات" }),
    ).toHaveAttribute("href", "/ar/tools/designation");
  });
});
