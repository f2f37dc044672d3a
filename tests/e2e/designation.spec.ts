import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  isMobile,
  test,
} from "../support/fixtures";

/**
 * The designation decoder (issue 20): the tool as a GET form without JavaScript and as you type
 * with it, at both widths (the desktop and mobile projects) and in both themes; the decoded
 * designation on a product page, the links to the tool, and the JSON API.
 */

/** The answer's parts, in order, as "token = meaning". */
async function parts(page: Page): Promise<string[]> {
  const terms = await page.getByRole("main").getByRole("term").allInnerTexts();
  const meanings = await page
    .getByRole("main")
    .getByRole("definition")
    .allInnerTexts();
  return terms.map((term, index) => `${term} = ${meanings[index]}`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is answered by the server: parts explained, an unknown part flagged, our products linked", async ({
    page,
  }) => {
    await page.goto("/tools/designation");
    await expect(page).toHaveTitle("Cable designation decoder | Cableworks");
    const main = page.getByRole("main");
    await main
      .getByRole("textbox", { name: "Designation or article number" })
      .fill("NYY-J 3x25+16 foo");
    await main.getByRole("button", { name: "Decode" }).click();
    await expect(page).toHaveURL(
      /\/tools\/designation\?code=NYY-J\+3x25%2B16\+foo$/,
    );
    await expect(
      main.getByRole("heading", { level: 2, name: "NYY-J 3x25+16 foo" }),
    ).toBeVisible();
    await expect(
      main.getByText("German type code (DIN VDE 0292)"),
    ).toBeVisible();
    expect(await parts(page)).toEqual([
      "N = A type made to a German (VDE) standard",
      "Y = Insulation: PVC (polyvinyl chloride)",
      "Y = Outer sheath: PVC (polyvinyl chloride)",
      "-J = With a green-and-yellow protective core",
      "3x25 = 3 cores of 25 mm² each",
      "+16 = Plus 1 core of 16 mm²",
      "foo = Not recognised: Not in the standard's table for this position, or it could mean more than one thing here.",
    ]);
    await expect(
      main.getByText(
        "1 part is not recognised: foo. Check the designation, or ask us.",
      ),
    ).toBeVisible();
    // Our products of the type, with the article of the size asked about; the link leads to it.
    const products = main.getByRole("region", {
      name: "Our products of this type",
    });
    await expect(
      products.getByText("In this size: CW-NYY-3X25+16"),
    ).toBeVisible();
    await products
      .getByRole("link", { name: "3-Core Multi Conductor Cable 3×6mm²" })
      .click();
    await expect(page).toHaveURL(/\/product\/3$/);
    // The product page shows its designation decoded, and links back to the tool with it.
    const section = page.getByRole("region", { name: "What NYY means" });
    await expect(section.getByRole("term")).toHaveText(["N", "Y", "Y"]);
    await expect(section.getByRole("definition").nth(2)).toHaveText(
      "Outer sheath: PVC (polyvinyl chloride)",
    );
    await section
      .getByRole("link", { name: "Decode another designation" })
      .click();
    await expect(page).toHaveURL(/\/tools\/designation\?code=NYY$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("textbox", { name: "Designation or article number" }),
    ).toHaveValue("NYY");
  });

  test("an article number, an example and a code too long are answered too", async ({
    page,
  }) => {
    await page.goto("/tools/designation");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "CW-NYY-3X25+16" }).click();
    await expect(
      main.getByText("Cableworks article number").first(),
    ).toBeVisible();
    await expect(main.getByRole("term")).toHaveText(["CW", "NYY", "3X25+16"]);
    await page.goto(`/tools/designation?code=${"N".repeat(101)}`);
    const tooLong =
      "A designation is at most 100 characters. Shorten it and try again.";
    // Shown, and in the status line a screen reader hears after typing.
    await expect(
      main.getByText(tooLong).and(main.locator(":not(.sr-only)")),
    ).toBeVisible();
    await expect(main.getByRole("status")).toHaveText(tooLong);
    await page.goto("/tools/designation?code=hello");
    await expect(
      main.getByText(
        /We could not read hello as a German \(VDE 0292\) or harmonised \(HD 361\) type code/,
      ),
    ).toBeVisible();
    await expect(main.getByRole("term")).toHaveText(["hello"]);
  });
});

test.describe("with JavaScript", () => {
  // Typing, waiting for answers and axe on a shared 2-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  for (const theme of ["light", "dark"] as const) {
    test(`the answer follows the typing, announced politely, axe clean (${theme} theme)`, async ({
      page,
    }) => {
      await page.addInitScript(
        (value) => localStorage.setItem("theme", value),
        theme,
      );
      await gotoHydrated(page, "/tools/designation");
      if (theme === "dark")
        await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
      const main = page.getByRole("main");
      const field = main.getByRole("textbox", {
        name: "Designation or article number",
      });
      const historyBefore = await page.evaluate(() => history.length);
      await field.pressSequentially("H07RN-F 3G2.5", { delay: 20 });
      // No submit: the router fetched the answer after a pause in the typing.
      await expect(page).toHaveURL(/\?code=H07RN-F\+3G2\.5$/);
      await expect(main.getByRole("status")).toHaveText(
        "H07RN-F 3G2.5: 6 parts explained.",
      );
      expect(await parts(page)).toEqual([
        "H = Harmonised type (CENELEC HD 361)",
        "07 = Rated voltage Uo/U 450/750 V",
        "R = Insulation: rubber (EPR or similar) for 60 °C",
        "N = Sheath: polychloroprene (neoprene)",
        "-F = Flexible conductor of a flexible cable (class 5)",
        "3G2.5 = 3 cores of 2.5 mm² each, one of them green-and-yellow",
      ]);
      await expect(field).toBeFocused();
      // An unknown part: flagged and announced.
      await field.pressSequentially(" Q", { delay: 20 });
      await expect(main.getByRole("status")).toHaveText(
        "H07RN-F 3G2.5 Q: 6 parts explained, 1 not recognised.",
      );
      await expect(
        main.getByText(
          "1 part is not recognised: Q. Check the designation, or ask us.",
        ),
      ).toBeVisible();
      await expect(field).toBeFocused();
      // Typing replaced the entry instead of adding one per answer.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore);
      await expectNoAxeViolations(page);
      // An example fills the field and answers in the page.
      await main.getByRole("link", { name: "NYCWY 3x35/16" }).click();
      await expect(field).toHaveValue("NYCWY 3x35/16");
      await expect(main.getByRole("term")).toHaveText([
        "N",
        "Y",
        "CW",
        "Y",
        "3x35",
        "/16",
      ]);
    });
  }

  test("the Products menu (the drawer on a phone) and the quality page lead to the tools", async ({
    page,
  }) => {
    await gotoHydrated(page, "/quality-control");
    const tools = page.getByRole("region", {
      name: "Read any cable designation",
    });
    // The sizing tool is one link away too (issue 20: both tools from the quality page).
    await expect(
      tools.getByRole("link", {
        name: "Size a cable for your circuit (IEC 60364-5-52)",
      }),
    ).toHaveAttribute("href", "/tools/cable-sizing");
    await tools
      .getByRole("link", { name: "Open the designation decoder" })
      .click();
    await expect(page).toHaveURL(/\/tools\/designation$/);
    await gotoHydrated(page, "/");
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "Designation decoder" })
        .click();
    } else {
      await page
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("button", { name: "Products" })
        .click();
      await page
        .getByRole("list", { name: "Engineering tools" })
        .getByRole("link", { name: "Designation decoder" })
        .click();
    }
    await expect(page).toHaveURL(/\/tools\/designation$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Cable designation decoder",
      }),
    ).toBeVisible();
  });
});

test("GET /api/v1/designation answers the decoded parts, and 400 naming the parameter @desktop-only", async ({
  request,
}) => {
  const response = await request.get("/api/v1/designation?code=NA2XY%204x16");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(response.headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300",
  );
  expect(await response.json()).toEqual({
    code: "NA2XY 4x16",
    scheme: "vde-0292",
    parts: [
      { token: "N", meaning: "A type made to a German (VDE) standard" },
      {
        token: "A",
        meaning: "Aluminium conductor (no letter here means copper)",
      },
      { token: "2X", meaning: "Insulation: cross-linked polyethylene (XLPE)" },
      { token: "Y", meaning: "Outer sheath: PVC (polyvinyl chloride)" },
      { token: "4x16", meaning: "4 cores of 16 mm² each" },
    ],
    unknown: [],
  });
  const missing = await request.get("/api/v1/designation");
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({
    parameter: "code",
    error: expect.stringContaining('"code"'),
  });
  const tooLong = await request.get(
    `/api/v1/designation?code=${"Y".repeat(101)}`,
  );
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toMatchObject({ parameter: "code" });
});
