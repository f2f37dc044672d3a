import { type APIRequestContext, type Page, request } from "@playwright/test";
import sharp from "sharp";
import { login, queryOne, toast, uniqueName } from "../support/admin-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * Issue 18: News in the database, edited at /admin/news (docs/decisions/026). Drafts and articles
 * whose publish time has not come show nowhere public; when the time comes they appear without a
 * write or a restart, the render cache included.
 */
test.describe.configure({ timeout: 120_000 });

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** Posts the admin form as the signed-in page would (its cookie, its origin). */
async function postNews(page: Page, fields: Record<string, string>) {
  return page.request.post("/admin/news.data", {
    multipart: {
      author: "Test Author",
      category: "Company News",
      excerpt: "An excerpt.",
      body: "Some words.",
      ...fields,
    },
    headers: { Origin: new URL(page.url()).origin },
  });
}

/** A visitor without cookies: what the render cache serves. */
async function visitor(page: Page): Promise<APIRequestContext> {
  return request.newContext({ baseURL: new URL(page.url()).origin });
}

test("publish a news article with an image: on /news and its page at once, deleted with Undo", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/news");
  await expect(
    page.getByRole("heading", { level: 1, name: "News" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", {
      name: "Edit New XLPE Extrusion Line Doubles Our Power Cable Capacity",
    }),
  ).toBeVisible();

  const title = uniqueName(testInfo, "Cable drum delivered");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Article" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog
    .getByLabel("Excerpt *")
    .fill("A drum of our cable arrived on site.");
  // A script link is refused, with the problem named by the body.
  await dialog
    .getByLabel("Body (Markdown) *")
    .fill("Read [this](javascript:alert(1)).");
  await dialog.getByLabel("Author *").fill("Nour El-Sayed");
  await dialog.getByLabel("Category *").fill("Projects");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(
    dialog.getByText(/Link "javascript:" is not allowed/),
  ).toBeVisible();

  await dialog
    .getByLabel("Body (Markdown) *")
    .fill(
      "The drum left the plant on Monday.\n\n# On site\n\n- 1,000 m of cable\n- tested twice\n\nAsk [our team](/contact).",
    );
  const png = await sharp({
    create: {
      width: 800,
      height: 450,
      channels: 3,
      background: { r: 20, g: 90, b: 160 },
    },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel("Cover image", { exact: true })
    .setInputFiles({ name: "drum.png", mimeType: "image/png", buffer: png });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Article added successfully")).toBeVisible();
  const slug = slugOf(title);
  await expect(page.getByText(`/news/${slug}`)).toBeVisible();

  // On the list at once, with its cover.
  await page.goto("/news");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title }) });
  await expect(card).toBeVisible();
  const cover = card.locator('img[src^="/uploads/"]');
  await expect(cover).toHaveCount(1);
  expect(
    await cover.evaluate(
      (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
    ),
  ).toBe(true);
  await expect(card.getByText("1 min read")).toBeVisible();

  // Its page: the Markdown as headings, a list and a link, the cover shown.
  await card.getByRole("link", { name: `Read More: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${slug}$`));
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  await expect(
    main.getByRole("heading", { level: 2, name: "On site" }),
  ).toBeVisible();
  await expect(
    main.getByRole("listitem").filter({ hasText: "1,000 m of cable" }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "our team" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(main.locator('article img[src^="/uploads/"]')).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/uploads\/[a-f0-9]{24}-\d+\.webp$/,
  );

  // Deleted: gone at once; Undo brings it back; deleted again, its address is a 404.
  await page.goto("/admin/news");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const deleted = toast(page, "Article deleted");
  await expect(deleted).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit ${title}` })).toHaveCount(
    0,
  );
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(
    page.getByRole("button", { name: `Edit ${title}` }),
  ).toBeVisible();
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(200);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("button", { name: `Edit ${title}` })).toHaveCount(
    0,
  );
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
});

test("a form sent incomplete marks each field at fault beside it and takes the focus to the first (issue 35)", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/news");
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Article" });
  const required = [
    "Title *",
    "Excerpt *",
    "Body (Markdown) *",
    "Author *",
    "Category *",
  ].map((label) => dialog.getByLabel(label, { exact: true }));
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Please fill in all required fields")).toBeVisible();
  // Each is marked, with its message beside it and tied to it for a screen reader.
  for (const field of required) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      /Please fill in all required fields/,
    );
  }
  await expect(dialog.getByLabel("Address (slug)")).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(required[0]!).toBeFocused();

  // The first still missing, in the form's order, takes the focus next time.
  await required[0]!.fill(uniqueName(testInfo, "Marked fields"));
  await required[1]!.fill("An excerpt.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(required[2]!).toBeFocused();
  await expect(required[0]!).not.toHaveAttribute("aria-invalid", "true");

  // What only the server can check (a script link) is marked and focused the same way.
  await required[2]!.fill("Read [this](javascript:alert(1)).");
  await required[3]!.fill("Nour El-Sayed");
  await required[4]!.fill("Projects");
  await dialog.getByLabel("Title *", { exact: true }).focus();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(required[2]!).toHaveAccessibleDescription(
    /Link "javascript:" is not allowed/,
  );
  await expect(required[2]!).toHaveAttribute("aria-invalid", "true");
  await expect(required[2]!).toBeFocused();
});

test("schedule a second one for tomorrow: not visible publicly, visible in the admin and in preview", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/news");
  const title = uniqueName(testInfo, "Plant open day");
  const slug = slugOf(title);
  await page.getByRole("button", { name: "Add Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Article" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Excerpt *").fill("Visit our plant.");
  await dialog
    .getByLabel("Body (Markdown) *")
    .fill("# Programme\n\nA tour of the extrusion hall.");
  await dialog.getByLabel("Author *").fill("Nour El-Sayed");
  await dialog.getByLabel("Category *").fill("Events");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Publish date and time (UTC) *")
    .fill(utcMinute(Date.now() + 24 * 3_600_000));
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Article added successfully")).toBeVisible();
  const edit = page.getByRole("button", { name: `Edit ${title}` });
  await expect(edit).toBeVisible();
  await expect(page.getByText("Scheduled").first()).toBeVisible();

  // Nowhere public.
  const anonymous = await visitor(page);
  expect(await (await anonymous.get("/news")).text()).not.toContain(title);
  expect((await anonymous.get(`/news/${slug}`)).status()).toBe(404);
  expect(await (await anonymous.get("/sitemap.xml")).text()).not.toContain(
    `/news/${slug}<`,
  );
  expect(await (await anonymous.get("/news/feed.xml")).text()).not.toContain(
    slug,
  );

  // The preview shows it as it will look, to the admin only.
  await page.getByRole("link", { name: `Preview ${title}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Programme" }),
  ).toBeVisible();
  await expect(
    page.getByRole("status").getByText(/Visitors cannot see it/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const preview = await page.request.get(page.url());
  expect(preview.headers()["cache-control"]).toBe("no-store");
  const refused = await anonymous.get(new URL(page.url()).pathname, {
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toMatch(/^\/admin\/login/);
  await anonymous.dispose();
});

test("a draft's preview is refused to visitors, and a draft is nowhere public", async ({
  page,
  browser,
}, testInfo) => {
  await login(page, "/admin/news");
  const title = uniqueName(testInfo, "Draft about copper");
  const slug = slugOf(title);
  expect(
    (
      await postNews(page, {
        intent: "create",
        title,
        slug,
        status: "draft",
        publishAt: "2025-01-01T00:00",
      })
    ).status(),
  ).toBe(200);
  const id = queryOne<{ id: number }>(
    "select id from news_articles where slug = ?",
    slug,
  )!.id;
  await page.goto("/admin/news");
  await expect(
    page.getByRole("button", { name: `Edit ${title}` }),
  ).toBeVisible();
  await page.goto(`/admin/news/${id}/preview`);
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();

  // A visitor's browser goes to the login page, and never sees the text.
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto(new URL(`/admin/news/${id}/preview`, page.url()).href);
  await expect(stranger).toHaveURL(/\/admin\/login/);
  await expect(stranger.getByText(title)).toHaveCount(0);
  const response = await stranger.goto(
    new URL(`/news/${slug}`, page.url()).href,
  );
  expect(response?.status()).toBe(404);
  await context.close();
  // An address that is no article: the 404 page, signed in too.
  expect((await page.request.get("/admin/news/999999/preview")).status()).toBe(
    404,
  );
});

test("an article scheduled seconds ahead appears on its own: no write, no restart, the cached list not stale", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/news");
  const title = uniqueName(testInfo, "Scheduled reveal");
  const slug = slugOf(title);
  const anonymous = await visitor(page);
  // Cached before: the list is kept under the current content version.
  await anonymous.get("/news");
  const at = Math.ceil((Date.now() + 8000) / 1000) * 1000;
  const publishAt = new Date(at).toISOString().slice(0, 19);
  expect(
    (
      await postNews(page, {
        intent: "create",
        title,
        slug,
        status: "published",
        publishAt,
      })
    ).status(),
  ).toBe(200);
  // Kept and served again, unless another test's write came between the two (the admin server is
  // shared): then once more.
  let again = await anonymous.get("/news");
  for (
    let attempt = 0;
    attempt < 5 && again.headers()["x-render-cache"] !== "hit";
    attempt++
  ) {
    expect(await again.text()).not.toContain(title);
    again = await anonymous.get("/news");
  }
  expect(
    again.headers()["x-render-cache"],
    "the list is served from the render cache",
  ).toBe("hit");
  expect(await again.text()).not.toContain(title);
  expect((await anonymous.get(`/news/${slug}`)).status()).toBe(404);

  await page.waitForTimeout(Math.max(0, at - Date.now() + 300));
  const after = await anonymous.get("/news");
  expect(after.headers()["x-render-cache"]).not.toBe("hit");
  expect(await after.text()).toContain(title);
  expect((await anonymous.get(`/news/${slug}`)).status()).toBe(200);
  expect(await (await anonymous.get("/sitemap.xml")).text()).toContain(
    `/news/${slug}</loc>`,
  );
  expect(await (await anonymous.get("/news/feed.xml")).text()).toContain(
    `/news/${slug}</id>`,
  );
  // And in a browser, as a visitor sees it.
  await page.goto("/news");
  await expect(
    page.getByRole("heading", { level: 3, name: title }),
  ).toBeVisible();
  await anonymous.dispose();
});

test("the news feed: Atom, well-formed, published items only, linked from the news pages", async ({
  page,
}) => {
  await login(page, "/admin/news");
  const anonymous = await visitor(page);
  const response = await anonymous.get("/news/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(
    "application/atom+xml; charset=utf-8",
  );
  const xml = await response.text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    return {
      error: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.namespaceURI,
      ids: [...doc.getElementsByTagName("entry")].map(
        (entry) => entry.getElementsByTagName("id")[0]?.textContent ?? "",
      ),
      self: doc.querySelector('link[rel="self"]')?.getAttribute("href") ?? "",
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe("http://www.w3.org/2005/Atom");
  expect(parsed.self).toMatch(/^https?:\/\/[^/]+\/news\/feed\.xml$/);
  expect(parsed.ids).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^https?:\/\/[^/]+\/news\/choosing-conductor-cross-section$/,
      ),
    ]),
  );
  for (const id of parsed.ids) {
    const path = new URL(id).pathname;
    expect((await anonymous.get(path)).status(), path).toBe(200);
  }
  await anonymous.dispose();
  for (const path of ["/news", "/news/elecx-cairo-2025"]) {
    await page.goto(path);
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute("href", /\/news\/feed\.xml$/);
  }
});
