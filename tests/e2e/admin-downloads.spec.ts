import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatDownloadDate, formatFileSize } from "~/lib/content/downloads";
import {
  e2eDataDir,
  login,
  queryOne,
  toast,
  uniqueName,
} from "../support/admin-helpers";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { EXECUTABLE, pdfDocument } from "../support/hostile-uploads";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 180_000 });

interface Stored {
  file: string;
  stored_file: string;
  bytes: number;
  uploaded_at: number;
}

const storedRow = (title: string) =>
  queryOne<Stored>(
    "select d.file, d.stored_file, d.bytes, d.uploaded_at from downloads d join download_texts t on t.download_id = d.id and t.locale = 'en' where t.title = ?",
    title,
  );

/** The public card of a download, in the Certifications tab. */
async function publicCard(page: Page, title: string) {
  await gotoHydrated(page, "/downloads?tab=certifications");
  return page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Issue 18: the Downloads page's files, uploaded at Admin > Downloads and shown at once. */
test("downloads: upload into a tab, refuse what is not a PDF, replace the file, edit, delete with Undo; the public page follows at once", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/downloads");
  await expect(
    page.getByRole("heading", { level: 1, name: "Downloads" }),
  ).toBeVisible();
  for (const tab of [
    "Product Catalogs",
    "Technical Datasheets",
    "Certifications",
  ])
    await expect(page.getByText(tab, { exact: true }).first()).toBeVisible();
  const catalogue = page.getByRole("row", {
    name: /Complete Product Catalogue/,
  });
  await expect(catalogue.getByText("Built from the catalogue")).toBeVisible();

  const title = uniqueName(testInfo, "Drum Handling Guide");
  await page.getByRole("button", { name: "Add Download" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Download" });
  await dialog.getByLabel("Tab *").selectOption({ label: "Certifications" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog
    .getByLabel("Description *")
    .fill("How to store, lift and unroll our drums <safely>.");
  // No file: refused, beside the file field.
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    dialog.getByText("Please choose the PDF file to upload."),
  ).toBeVisible();
  // A program renamed .pdf: refused by its content.
  const fileInput = dialog.getByLabel("PDF File *");
  await fileInput.setInputFiles({
    name: "guide.pdf",
    mimeType: "application/pdf",
    buffer: EXECUTABLE,
  });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    dialog.getByText("This file is not a PDF. Please choose a PDF file."),
  ).toBeVisible();
  expect(storedRow(title)).toBeUndefined();
  // Over 5 MB: refused in the browser before it is sent, the choice cleared.
  await fileInput.setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([pdfDocument(), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(
    dialog.getByText(
      "The file is larger than 5 MB. Please choose a smaller PDF.",
    ),
  ).toBeVisible();
  await expect(fileInput).toHaveValue("");
  const first = pdfDocument("% first edition\n".repeat(200));
  await fileInput.setInputFiles({
    name: "guide.pdf",
    mimeType: "application/pdf",
    buffer: first,
  });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Download added successfully")).toBeVisible();
  const added = storedRow(title)!;
  expect(added.bytes).toBe(first.length);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(
    row.getByRole("link", {
      name: `${formatFileSize(first.length)}, uploaded ${formatDownloadDate(new Date(added.uploaded_at).toISOString())}`,
    }),
  ).toBeVisible();

  // On the public page at once, in its tab: the file's own size and upload date, its link serves it.
  let card = await publicCard(page, title);
  await expect(card).toHaveCount(1);
  await expect(
    card.getByText("How to store, lift and unroll our drums <safely>."),
  ).toBeVisible();
  await expect(card.getByTestId("download-size")).toHaveText(
    formatFileSize(first.length),
  );
  await expect(card.getByTestId("download-size")).toHaveAttribute(
    "data-bytes",
    String(first.length),
  );
  await expect(
    card.getByText(
      formatDownloadDate(new Date(added.uploaded_at).toISOString()),
      { exact: true },
    ),
  ).toBeVisible();
  const link = card.getByRole("link", { name: `Download ${title}` });
  await expect(link).toHaveAttribute("href", `/downloads/${added.file}`);
  let served = await page.request.get(`/downloads/${added.file}`);
  expect(Buffer.from(await served.body()).equals(first)).toBe(true);
  expect(served.headers()["content-type"]).toBe("application/pdf");

  // Replaced: the same entry and link, the new file's size and date; the old file leaves the disk.
  await gotoHydrated(page, "/admin/downloads");
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Download" });
  await expect(
    edit.getByText(`Now: ${formatFileSize(first.length)}`),
  ).toBeVisible();
  const second = pdfDocument(
    "% second edition, with the lifting diagrams\n".repeat(900),
  );
  await edit.getByLabel("Replace the File").setInputFiles({
    name: "guide-2.pdf",
    mimeType: "application/pdf",
    buffer: second,
  });
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Download updated successfully")).toBeVisible();
  const replaced = storedRow(title)!;
  expect(replaced).toMatchObject({ file: added.file, bytes: second.length });
  expect(replaced.uploaded_at).toBeGreaterThan(added.uploaded_at);
  expect(replaced.stored_file).not.toBe(added.stored_file);
  expect(
    fs.existsSync(path.join(e2eDataDir(), "documents", added.stored_file)),
  ).toBe(false);
  expect(
    fs.existsSync(path.join(e2eDataDir(), "documents", replaced.stored_file)),
  ).toBe(true);
  card = await publicCard(page, title);
  await expect(card.getByTestId("download-size")).toHaveText(
    formatFileSize(second.length),
  );
  await expect(card.getByTestId("download-size")).toHaveAttribute(
    "data-bytes",
    String(second.length),
  );
  await expect(
    card.getByText(
      formatDownloadDate(new Date(replaced.uploaded_at).toISOString()),
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    card.getByRole("link", { name: `Download ${title}` }),
  ).toHaveAttribute("href", `/downloads/${added.file}`);
  served = await page.request.get(`/downloads/${added.file}`);
  expect(Buffer.from(await served.body()).equals(second)).toBe(true);
  expect(Date.parse(served.headers()["last-modified"]!)).toBe(
    Math.floor(replaced.uploaded_at / 1000) * 1000,
  );
  // The browser's own download is the new file too.
  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: `Download ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(added.file);
  expect(fs.readFileSync((await download.path())!).equals(second)).toBe(true);

  // A failed replacement loses nothing: the entry keeps its file.
  await gotoHydrated(page, "/admin/downloads");
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await edit.getByLabel("Replace the File").setInputFiles({
    name: "virus.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ not a pdf"),
  });
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(
    edit.getByText("This file is not a PDF. Please choose a PDF file."),
  ).toBeVisible();
  expect(storedRow(title)).toEqual(replaced);
  // Texts edited, moved first in its tab.
  await edit.getByLabel("Replace the File").setInputFiles([]);
  await edit
    .getByLabel("Description *")
    .fill("Storing and unrolling drums, with diagrams.");
  await edit.getByLabel("Position").fill("1");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Download updated successfully")).toBeVisible();
  expect(storedRow(title)).toEqual(replaced);
  card = await publicCard(page, title);
  await expect(
    card.getByText("Storing and unrolling drums, with diagrams."),
  ).toBeVisible();
  // First in its tab: before the certificate that was first (another run may have put its own first too).
  const headings = await page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .getByRole("heading")
    .allTextContents();
  expect(headings.indexOf(title)).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf(title)).toBeLessThan(
    headings.indexOf("ISO 9001:2015 Quality Certificate"),
  );

  // A document the site builds has no file to replace: its dialog says so.
  await gotoHydrated(page, "/admin/downloads");
  await catalogue
    .getByRole("button", { name: "Edit Complete Product Catalogue" })
    .click();
  const built = page.getByRole("dialog", { name: "Edit Download" });
  await expect(
    built.getByText(/The site builds this document from the catalogue/),
  ).toBeVisible();
  await expect(built.getByLabel("Replace the File")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(built).toBeHidden();

  // Deleted at once (its link with it), Undo brings it back; deleted again, it leaves the page.
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const deleted = toast(page, "Download deleted");
  await expect(deleted).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/downloads/${added.file}`)).status()).toBe(
    404,
  );
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(row).toBeVisible();
  expect((await page.request.get(`/downloads/${added.file}`)).status()).toBe(
    200,
  );
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(row).toHaveCount(0);
  card = await publicCard(page, title);
  await expect(card).toHaveCount(0);
});
