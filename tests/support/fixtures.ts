import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The browser tests' `test`: on every page a test opens through the `page` fixture, a page error or
 * console error fails the test, except the browser's own line for an HTTP error status (a 404 page
 * is meant to answer 404). The checks ride on `page` itself, not on an automatic fixture: a test
 * that asks only for `request` (or none) starts no browser page at all (docs/testing.md).
 */
export const test = base.extend({
  // `provide` is Playwright's `use`, named apart from React's hook for the linter.
  page: async ({ page }, provide, testInfo) => {
    // Each test its own client address (benchmarking range 198.18.0.0/15: a header only, never
    // contacted), so per-address limits in one test do not affect another.
    await page
      .context()
      .setExtraHTTPHeaders({ "X-Forwarded-For": testClientAddress() });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await provide(page);
    // A test that means to get a 5xx says so: test.info().annotations.push({ type: "expect-status", description: "500" }).
    const allowed = testInfo.annotations
      .filter((a) => a.type === "expect-status")
      .map((a) => a.description);
    const unexpected = errors.filter((text) => {
      // The trace's DOM snapshot reads an image shown from a blob: (an upload's preview) by a fetch
      // inside the page, which the CSP's connect-src refuses (with the trace off the line is gone,
      // 6 December). The app itself fetches no blob.
      if (
        /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src /.test(
          text,
        )
      )
        return false;
      const status =
        /Failed to load resource: the server responded with a status of (\d{3})/.exec(
          text,
        )?.[1];
      return !(status && (status.startsWith("4") || allowed.includes(status)));
    });
    expect(unexpected, "console errors on the page").toEqual([]);
  },
});

/** A client address of its own for a test (benchmarking range 198.18.0.0/15, never contacted). */
export function testClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${octet()}.${octet()}`;
}

export { expect };

/** Opens `url` and waits until React has hydrated (root.tsx sets data-hydrated). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** How many pixels the page is wider than the screen (0: it does not scroll sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  );
}

/** What axe checks: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Runs axe (WCAG 2.x A and AA) and expects no violation. axe-core itself goes into each frame once
 * per document and runs there. @axe-core/playwright's AxeBuilder put the 560 KB script in again on
 * every call and finished every run in a fresh blank page: 1.4 to 2.9 s a page against 0.5 to
 * 1.2 s (6 December, docs/testing.md), with the same rules and the same result.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Colours are measured as they end up: a toast fading in (or one sliding behind another) is half
  // transparent for a moment, and axe would measure that moment. Reduced motion makes the toasts
  // skip their transitions (the library honours it); what is still running is waited for.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    const settled = Promise.all(
      finite.map((animation) => animation.finished.catch(() => undefined)),
    );
    return Promise.race([
      settled,
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  // Every frame needs its own axe: the top frame's asks the others for their part (the map's).
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window)))
      await frame.evaluate(axe.source);
  }
  const summary = await page.evaluate(
    async ({ include, tags }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(
        include ? { include: [include] } : document,
        {
          runOnly: { type: "tag", values: tags },
          // Passes and the rest are not read: axe then keeps one node of each instead of all.
          resultTypes: ["violations"],
        },
      );
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
    },
    { include, tags: AXE_TAGS },
  );
  await page.emulateMedia({ reducedMotion: null });
  expect(summary, "axe violations").toEqual([]);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Checks that take turns between the widths (axe on every page, the Arabic flows): item `index`
 * in `theme` runs at one width only, chosen when the test is declared (the projects drop the other
 * width's tag, playwright.config.ts): the desktop takes the light theme of even items and the dark
 * of odd ones, the phone the other two. So each item meets both themes and both widths, and no
 * test sets up a page only to skip it.
 */
export function widthTurn(
  index: number,
  theme: "light" | "dark",
): { tag: "@desktop-only" | "@mobile-only" } {
  const desktopTurn = (index % 2 === 0) === (theme === "light");
  return { tag: desktopTurn ? "@desktop-only" : "@mobile-only" };
}
