import { test as base, expect, type Page } from "@playwright/test";
import { localeFromPath, pathWithoutLocale } from "~/lib/locale-path";

/**
 * Revisits, as a visitor makes them: every public page is loaded, reloaded, left and come back to
 * by a link and by the back button, in one browser context with its HTTP cache on. Playwright's
 * request interception (`page.route`, which the other tests' fixture uses) turns the browser's
 * HTTP cache off, which is why no test saw a revalidated page lose its scripts to its CSP: so
 * this file uses Playwright's own `test`, and nothing here intercepts a request.
 *
 * Each view must hydrate, keep the saved dark theme (applied by the inline boot script) and log no
 * error (a CSP violation is a console error).
 */
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error")
          errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) =>
        errors.push(`${page.url()}: pageerror: ${error.message}`),
      );
      await page.addInitScript(() => localStorage.setItem("theme", "dark"));
      await use(errors);
    },
    { auto: true },
  ],
});

/** The route serving a path, whatever its language: "/ar/product/3" and "/product/5" are one. */
function routeOf(path: string): string {
  return pathWithoutLocale(path)
    .replace(/^\/(product|news)\/[^/]+$/, "/$1/:id")
    .replace(/^\/categories\/[^/]+$/, "/categories/:id")
    .replace(/^\/categories\/[^/]+\/[^/]+$/, "/categories/:id/:sub");
}

/**
 * Every English page of the sitemap, and the Arabic twin of one page per route: an Arabic page is
 * its English route in the other language (docs/decisions/043), so what a revisit can break there
 * (the locale in the cache key, the Arabic font, the boot script) shows on one page per route as on
 * all; all of them doubled this file's time, the longest of the browser tests'.
 */
async function publicPaths(baseURL: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const arabicRoutes = new Set<string>();
  return all.filter((path) => {
    if (localeFromPath(path) === "en") return true;
    if (arabicRoutes.has(routeOf(path))) return false;
    arabicRoutes.add(routeOf(path));
    return true;
  });
}

/** The page at `path` has hydrated, is dark, and nothing has logged an error. */
async function expectWorking(
  page: Page,
  path: string,
  errors: string[],
  how: string,
) {
  await expect(page, how).toHaveURL((url) => url.pathname === path);
  await expect(page.locator("html"), `${how}: hydrated`).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  await expect(page.locator("html"), `${how}: saved theme applied`).toHaveClass(
    /\bdark\b/,
  );
  expect(errors, `${how}: console errors`).toEqual([]);
}

/** Follows a plain link, as a visitor clicking one in a page or an e-mail would (a document load). */
async function followLink(page: Page, path: string) {
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "revisit";
    document.body.append(link);
    // After this call has returned: a navigation inside it would end the call's own context.
    setTimeout(() => link.click(), 0);
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

// Four parts of the site, each walked in its own browser context, side by side (the workers).
test.describe.configure({ mode: "parallel" });
const PARTS = 4;

for (let part = 0; part < PARTS; part++) {
  test(`every public page works when loaded, reloaded, and come back to by a link and by the back button (part ${part + 1} of ${PARTS})`, async ({
    page,
    errors,
    baseURL,
  }) => {
    const all = await publicPaths(baseURL!);
    expect(all.length).toBeGreaterThan(20);
    const paths = all.filter((_path, index) => index % PARTS === part);
    // Four document loads a path (a reload, two links, the back button). 6 s a path ran out at the
    // very last view of a full run on the 2-core machine (27 November, 132 s for 22 paths); what is
    // tested is that each view works, not how fast.
    test.setTimeout(paths.length * 9_000);
    let revalidated = 0;
    page.on("request", async (request) => {
      if (
        request.resourceType() === "document" &&
        (await request.allHeaders())["if-none-match"]
      )
        revalidated += 1;
    });
    // Each page is reached by a link from the one before it, reloaded, left by a link, come back
    // to by the back button, left again and come back to by a link.
    await page.goto(paths[0]!);
    await expectWorking(page, paths[0]!, errors, `${paths[0]} loaded`);
    for (const [index, path] of paths.entries()) {
      const next = paths[index + 1] ?? paths[0]!;
      await page.reload();
      await expectWorking(page, path, errors, `${path} reloaded`);
      await followLink(page, next);
      await expectWorking(page, next, errors, `${next} by a link from ${path}`);
      // As the browser's back button does (page.goBack() loses the page when it comes from the
      // back/forward cache in this Chromium).
      await page.evaluate(() => void setTimeout(() => history.back(), 0));
      await page.waitForURL((url) => url.pathname === path);
      await expectWorking(page, path, errors, `${path} by the back button`);
      await followLink(page, next);
      await expectWorking(page, next, errors, `${next} by a link again`);
    }
    // The browser kept the pages and asked whether they had changed: the case these checks are for.
    expect(revalidated).toBeGreaterThan(paths.length);
  });
}
