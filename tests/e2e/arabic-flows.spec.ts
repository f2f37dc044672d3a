import type { Page } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { addToQuote } from "../../app/locales/ar/add-to-quote";
import { catalog } from "../../app/locales/ar/catalogue";
import { common } from "../../app/locales/ar/common";
import { careersCopy } from "../../app/locales/ar/pages/careers";
import { contactCopy } from "../../app/locales/ar/pages/contact";
import { formsCopy } from "../../app/locales/ar/pages/forms";
import { quote } from "../../app/locales/ar/quote";
import { format } from "../../app/locales/index";
import { isolateLtr } from "../../app/lib/locale/bidi";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
  widthTurn,
} from "../support/fixtures";
import { allMail } from "../support/mailbox";
import { queryE2eDb, uniqueMarker } from "../support/smtp-listener";

/**
 * The public site's main flows on /ar, at both widths (the two projects) and in both themes: find a
 * product and ask for a quote, send the contact form, apply for a job. Each flow meets each theme
 * once, the widths taking turns as in a11y.spec.ts (all four combinations were a minute more of the
 * browser tests, for the same pages twice). Every page of a flow passes
 * axe; a refused submission shows Arabic messages (the browser's checks and the server's answer
 * alike, decision 042) and stores nothing; what is sent is stored in Arabic ('ar') and its mails
 * go out over a real SMTP listener. The English flows are contact, careers and quote.spec.ts.
 */
test.describe.configure({ timeout: 120_000 });

// The product's English name (the team's record and mail) and its Arabic name as the catalogue
// pages, the basket, the confirmation and the buyer's mail show it (decision 041: its value
// isolated; issue 35).
const COPPER_16 = "Copper Conductor 16mm²";
const COPPER_16_AR = isolateLtr("موصل نحاس 16 mm²");
const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
/**
 * Rows a refused submission could have stored: those with the refused addresses. Not the table's
 * count, which another file's test (quote, contact, careers) may raise meanwhile from the other worker.
 */
const refusedRows = (
  table: "messages" | "applications" | "quotes",
  emails: string[],
) =>
  queryE2eDb<{ n: number }>(
    `select count(*) as n from ${table} where email in (${emails.map(() => "?").join(", ")})`,
    ...emails,
  )[0]!.n;

/**
 * Every mail the run's listener got, parsed (an Arabic body may be base64, which a plain search
 * misses); each parsed once, as the mailbox holds every test's mail and polls ask again and again.
 */
const parsed = new Map<string, Promise<ParsedMail>>();
async function parsedMails(): Promise<ParsedMail[]> {
  return Promise.all(
    allMail().map((mail) => {
      if (!parsed.has(mail.id!)) parsed.set(mail.id!, simpleParser(mail.raw));
      return parsed.get(mail.id!)!;
    }),
  );
}

async function mailsWith(marker: string): Promise<ParsedMail[]> {
  return (await parsedMails()).filter((mail) =>
    `${mail.subject ?? ""}\n${mail.text ?? ""}`.includes(marker),
  );
}

const FLOWS = [
  "find a product by the search, add it to the quote and send the request",
  "send the contact form, after one refused submission",
  "apply for a job with a CV, after one refused submission",
] as const;

test.describe("the Arabic site's main flows", () => {
  // The mails go to the run's one listener (mailbox.ts), told apart by a marker.
  for (const theme of ["light", "dark"] as const) {
    test.describe(`${theme} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(
          (value) => localStorage.setItem("theme", value),
          theme,
        );
      });
      /** The flow at the width whose turn it is in this theme (`widthTurn`). */
      const turn = (title: (typeof FLOWS)[number]) =>
        widthTurn(FLOWS.indexOf(title), theme);

      async function open(page: Page, path: string) {
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        if (theme === "dark")
          await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      }

      test(
        "find a product by the search, add it to the quote and send the request",
        turn(
          "find a product by the search, add it to the quote and send the request",
        ),
        async ({ page }) => {
          const email = `${uniqueMarker("ar-quote")}@example.com`;
          await open(page, "/ar");
          const reveal = page
            .getByRole("banner")
            .getByRole("button", { name: common.search.label });
          if (await reveal.isVisible()) await reveal.click();
          const box = page
            .getByRole("banner")
            .getByRole("searchbox", { name: common.search.label })
            .filter({ visible: true });
          await box.fill("16mm");
          await box.press("Enter");
          await expect(page).toHaveURL(/\/ar\/products\?q=16mm$/);
          await expect(
            page.getByRole("heading", { name: catalog.grid.searchHeading }),
          ).toBeVisible();
          await expectNoAxeViolations(page);
          await page
            .getByRole("link", {
              name: format(catalog.grid.viewDetailsOf, { name: COPPER_16_AR }),
            })
            .click();
          await expect(page).toHaveURL(/\/ar\/product\/[^/?]+$/);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            COPPER_16_AR,
          );
          await expect(page.locator("html[data-hydrated]")).toBeAttached();
          await expectNoAxeViolations(page);

          // A length the strict parser refuses: the server's answer, in Arabic.
          const section = page.getByRole("region", { name: addToQuote.open });
          const length = section.getByRole("textbox", {
            name: addToQuote.length,
            exact: true,
          });
          await length.fill("1.5");
          await section.getByRole("button", { name: addToQuote.add }).click();
          await expect(section.getByRole("alert")).toHaveText(
            quote.lengthInvalid,
          );
          await length.fill("1200");
          await section.getByRole("button", { name: addToQuote.add }).click();
          await section.getByRole("link", { name: addToQuote.view }).click();

          await expect(page).toHaveURL(/\/ar\/quote$/);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            quote.title,
          );
          const main = page.getByRole("main");
          // The basket names the product as its Arabic page does, and so does the request (below).
          await expect(
            main.getByRole("link", { name: COPPER_16_AR }),
          ).toBeVisible();
          await expect(
            main.getByRole("link", { name: COPPER_16_AR }),
          ).not.toHaveAttribute("lang");
          await expect(
            page
              .getByRole("banner")
              .getByRole("link", { name: common.nav.quoteBasketOne }),
          ).toBeVisible();
          await expectNoAxeViolations(page);

          // A bad submit: the browser's check (or the server's, if the check has not loaded yet) in Arabic.
          const before = refusedRows("quotes", ["", "x"]);
          await main.getByRole("button", { name: quote.send }).click();
          await expect(
            main.getByRole("textbox", { name: quote.name }),
          ).toHaveAccessibleDescription(quote.nameRequired);
          await expect(
            main.getByRole("textbox", { name: quote.country }),
          ).toHaveAccessibleDescription(quote.countryRequired);
          await expectNoAxeViolations(page);
          // The server's own answer to the same post, with the basket's cookie: Arabic, nothing stored.
          const refused = await page.request.post("/ar/quote", {
            form: { intent: "submit", name: "", email: "x", country: "" },
          });
          expect(refused.status()).toBe(400);
          const html = await refused.text();
          for (const text of [
            quote.nameRequired,
            quote.emailInvalid,
            quote.countryRequired,
          ])
            expect(html).toContain(text);
          expect(refusedRows("quotes", ["", "x"])).toBe(before);

          await main.getByRole("textbox", { name: quote.name }).fill("علي حسن");
          await main.getByRole("textbox", { name: quote.email }).fill(email);
          await main.getByRole("textbox", { name: quote.country }).fill("مصر");
          await main.getByRole("button", { name: quote.send }).click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            quote.sentTitle,
          );
          await expect(page).toHaveURL(/\/ar\/quote\/sent\/[^/]+$/);
          const row = queryE2eDb<{
            id: number;
            reference: string;
            locale: string;
          }>(
            "select id, reference, locale from quotes where email = ?",
            email,
          )[0]!;
          expect(row.locale).toBe("ar");
          await expect(
            page.getByText(row.reference, { exact: true }),
          ).toBeVisible();
          // The confirmation names the product in Arabic, as the basket did.
          const named = page
            .getByRole("main")
            .getByRole("listitem")
            .getByText(COPPER_16_AR, { exact: true });
          await expect(named).toBeVisible();
          await expect(named).not.toHaveAttribute("lang");
          await expect(
            page.getByRole("link", { name: quote.downloadPdf }),
          ).toHaveAttribute("href", /^\/ar\/quote\/sent\/[^/]+\/request\.pdf$/);
          await expectNoAxeViolations(page);

          // The company's copy and the buyer's Arabic acknowledgement with its PDF.
          await expect
            .poll(async () => (await mailsWith(row.reference)).length, {
              timeout: 20_000,
            })
            .toBe(2);
          const mails = await mailsWith(row.reference);
          const ack = mails.find(
            (mail) =>
              mail.to &&
              !Array.isArray(mail.to) &&
              mail.to.text.includes(email),
          )!;
          expect(ack.subject).toBe(
            `طلب عرض السعر رقم ${row.reference} المقدم إلى Cableworks`,
          );
          expect(ack.headers.get("content-language")).toBe("ar");
          expect(ack.text).toContain(`1. ${COPPER_16_AR}: 1,200 m`);
          expect(ack.text).not.toContain(COPPER_16);
          expect(ack.attachments.map((file) => file.contentType)).toEqual([
            "application/pdf",
          ]);
          const company = mails.find((mail) => mail !== ack)!;
          expect(company.subject).toBe(`[Quote] ${row.reference}: علي حسن`);
          // The team's copy: the catalogue's name, and the one the buyer saw.
          expect(company.text).toContain(
            `1. ${COPPER_16} (as the buyer saw it: \u2068${COPPER_16_AR}\u2069): 1,200 m`,
          );
        },
      );

      test(
        "send the contact form, after one refused submission",
        turn("send the contact form, after one refused submission"),
        async ({ page }) => {
          const subject = uniqueMarker("طلب كتالوج");
          await open(page, "/ar/contact");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            contactCopy.title,
          );
          await expectNoAxeViolations(page);
          const main = page.getByRole("main");
          const emailBox = main.getByRole("textbox", {
            name: contactCopy.email,
          });

          const before = refusedRows("messages", ["", "not-an-address", "x"]);
          await emailBox.fill("not-an-address");
          await main.getByRole("button", { name: contactCopy.send }).click();
          await expect(emailBox).toHaveAccessibleDescription(
            formsCopy.emailInvalid,
          );
          await expect(
            main.getByRole("textbox", { name: contactCopy.subject }),
          ).toHaveAccessibleDescription(formsCopy.subjectRequired);
          await expect(
            main.getByRole("textbox", { name: contactCopy.message }),
          ).toHaveAccessibleDescription(formsCopy.messageRequired);
          await expect(main.getByText("Please enter")).toHaveCount(0);
          await expectNoAxeViolations(page);
          const refused = await page.request.post("/ar/contact", {
            form: { email: "x", subject: "", message: "" },
          });
          expect(refused.status()).toBe(400);
          const html = await refused.text();
          for (const text of [
            formsCopy.invalid,
            formsCopy.emailInvalid,
            formsCopy.subjectRequired,
            formsCopy.messageRequired,
          ])
            expect(html).toContain(text);
          expect(html).not.toContain("Please enter");
          expect(refusedRows("messages", ["", "not-an-address", "x"])).toBe(
            before,
          );

          await main
            .getByRole("textbox", { name: contactCopy.firstName })
            .fill("منى");
          // Its own address: the per-sender limit (a few posts in ten minutes) counts every run's posts.
          const sender = `${uniqueMarker("mona")}@example.com`;
          await emailBox.fill(sender);
          await main
            .getByRole("textbox", { name: contactCopy.subject })
            .fill(subject);
          await main
            .getByRole("textbox", { name: contactCopy.message })
            .fill("أرجو إرسال عرض سعر لعدد 2,000 م من الموصل 4x16 mm².");
          await main.getByRole("button", { name: contactCopy.send }).click();
          await expect(toast(page, contactCopy.success)).toBeVisible();
          await expect(
            main.getByRole("textbox", { name: contactCopy.subject }),
          ).toHaveValue("");
          await expectNoAxeViolations(page);
          const row = queryE2eDb<{ locale: string; email: string }>(
            "select locale, email from messages where subject = ?",
            subject,
          )[0]!;
          expect(row).toEqual({ locale: "ar", email: sender });
          await expect
            .poll(async () => (await mailsWith(subject)).length, {
              timeout: 20_000,
            })
            .toBe(1);
          const [mail] = await mailsWith(subject);
          expect(mail!.subject).toBe(`[Website] ${subject}`);
          expect(mail!.text).toContain("4x16 mm²");
        },
      );

      test(
        "apply for a job with a CV, after one refused submission",
        turn("apply for a job with a CV, after one refused submission"),
        async ({ page }) => {
          const name = uniqueMarker("ليلى منصور");
          // Its own address: the per-sender limit counts every run's applications.
          const applicant = `${uniqueMarker("layla")}@example.com`;
          await open(page, "/ar/careers");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            careersCopy.title,
          );
          const form = page.getByRole("region", {
            name: careersCopy.formTitle,
          });
          await expect(
            form.getByRole("textbox", { name: careersCopy.fullName }),
          ).toBeVisible();
          await expectNoAxeViolations(page);

          const before = refusedRows("applications", [""]);
          await form.getByRole("button", { name: careersCopy.submit }).click();
          await expect(
            form.getByRole("textbox", { name: careersCopy.fullName }),
          ).toHaveAccessibleDescription(formsCopy.fullNameRequired);
          await expect(
            form.getByRole("textbox", { name: careersCopy.email }),
          ).toHaveAccessibleDescription(formsCopy.emailRequired);
          await expectNoAxeViolations(page);
          expect(refusedRows("applications", [""])).toBe(before);

          await form
            .getByRole("textbox", { name: careersCopy.fullName })
            .fill(name);
          await form
            .getByRole("textbox", { name: careersCopy.email })
            .fill(applicant);
          await form.getByLabel(careersCopy.cv).setInputFiles({
            name: "layla-cv.pdf",
            mimeType: "application/pdf",
            buffer: PDF_BYTES,
          });
          await form.getByRole("button", { name: careersCopy.submit }).click();
          await expect(toast(page, careersCopy.success)).toBeVisible();
          await expect(
            form.getByRole("textbox", { name: careersCopy.fullName }),
          ).toHaveValue("");
          await expectNoAxeViolations(page);
          const row = queryE2eDb<{ locale: string; cv_name: string }>(
            "select locale, cv_name from applications where full_name = ?",
            name,
          )[0]!;
          expect(row).toEqual({ locale: "ar", cv_name: "layla-cv.pdf" });
          await expect
            .poll(async () => (await mailsWith(name)).length, {
              timeout: 20_000,
            })
            .toBe(1);
          const [mail] = await mailsWith(name);
          expect(mail!.attachments.map((file) => file.filename)).toEqual([
            "layla-cv.pdf",
          ]);
        },
      );
    });
  }
});
