import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page, TestInfo } from "@playwright/test";
import { e2eDataDir as dataDirOf } from "./data-dir";
import { ADMIN, E2E_ADMIN_PORT } from "./env";
import { adminSessionCookie } from "../../scripts/lib/admin-session";
import { expect, gotoHydrated, testClientAddress } from "./fixtures";
import { adminScreenPaths } from "~/lib/admin-paths";

/** Every admin screen: the one list (app/lib/admin-paths.ts), kept equal to the route table. */
export const ADMIN_PAGES: readonly string[] = adminScreenPaths;

/** The admin tests' server's data folder. */
export function e2eDataDir(): string {
  return dataDirOf(E2E_ADMIN_PORT);
}

/** The e2e server's database, opened beside it (WAL mode allows it) for setup and checks. */
export function openE2eDb(): Database.Database {
  const db = new Database(path.join(e2eDataDir(), "cableworks.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

export function queryOne<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = openE2eDb();
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

export function run(sql: string, ...params: unknown[]): void {
  const db = openE2eDb();
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** A name no other test (other project, other worker, earlier run) uses. */
export function uniqueName(testInfo: TestInfo, base: string): string {
  return `${base} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Signs `page` in and lands on `to`. The shared administrator's session is made once per worker
 * (a stored state: one POST to /admin/login, its cookie kept here) and handed to each test's
 * browser context; any other account gets a new session per call, the same way. A session some
 * test ended meanwhile is made anew. The login form's own behaviour is tested through the form
 * (`loginThroughForm`, admin-auth.spec.ts and the specs that watch the form).
 */
export async function login(
  page: Page,
  to = "/admin/categories",
  account: { username: string; password: string } = ADMIN,
) {
  const base = await baseUrlOf(page);
  const shared =
    account.username === ADMIN.username && account.password === ADMIN.password;
  for (let attempt = 0; attempt < 2; attempt++) {
    let cookie = shared ? workerSessions.get(base) : undefined;
    if (!cookie) {
      cookie = await adminSessionCookie(base, account, testClientAddress());
      if (shared) workerSessions.set(base, cookie);
    }
    const [name, ...value] = cookie.split("=");
    await page.context().addCookies([
      {
        name: name!,
        value: value.join("="),
        url: base,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await gotoHydrated(page, to);
    if (!new URL(page.url()).pathname.startsWith("/admin/login")) break;
    workerSessions.delete(base);
  }
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, "\\?")}$`));
}

/** The shared administrator's session cookie of this worker, per server. */
const workerSessions = new Map<string, string>();

/** The origin `page` talks to: its context's baseURL (a spec's own server, or the project's). */
async function baseUrlOf(page: Page): Promise<string> {
  const current = page.url();
  if (current.startsWith("http")) return new URL(current).origin;
  // A tiny document load, not page.request: a keep-alive socket left in the page's request context
  // could be closed by the server before the test's own next request (ECONNRESET).
  await page.goto("/healthz");
  return new URL(page.url()).origin;
}

/** Logs in through the form and lands on `to` (the login page sends us back there). */
export async function loginThroughForm(
  page: Page,
  to = "/admin/categories",
  account: { username: string; password: string } = ADMIN,
) {
  const target = new RegExp(`${to.replace(/[?]/g, "\\?")}$`);
  // Each test has its own address (fixtures.ts); should a throttle still show, wait it out.
  for (let attempt = 0; attempt < 4; attempt++) {
    await gotoHydrated(
      page,
      `/admin/login?redirectTo=${encodeURIComponent(to)}`,
    );
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    const throttled = page
      .getByRole("alert")
      .filter({ hasText: "Too many failed login attempts" });
    await expect(throttled.or(page.locator("#admin-shell"))).toBeVisible();
    if (!(await throttled.isVisible())) break;
    await page.waitForTimeout(2500);
  }
  await expect(page).toHaveURL(target);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The toast with this exact text. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

/** The company details form as migrations 0010 and 0024 store it (Admin > Company details), field by field. */
export const COMPANY_FORM: Readonly<Record<string, string>> = {
  officePhone: "+20 3 459 1200",
  salesPhones: "+20 100 245 7810\n+20 122 318 4406\n+20 111 562 9034",
  salesEmail: "sales@cableworks.com.eg",
  infoEmail: "info@cableworks.com.eg",
  authorEmail: "webmaster@cableworks.com.eg",
  street: "Industrial Zone 3, Block 12",
  city: "New Borg El Arab City",
  region: "Alexandria",
  country: "Egypt",
  postalCode: "21934",
  latitude: "30.8704",
  longitude: "29.5863",
  businessHours: "Saturday - Thursday: 9:00 AM - 6:00 PM",
  facebook: "https://www.facebook.com/cableworks.eg",
  linkedin: "https://www.linkedin.com/company/cableworks-eg",
  whatsapp: "https://wa.me/201002457810",
  // The company's years, as migration 0024 stores them (docs/decisions/055).
  foundedYear: "2011",
  heritageYear: "1974",
  copyrightYear: "2025",
};

const heldRows: string[] = [];

/**
 * Holds a shared row (the About texts, the cookie policy, the statistics) for this test, across
 * workers: the admin projects' files run side by side on one database, and a fuzz that rewrites a
 * singleton row would change what another spec just saved and is about to read. A directory in
 * the run's data folder is the lock (mkdir is atomic); `releaseRows` in an afterEach lets it go,
 * whether the test passed or not.
 */
export async function holdRow(name: string): Promise<void> {
  const lock = path.join(e2eDataDir(), `test-lock-${name}`);
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      heldRows.push(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() - started > 150_000)
        throw new Error(`${name} stayed held for 150 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function releaseRows(): void {
  for (const lock of heldRows.splice(0))
    fs.rmSync(lock, { recursive: true, force: true });
}
