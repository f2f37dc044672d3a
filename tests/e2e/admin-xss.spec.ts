import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  COMPANY_FORM,
  login,
  openE2eDb,
  queryOne,
} from "../support/admin-helpers";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { pdfDocument } from "../support/hostile-uploads";

/**
 * Stored script payloads render as text: every admin-editable text shown on a public page (and a
 * visitor's message shown in the admin inbox) is saved with script and HTML payloads, then the
 * public and admin pages that show it are opened. Any dialog fails the test, as does any element
 * the payload would create; an inline handler the CSP blocked would show as a console error, which
 * fails it too (fixtures.ts). The payload must be there as visible text. The markup is the same at
 * every width: admin-desktop alone runs this file (playwright.config.ts).
 */

const PAYLOAD = `<script>alert(1)</script>"><img src=x onerror=alert(1)><svg/onload=alert(1)>`;
const LINK = "javascript:alert(1)";

/** The CSP of the document each page last loaded. */
const documentPolicies = new WeakMap<Page, string>();

async function expectInert(page: Page, where: string) {
  await expect(
    page.locator('img[src="x"]'),
    `${where}: injected img`,
  ).toHaveCount(0);
  await expect(
    page.locator("svg[onload]"),
    `${where}: injected svg`,
  ).toHaveCount(0);
  await expect(
    page.locator('a[href^="javascript:"]'),
    `${where}: javascript: link`,
  ).toHaveCount(0);
  // Every script on the page is the page's own: a file of the build, or inline text whose hash
  // the page's CSP names (app/server/platform/csp.server.ts); a stored payload would be neither.
  const allowed: string[] = [
    ...(documentPolicies.get(page)?.match(/'sha256-[^']+'/g) ?? []),
  ];
  const foreign = await page.evaluate(async (hashes) => {
    const found: string[] = [];
    for (const script of document.querySelectorAll("script")) {
      // Data blocks never run: the structured data, and the page's copy (docs/decisions/039).
      if (
        script.type === "application/ld+json" ||
        (script.type === "application/json" && script.id === "locale-data")
      )
        continue;
      if (script.src) {
        if (!new URL(script.src).pathname.startsWith("/assets/"))
          found.push(script.src);
        continue;
      }
      const digest = await crypto.subtle.digest(
        "SHA-256",
        new TextEncoder().encode(script.textContent ?? ""),
      );
      const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      if (!hashes.includes(hash))
        found.push((script.textContent ?? "").slice(0, 80));
    }
    return found;
  }, allowed);
  expect(foreign, `${where}: scripts the page did not write`).toEqual([]);
}

test("stored script payloads render as text on public and admin pages", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on("response", (response) => {
    if (
      response.request().resourceType() === "document" &&
      response.frame() === page.mainFrame()
    ) {
      documentPolicies.set(
        page,
        response.headers()["content-security-policy"] ?? "",
      );
    }
  });
  page.on("dialog", async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await login(page, "/admin");
  const tag = Date.now().toString(36);
  const text = (field: string) => `${field} ${tag} ${PAYLOAD}`;
  // For fields shorter than the whole payload (a slide's title, a statistic's label, a value's title).
  const short = (field: string) =>
    `${field} ${tag} <img src=x onerror=alert(1)>`;
  const post = async (
    path: string,
    form: Record<
      string,
      string | { name: string; mimeType: string; buffer: Buffer }
    >,
  ) => {
    const response = await page.request.post(`${path}.data`, {
      multipart: form,
      headers: { Origin: baseURL! },
    });
    expect(
      response.status(),
      `${path} ${JSON.stringify(form).slice(0, 80)}`,
    ).toBe(200);
  };

  await post("/admin/categories", { intent: "create", name: text("Category") });
  const category = queryOne<{ id: string }>(
    "select id from categories where name = ?",
    text("Category"),
  )!.id;
  await post(`/admin/categories/${encodeURIComponent(category)}`, {
    intent: "create",
    name: text("Subcategory"),
  });
  await post("/admin/products", {
    intent: "create",
    name: text("Product"),
    category,
    description: text("Description"),
    unit: `m ${PAYLOAD}`.slice(0, 40),
    voltage: text("Voltage"),
    availableColors: text("Colours"),
    features: JSON.stringify([
      { title: text("Feature"), description: text("Feature text") },
    ]),
    applications: JSON.stringify([text("Application"), LINK]),
  });
  const product = queryOne<{ id: string }>(
    "select id from products where name = ?",
    text("Product"),
  )!.id;
  await post("/admin/certifications", {
    intent: "create",
    title: text("Certification"),
    category: text("Cert category"),
    description: text("Cert description"),
    icon: "Award",
    status: text("Status"),
    validUntil: LINK,
  });
  await post("/admin/clients", {
    intent: "create",
    name: text("Client"),
    industry: text("Industry"),
    description: text("Client description"),
  });
  await post("/admin/faq", {
    intent: "create",
    question: text("Question"),
    answer: text("Answer"),
    position: "",
  });
  await post("/admin/jobs", {
    intent: "create",
    title: text("Job"),
    department: text("Department"),
    location: text("Location"),
    type: text("Type"),
    experience: `${tag} ${PAYLOAD}`.slice(0, 60),
    description: text("Job description"),
    requirements: `${text("Requirement")}\n${LINK}`,
    datePosted: "2026-11-01",
    open: "on",
    position: "",
  });
  const upload = await page.request.post("/admin/downloads.data", {
    multipart: {
      intent: "create",
      tab: "certifications",
      title: text("Download"),
      description: text("Download description"),
      position: "",
      file: {
        name: `${PAYLOAD}.pdf`,
        mimeType: "application/pdf",
        buffer: pdfDocument(),
      },
    },
    headers: { Origin: baseURL! },
  });
  expect(upload.status()).toBe(200);
  // The company's details: one row, put back as the migration stored it at the end.
  await post("/admin/settings", {
    ...COMPANY_FORM,
    street: text("Street"),
    businessHours: text("Hours"),
  });
  // The home page's, About page's and legal pages' texts (decision 029): a slide of our own, and
  // fixed rows no other test edits (the second statistic, the fourth value, the terms), put back at
  // the end.
  const db = openE2eDb();
  const saved = {
    stat: db
      .prepare(
        "select label from home_stat_texts where stat_id = 2 and locale = 'en'",
      )
      .get() as { label: string },
    value: db
      .prepare(
        "select title, description from core_value_texts where value_id = 4 and locale = 'en'",
      )
      .get() as { title: string; description: string },
    terms: db
      .prepare(
        "select title, description, intro, body from legal_page_texts where slug = 'terms' and locale = 'en'",
      )
      .get() as Record<string, string>,
  };
  const picture = await sharp({
    create: {
      width: 640,
      height: 360,
      channels: 3,
      background: { r: 1, g: 2, b: 3 },
    },
  })
    .png()
    .toBuffer();
  await post("/admin/home", {
    intent: "create",
    tagline: short("Tagline"),
    title: short("Slide"),
    subtitle: text("Subtitle"),
    description: text("Slide text"),
    alt: text("Alt"),
    position: "1",
    image: { name: "x.png", mimeType: "image/png", buffer: picture },
  });
  await post("/admin/home", {
    kind: "stat",
    intent: "update",
    id: "2",
    label: short("Stat"),
    value: "120",
  });
  await post("/admin/about", {
    intent: "update",
    id: "4",
    title: short("Value"),
    description: text("Value text"),
    icon: "Users",
  });
  await post("/admin/pages", {
    intent: "update",
    id: "terms",
    title: text("Legal title"),
    description: text("Legal description"),
    updated: "2026-11-27",
    intro: text("Legal intro"),
    body: `# ${text("Legal heading")}\n\n${text("Legal body")}\n\n[${text("Legal link")}](/contact)`,
  });
  // A news body is Markdown: typed HTML stays text, and a javascript: link is refused outright.
  const newsFields = {
    intent: "create",
    title: text("News"),
    slug: `xss-${tag}`,
    excerpt: text("Excerpt"),
    body: `# ${text("Heading")}\n\n${text("Body")}\n\n<a href="${LINK}">raw link</a>`,
    author: text("Author"),
    category: text("NewsCategory"),
    status: "published",
    publishAt: "2025-01-01T00:00",
    seoTitle: text("SeoTitle"),
  };
  await post("/admin/news", newsFields);
  for (const body of [
    `[click](${LINK})`,
    `[click](<${LINK}>)`,
    `![x](${LINK})`,
  ]) {
    const refused = await page.request.post("/admin/news.data", {
      multipart: { ...newsFields, slug: `xss-refused-${tag}`, body },
      headers: { Origin: baseURL! },
    });
    expect(refused.status(), body).toBe(400);
    expect(await refused.text(), body).toContain("is not allowed");
  }
  const newsId = queryOne<{ id: number }>(
    "select id from news_articles where slug = ?",
    `xss-${tag}`,
  )!.id;
  const feed = await page.request.get("/news/feed.xml");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).not.toMatch(/<script|<img|<svg|href="javascript/i);
  const contact = await page.request.post("/contact.data", {
    multipart: {
      email: `xss.${tag}@example.com`,
      subject: text("Subject"),
      message: text("Message"),
      firstName: text("First"),
    },
  });
  expect(contact.status()).toBe(200);

  const visits: [string, string[]][] = [
    [
      `/product/${encodeURIComponent(product)}`,
      ["Product", "Description", "Voltage"],
    ],
    [`/categories/${encodeURIComponent(category)}`, ["Product", "Category"]],
    [`/products?q=${encodeURIComponent(tag)}`, ["Product"]],
    ["/certifications", ["Certification", "Cert description"]],
    ["/", ["Client", "Street"]],
    ["/contact", ["Street", "Hours"]],
    ["/admin/products", ["Product"]],
    ["/admin/categories", ["Category"]],
    [`/admin/categories/${encodeURIComponent(category)}`, ["Subcategory"]],
    ["/admin/certifications", ["Certification"]],
    ["/admin/clients", ["Client"]],
    ["/quality-control", ["Question", "Answer"]],
    ["/admin/faq", ["Question"]],
    [
      "/careers",
      [
        "Job",
        "Department",
        "Location",
        "Type",
        "Job description",
        "Requirement",
      ],
    ],
    ["/admin/jobs", ["Job", "Department"]],
    ["/downloads?tab=certifications", ["Download", "Download description"]],
    ["/admin/downloads", ["Download", "Download description"]],
    ["/news", ["News", "Excerpt", "NewsCategory"]],
    [`/news/xss-${tag}`, ["News", "Heading", "Body", "Author"]],
    ["/admin/news", ["News"]],
    [`/admin/news/${newsId}/preview`, ["News", "Body"]],
    ["/admin/messages", ["Subject", "Message"]],
    ["/", ["Slide text", "Subtitle"]],
    ["/about", ["Value text"]],
    [
      "/terms-of-service",
      [
        "Legal title",
        "Legal intro",
        "Legal heading",
        "Legal body",
        "Legal link",
      ],
    ],
    ["/admin/pages", ["Legal title"]],
  ];
  for (const [url, fields] of visits) {
    await gotoHydrated(page, url);
    for (const field of fields)
      await expect(
        page.getByText(text(field)).first(),
        `${url}: ${field} as text`,
      ).toBeAttached();
    await expectInert(page, url);
  }
  for (const [url, fields] of [
    ["/", ["Tagline", "Slide", "Stat"]],
    ["/admin/home", ["Slide", "Stat"]],
    ["/about", ["Value"]],
    ["/admin/about", ["Value"]],
  ] as const) {
    await gotoHydrated(page, url);
    for (const field of fields)
      await expect(
        page.getByText(short(field)).first(),
        `${url}: ${field} as text`,
      ).toBeAttached();
    await expectInert(page, url);
  }
  // The product's tabs render their text only when chosen.
  await gotoHydrated(page, `/product/${encodeURIComponent(product)}`);
  await page.getByRole("tab", { name: "Features" }).click();
  await expect(page.getByText(text("Feature text")).first()).toBeVisible();
  await page.getByRole("tab", { name: "Applications" }).click();
  await expect(page.getByText(text("Application")).first()).toBeVisible();
  await expect(page.getByText(LINK).first()).toBeVisible();
  await expectInert(page, "product tabs");
  await page.waitForTimeout(300);
  expect(dialogs, "dialogs opened by a payload").toEqual([]);
  await post("/admin/settings", { ...COMPANY_FORM });
  db.prepare(
    "update hero_slides set deleted_at = unixepoch() * 1000 where id = (select slide_id from hero_slide_texts where title = ?)",
  ).run(short("Slide"));
  db.prepare(
    "update home_stat_texts set label = ? where stat_id = 2 and locale = 'en'",
  ).run(saved.stat.label);
  db.prepare(
    "update core_value_texts set title = ?, description = ? where value_id = 4 and locale = 'en'",
  ).run(saved.value.title, saved.value.description);
  db.prepare(
    "update legal_page_texts set title = ?, description = ?, intro = ?, body = ? where slug = 'terms' and locale = 'en'",
  ).run(
    saved.terms.title,
    saved.terms.description,
    saved.terms.intro,
    saved.terms.body,
  );
  db.close();
});
