import type { Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  expect,
  gotoHydrated,
  test,
} from "../support/fixtures";
import { findMail, holdMail } from "../support/mailbox";
import { queryE2eDb, uniqueMarker } from "../support/smtp-listener";

interface MessageRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  delivery_state: string;
  delivery_attempts: number;
  last_error: string | null;
}

function messageRow(subject: string): MessageRow | undefined {
  return queryE2eDb<MessageRow>(
    "select * from messages where subject = ?",
    subject,
  )[0];
}

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("contact page", () => {
  test("shows the info cards, the form and a map that loads only when asked", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await gotoHydrated(page, "/contact");
    await expect(
      page.getByRole("heading", { level: 1, name: "Contact Us" }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(
      main.getByText("Saturday - Thursday: 9:00 AM - 6:00 PM"),
    ).toBeVisible();
    await expect(
      main.getByRole("link", { name: "+20 3 459 1200" }),
    ).toHaveAttribute("href", "tel:+2034591200");
    for (const phone of [
      "+20 100 245 7810",
      "+20 122 318 4406",
      "+20 111 562 9034",
    ]) {
      await expect(main.getByRole("link", { name: phone })).toBeVisible();
    }
    await expect(
      main.getByRole("link", { name: "sales@cableworks.com.eg" }),
    ).toHaveAttribute("href", "mailto:sales@cableworks.com.eg");
    await expect(
      main.getByText("New Borg El Arab City", { exact: false }).first(),
    ).toBeVisible();

    await expect(main.getByLabel("First Name")).not.toHaveAttribute("required");
    await expect(main.getByLabel("Last Name")).not.toHaveAttribute("required");
    await expect(
      main.getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveAttribute("type", "email");
    await expect(
      main.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveAttribute("required");
    await expect(
      main.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveAttribute("required");

    await expectNoAxeViolations(page, "main");
    expect(requests.filter((url) => url.includes("openstreetmap"))).toEqual([]);
    const mapSection = page.getByRole("region", { name: "Find us" });
    await expect(
      mapSection.getByRole("link", { name: "Open in maps" }),
    ).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=.*#map=14\//);
    await mapSection.getByRole("button", { name: "Show map" }).click();
    const frame = mapSection.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      /openstreetmap\.org\/export\/embed\.html/,
    );
  });

  test("checks required fields in the browser with clear messages", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    await main
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("not-an-address");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(
      main.getByText("Please enter a valid email address"),
    ).toBeVisible();
    await expect(main.getByText("Please enter a subject")).toBeVisible();
    await expect(main.getByText("Please enter your message")).toBeVisible();
    await expect(
      main.getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveAttribute("aria-invalid", "true");
    await expect(
      main.getByRole("textbox", { name: "Email", exact: true }),
    ).toBeFocused();
    await expectNoAxeViolations(page, "main");
  });

  test("the server answers bad input with 400 and field messages, and refuses the honeypot", async ({
    request,
  }) => {
    const bad = await request.post("/contact", {
      form: { email: "x", subject: "", message: "" },
    });
    expect(bad.status()).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please enter a subject");
    const bot = await request.post("/contact", {
      form: {
        email: "bot@example.com",
        subject: "Buy now",
        message: "spam",
        website: "http://spam.example",
      },
    });
    expect(bot.status()).toBe(400);
    expect(await bot.text()).toContain(
      "Your message looks automated and was not accepted",
    );
  });
});

// Over the run's one mail listener (mailbox.ts); the markup and mail are the same at every width.
test.describe("contact form delivery", { tag: "@desktop-only" }, () => {
  test("sends a message: success toast, fields cleared, row stored, mail received with every field", async ({
    page,
  }) => {
    const subject = uniqueMarker("Quotation for 16mm2");
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    await main.getByLabel("First Name").fill("Omar");
    await main.getByLabel("Last Name").fill("Saleh");
    await main
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("omar.saleh@example.com");
    await main
      .getByRole("textbox", { name: "Subject", exact: true })
      .fill(subject);
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill(
        "Please quote 2,000 m of 16 mm² copper conductor, delivery to Alexandria.",
      );
    await main.getByRole("button", { name: "Send Message" }).click();

    await expect(toast(page, "Message sent successfully!")).toBeVisible();
    await expect(
      main.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveValue("");
    await expect(main.getByLabel("First Name")).toHaveValue("");
    await expect(
      main.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue("");

    const row = messageRow(subject);
    expect(row).toMatchObject({
      first_name: "Omar",
      last_name: "Saleh",
      email: "omar.saleh@example.com",
    });

    await expect
      .poll(() => findMail(subject) !== undefined, { timeout: 10_000 })
      .toBe(true);
    const mail = findMail(subject)!;
    expect(mail.to).toEqual(["sales@cableworks.test"]);
    expect(mail.text).toContain("Omar Saleh");
    expect(mail.text).toContain("omar.saleh@example.com");
    expect(mail.text).toContain(
      "Please quote 2,000 m of 16 mm² copper conductor",
    );
    expect(mail.text).toMatch(/Reply-To: .*omar\.saleh@example\.com/);
    await expect.poll(() => messageRow(subject)?.delivery_state).toBe("sent");
  });

  test("with the mail server down the visitor is answered, the row is kept and delivered later", async ({
    page,
  }) => {
    const subject = uniqueMarker("Sent while mail was down");
    // The mail server refuses this message (421, not available) until the hold is lifted.
    const release = holdMail(subject);
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    await main
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("buyer.down@example.com");
    await main
      .getByRole("textbox", { name: "Subject", exact: true })
      .fill(subject);
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Do you stock 4x1.5 control cable?");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message sent successfully!")).toBeVisible();

    await expect
      .poll(() => messageRow(subject)?.delivery_attempts ?? 0)
      .toBeGreaterThan(0);
    const pending = messageRow(subject)!;
    expect(pending.delivery_state).toBe("pending");
    expect(pending.last_error).toBeTruthy();
    expect(findMail(subject)).toBeUndefined();

    release();
    await expect
      .poll(() => findMail(subject) !== undefined, { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => messageRow(subject)?.delivery_state).toBe("sent");
    expect(findMail(subject)!.text).toContain(
      "Do you stock 4x1.5 control cable?",
    );
  });

  test("works without JavaScript: a plain post answered in the page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const subject = uniqueMarker("No script");
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("noscript@example.com");
    await main
      .getByRole("textbox", { name: "Subject", exact: true })
      .fill(subject);
    await main.getByRole("button", { name: "Send Message" }).click();
    // The server checks the same schema: the missing message is answered in the form.
    await expect(main.getByText("Please enter your message")).toBeVisible();
    await expect(
      main.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveValue(subject);
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Sent from a browser without JavaScript.");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(main.getByRole("status")).toContainText(
      "Message sent successfully!",
    );
    await expect(
      main.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveValue("");
    expect(messageRow(subject)?.message).toBe(
      "Sent from a browser without JavaScript.",
    );
    await expect
      .poll(() => findMail(subject) !== undefined, { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });

  test("limits posts per sender address with a clear failure toast", async ({
    page,
  }) => {
    const email = `${uniqueMarker("flood")}@example.com`;
    await gotoHydrated(page, "/contact");
    const main = page.getByRole("main");
    for (let i = 1; i <= 3; i++) {
      await main
        .getByRole("textbox", { name: "Email", exact: true })
        .fill(email);
      await main
        .getByRole("textbox", { name: "Subject", exact: true })
        .fill(uniqueMarker(`Flood ${i}`));
      await main
        .getByRole("textbox", { name: "Message", exact: true })
        .fill("Hello");
      await main.getByRole("button", { name: "Send Message" }).click();
      await expect(main.getByRole("status")).toContainText(
        "Message sent successfully!",
      );
      await expect(
        main.getByRole("textbox", { name: "Subject", exact: true }),
      ).toHaveValue("");
    }
    const subject = uniqueMarker("Flood 4");
    await main.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await main
      .getByRole("textbox", { name: "Subject", exact: true })
      .fill(subject);
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Hello again");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(
      toast(
        page,
        "Failed to send message. Please try again later. Error: Too many messages from you in a short time.",
      ),
    ).toBeVisible();
    // Nothing is lost from the form, and nothing is stored.
    await expect(
      main.getByRole("textbox", { name: "Subject", exact: true }),
    ).toHaveValue(subject);
    expect(messageRow(subject)).toBeUndefined();
  });
});
