import { request as playwrightRequest } from "@playwright/test";
import { login, queryOne, toast } from "../support/admin-helpers";
import { E2E_ADMIN_PORT } from "../support/env";
import {
  expect,
  expectNoAxeViolations,
  sidewaysOverflow,
  test,
} from "../support/fixtures";
import { uniqueMarker } from "../support/smtp-listener";

/**
 * The admin's Quotes section: a buyer's request (sent as a visitor would, without a browser) in the
 * list, opened, its status and internal notes saved, and the CSV export; axe on the screen.
 */

async function sendRequest(name: string, email: string): Promise<string> {
  const api = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}`,
    extraHTTPHeaders: {
      "X-Forwarded-For": `198.18.7.${Math.floor(Math.random() * 250) + 1}`,
      Cookie: "cw_quote=1:1500:500:|2:300::",
    },
  });
  try {
    const response = await api.post("/quote", {
      form: {
        intent: "submit",
        name,
        company: "Nile Contracting",
        email,
        country: "Egypt",
        notes: '=HYPERLINK("http://x")',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  } finally {
    await api.dispose();
  }
  return queryOne<{ reference: string }>(
    "select reference from quotes where email = ?",
    email,
  )!.reference;
}

test("a quote request is listed, opened, handled and exported", async ({
  page,
}) => {
  const name = uniqueMarker("Buyer");
  const email = `${uniqueMarker("admin-quote")}@example.com`;
  const reference = await sendRequest(name, email);
  await login(page, "/admin/quotes");
  await expect(
    page
      .getByRole("navigation", { name: "Admin navigation" })
      .getByRole("link", { name: /Quotes/ }),
  ).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: reference });
  await expect(item).toContainText(name);
  await expect(item).toContainText("New");
  await item.getByText(reference).click();
  await expect(item.getByText("1. Copper Conductor 16mm²")).toBeVisible();
  await expect(item).toContainText("Length (m): 1,500 · Drum (m): 500");
  const handling = item.getByRole("form", { name: `Handling of ${reference}` });
  await handling
    .getByRole("combobox", { name: "Status" })
    .selectOption({ label: "Quoted" });
  await handling
    .getByRole("textbox", { name: "Internal notes" })
    .fill("Offer sent by e-mail.");
  await handling.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, `Quote request ${reference} saved.`)).toBeVisible();
  expect(
    queryOne<{ status: string; internal_notes: string }>(
      "select status, internal_notes from quotes where email = ?",
      email,
    ),
  ).toEqual({
    status: "quoted",
    internal_notes: "Offer sent by e-mail.",
  });
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  const csv = await page.request.get("/admin/quotes.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  const record = text.split("\r\n").find((line) => line.startsWith(reference))!;
  expect(record).toContain(",Quoted,");
  expect(record).toContain(",1500,500,");
  // The buyer's formula-like notes are written as text.
  expect(record).toContain(`"'=HYPERLINK(""http://x"")"`);
});
