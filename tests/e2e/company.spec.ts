import {
  expectNoAxeViolations,
  expect,
  gotoHydrated,
  test,
} from "../support/fixtures";

test.describe("company pages", () => {
  test("About Us: the story, four core values, mission and vision", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await expect(page).toHaveTitle("About Us | Cableworks");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "About Us" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Our Story" }),
    ).toBeVisible();
    await expect(
      main.getByText(/founded in 2011 in New Borg El Arab City/),
    ).toBeVisible();
    for (const value of [
      "Quality Excellence",
      "Reliability & Trust",
      "Innovation & Technology",
      "Customer Focus",
    ]) {
      await expect(
        main.getByRole("heading", { name: value, level: 3 }),
      ).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { name: "Our Mission" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Our Vision" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });

  test("Certifications: the six records with status badges, Active highlighted", async ({
    page,
  }) => {
    await gotoHydrated(page, "/certifications");
    const main = page.getByRole("main");
    const cards = main.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    const expected = [
      ["ISO 9001:2015", "Active", "2026", "Quality"],
      ["IEC 60228", "Certified", "2025", "International"],
      ["CE Marking", "Compliant", "2027", "European"],
      ["UL Listed", "Listed", "2026", "North America"],
      ["RoHS Compliant", "Compliant", "Ongoing", "Environmental"],
      ["REACH Regulation", "Registered", "2025", "Chemical Safety"],
    ];
    // Issue 16: a certification whose year has passed (today's, as the server sees it) is Expired,
    // whatever its stored status; IEC 60228 and REACH (2025) in November 2026.
    const thisYear = new Date().getUTCFullYear();
    const shown = (status: string, validUntil: string) =>
      /^\d{4}$/.test(validUntil) && Number(validUntil) < thisYear
        ? "Expired"
        : status;
    for (const [
      index,
      [title, status, validUntil, category],
    ] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      // The badge reads "Status: Active" (its "Status: " visually hidden).
      await expect(
        card.getByText(`Status: ${shown(status!, validUntil!)}`, {
          exact: true,
        }),
      ).toBeVisible();
      // An expired one says when it expired, in words (decision 055): "Expired on December 31, 2025".
      const expired = shown(status!, validUntil!) === "Expired";
      await expect(
        card.getByText(expired ? `December 31, ${validUntil}` : validUntil!, {
          exact: true,
        }),
      ).toBeVisible();
      if (expired)
        await expect(
          card.getByText("Expired on", { exact: true }),
        ).toBeVisible();
      await expect(card.getByText(category!, { exact: true })).toBeVisible();
    }
    await expect(main.getByText("Quality Management System")).toBeVisible();
    // "Active" is the highlighted (filled copper) badge; the others are the soft kind.
    if (thisYear <= 2026)
      await expect(
        cards.nth(0).getByText("Status: Active", { exact: true }),
      ).toHaveClass(/bg-primary/);
    await expect(
      cards.nth(1).getByText(/^Status: (Certified|Expired)$/),
    ).not.toHaveClass(/bg-primary/);
    if (thisYear >= 2026)
      await expect(
        main.getByText("Status: Certified", { exact: true }),
      ).toHaveCount(0);
    await expectNoAxeViolations(page, "main");
  });

  test("Quality Control: four principles, the lab image, ISO 9001:2015 and a five-question accordion", async ({
    page,
  }) => {
    await gotoHydrated(page, "/quality-control");
    const main = page.getByRole("main");
    for (const principle of [
      "Rigorous Testing",
      "Process Adherence",
      "Certified Materials",
      "Continuous Improvement",
    ]) {
      await expect(
        main.getByRole("heading", { name: principle }),
      ).toBeVisible();
    }
    const lab = main.getByRole("img", { name: /laboratory/ });
    await expect(lab).toBeVisible();
    expect(
      await lab.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(
      main.getByRole("heading", { name: "ISO 9001:2015 certified" }),
    ).toBeVisible();

    const faq = main.locator("details");
    await expect(faq).toHaveCount(5);
    const first = faq.nth(0);
    const second = faq.nth(1);
    const firstAnswer = first.getByText(/Every drum passes the routine tests/);
    await expect(firstAnswer).toBeHidden();
    await first.locator("summary").click();
    await expect(firstAnswer).toBeVisible();
    // One open at a time.
    await second.locator("summary").click();
    await expect(second.getByText(/Conductors follow IEC 60228/)).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    // Collapsible.
    await second.locator("summary").click();
    await expect(second.getByText(/Conductors follow IEC 60228/)).toBeHidden();
    // Keyboard: focus a question and press Enter, then Space.
    await faq.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(faq.nth(2)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(faq.nth(2)).not.toHaveAttribute("open", "");
    await expectNoAxeViolations(page, "main");
  });

  test("News: two featured, four recent, Read More opens the article page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/news");
    const featured = page
      .getByRole("region", { name: "Featured News" })
      .getByRole("heading", { level: 3 });
    const recent = page
      .getByRole("region", { name: "Recent Articles" })
      .getByRole("heading", { level: 3 });
    await expect(featured).toHaveCount(2);
    await expect(recent).toHaveCount(4);
    const readTimes = await page
      .getByRole("main")
      .getByText(/^\d min read$/)
      .allInnerTexts();
    expect(readTimes).toHaveLength(6);
    for (const text of readTimes)
      expect(Number(text[0])).toBeGreaterThanOrEqual(3);
    for (const text of readTimes)
      expect(Number(text[0])).toBeLessThanOrEqual(6);
    await expectNoAxeViolations(page, "main");

    const title = "How to Choose the Right Conductor Cross Section";
    await page.getByRole("link", { name: `Read More: ${title}` }).click();
    await expect(page).toHaveURL(/\/news\/choosing-conductor-cross-section$/);
    await expect(page).toHaveTitle(`${title} | Cableworks`);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: title }),
    ).toBeVisible();
    await expect(main.getByText("By Eng. Karim Hassan")).toBeVisible();
    await expect(main.getByText("April 8, 2025")).toBeVisible();
    await expect(main.getByText("6 min read")).toBeVisible();
    await expect(main.getByText("Technical", { exact: true })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "2. Voltage drop" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /three checks that decide the size/,
    );
    // Issue 16: NewsArticle and BreadcrumbList data (their Google property lists are checked in
    // app/lib/structured-data.test.ts). The server writes them into the document (a page reached
    // by an in-app link has none), and hydration must leave them there.
    await gotoHydrated(page, "/news/choosing-conductor-cross-section");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const data = blocks.flatMap(
      (text) => JSON.parse(text) as Record<string, unknown>[],
    );
    const article = data.find((item) => item["@type"] === "NewsArticle");
    // Date and time with its zone, as Google recommends (docs/decisions/026).
    expect(article).toMatchObject({
      headline: title,
      datePublished: "2025-04-08T00:00:00.000Z",
      dateModified: "2025-04-08T00:00:00.000Z",
      author: [{ "@type": "Person", name: "Eng. Karim Hassan" }],
    });
    const trail = data.find((item) => item["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "News & Updates",
      title,
    ]);
    await expect(
      page.locator('meta[property="og:image:width"]'),
    ).toHaveAttribute("content", "1200");
    await expect(
      page.locator('meta[property="og:image:height"]'),
    ).toHaveAttribute("content", "630");
    await expectNoAxeViolations(page, "main");
    await main.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("an unknown article is the 404 page with status 404", async ({
    page,
  }) => {
    const response = await page.goto("/news/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  for (const [path, title, phrase] of [
    [
      "/privacy-policy",
      "Privacy Policy",
      /Job applications and CVs: 12 months/,
    ],
    [
      "/terms-of-service",
      "Terms of Service",
      /This website does not take orders or payments/,
    ],
    ["/cookie-policy", "Cookie Policy", /Your theme choice \(light or dark\)/],
  ] as const) {
    test(`${title}: a real text for this site that links to /contact`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: title }),
      ).toBeVisible();
      await expect(main.getByText(phrase)).toBeVisible();
      await main.getByRole("link", { name: "Contact us" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }

  test("the cookie policy names exactly what the site stores", async ({
    page,
  }) => {
    await gotoHydrated(page, "/cookie-policy");
    const main = page.getByRole("main");
    await expect(
      main.getByText(/Whether the sidebar is expanded or collapsed/),
    ).toBeVisible();
    await expect(
      main.getByText(/sets one cookie: a session cookie/),
    ).toBeVisible();
  });

  for (const path of [
    "/about",
    "/certifications",
    "/contact",
    "/quality-control",
    "/downloads",
    "/news",
    "/careers",
    "/privacy-policy",
  ]) {
    test(`${path} has no axe violations in the dark theme`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem("theme", "dark"));
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page, "main");
    });
  }
});
