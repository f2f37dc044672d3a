import { test as base, expect, type Page } from "@playwright/test";
import { localeFromPath, pathWithoutLocale } from "~/lib/locale/locale-path";

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
 * The sitemap's pages: one of each route in each language is revisited, the others are loaded
 * once. What a revisit can break is the route's and the language's, not one product's or
 * article's: the cache key and its Vary, the validators, a revalidated document's scripts under its
 * CSP, the boot script's theme, the Arabic font. Every page of the sitemap revisited, four loads
 * each, was the longest file of the browser tests (docs/testing.md); each page still hydrates here.
 */
async function publicPaths(
  baseURL: string,
): Promise<{ revisited: string[]; loaded: string[] }> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const seen = new Set<string>();
  const revisited: string[] = [];
  const loaded: string[] = [];
  for (const path of all) {
    const key = `${localeFromPath(path)} ${routeOf(path)}`;
    (seen.has(key) ? loaded : revisited).push(path);
    seen.add(key);
  }
  return { revisited, loaded };
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
  test(`a page of every route works when loaded, reloaded, and come back to by a link and by the back button, and every other page when loaded (part ${part + 1} of ${PARTS})`, async ({
    page,
    errors,
    baseURL,
  }) => {
    const { revisited, loaded } = await publicPaths(baseURL!);
    expect(revisited.length).toBeGreaterThan(30);
    const paths = revisited.filter((_path, index) => index % PARTS === part);
    const once = loaded.filter((_path, index) => index % PARTS === part);
    // Four document loads a path (a reload, two links, the back button). 6 s a path ran out at the
    // very last view of a full run on the 2-core machine (27 November, 132 s for 22 paths); what is
    // tested is that each view works, not how fast.
    test.setTimeout(paths.length * 9_000 + once.length * 3_000);
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
    // The other pages of the same routes, each reached by a link from the one before.
    for (const path of once) {
      await followLink(page, path);
      await expectWorking(page, path, errors, `${path} by a link`);
    }
  });
}
