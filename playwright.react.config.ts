import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";
import {
  E2E_ADMIN_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  e2eEnv,
} from "./tests/support/env";

/**
 * The way back to React (docs/decisions/002): a handful of browser tests against a build whose
 * browser runs on React (`BROWSER_RUNTIME=react BUILD_DIR=build-react npm run build`, see
 * `npm run test:react`), so that build keeps working. Same browser and servers as
 * playwright.config.ts, on the React build; a few tests that cover what the runtime does: hydrating
 * the document, client-side navigation, tabs, theme, a validated form, an admin dialog.
 */
const BUILD_DIR = "build-react";
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 900 },
};

export default defineConfig({
  ...base,
  outputDir: "test-results/react",
  reporter: [
    ["list"],
    [
      "./tests/support/timing-reporter.ts",
      { file: "test-results/react-timings.json" },
    ],
  ],
  projects: [
    {
      name: "react-desktop",
      testMatch:
        /(catalogue-home|catalogue-product|chrome|contact|loading)\.spec\.ts/,
      grep: [
        /shows the hero, the category grid/,
        /the four category cards open their category pages/,
        /shows everything the spec lists, specifications first/,
        /the theme toggles, persists across a reload/,
        /checks required fields in the browser with clear messages/,
        /one stylesheet, in effect, and the new page's canonical link/,
      ],
      use: desktop,
    },
    {
      name: "react-admin",
      testMatch: /admin-categories\.spec\.ts/,
      grep: /add, validate, edit, refuse a taken id, delete with Undo/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}` },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL: scripts/e2e-server.mjs then stops the server and
      // removes its temporary data folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      timeout: 60_000,
      env: { ...e2eEnv(E2E_PORT, E2E_SMTP_PORT), BUILD_DIR },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_ADMIN_PORT}/healthz`,
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL: scripts/e2e-server.mjs then stops the server and
      // removes its temporary data folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      timeout: 60_000,
      env: { ...e2eEnv(E2E_ADMIN_PORT, E2E_SMTP_PORT + 1), BUILD_DIR },
    },
  ],
});
