import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/ensure-chromium.mjs";
import {
  E2E_ADMIN_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  e2eEnv,
} from "./tests/support/env";

// CHROMIUM_PATH, else Debian's chromium-headless-shell, else chromium (scripts/ensure-chromium.mjs).
const executablePath: string = findChromium() ?? "/usr/bin/chromium";

const ADMIN_SPECS = /admin-.*\.spec\.ts/;
const ERROR_SCREEN_SPEC = /error-screen\.spec\.ts/;
/** The quick loop's smoke of every public page (`npm run test:quick`): its own project. */
const SMOKE_SPEC = /\/smoke\.spec\.ts$/;
/**
 * HTTP and API checks, revisits and the outside checkers (the markup, headers and scripts are the
 * same at every width):
 * the desktop project alone runs them.
 */
const ONCE_SPECS =
  /\/(server|server-hardening|fuzz-public|revisit|host-pinning|form-limits|supervisor|https-proxy|storage|catalogue-scale|outside-checkers|security-txt|fuzz-quote)\.spec\.ts$/;
/**
 * The admin area's: its fuzz (API only), its XSS check (the markup is the same at every width),
 * the inbox at 8,000 messages (a server of its own) and the Arabic content checks (they read the
 * dashboard's site-wide counts, which a second project's run would change meanwhile), and the metal
 * prices (its fuzz counts the table's rows, which a second run would add to meanwhile).
 */
const ADMIN_ONCE_SPECS =
  /\/admin-(fuzz.*|xss|inbox-scale|sizes|import|arabic|metal-prices)\.spec\.ts$/;
/**
 * What the phone projects run: only what checks something that differs by width (layout, the
 * menu, a table that turns into cards, what is in view, sideways scrolling, the widths' turns of
 * the axe checks). Every other file checks markup, data and behaviour that are the same at 375 and
 * 1280 px, and runs once, on the desktop (docs/testing.md lists what moved). A single test
 * elsewhere that checks a width carries the tag @both-widths.
 */
const PHONE_SPECS = [
  "a11y",
  "arabic-finder",
  "arabic-flows",
  "arabic-routing",
  "cable-sizing",
  "catalogue-finder",
  "catalogue-home",
  "catalogue-products",
  "chrome",
  "compare",
  "designation",
  "narrow",
  "product-sizes",
  "quote",
  "rtl-layout",
];
const ADMIN_PHONE_SPECS = [
  "admin-a11y",
  "admin-dialog",
  "admin-home",
  "admin-narrow",
  "admin-pages",
  "admin-quotes",
];
/** Playwright's grep reads "project file.spec.ts describe title @tags": these pick files by name. */
const inFiles = (names: string[]) =>
  new RegExp(`(^|[\\s/])(${names.join("|")})\\.spec\\.ts\\s`);
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
  console.warn(
    "Not running as root: the @root tests (a full disk, tests/e2e/storage.spec.ts) are left out. CI runs them as root.",
  );
}

/** Browser tests: the production build (`npm run build`) on a fresh temporary DATA_DIR. */
export default defineConfig({
  testDir: "./tests/e2e",
  // The run's one mail listener (tests/support/mailbox.ts), up before any worker starts.
  globalSetup: "./tests/support/global-setup.ts",
  fullyParallel: false,
  // Two workers on two cores: the browser tests keep both busy (four ran no faster on 5 December,
  // the CPU 0 % idle). E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["./tests/support/timing-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed test keeps its trace (actions, console, network, sources) and a screenshot. The
    // trace's screencast is left out (it cost about 45 % of the browser tests' time), and so are its
    // DOM snapshots (about 10 % more, 7 December): E2E_TRACE_SNAPSHOTS=1 puts them back to debug a
    // failure (docs/testing.md). Even so, recording every test's trace cost about 11 % of the
    // browser tests' CPU (farm-bench, 2 specs, 3 runs each, 7 December), and nobody reads the
    // trace of a CI run (only its printout): the trace is off unless E2E_TRACE=1 asks for it.
    trace:
      process.env.E2E_TRACE !== "1"
        ? "off"
        : {
            mode: "retain-on-failure",
            screenshots: false,
            snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1",
          },
    screenshot: "only-on-failure",
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
        // No test may reach the internet: every host name but this machine's fails to resolve. (A
        // `page.route` stub did this before; it sent every request of every page through the test
        // runner and turned the HTTP cache off, about 9 % of the browser tests' time.)
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  // Which tests run where is set here, never by a runtime skip: a file a project has no business
  // with is left out by name, and a test meant for one width carries the tag the other width drops.
  projects: [
    {
      name: "desktop",
      testIgnore: [
        ADMIN_SPECS,
        ERROR_SCREEN_SPEC,
        PHONE_ONLY_SPECS,
        SMOKE_SPEC,
      ],
      grepInvert: DESKTOP_LEFT_OUT,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 900 },
      },
    },
    {
      name: "mobile",
      testIgnore: [ADMIN_SPECS, ERROR_SCREEN_SPEC, ONCE_SPECS, SMOKE_SPEC],
      grep: [inFiles(PHONE_SPECS), /@both-widths/],
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 800 },
        hasTouch: true,
      },
    },
    {
      name: "admin-desktop",
      testMatch: ADMIN_SPECS,
      testIgnore: ADMIN_PHONE_ONLY_SPECS,
      grepInvert: /@mobile-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}`,
      },
    },
    {
      name: "admin-mobile",
      testMatch: ADMIN_SPECS,
      testIgnore: ADMIN_ONCE_SPECS,
      grep: [inFiles(ADMIN_PHONE_SPECS), /@both-widths/],
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 800 },
        hasTouch: true,
        baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}`,
      },
    },
    // The quick loop's smoke (`npm run test:smoke`, E2E_SMOKE=1). The full run leaves it out: it
    // opens every English page and the Arabic samples in the browser anyway (axe, revisits) and
    // every Arabic page over HTTP (the budget).
    ...(process.env.E2E_SMOKE === "1"
      ? [
          {
            name: "smoke",
            testMatch: SMOKE_SPEC,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1280, height: 900 },
            },
          },
        ]
      : []),
    {
      // Plants a broken row on the admin server: runs alone, after everything else is done.
      name: "error-screen",
      testMatch: ERROR_SCREEN_SPEC,
      dependencies: ["desktop", "mobile", "admin-desktop", "admin-mobile"],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${E2E_ADMIN_PORT}`,
      },
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
      env: e2eEnv(E2E_PORT, E2E_SMTP_PORT),
    },
    {
      // Nothing listens on its SMTP port: mail it queues just waits in the outbox.
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${E2E_ADMIN_PORT}/healthz`,
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL: scripts/e2e-server.mjs then stops the server and
      // removes its temporary data folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      timeout: 60_000,
      env: e2eEnv(E2E_ADMIN_PORT, E2E_SMTP_PORT + 1),
    },
  ],
});
