import fs from "node:fs";
import path from "node:path";
import { expect, gotoHydrated, test } from "../support/fixtures";
import {
  e2eDataDir,
  login,
  openE2eDb,
  queryOne,
  toast,
  uniqueName,
} from "../support/admin-helpers";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

test.describe("admin inbox", () => {
  test("messages: newest first, delivery state, unread count, mark as read", async ({
    page,
  }, testInfo) => {
    const older = uniqueName(testInfo, "Quote for 5 km");
    const newer = uniqueName(testInfo, "Datasheet request");
    const db = openE2eDb();
    const insert = db.prepare(
      "insert into messages (first_name, last_name, email, subject, message, created_at, delivery_state) values (?, ?, ?, ?, ?, ?, ?)",
    );
    insert.run(
      "Mona",
      "Fathy",
      "mona@example.com",
      older,
      "Please quote 5 km of 3x16mm².",
      Date.now() - 60_000,
      "sent",
    );
    const { lastInsertRowid } = insert.run(
      "Omar",
      "",
      "omar@example.com",
      newer,
      "Send the datasheet.",
      Date.now(),
      "failed",
    );
    db.close();

    await login(page, "/admin");
    const unread = queryOne<{ n: number }>(
      "select count(*) as n from messages where read_at is null",
    )!.n;
    await expect(page.getByTestId("unread-messages")).toHaveText(
      String(unread),
    );

    await gotoHydrated(page, "/admin/messages");
    await expect(
      page.getByRole("heading", { level: 1, name: "Messages" }),
    ).toBeVisible();
    const items = page.locator("li").filter({ hasText: testInfo.project.name });
    const texts = await items.allInnerTexts();
    const newerIndex = texts.findIndex((text) => text.includes(newer));
    const olderIndex = texts.findIndex((text) => text.includes(older));
    expect(newerIndex).toBeGreaterThanOrEqual(0);
    expect(newerIndex).toBeLessThan(olderIndex);

    const item = page.locator("li").filter({ hasText: newer });
    await expect(item.getByText("Delivery: Failed")).toBeVisible();
    await expect(item.getByText("Unread")).toBeVisible();
    await item.getByText(newer).click();
    await expect(item.getByText("Send the datasheet.")).toBeVisible();
    await item.getByRole("button", { name: "Mark as read" }).click();
    await expect(toast(page, "Marked as read")).toBeVisible();
    await expect(item.getByText("Read", { exact: true })).toBeVisible();
    expect(
      queryOne<{ read_at: number | null }>(
        "select read_at from messages where id = ?",
        lastInsertRowid,
      )?.read_at,
    ).not.toBeNull();
  });

  test("applications: the CV downloads under its original name, only for the admin", async ({
    page,
    browser,
  }, testInfo) => {
    const position = uniqueName(testInfo, "Quality Engineer");
    const stored = `cv-${Date.now()}-${testInfo.project.name}.pdf`;
    fs.mkdirSync(path.join(e2eDataDir(), "cv"), { recursive: true });
    fs.writeFileSync(
      path.join(e2eDataDir(), "cv", stored),
      "%PDF-1.4\n% a CV\n",
    );
    const db = openE2eDb();
    const { lastInsertRowid: id } = db
      .prepare(
        "insert into applications (full_name, email, position, message, cv_file, cv_name, cv_type, created_at, delivery_state) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        "Sara Adel",
        "sara@example.com",
        position,
        "Ten years in cable testing.",
        stored,
        "Sara Adel CV.pdf",
        "application/pdf",
        Date.now(),
        "pending",
      );
    db.close();

    await login(page, "/admin/applications");
    const item = page.locator("li").filter({ hasText: position });
    await expect(item.getByText("Delivery: Pending")).toBeVisible();
    const downloadPromise = page.waitForEvent("download");
    await item.getByRole("link", { name: "Download CV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("Sara Adel CV.pdf");

    const response = await page.request.get(`/admin/applications/${id}/cv`);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(await response.text()).toContain("%PDF-1.4");

    const anonymous = await browser.newContext();
    const refused = await anonymous.request.get(
      `/admin/applications/${id}/cv`,
      { maxRedirects: 0 },
    );
    expect(refused.status()).toBe(302);
    await anonymous.close();
  });
});
