import fs from "node:fs";
import type { Page } from "@playwright/test";
import { toast } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect, test } from "../support/fixtures";
import { startOwnServer, stopOwnServer } from "../support/spawned-server";

/**
 * Issue 35, point 4 (docs/decisions/055): the company's years come from Company details, and an
 * expired certification is shown as expired, with the day it ended, or hidden, as the team
 * chooses. Each test runs a server of its own: both settings are one row that every public page
 * reads, which the shared servers' other specs check as seeded.
 */
test.describe.configure({ timeout: 150_000 });

const OWN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: "true",
};

async function loginAt(page: Page, base: string, to: string) {
  await page.goto(`${base}/admin/login?redirectTo=${encodeURIComponent(to)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`${base}${to}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A page as a visitor without cookies gets it, its text nodes joined as the browser shows them. */
async function visitorHtml(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
}

/** The page's main element, without the head and the loader's data. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

test("the company's years: a bad year is refused with its message, a good one shows on every page in both languages", async ({
  page,
}) => {
  const own = await startOwnServer("facts", OWN_ENV);
  try {
    const base = `http://127.0.0.1:${own.port}`;
    const thisYear = new Date().getFullYear();
    // As seeded: the texts read as they always did.
    const home = await visitorHtml(base, "/");
    expect(home).toContain("Trusted quality since 1974");
    expect(home).toContain("City since 2011:");
    expect(home).toContain("© 2025 Cableworks Cables &amp; Conductors.");
    expect(home).toContain(`${thisYear - 2011}+`);

    await loginAt(page, base, "/admin/settings");
    const founded = page.getByLabel("Founding year");
    const heritage = page.getByLabel("Heritage year");
    const copyright = page.getByLabel("Copyright year");
    await expect(founded).toHaveValue("2011");
    await expect(heritage).toHaveValue("1974");
    await expect(copyright).toHaveValue("2025");

    // Out of order, and in the future: each named by its field; nothing saved.
    await heritage.fill("2015");
    await copyright.fill(String(thisYear + 1));
    await page.getByRole("button", { name: "Save details" }).click();
    // Beside its field (and in the toast).
    await expect(page.locator("#settings-copyrightYear-error")).toHaveText(
      `Copyright year cannot be in the future: ${thisYear} at the latest.`,
    );
    await expect(copyright).toHaveAttribute("aria-invalid", "true");
    await copyright.fill("2026");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.locator("#settings-heritageYear-error")).toHaveText(
      "The heritage year cannot be after the founding year (2011).",
    );
    await expect(heritage).toHaveAttribute("aria-invalid", "true");
    expect(await visitorHtml(base, "/")).toContain(
      "Trusted quality since 1974",
    );

    await founded.fill("1999");
    await heritage.fill("1960");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, "Company details saved")).toBeVisible();

    // Every page that names a year, in both languages, from the one save.
    const en = await visitorHtml(base, "/");
    expect(en).toContain("Trusted quality since 1960");
    expect(en).toContain("City since 1999:");
    expect(en).toContain("© 2026 Cableworks Cables &amp; Conductors.");
    expect(en).toContain(`${thisYear - 1999}+`);
    expect(en).toContain("Egypt since 1999. Browse the catalogue");
    expect(en).toContain('"foundingDate":"1999"');
    expect(en).not.toMatch(/since 1974|since 2011|© 2025/);
    const ar = await visitorHtml(base, "/ar");
    expect(ar).toContain("جودة موثوقة منذ 1960");
    expect(ar).toContain("منذ عام 1999:");
    expect(ar).toContain("© 2026 ");
    expect(ar).toContain(`${thisYear - 1999}+`);
    expect(ar).not.toMatch(/منذ 1974|منذ عام 2011/);
    const about = await visitorHtml(base, "/about");
    expect(about).toContain("Cableworks was founded in 1999 in");
    expect(about).toContain("Egypt, since 1999: our story");
    expect(about).toContain("standards since 1999.");
    // (A sales phone's digits hold "2011": the year is looked for as a year.)
    expect(about).not.toMatch(/(since|in) 2011/);
    const aboutAr = await visitorHtml(base, "/ar/about");
    expect(aboutAr).toContain("تأسست Cableworks عام 1999 في");
    expect(aboutAr).toContain("الدولية منذ عام 1999.");
    expect(aboutAr).not.toMatch(/عام 2011/);
    // Any other page's footer too.
    const contact = await visitorHtml(base, "/contact");
    expect(contact).toContain("City since 1999:");
    expect(contact).toContain("© 2026 ");

    // The age's row on the home page's admin screen counts from the stored year.
    await page.goto(`${base}/admin/home`);
    await expect(
      page.getByText("Current year minus 1999 (computed)").first(),
    ).toBeVisible();
    await page.goto("about:blank");
  } finally {
    await stopOwnServer(own.server);
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  }
});

test("expired certifications: shown as expired with the day they ended, in both languages, or hidden when the team says so", async ({
  page,
}) => {
  const own = await startOwnServer("expired-certs", OWN_ENV);
  try {
    const base = `http://127.0.0.1:${own.port}`;
    // Seeded: IEC 60228 and REACH Regulation were valid until 2025. Today is later than that.
    // Counted in the page's list (the loader's data repeats each text in its script).
    const shown = mainOf(await visitorHtml(base, "/certifications"));
    expect(shown).toContain("IEC 60228");
    expect(shown).toContain("REACH Regulation");
    expect(shown.match(/<li>/g)).toHaveLength(6);
    expect(shown.match(/Expired on</g)).toHaveLength(2);
    expect(shown.match(/December 31, 2025/g)).toHaveLength(2);
    const shownAr = mainOf(await visitorHtml(base, "/ar/certifications"));
    expect(shownAr.match(/انتهت صلاحيتها في</g)).toHaveLength(2);
    expect(shownAr.match(/31 ديسمبر 2025/g)).toHaveLength(2);

    await loginAt(page, base, "/admin/certifications");
    const hide = page.getByRole("checkbox", {
      name: "Hide expired certifications from visitors",
    });
    await expect(hide).not.toBeChecked();
    await hide.check();
    await page
      .getByRole("region", {
        name: "Expired certifications on the public site",
      })
      .getByRole("button", { name: "Save" })
      .click();
    await expect(
      toast(page, "Expired certifications setting saved."),
    ).toBeVisible();

    for (const path of ["/certifications", "/ar/certifications"]) {
      // The page's list (its meta description names the standards the company works to).
      const html = mainOf(await visitorHtml(base, path));
      expect(html, path).not.toContain("IEC 60228");
      expect(html, path).not.toContain("REACH Regulation");
      expect(html, path).toContain("ISO 9001:2015");
      expect(html.match(/<li>/g), path).toHaveLength(4);
      expect(html, path).not.toMatch(/Expired on|انتهت صلاحيتها في/);
    }
    // The dashboard says which the visitors get.
    await page.goto(`${base}/admin`);
    await expect(
      page.getByText(/IEC 60228: expired on .*It is hidden from visitors/),
    ).toBeVisible();

    // And back: shown again, marked.
    await page.goto(`${base}/admin/certifications`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(hide).toBeChecked();
    await hide.uncheck();
    await page
      .getByRole("region", {
        name: "Expired certifications on the public site",
      })
      .getByRole("button", { name: "Save" })
      .click();
    await expect(
      toast(page, "Expired certifications setting saved."),
    ).toBeVisible();
    expect(await visitorHtml(base, "/certifications")).toContain("IEC 60228");
    await page.goto("about:blank");
  } finally {
    await stopOwnServer(own.server);
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  }
});
