import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_PORT, E2E_PORT, E2E_SMTP_PORT, e2eEnv } from "./tests/support/env";

const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const ADMIN_SPECS = /admin-.*\.spec\.ts/;
const ERROR_SCREEN_SPEC = /error-screen\.spec\.ts/;
/**
 * HTTP and API checks, revisits and the outside checkers (the markup, headers and scripts are the
 * same at every width):
 * the desktop project alone runs them.
 */
const ONCE_SPECS = /\/(server|server-hardening|fuzz-public|revisit|host-pinning|form-limits|supervisor|https-proxy|storage|catalogue-scale|outside-checkers|security-txt|fuzz-quote)\.spec\.ts$/;
/**
 * The admin area's: its fuzz (API only), its XSS check (the markup is the same at every width),
 * the inbox at 8,000 messages (a server of its own) and the Arabic content checks (they read the
 * dashboard's site-wide counts, which a second project's run would change meanwhile).
 */
const ADMIN_ONCE_SPECS = /\/admin-(fuzz.*|xss|inbox-scale|sizes|import|arabic)\.spec\.ts$/;
/** Files that set a phone's width themselves (320 px): the phone projects alone run them. */
const PHONE_ONLY_SPECS = /\/narrow\.spec\.ts$/;
const ADMIN_PHONE_ONLY_SPECS = /\/admin-narrow\.spec\.ts$/;

/**
 * Tests tagged @root mount a file system (a full disk, storage.spec.ts): they run when the tests
 * run as root, as CI does, and are left out otherwise, saying so (once, from the main process).
 */
const ROOT = process.getuid?.() === 0;
const DESKTOP_LEFT_OUT = ROOT ? /@mobile-only/ : /@mobile-only|@root/;
if (!ROOT && process.env.TEST_WORKER_INDEX === undefined) {
  console.warn("Not running as root: the @root tests (a full disk, tests/e2e/storage.spec.ts) are left out. CI runs them as root.");
}

/** Browser tests: the production build (`npm run build`) on a fresh temporary DATA_DIR. */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Which tests run where is set here, never by a runtime skip: a file a project has no business
  // with is left out by name, and a test meant for one width carries the tag the other width drops.
  projects: [
    {
      name: "desktop",
      testIgnore: [ADMIN_SPECS, ERROR_SCREEN_SPEC, PHONE_ONLY_SPECS],
      grepInvert: DESKTOP_LEFT_OUT,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: [ADMIN_SPECS, ERROR_SCREEN_SPEC, ONCE_SPECS],
      grepInvert: /@desktop-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 }, hasTouch: true },
    },
    {
      name: "admin-desktop",
      testMatch: ADMIN_SPECS,
      testIgnore: ADMIN_PHONE_ONLY_SPECS,
      grepInvert: /@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}` },
    },
    {
      name: "admin-mobile",
      testMatch: ADMIN_SPECS,
      testIgnore: ADMIN_ONCE_SPECS,
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 800 },
        hasTouch: true,
        baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}`,
      },
    },
    {
      // Plants a broken row on the admin server: runs alone, after everything else is done.
      name: "error-screen",
      testMatch: ERROR_SCREEN_SPEC,
      dependencies: ["desktop", "mobile", "admin-desktop", "admin-mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}` },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: e2eEnv(E2E_PORT, E2E_SMTP_PORT),
    },
    {
      // Nothing listens on its SMTP port: mail it queues just waits in the outbox.
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_ADMIN_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: e2eEnv(E2E_ADMIN_PORT, E2E_SMTP_PORT + 1),
    },
  ],
});
