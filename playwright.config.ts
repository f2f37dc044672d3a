import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_PORT, E2E_PORT, E2E_SMTP_PORT, e2eEnv } from "./tests/support/env";

const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
  projects: [
    {
      name: "desktop",
      testIgnore: /(admin-.*|error-screen)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: /(admin-.*|error-screen)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 }, hasTouch: true },
    },
    {
      name: "admin-desktop",
      testMatch: /admin-.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}` },
    },
    {
      name: "admin-mobile",
      testMatch: /admin-.*\.spec\.ts/,
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
      testMatch: /error-screen\.spec\.ts/,
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
