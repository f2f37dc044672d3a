import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { login, toast } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect, test } from "../support/fixtures";
import { startOwnServer } from "../support/spawned-server";

/**
 * The inbox at scale (issue 15): 8,000 stored messages crashed /admin/messages. On a server of its
 * own (the shared admin server's inbox counts belong to other tests, and retention deletes): 7,900
 * recent messages and 100 from more than a year ago, plus an old application with its CV. The page
 * loads, pages through, and the retention setting refuses what it does not offer and deletes what
 * it no longer keeps. admin-desktop alone runs it (playwright.config.ts).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const RECENT = 7_900;
const OLD = 100;
const DAY = 24 * 60 * 60 * 1000;

let server: ChildProcess | undefined;
let baseURL = "";
let dataDir = "";

function openDb(): Database.Database {
  const db = new Database(path.join(dataDir, "cableworks.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

function scalar(sql: string): unknown {
  const db = openDb();
  try {
    return db.prepare(sql).pluck().get();
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  const own = await startOwnServer("inbox-scale", {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  server = own.server;
  dataDir = own.dataDir;
  baseURL = `http://127.0.0.1:${own.port}`;
  const now = Date.now();
  const db = openDb();
  try {
    const insert = db.prepare(
      "insert into messages (first_name, last_name, email, subject, message, created_at, delivery_state) values (?, ?, ?, ?, ?, ?, 'sent')",
    );
    db.transaction(() => {
      // Message 0000 is the newest; one a minute back from now, then the old ones 400 days back.
      for (let i = 0; i < RECENT; i++)
        insert.run(
          "Visitor",
          String(i),
          `v${i}@example.com`,
          `Message ${String(i).padStart(4, "0")}`,
          `Body ${i}`,
          now - i * 60_000,
        );
      for (let i = 0; i < OLD; i++)
        insert.run(
          "Old",
          String(i),
          `old${i}@example.com`,
          `Old message ${i}`,
          "Long ago",
          now - 400 * DAY - i * 60_000,
        );
    })();
    fs.mkdirSync(path.join(dataDir, "cv"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "cv", "old-cv.pdf"), "%PDF-1.4\n");
    db.prepare(
      "insert into applications (full_name, email, position, cv_file, cv_name, cv_type, created_at, delivery_state) values ('Old Applicant', 'old@example.com', 'Engineer', 'old-cv.pdf', 'cv.pdf', 'application/pdf', ?, 'sent')",
    ).run(now - 500 * DAY);
  } finally {
    db.close();
  }
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** A page on the test's own server; `done` fails on any page error, as the fixtures' pages do. */
async function ownPage(
  browser: Browser,
): Promise<{ page: Page; done: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    page,
    done: async () => {
      await context.close();
      expect(errors, "page errors").toEqual([]);
    },
  };
}

const showing = (page: Page) => page.getByTestId("inbox-showing");
const items = (page: Page) => page.locator("li:has(> details)");

test("8,000 messages: the inbox loads a page of 50, says which, and pages through with links", async ({
  browser,
}) => {
  const { page, done } = await ownPage(browser);
  await login(page, "/admin/messages");
  await expect(
    page.getByRole("heading", { level: 1, name: "Messages" }),
  ).toBeVisible();
  await expect(showing(page)).toHaveText("Showing 1–50 of 8,000");
  await expect(items(page)).toHaveCount(50);
  await expect(items(page).first()).toContainText("Message 0000");

  const nav = page.getByRole("navigation", { name: "Message pages" });
  await nav.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?page=2$/);
  await expect(showing(page)).toHaveText("Showing 51–100 of 8,000");
  await expect(items(page).first()).toContainText("Message 0050");

  await nav.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(showing(page)).toHaveText("Showing 101–150 of 8,000");

  await nav.getByRole("link", { name: "Page 160", exact: true }).click();
  await expect(showing(page)).toHaveText("Showing 7,951–8,000 of 8,000");
  await expect(items(page).last()).toContainText(`Old message ${OLD - 1}`);

  // Odd page numbers clamp (decision 006): garbage is page 1, past the end is the last page.
  await page.goto("/admin/messages?page=abc");
  await expect(showing(page)).toHaveText("Showing 1–50 of 8,000");
  await page.goto("/admin/messages?page=9999");
  await expect(showing(page)).toHaveText("Showing 7,951–8,000 of 8,000");
  await done();
});

test("retention: a value not offered is refused with a clear message and changes nothing; a period deletes older messages and CVs", async ({
  browser,
}) => {
  const { page, done } = await ownPage(browser);
  await login(page, "/admin/messages");
  const select = page.getByLabel("Keep for");
  await expect(select).toHaveValue("forever");
  const refusal =
    "Please choose how long to keep messages: 6 months, 1 year, 2 years or forever. Nothing was changed.";

  // A tampered form (a choice the page does not offer) through the page...
  await select.evaluate((element: HTMLSelectElement) => {
    element.add(new Option("1 day", "1d"));
    element.value = "1d";
  });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: refusal }),
  ).toBeVisible();
  await expect(toast(page, refusal)).toBeVisible();
  // ...and a hand-made post.
  const posted = await page.request.post("/admin/messages", {
    form: { intent: "retention", retention: "0; delete from messages" },
    headers: { Origin: baseURL },
  });
  expect(posted.status()).toBe(400);
  expect(await posted.text()).toContain(refusal);
  expect(
    scalar("select count(*) from settings where key = 'inbox_retention'"),
  ).toBe(0);
  expect(scalar("select count(*) from messages")).toBe(RECENT + OLD);

  await page.reload();
  await select.selectOption("1y");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    toast(
      page,
      `Messages and applications are now kept for 1 year. Deleted ${OLD} older messages and 1 older applications.`,
    ),
  ).toBeVisible();
  await expect(showing(page)).toHaveText("Showing 1–50 of 7,900");
  expect(
    scalar("select value from settings where key = 'inbox_retention'"),
  ).toBe("1y");
  expect(scalar("select count(*) from messages")).toBe(RECENT);
  expect(scalar("select count(*) from applications")).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "cv", "old-cv.pdf"))).toBe(false);

  // Reading pages deletes nothing (a GET never writes): an old message planted now stays until
  // the next save or the daily run.
  const db = openDb();
  db.prepare(
    "insert into messages (email, subject, message, created_at) values ('late@example.com', 'Planted old', 'x', ?)",
  ).run(Date.now() - 400 * DAY);
  db.close();
  await page.reload();
  await expect(page.getByLabel("Keep for")).toHaveValue("1y");
  await expect(showing(page)).toHaveText("Showing 1–50 of 7,901");
  await page.goto("/admin/applications");
  await expect(page.getByLabel("Keep for")).toHaveValue("1y");
  expect(scalar("select count(*) from messages")).toBe(RECENT + 1);
  await done();
});
