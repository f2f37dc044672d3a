import {
  expect,
  gotoHydrated,
  sidewaysOverflow,
  test,
} from "../support/fixtures";

/**
 * The narrowest phones in use are 320 px wide: no public page may scroll sideways there. The pages
 * are the sitemap's (every public route, category, product and article), plus a search. The
 * `mobile` project is 375 px; this sets 320 itself, so one project's run is enough.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("no public page scrolls sideways at 320 px", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(paths.length).toBeGreaterThan(20);
  // The sitemap grows with the catalogue and the languages (both are listed): time per page, not
  // one figure for all (a page takes about 1 s here, up to 3 s on a busy machine).
  test.setTimeout(30_000 + paths.length * 5_000);
  for (const url of [...paths, "/products?q=copper"]) {
    await gotoHydrated(page, url);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${url} is ${overflow} px wider than the screen`).toBe(0);
  }
});
