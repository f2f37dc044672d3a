import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";
import type { Browser, Locator, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { toast } from "../support/admin-helpers";
import { ADMIN } from "../support/env";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import {
  advanceServerClock,
  startOwnServer,
  stopOwnServer,
} from "../support/spawned-server";

/**
 * Issue 19, two-factor sign-in, on a server of its own: turning 2FA on for the shared admin account
 * or requiring it for everyone would lock every other admin spec out. Set up by reading the key
 * from the page and computing codes here (as an authenticator app does); sign out; sign in with
 * password and code; a recovery code works once; wrong codes are refused and count in the login
 * throttle; requiring it for every account sends an account without it to set it up.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let own: { port: number; dataDir: string; server: ChildProcess };
let base = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Its clock moves a TOTP step forward when every code near now is spent (server-clock.mjs),
  // instead of the test waiting up to 30 s for the real one.
  own = await startOwnServer(
    "two-factor",
    {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "true",
    },
    { movableClock: true },
  );
  base = `http://127.0.0.1:${own.port}`;
});

test.afterAll(async () => {
  if (own) await stopOwnServer(own.server);
});

const STEP_MS = 30_000;
/** The last time step a code was used for, per key: the server accepts each step once. */
const usedSteps = new Map<string, number>();

/** How far the own server's clock is ahead of the real one (whole steps). */
let serverClockAheadMs = 0;
const serverNow = () => Date.now() + serverClockAheadMs;

/**
 * A code the server takes now, as the app would show it: for the earliest time step within the
 * server's window (one step either side) that no earlier code used. When every step in the window
 * is spent, the server's clock moves on one step, as the real one would after up to 30 s.
 */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = serverNow();
    const current = Math.floor(now / STEP_MS);
    // The earliest step in the server's window (one step either side) that no earlier code used,
    // but not the window's last seconds for the step behind: the request takes a moment to
    // arrive. The next step is tried before the clock is moved: moving it when a step was still
    // free (the last 3 s of a step) was the one move in a run that did not need to happen.
    const first = Math.max(
      (usedSteps.get(secret) ?? -Infinity) + 1,
      current - 1,
    );
    for (let step = first; step <= current + 1; step++) {
      if (step === current - 1 && now % STEP_MS > STEP_MS - 3000) continue;
      usedSteps.set(secret, step);
      return new TOTP({
        secret: Secret.fromBase32(secret),
        digits: 6,
        period: 30,
        algorithm: "SHA1",
      }).generate({ timestamp: step * STEP_MS });
    }
    await advanceServerClock(own.server, STEP_MS);
    serverClockAheadMs += STEP_MS;
  }
}

function codeFor(secret: string, steps: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  }).generate({ timestamp: serverNow() + steps * STEP_MS });
}

/** A 6-digit code that is not any the app shows around now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
  let code = "000000";
  while (near.has(code)) code = String(Number(code) + 1).padStart(6, "0");
  return code;
}

async function open(page: Page, url: string) {
  await page.goto(`${base}${url}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function passwordStep(
  page: Page,
  account: { username: string; password: string },
  to = "/admin/account",
) {
  await open(page, `/admin/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function codeStep(page: Page, code: string) {
  await expect(
    page.getByText(
      "Enter the 6-digit code from your authenticator app, or a recovery code.",
    ),
  ).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Code", { exact: true }).fill(code);
  // Each answer before the next try: the throttle counts them one by one.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith("/admin/login"),
  );
  await page.getByRole("button", { name: "Verify" }).click();
  await answered;
}

/**
 * "Sign in as someone else" posts to end the pending sign-in; the password form is back once it has
 * answered. Going on before that raced the post: a new page load could overtake it and find the
 * code step still pending (a full run saw the username field never come).
 */
async function startOver(page: Page) {
  await page.getByRole("button", { name: "Sign in as someone else" }).click();
  await expect(page.getByLabel("Username")).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${base}/admin/login`);
}

function card(page: Page): Locator {
  return page
    .locator("section, div")
    .filter({
      has: page.getByRole("heading", { level: 2, name: "Two-factor sign-in" }),
    })
    .last();
}

/** Sets up 2FA on /admin/account (already open): returns the key read from the page and the recovery codes. */
async function setUp(
  page: Page,
  checkAxe = false,
): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await expect(
    page
      .getByRole("img", { name: "QR code for your authenticator app" })
      .locator("svg"),
  ).toBeVisible();
  const secret = (await card(page).locator("code").innerText()).replace(
    /\s/g,
    "",
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (checkAxe) await expectNoAxeViolations(page);

  // A wrong code: a clear message, and nothing turned on.
  await page.getByLabel("Code from the app *").fill(wrongCode(secret));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(
    page
      .getByText("That code is not right. Enter the code the app shows now.")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn On" })).toBeVisible();

  await page.getByLabel("Code from the app *").fill(await freshCode(secret));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(
    toast(
      page,
      "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
    ),
  ).toBeVisible();
  const list = page.getByRole("list", { name: "Your recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allInnerTexts();
  for (const code of codes)
    expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
  // The same ten as a text file to download.
  const download = page.getByRole("link", { name: "Download as Text" });
  await expect(download).toHaveAttribute(
    "download",
    "cableworks-recovery-codes.txt",
  );
  const href = decodeURIComponent((await download.getAttribute("href")) ?? "");
  for (const code of codes) expect(href).toContain(code);
  await expect(page.getByText("Recovery codes left: 10 of 10.")).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "I Have Saved Them" }).click();
  await expect(list).toHaveCount(0);
  return { secret, codes };
}

/** A page in a browser context of its own (its own client address, so its throttle is its own). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `198.18.${octet()}.${octet()}`,
  });
  return context.newPage();
}

async function addAccount(username: string, password: string) {
  const db = new Database(path.join(own.dataDir, "cableworks.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      "INSERT INTO admin_users (username, password_hash) VALUES (?, ?)",
    ).run(username, await hash(password));
  } finally {
    db.close();
  }
}

let adminSecret = "";

test("set up by QR code and key; sign in with password and code; a recovery code works once; wrong codes are refused @desktop-only", async ({
  page,
}) => {
  await passwordStep(page, ADMIN);
  await expect(page).toHaveURL(`${base}/admin/account`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText(/^Off\. With it on/)).toBeVisible();
  const { secret, codes } = await setUp(page, true);
  adminSecret = secret;
  await expect(page.getByText(/^On\. Signing in needs/)).toBeVisible();
  // The audit log records it; the secret shows only as a fingerprint.
  const db = new Database(path.join(own.dataDir, "cableworks.db"), {
    readonly: true,
  });
  try {
    const entry = db
      .prepare(
        "SELECT changes FROM audit_log WHERE entity = 'admin_users' AND action = 'update' AND changes LIKE '%totp_enabled_at%' ORDER BY id DESC LIMIT 1",
      )
      .get() as { changes: string } | undefined;
    const changes = JSON.parse(entry!.changes) as Record<
      string,
      [unknown, unknown]
    >;
    expect(changes.totp_enabled_at![0]).toBeNull();
    expect(String(changes.totp_secret![1])).toMatch(/^secret [0-9a-f]{8}$/);
    expect(entry!.changes).not.toContain(secret);
  } finally {
    db.close();
  }
  await signOut(page);

  // Password alone opens nothing: the second step, and no admin page yet.
  await passwordStep(page, ADMIN);
  await expect(
    page.getByText(
      "Enter the 6-digit code from your authenticator app, or a recovery code.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(
    (
      await page.request.get(`${base}/admin/categories`, { maxRedirects: 0 })
    ).status(),
  ).toBe(302);
  await codeStep(page, wrongCode(secret));
  await expect(
    page
      .getByText(
        "That code is not right. Try the current code, or a recovery code.",
      )
      .first(),
  ).toBeVisible();
  await codeStep(page, await freshCode(secret));
  await expect(page).toHaveURL(`${base}/admin/account`);
  await expect(page.locator("#admin-shell")).toBeVisible();
  await signOut(page);

  // A recovery code, once.
  await passwordStep(page, ADMIN);
  await codeStep(page, codes[0]!.toUpperCase());
  await expect(page).toHaveURL(`${base}/admin/account`);
  await expect(page.getByText("Recovery codes left: 9 of 10.")).toBeVisible();
  await signOut(page);
  await passwordStep(page, ADMIN);
  await codeStep(page, codes[0]!);
  await expect(
    page
      .getByText(
        "That code is not right. Try the current code, or a recovery code.",
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await codeStep(page, codes[1]!);
  await expect(page).toHaveURL(`${base}/admin/account`);
  await expect(page.getByText("Recovery codes left: 8 of 10.")).toBeVisible();

  // New codes need a current code from the app; the old ones stop working.
  const regenerate = page.getByRole("form", { name: "New recovery codes" });
  await regenerate.getByLabel("Code from the app *").fill(codes[2]!);
  await regenerate.getByRole("button", { name: "Make New Codes" }).click();
  await expect(
    regenerate.getByText(
      "That code is not right. Enter the code the app shows now.",
    ),
  ).toBeVisible();
  await regenerate
    .getByLabel("Code from the app *")
    .fill(await freshCode(secret));
  await regenerate.getByRole("button", { name: "Make New Codes" }).click();
  await expect(
    toast(page, "New recovery codes made. The old ones no longer work."),
  ).toBeVisible();
  const fresh = await page
    .getByRole("list", { name: "Your recovery codes" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(fresh).toHaveLength(10);
  expect(fresh).not.toContain(codes[2]);
  await page.getByRole("button", { name: "I Have Saved Them" }).click();
  await expect(page.getByText("Recovery codes left: 10 of 10.")).toBeVisible();
  await signOut(page);
  await passwordStep(page, ADMIN);
  await codeStep(page, codes[2]!);
  await expect(
    page
      .getByText(
        "That code is not right. Try the current code, or a recovery code.",
      )
      .first(),
  ).toBeVisible();
});

test("wrong codes count in the login throttle: after five, even the right code waits @desktop-only", async ({
  browser,
}) => {
  const page = await newPage(browser);
  try {
    await passwordStep(page, ADMIN);
    for (let i = 0; i < 4; i++) {
      await codeStep(page, wrongCode(adminSecret));
      await expect(
        page
          .getByText(
            "That code is not right. Try the current code, or a recovery code.",
          )
          .first(),
      ).toBeVisible();
    }
    // Starting over with the (right) password does not reset the count.
    await startOver(page);
    await passwordStep(page, ADMIN);
    await codeStep(page, wrongCode(adminSecret));
    await expect(
      page
        .getByText(
          "That code is not right. Try the current code, or a recovery code.",
        )
        .first(),
    ).toBeVisible();
    // Five failures from this address: the right code waits, and so does the password.
    await codeStep(page, await freshCode(adminSecret));
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Too many failed login attempts" }),
    ).toBeVisible();
    await startOver(page);
    await passwordStep(page, ADMIN);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Too many failed login attempts" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  } finally {
    await page.context().close();
  }
});

test("required for every account: an account without 2FA is sent to set it up, and opens nothing else until it has @desktop-only", async ({
  page,
  browser,
}) => {
  // The administrator (2FA on since the first test) requires it.
  await passwordStep(page, ADMIN, "/admin/settings");
  await codeStep(page, await freshCode(adminSecret));
  await expect(page).toHaveURL(`${base}/admin/settings`);
  const security = page.getByRole("form", { name: "Sign-in security" });
  await security
    .getByLabel("Require two-factor sign-in for every account")
    .check();
  await security.getByRole("button", { name: "Save Sign-In Security" }).click();
  await expect(toast(page, "Sign-in security saved.")).toBeVisible();

  const username = `editor-${Date.now().toString(36)}`;
  const password = "an editor password 42";
  await addAccount(username, password);
  const other = await newPage(browser);
  try {
    await passwordStep(other, { username, password }, "/admin/products");
    await expect(other).toHaveURL(`${base}/admin/account`);
    await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(
      other.getByRole("alert").filter({
        hasText:
          "An administrator requires two-factor sign-in for every account.",
      }),
    ).toBeVisible();
    await open(other, "/admin/products");
    await expect(other).toHaveURL(`${base}/admin/account`);
    // Links in the menu lead back here too, and a write elsewhere is refused the same way.
    await other.getByRole("link", { name: "Categories" }).first().click();
    await expect(other).toHaveURL(`${base}/admin/account`);
    expect(
      (
        await other.request.post(`${base}/admin/settings`, {
          form: { intent: "sign-in-security" },
          headers: { Origin: base },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(302);

    const { secret } = await setUp(other);
    await expect(
      other.getByText(
        "Two-factor sign-in is required for every account, so it cannot be turned off.",
      ),
    ).toBeVisible();
    await expect(other.getByRole("button", { name: "Turn Off" })).toHaveCount(
      0,
    );
    await open(other, "/admin/products");
    await expect(other).toHaveURL(`${base}/admin/products`);
    expect(secret).not.toBe(adminSecret);
  } finally {
    await other.context().close();
  }

  // Turned off again, the requirement no longer holds the account page's Turn Off back.
  await open(page, "/admin/settings");
  await security
    .getByLabel("Require two-factor sign-in for every account")
    .uncheck();
  await security.getByRole("button", { name: "Save Sign-In Security" }).click();
  await expect(toast(page, "Sign-in security saved.")).toBeVisible();
  await open(page, "/admin/account");
  const off = page.getByRole("form", { name: "Turn off two-factor sign-in" });
  await off.getByLabel("Current password *").fill(ADMIN.password);
  await off
    .getByLabel("Code from the app, or a recovery code *")
    .fill(await freshCode(adminSecret));
  await off.getByRole("button", { name: "Turn Off" }).click();
  await expect(toast(page, "Two-factor sign-in is off.")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }),
  ).toBeVisible();
});
