import { expect, gotoHydrated, sidewaysOverflow, test } from "../support/fixtures";

/**
 * The narrowest phones in use are 320 px wide: no public page may scroll sideways there. The pages
 * are the sitemap's (every public route, category, product and article), plus a search. The
 * `mobile` project is 375 px; this sets 320 itself, so one project's run is enough.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("no public page scrolls sideways at 320 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  for (const url of [...paths, "/products?q=copper"]) {
    await gotoHydrated(page, url);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${url} is ${overflow} px wider than the screen`).toBe(0);
  }
});
