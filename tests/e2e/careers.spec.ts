import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import {
  expectNoAxeViolations,
  expect,
  gotoHydrated,
  test,
} from "../support/fixtures";
import { findMail, holdMail } from "../support/mailbox";
import { e2eDataDir, queryE2eDb, uniqueMarker } from "../support/smtp-listener";

interface ApplicationRow {
  full_name: string;
  email: string;
  position: string;
  message: string;
  cv_file: string | null;
  cv_name: string | null;
  cv_type: string | null;
  delivery_state: string;
  delivery_attempts: number;
}

function applicationRow(fullName: string): ApplicationRow | undefined {
  return queryE2eDb<ApplicationRow>(
    "select * from applications where full_name = ?",
    fullName,
  )[0];
}

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

test.describe("careers page", () => {
  test("shows four benefits and three openings with every detail", async ({
    page,
  }) => {
    await gotoHydrated(page, "/careers");
    await expect(
      page.getByRole("heading", { level: 1, name: "Careers" }),
    ).toBeVisible();
    const benefits = page
      .getByRole("region", { name: "Why work with us" })
      .getByRole("listitem");
    await expect(benefits).toHaveCount(4);
    const openings = page.getByRole("region", { name: "Open Positions" });
    for (const title of [
      "Electrical Engineer",
      "Sales Manager",
      "Quality Control Inspector",
    ]) {
      await expect(
        openings.getByRole("heading", { name: title, level: 3 }),
      ).toBeVisible();
      await expect(
        openings.getByRole("link", { name: `Apply Now: ${title}` }),
      ).toBeVisible();
    }
    await expect(openings.getByText("3-5 years")).toBeVisible();
    await expect(
      openings.getByText("B.Sc. in Electrical Power Engineering"),
    ).toBeVisible();
    // Issue 16: one JobPosting per opening, with Google's required properties (the full check is
    // in app/lib/structured-data.test.ts). Read after hydration: the server writes the JSON-LD and
    // the page's scripts must leave it in place for crawlers that run them.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const postings = blocks
      .flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
      .filter((item) => item["@type"] === "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual([
      "Electrical Engineer",
      "Sales Manager",
      "Quality Control Inspector",
    ]);
    // The dates each opening was published (real fields since the openings moved into the database).
    expect(postings.map((posting) => posting.datePosted)).toEqual([
      "2026-10-05",
      "2026-10-19",
      "2026-11-02",
    ]);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        hiringOrganization: { name: "Cableworks Cables & Conductors" },
      });
      expect(
        (posting.jobLocation as { address: { addressCountry: string } }[])[0]!
          .address.addressCountry,
      ).toBe("EG");
    }
    await expectNoAxeViolations(page, "main");
  });

  // The form scrolled into view: at a phone's height too.
  test(
    "Apply Now takes the visitor to the form with that position chosen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoHydrated(page, "/careers");
      await page
        .getByRole("link", { name: "Apply Now: Sales Manager" })
        .click();
      await expect(page).toHaveURL(/\/careers\?position=sales-manager#apply$/);
      // The choice is the opening's link id; the application stores its title (docs/decisions/027).
      await expect(page.getByLabel("Position of Interest")).toHaveValue(
        "sales-manager",
      );
      await expect(
        page.getByLabel("Position of Interest").locator("option:checked"),
      ).toHaveText("Sales Manager");
      await expect(
        page.getByRole("heading", { name: "Apply for a position" }),
      ).toBeInViewport();
      await page
        .getByRole("link", { name: "Apply Now: Quality Control Inspector" })
        .click();
      await expect(page.getByLabel("Position of Interest")).toHaveValue(
        "quality-control-inspector",
      );
    },
  );

  test("Apply Now clicked before the form's script has arrived still chooses the position", async ({
    page,
  }) => {
    // The form hydrates from a chunk of its own (application-form-lazy.tsx), which a slow phone may
    // still be fetching when the visitor clicks: held here until the click's navigation has rendered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/assets\/application-form-[\w-]+\.js$/,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: "Apply Now: Sales Manager" }).click();
    await expect(page).toHaveURL(/\/careers\?position=sales-manager#apply$/);
    release();
    await expect(page.getByLabel("Position of Interest")).toHaveValue(
      "sales-manager",
    );
  });

  test("Apply Now works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/careers");
    await page
      .getByRole("link", { name: "Apply Now: Electrical Engineer" })
      .click();
    await expect(page.getByLabel("Position of Interest")).toHaveValue(
      "electrical-engineer",
    );
    await context.close();
  });

  test("an application without JavaScript is a plain multipart post answered in the page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const name = uniqueMarker("No Script Applicant");
    await page.goto("/careers?position=quality-control-inspector");
    await page.getByRole("textbox", { name: "Full Name" }).fill(name);
    await page
      .getByRole("textbox", { name: "Email Address" })
      .fill("noscript.applicant@example.com");
    await page.getByLabel("CV (optional)").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF_BYTES,
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Application submitted successfully!",
    );
    expect(applicationRow(name)).toMatchObject({
      position: "Quality Control Inspector",
      cv_name: "cv.pdf",
    });
    await context.close();
  });

  test("requires name and e-mail", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(
      page.getByText("Please enter your email address"),
    ).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: "Full Name" }),
    ).toBeFocused();
  });
});

// Over the run's one mail listener (mailbox.ts); the markup and mail are the same at every width.
test.describe("careers application delivery", { tag: "@desktop-only" }, () => {
  test("an application with a CV is stored, the CV kept, and the mail arrives with it attached", async ({
    page,
  }) => {
    const name = uniqueMarker("Layla Mansour");
    await gotoHydrated(page, "/careers?position=electrical-engineer");
    await page.getByRole("textbox", { name: "Full Name" }).fill(name);
    await page
      .getByRole("textbox", { name: "Email Address" })
      .fill("layla@example.com");
    await page
      .getByRole("textbox", { name: "Cover Letter/Message" })
      .fill("Six years of cable design at a utility.");
    // Named .docx, but a PDF by content: the server trusts the bytes, not the name.
    await page.getByLabel("CV (optional)").setInputFiles({
      name: "layla-cv.docx",
      mimeType: "application/octet-stream",
      buffer: PDF_BYTES,
    });
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(
      toast(page, "Application submitted successfully!"),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue(
      "",
    );

    const row = applicationRow(name)!;
    expect(row).toMatchObject({
      email: "layla@example.com",
      position: "Electrical Engineer",
      cv_name: "layla-cv.pdf",
      cv_type: "application/pdf",
    });
    expect(row.cv_file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(
      fs
        .readFileSync(path.join(e2eDataDir(), "cv", row.cv_file!))
        .equals(PDF_BYTES),
    ).toBe(true);

    await expect
      .poll(() => findMail(name) !== undefined, { timeout: 10_000 })
      .toBe(true);
    const mail = findMail(name)!;
    expect(mail.text).toContain("Position: Electrical Engineer");
    expect(mail.text).toContain("layla@example.com");
    expect(mail.text).toContain("Six years of cable design at a utility.");
    expect(mail.text).toMatch(
      /Content-Disposition: attachment;\s+filename=("?)layla-cv\.pdf\1/,
    );
    await expect.poll(() => applicationRow(name)?.delivery_state).toBe("sent");
  });

  test("with the mail server down the application is kept and delivered later", async ({
    page,
  }) => {
    const name = uniqueMarker("Hany Adel");
    // The mail server refuses this message (421, not available) until the hold is lifted.
    const release = holdMail(name);
    await gotoHydrated(page, "/careers");
    await page.getByRole("textbox", { name: "Full Name" }).fill(name);
    await page
      .getByRole("textbox", { name: "Email Address" })
      .fill("hany@example.com");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      toast(page, "Application submitted successfully!"),
    ).toBeVisible();
    expect(applicationRow(name)?.delivery_state).toBe("pending");
    await expect
      .poll(() => applicationRow(name)?.delivery_attempts ?? 0)
      .toBeGreaterThan(0);
    expect(applicationRow(name)?.delivery_state).toBe("pending");
    expect(findMail(name)).toBeUndefined();
    release();
    await expect
      .poll(() => findMail(name) !== undefined, { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => applicationRow(name)?.delivery_state).toBe("sent");
  });

  test("a CV that is not a PDF or Word document is refused by its content", async ({
    page,
  }) => {
    const name = uniqueMarker("Not A Cv");
    await gotoHydrated(page, "/careers");
    await page.getByRole("textbox", { name: "Full Name" }).fill(name);
    await page
      .getByRole("textbox", { name: "Email Address" })
      .fill("notacv@example.com");
    await page.getByLabel("CV (optional)").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00 this is an executable, not a CV"),
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByText("Your CV must be a PDF or Word document."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue(
      name,
    );
    expect(applicationRow(name)).toBeUndefined();
  });
});
