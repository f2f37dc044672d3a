import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  sidewaysOverflow,
  test,
} from "../support/fixtures";
import { findMail, mailWith } from "../support/mailbox";
import { queryE2eDb, uniqueMarker } from "../support/smtp-listener";

/**
 * The quote basket (`/quote`), with and without JavaScript, at both widths: "Add to quote" on the
 * cards and the product page, the header's count, editing and removing lines, the request form's
 * checks, the confirmation with its reference and PDF; axe on the basket and the confirmation.
 * Delivery over a real SMTP listener is the desktop-only block at the end.
 */

const FIRST = "Copper Conductor 16mm²";
const SECOND = "Copper Conductor 25mm²";
const REFERENCE = /^Q-\d{4}-\d{5,}$/;

interface QuoteRow {
  id: number;
  reference: string;
  company: string;
  status: string;
}

function quoteRow(email: string): QuoteRow | undefined {
  return queryE2eDb<QuoteRow>(
    "select id, reference, company, status from quotes where email = ?",
    email,
  )[0];
}

function quoteLines(id: number) {
  return queryE2eDb<{
    product_name: string;
    length_m: number;
    drum_m: number | null;
  }>(
    "select product_name, length_m, drum_m from quote_lines where quote_id = ? order by position",
    id,
  );
}

async function fillDetails(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Your name" }).fill("Ola Nabil");
  await main.getByRole("textbox", { name: "Company" }).fill("Nile Contracting");
  await main.getByRole("textbox", { name: "Email" }).fill(email);
  await main.getByRole("textbox", { name: "Phone" }).fill("+20 3 459 1200");
  await main.getByRole("textbox", { name: "Country" }).fill("Egypt");
  await main.getByRole("textbox", { name: "Project" }).fill("Substation 4");
  await main
    .getByRole("textbox", { name: "Notes" })
    .fill("Test certificates, please.");
}

test.describe("the quote basket", () => {
  test("with JavaScript: add from a card and the product page, count in the header, edit, remove, send", async ({
    page,
  }) => {
    // The whole journey, with axe and the PDF: 30 s ran out on a loaded CI machine.
    test.slow();
    const email = `${uniqueMarker("quote-js")}@example.com`;
    await gotoHydrated(page, "/products");
    const basketLink = page
      .getByRole("banner")
      .getByRole("link", { name: /^Your quote/ });
    await expect(basketLink).toHaveAccessibleName("Your quote");

    // A card: the disclosure opens the length fields; the post happens in the background.
    await page.getByLabel(`Add to quote: ${FIRST}`).click();
    const card = page.getByRole("article", { name: FIRST });
    await card
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("500");
    await card.getByRole("textbox", { name: /Drum length/ }).fill("250");
    await card
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(card.getByRole("link", { name: "View quote" })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await expect(basketLink).toHaveAccessibleName("Your quote, 1 line");

    // The product page: a length the strict parser refuses, then a good one.
    await gotoHydrated(page, "/product/2");
    const section = page.getByRole("region", { name: "Add to quote" });
    await section
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("1.5");
    await section
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(section.getByRole("alert")).toHaveText(
      /whole number of metres/,
    );
    await section
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("1,000");
    await section
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(basketLink).toHaveAccessibleName("Your quote, 2 lines");

    // On a phone the toasts sit over the header: they go after a few seconds.
    await expect(page.getByText(/^Added to your quote/)).toHaveCount(0, {
      timeout: 15_000,
    });
    await basketLink.click();
    await expect(page).toHaveURL(/\/quote$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("listitem")).toHaveCount(2);
    await expect(main.getByRole("link", { name: FIRST })).toBeVisible();
    await expect(
      main.getByRole("textbox", {
        name: `Length in metres of line 2: ${SECOND}`,
        exact: true,
      }),
    ).toHaveValue("1000");

    // Edit: refused in the browser with the field named, then saved.
    const firstLength = main.getByRole("textbox", {
      name: `Length in metres of line 1: ${FIRST}`,
      exact: true,
    });
    await firstLength.fill("lots");
    await main.getByRole("button", { name: "Update lines" }).click();
    await expect(firstLength).toHaveAccessibleDescription(
      /whole number of metres/,
    );
    await firstLength.fill("750");
    await main.getByRole("button", { name: "Update lines" }).click();
    await expect(main.getByRole("status")).toHaveText(
      "Your lines were updated.",
    );
    await expect(firstLength).toHaveValue("750");

    await main
      .getByRole("button", { name: `Remove line 2: ${SECOND}` })
      .click();
    await expect(main.getByRole("status")).toHaveText("The line was removed.");
    await expect(main.getByRole("listitem")).toHaveCount(1);
    await expect(basketLink).toHaveAccessibleName("Your quote, 1 line");
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // Send: the required fields are checked first, then the request is stored and confirmed.
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(
      main.getByRole("textbox", { name: "Your name" }),
    ).toHaveAccessibleDescription("Please enter your name");
    await fillDetails(page, email);
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you: your request is with us",
    );
    // The confirmation opens at its top, not at the basket's scroll position by the Send button.
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    const row = quoteRow(email)!;
    expect(row.reference).toMatch(REFERENCE);
    await expect(page.getByText(row.reference, { exact: true })).toBeVisible();
    expect(quoteLines(row.id)).toEqual([
      { product_name: FIRST, length_m: 750, drum_m: 250 },
    ]);
    await expect(basketLink).toHaveAccessibleName("Your quote");
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // The PDF behind the confirmation's link; the link is private (not cached, no referrer).
    const href = await page
      .getByRole("link", { name: "Download your request (PDF)" })
      .getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["cache-control"]).toBe("private, no-store");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const guessed = await page.request.get(
      href!.replace(/\/quote\/sent\/[^/]+/, `/quote/sent/${"A".repeat(32)}`),
    );
    expect(guessed.status()).toBe(404);
  });

  test("without JavaScript: the same basket as plain forms and redirects", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: test.info().project.use.viewport ?? undefined,
    });
    const page = await context.newPage();
    const email = `${uniqueMarker("quote-nojs")}@example.com`;
    await page.goto("/products");
    // Without scripts a card's "Add to quote" is a link to the product page's own form.
    await page.getByLabel(`Add to quote: ${FIRST}`).click();
    await expect(page).toHaveURL(/\/product\/1#add-to-quote$/);
    const form = page.getByRole("region", { name: "Add to quote" });
    await form
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("300");
    await form
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(page).toHaveURL(/\/quote\?added=1$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText(
      "The line was added to your request.",
    );

    await page.goto("/product/2");
    const section = page.getByRole("region", { name: "Add to quote" });
    await section
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("0");
    await section
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    // The server's answer is the basket page with the reason.
    await expect(main.getByRole("alert")).toHaveText(
      "Please enter a length from 1 to 1,000,000 metres",
    );
    await page.goto("/product/2");
    await section
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("2 000");
    await section.getByRole("textbox", { name: /Drum length/ }).fill("500");
    await section
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(main.getByRole("listitem")).toHaveCount(2);

    const secondLength = main.getByRole("textbox", {
      name: `Length in metres of line 2: ${SECOND}`,
      exact: true,
    });
    await expect(secondLength).toHaveValue("2000");
    await secondLength.fill("-4");
    await main.getByRole("button", { name: "Update lines" }).click();
    await expect(secondLength).toHaveAccessibleDescription(
      /from 1 to 1,000,000 metres|whole number/,
    );
    await main.getByRole("button", { name: `Remove line 1: ${FIRST}` }).click();
    await expect(main.getByRole("status")).toHaveText("The line was removed.");
    await expect(main.getByRole("listitem")).toHaveCount(1);

    // Enter in a field sends the request (the form's default button), and the server checks it.
    await main.getByRole("textbox", { name: "Your name" }).fill("Ola Nabil");
    await main.getByRole("textbox", { name: "Your name" }).press("Enter");
    await expect(
      main.getByRole("textbox", { name: "Email" }),
    ).toHaveAccessibleDescription("Please enter your email address");
    await expect(main.getByRole("textbox", { name: "Your name" })).toHaveValue(
      "Ola Nabil",
    );
    await fillDetails(page, email);
    await main.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you: your request is with us",
    );
    const row = quoteRow(email)!;
    await expect(page.getByText(row.reference, { exact: true })).toBeVisible();
    expect(quoteLines(row.id)).toEqual([
      { product_name: SECOND, length_m: 2000, drum_m: 500 },
    ]);
    // The basket is spent.
    await page.goto("/quote");
    await expect(
      main.getByText("Your request has no cables yet."),
    ).toBeVisible();

    // A size row of the product page's table adds that size, named by its article.
    await page.goto("/product/2");
    const sizes = page.getByRole("table", { name: /sizes of/ });
    await expect(
      sizes.getByRole("columnheader", { name: "Quote" }),
    ).toBeAttached();
    const sizeRow = sizes.getByRole("row").nth(2);
    const article = (await sizeRow.getByRole("rowheader").textContent())!;
    // Its link opens the page's form for that size.
    await sizeRow
      .getByLabel(`Add to quote: ${article}`, { exact: true })
      .click();
    await expect(page).toHaveURL(
      `/product/2?size=${encodeURIComponent(article)}#add-to-quote`,
    );
    const forSize = page.getByRole("region", {
      name: `Add to quote: ${article}`,
    });
    await forSize
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("75");
    await forSize
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(page).toHaveURL(/\/quote\?added=1$/);
    await expect(main.getByRole("listitem")).toHaveCount(1);
    await expect(main.getByRole("listitem")).toContainText(article);
    await context.close();
  });

  test("a cached page never carries the basket, and a tampered cookie is a cleaned basket", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: "cw_quote", value: "1:500::|<b>|9:1e9::|1:abc::", url: baseURL! },
    ]);
    await gotoHydrated(page, "/quote");
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    const about = await page.request.get("/about");
    expect(await about.text()).not.toContain("cw_quote");
    await page.request.get("/about");
    const third = await page.request.get("/about");
    // Pages are kept for visitors with a basket (the cookie is ignored there), never /quote.
    expect(third.headers()["x-render-cache"]).toBe("hit");
    const basket = await page.request.get("/quote");
    expect(basket.headers()["x-render-cache"]).toBeUndefined();
    expect(basket.headers()["cache-control"]).toBe("private, no-store");
  });
});

// Over the run's one mail listener (mailbox.ts), told apart by the request's reference.
test.describe("quote request delivery", { tag: "@desktop-only" }, () => {
  test("the company gets the request and the buyer an acknowledgement with the PDF, over SMTP", async ({
    page,
  }) => {
    const email = `${uniqueMarker("quote-mail")}@example.com`;
    await gotoHydrated(page, "/product/1");
    const section = page.getByRole("region", { name: "Add to quote" });
    await section
      .getByRole("textbox", { name: "Length (m)", exact: true })
      .fill("1200");
    await section
      .getByRole("button", { name: "Add to quote", exact: true })
      .click();
    await expect(
      section.getByRole("link", { name: "View quote" }),
    ).toBeVisible();
    await gotoHydrated(page, "/quote");
    await fillDetails(page, email);
    await page
      .getByRole("main")
      .getByRole("button", { name: "Send request" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you: your request is with us",
    );
    const { reference } = quoteRow(email)!;
    await expect
      .poll(() => mailWith(reference).length, { timeout: 15_000 })
      .toBe(2);
    const company = findMail(`[Quote] ${reference}`)!;
    expect(company.to).toEqual(["sales@cableworks.test"]);
    expect(company.text).toContain(`1. ${FIRST}: 1,200 m`);
    expect(company.text).toContain(`Reply-To: Ola Nabil <${email}>`);
    const ack = mailWith(reference).find((mail) => mail.to.includes(email))!;
    expect(ack.text).toContain(
      `Subject: Your quote request ${reference} to Cableworks`,
    );
    expect(ack.text).toContain(`1. ${FIRST}: 1,200 m`);
    expect(ack.text).toMatch(
      new RegExp(`Content-Type: application/pdf; name=${reference}\\.pdf`),
    );
    await expect
      .poll(
        () =>
          queryE2eDb<{ s: string }>(
            "select a.delivery_state as s from quote_acknowledgements a join quotes q on q.id = a.id where q.reference = ?",
            reference,
          )[0]?.s,
      )
      .toBe("sent");
  });
});
