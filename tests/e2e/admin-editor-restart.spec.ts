import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formatFileSize } from "~/lib/content/downloads";
import { toast } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect, test } from "../support/fixtures";
import { pdfDocument } from "../support/hostile-uploads";
import { startOwnServer, stopOwnServer } from "../support/spawned-server";

/**
 * Issue 18's "done when", as a new editor does it in one sitting on a server of its own: publish a
 * news article with an image, schedule a second for tomorrow, close a job, replace a download and
 * change the sales phone number. Each shows on the public site at once, and all of it is still
 * there after the server is stopped and started again on the same data folder. The separate specs
 * (admin-news, admin-jobs, admin-downloads, admin-settings) test each flow's details.
 */
test.describe.configure({ timeout: 240_000 });

const OWN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: "true",
};
const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** What each flow left on the public site: checked right after the edits and after the restart. */
async function expectPublicSite(page: Page, base: string, pdfBytes: number) {
  await open(page, `${base}/news`);
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", {
      level: 3,
      name: "Second XLPE line commissioned",
    }),
  });
  await expect(card).toBeVisible();
  expect(
    await card
      .locator('img[src^="/uploads/"]')
      .evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
      ),
  ).toBe(true);
  await expect(page.getByText("Open day at the plant")).toHaveCount(0);
  expect(
    (await page.request.get(`${base}/news/open-day-at-the-plant`)).status(),
  ).toBe(404);

  await open(page, `${base}/careers`);
  await expect(
    page.getByRole("heading", { level: 3, name: "Electrical Engineer" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "Sales Manager" }),
  ).toHaveCount(0);

  await open(page, `${base}/downloads?tab=certifications`);
  const download = page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", {
        name: "Drum Handling Guide",
        exact: true,
      }),
    });
  await expect(download.getByTestId("download-size")).toHaveAttribute(
    "data-bytes",
    String(pdfBytes),
  );

  await open(page, `${base}/contact`);
  await expect(
    page.getByRole("main").locator('a[href="tel:+201009994242"]'),
  ).toBeVisible();
  await expect(
    page.getByRole("contentinfo").locator('a[href="tel:+201009994242"]'),
  ).toBeVisible();
}

test("a new editor publishes, schedules, closes a job, replaces a download and changes the phone; all of it survives a restart @desktop-only", async ({
  page,
}) => {
  let own = await startOwnServer("editor", OWN_ENV);
  const dataDir = own.dataDir;
  try {
    let base = `http://127.0.0.1:${own.port}`;
    await open(
      page,
      `${base}/admin/login?redirectTo=${encodeURIComponent("/admin/news")}`,
    );
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`${base}/admin/news`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // A news article with an image, published now; a second one for tomorrow.
    const png = await sharp({
      create: {
        width: 800,
        height: 450,
        channels: 3,
        background: { r: 160, g: 90, b: 20 },
      },
    })
      .png()
      .toBuffer();
    for (const [title, when] of [
      ["Second XLPE line commissioned", null],
      ["Open day at the plant", utcMinute(Date.now() + 24 * 3_600_000)],
    ] as const) {
      await page.getByRole("button", { name: "Add Article" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Article" });
      await dialog.getByLabel("Title *").fill(title);
      await dialog.getByLabel("Excerpt *").fill("News from the plant.");
      await dialog
        .getByLabel("Body (Markdown) *")
        .fill("# What changed\n\nA second line in hall B.");
      await dialog.getByLabel("Author *").fill("Nour El-Sayed");
      await dialog.getByLabel("Category *").fill("Company News");
      await dialog.getByLabel("Status").selectOption("published");
      if (when)
        await dialog.getByLabel("Publish date and time (UTC) *").fill(when);
      else
        await dialog.getByLabel("Cover image", { exact: true }).setInputFiles({
          name: "line.png",
          mimeType: "image/png",
          buffer: png,
        });
      await dialog.getByRole("button", { name: "Create" }).click();
      await expect(toast(page, "Article added successfully")).toBeVisible();
      await expect(dialog).toHaveCount(0);
    }

    // Close a job.
    await open(page, `${base}/admin/jobs`);
    await page.getByRole("button", { name: "Close Sales Manager" }).click();
    await expect(
      toast(
        page,
        "Sales Manager is closed: the Careers page no longer shows it",
      ),
    ).toBeVisible();

    // Upload a download, then replace its file.
    await open(page, `${base}/admin/downloads`);
    await page.getByRole("button", { name: "Add Download" }).click();
    const add = page.getByRole("dialog", { name: "Add Download" });
    await add.getByLabel("Tab *").selectOption({ label: "Certifications" });
    await add.getByLabel("Title *").fill("Drum Handling Guide");
    await add
      .getByLabel("Description *")
      .fill("How to store, lift and unroll our drums.");
    await add.getByLabel("PDF File *").setInputFiles({
      name: "guide.pdf",
      mimeType: "application/pdf",
      buffer: pdfDocument("% first\n".repeat(100)),
    });
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Download added successfully")).toBeVisible();
    const second = pdfDocument("% second edition\n".repeat(700));
    await page
      .getByRole("row", { name: /Drum Handling Guide/ })
      .getByRole("button", { name: "Edit Drum Handling Guide" })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Download" });
    await edit.getByLabel("Replace the File").setInputFiles({
      name: "guide-2.pdf",
      mimeType: "application/pdf",
      buffer: second,
    });
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Download updated successfully")).toBeVisible();
    await expect(
      page.getByRole("row", { name: /Drum Handling Guide/ }).getByRole("link", {
        name: new RegExp(`^${formatFileSize(second.length)}`),
      }),
    ).toBeVisible();

    // Change the sales phone number.
    await open(page, `${base}/admin/settings`);
    const phones = page.getByLabel("Sales phones");
    await phones.fill("+20 100 999 4242\n+20 122 318 4406\n+20 111 562 9034");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, "Company details saved")).toBeVisible();

    // At once on the public site, then after a restart on the same data folder. The page leaves
    // before its server stops, so nothing it loads late meets a closed port.
    await expectPublicSite(page, base, second.length);
    await page.goto("about:blank");
    await stopOwnServer(own.server);
    own = await startOwnServer("editor-restarted", {
      ...OWN_ENV,
      DATA_DIR: dataDir,
    });
    fs.rmSync(own.dataDir, { recursive: true, force: true });
    base = `http://127.0.0.1:${own.port}`;
    await expectPublicSite(page, base, second.length);
    await page.goto("about:blank");
  } finally {
    await stopOwnServer(own.server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
