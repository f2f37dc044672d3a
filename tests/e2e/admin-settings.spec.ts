import fs from "node:fs";
import type { Page } from "@playwright/test";
import { toast } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect, test } from "../support/fixtures";
import { startOwnServer, stopOwnServer } from "../support/spawned-server";

/**
 * Issue 18: the company's details at Admin > Company details (docs/decisions/028). Each test runs
 * a server of its own: the details are one row, which the admin-desktop and admin-mobile runs of
 * this file would otherwise change under each other, and a restart needs a server to stop.
 */
test.describe.configure({ timeout: 150_000 });

const OWN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: "true",
};

async function loginAt(page: Page, base: string) {
  await page.goto(
    `${base}/admin/login?redirectTo=${encodeURIComponent("/admin/settings")}`,
  );
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Company details" }),
  ).toBeVisible();
}

/** A page as a visitor without cookies gets it: from the render cache when it holds it. */
async function visitorHtml(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

test("change the sales phone number: it shows in the footer, the contact page and tel: links at once, and after a server restart", async ({
  page,
}) => {
  let own = await startOwnServer("settings", OWN_ENV);
  const dataDir = own.dataDir;
  try {
    const base = `http://127.0.0.1:${own.port}`;
    // The render cache holds the pages with today's number (a second visit is a hit).
    for (const path of ["/", "/contact"]) {
      await visitorHtml(base, path);
      expect(await visitorHtml(base, path)).toContain(
        'href="tel:+201002457810"',
      );
    }

    await loginAt(page, base);
    const phones = page.getByLabel("Sales phones");
    await expect(phones).toHaveValue(
      "+20 100 245 7810\n+20 122 318 4406\n+20 111 562 9034",
    );
    await phones.fill("+20 100 999 4242\n+20 122 318 4406\n+20 111 562 9034");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, "Company details saved")).toBeVisible();

    // At once, in the footer and on the contact page, as text and as the number a tel: link dials.
    await page.goto(`${base}/contact`);
    const contact = page
      .getByRole("main")
      .locator('a[href="tel:+201009994242"]');
    await expect(contact).toHaveText("+20\u00a0100\u00a0999\u00a04242");
    const footer = page
      .getByRole("contentinfo")
      .locator('a[href="tel:+201009994242"]');
    await expect(footer).toBeVisible();
    await expect(page.locator('a[href="tel:+201002457810"]')).toHaveCount(0);
    // And for visitors: the cached pages were let go.
    for (const path of ["/", "/contact"]) {
      const html = await visitorHtml(base, path);
      expect(html, path).toContain('href="tel:+201009994242"');
      expect(html, path).not.toContain("tel:+201002457810");
    }

    // A fresh server on the same data folder: the number is still the new one. The page leaves
    // first, so nothing it loads late meets a closed port.
    await page.goto("about:blank");
    await stopOwnServer(own.server);
    own = await startOwnServer("settings-restarted", {
      ...OWN_ENV,
      DATA_DIR: dataDir,
    });
    // startOwnServer made a folder of its own too; DATA_DIR above is the one used.
    fs.rmSync(own.dataDir, { recursive: true, force: true });
    const restarted = `http://127.0.0.1:${own.port}`;
    await page.goto(`${restarted}/contact`);
    await expect(
      page.getByRole("main").locator('a[href="tel:+201009994242"]'),
    ).toBeVisible();
    await expect(
      page.getByRole("contentinfo").locator('a[href="tel:+201009994242"]'),
    ).toBeVisible();
    await page.goto("about:blank");
  } finally {
    await stopOwnServer(own.server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad value is refused with a message, and nothing changes", async ({
  page,
}) => {
  const own = await startOwnServer("settings-bad", OWN_ENV);
  try {
    const base = `http://127.0.0.1:${own.port}`;
    await loginAt(page, base);

    // In the browser: the schema names the field; the city typed beside it is not saved either.
    await page.getByLabel("Office phone").fill("call the office");
    await page
      .getByRole("textbox", { name: "City", exact: true })
      .fill("Somewhere Else");
    await page.getByRole("button", { name: "Save details" }).click();
    const message =
      "Office phone: write the number in international format, with + and the country code, such as +20 3 459 1200.";
    await expect(toast(page, message)).toBeVisible();
    await expect(
      page.getByText(message, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByLabel("Office phone")).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // On the server, past the browser's check: a javascript: link and a latitude out of range.
    const posted = await page.request.post(`${base}/admin/settings.data`, {
      form: {
        officePhone: "+20 3 459 1200",
        salesPhones: "+20 100 245 7810",
        salesEmail: "sales@cableworks.com.eg",
        infoEmail: "info@cableworks.com.eg",
        authorEmail: "webmaster@cableworks.com.eg",
        street: "Industrial Zone 3, Block 12",
        city: "Somewhere Else",
        region: "Alexandria",
        country: "Egypt",
        postalCode: "21934",
        latitude: "91",
        longitude: "29.5863",
        businessHours: "Always",
        facebook: "javascript:alert(1)",
        linkedin: "https://www.linkedin.com/company/cableworks-eg",
        whatsapp: "https://wa.me/201002457810",
      },
      headers: { Origin: base },
    });
    expect(posted.status()).toBe(400);
    const body = await posted.text();
    expect(body).toContain("Latitude must be 90 or less.");
    expect(body).toContain("Facebook page must be a full https:// address");

    const html = await visitorHtml(base, "/contact");
    expect(html).toContain("New Borg El Arab City, Alexandria 21934");
    expect(html).not.toContain("Somewhere Else");
    expect(html).toContain('href="tel:+2034591200"');
    expect(html).toContain("Saturday - Thursday: 9:00 AM - 6:00 PM");
    expect(html).toContain('href="https://www.facebook.com/cableworks.eg"');
    await page.goto("about:blank");
  } finally {
    await stopOwnServer(own.server);
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  }
});
