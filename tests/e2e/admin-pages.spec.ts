import {
  holdRow,
  login,
  queryOne,
  releaseRows,
  toast,
  uniqueName,
} from "../support/admin-helpers";
import { expect, gotoHydrated, test } from "../support/fixtures";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

/**
 * Issue 18 (decision 029): the legal pages and the About page's texts, edited in the admin and
 * shown at once. The desktop writes (and puts back) the privacy policy and the first value; the
 * phone only opens the screens and has unsafe Markdown refused, so the two never edit one row.
 */
// A shared row held for a test is let go after it, passed or not (holdRow).
test.afterEach(releaseRows);

test("legal pages: the privacy policy's Markdown body on the public page at once; unsafe links refused; raw HTML stays text @desktop-only", async ({
  page,
}, testInfo) => {
  const original = queryOne<{ body: string; updated: string }>(
    "select t.body, p.updated from legal_page_texts t join legal_pages p on p.slug = t.slug where t.slug = 'privacy' and t.locale = 'en'",
  )!;
  const heading = uniqueName(testInfo, "What changed");
  await login(page, "/admin/pages");
  await expect(
    page.getByRole("heading", { level: 1, name: "Legal Pages" }),
  ).toBeVisible();
  for (const name of ["Privacy Policy", "Terms of Service", "Cookie Policy"])
    await expect(
      page.getByRole("row", { name: new RegExp(name) }),
    ).toBeVisible();

  await page.getByRole("button", { name: "Edit Privacy Policy" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Page" });
  await expect(dialog.getByLabel("Body (Markdown) *")).toHaveValue(
    /^# What we collect\n\nWe only receive information/,
  );
  // A javascript: link is refused by the body field, and nothing is stored.
  await dialog
    .getByLabel("Body (Markdown) *")
    .fill("# Hello\n\n[Click me](javascript:alert(document.cookie))");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(
    dialog.getByText('Link "javascript:" is not allowed', { exact: false }),
  ).toBeVisible();

  await dialog.getByLabel("Last updated *").fill("2026-02-30");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(
    dialog.getByText("Please enter the date as YYYY-MM-DD"),
  ).toBeVisible();
  await dialog.getByLabel("Last updated *").fill("2026-11-27");
  await dialog
    .getByLabel("Body (Markdown) *")
    .fill(
      `# ${heading}\n\nWe now keep **nothing** at all. Ask us at [our contact page](/contact).\n\n- First point\n- Second point\n\n<script>alert(1)</script>`,
    );
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Page updated successfully")).toBeVisible();

  await gotoHydrated(page, "/privacy-policy");
  const article = page.locator("article");
  await expect(
    article.getByRole("heading", { level: 2, name: heading }),
  ).toBeVisible();
  await expect(article.locator("strong", { hasText: "nothing" })).toBeVisible();
  await expect(
    article.getByRole("link", { name: "our contact page" }),
  ).toHaveAttribute("href", "/contact");
  await expect(article.getByRole("listitem")).toHaveText([
    "First point",
    "Second point",
  ]);
  await expect(article.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page.getByText("Last updated: November 27, 2026")).toBeVisible();
  await expect(
    article.getByRole("heading", { name: "What we collect" }),
  ).toHaveCount(0);

  // Put back as it was, for the other tests on this server.
  await gotoHydrated(page, "/admin/pages");
  await page.getByRole("button", { name: "Edit Privacy Policy" }).click();
  await dialog.getByLabel("Last updated *").fill(original.updated);
  await dialog.getByLabel("Body (Markdown) *").fill(original.body);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Page updated successfully")).toBeVisible();
  await gotoHydrated(page, "/privacy-policy");
  await expect(
    page
      .locator("article")
      .getByRole("heading", { level: 2, name: "What we collect" }),
  ).toBeVisible();
});

test("About page: a value's title, text and icon, and the mission, on the About page at once @desktop-only", async ({
  page,
}, testInfo) => {
  await holdRow("about");
  const title = uniqueName(testInfo, "Quality First");
  const mission = queryOne<{ mission: string }>(
    "select mission from about_texts where locale = 'en'",
  )!.mission;
  await login(page, "/admin/about");
  await expect(
    page.getByRole("heading", { level: 1, name: "About Page" }),
  ).toBeVisible();
  await expect(page.getByLabel("Our Story *")).toHaveValue(
    // The year is Company details' founding year, filled in on the page (decision 055).
    /^Cableworks was founded in \{foundedYear\}/,
  );

  await page.getByRole("button", { name: "Edit Quality Excellence" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Value" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog
    .getByLabel("Description *")
    .fill("Tested twice, <b>shipped once</b>.");
  await dialog.getByLabel("Icon").selectOption("Lightbulb");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Value updated successfully")).toBeVisible();

  await page.getByLabel("Our Mission *").fill(`${mission} ${title}.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "About page saved successfully")).toBeVisible();

  await gotoHydrated(page, "/about");
  const value = page.getByRole("listitem").filter({ hasText: title });
  await expect(
    value.getByRole("heading", { level: 3, name: title }),
  ).toBeVisible();
  await expect(
    value.getByText("Tested twice, <b>shipped once</b>."),
  ).toBeVisible();
  await expect(value.locator("b")).toHaveCount(0);
  await expect(value.locator(".icon-lightbulb")).toHaveCount(1);
  await expect(page.getByText(`${mission} ${title}.`)).toBeVisible();

  // Put back.
  await gotoHydrated(page, "/admin/about");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await dialog.getByLabel("Title *").fill("Quality Excellence");
  await dialog
    .getByLabel("Description *")
    .fill(
      "Every drum is tested before it leaves the plant, and every test result is recorded and traceable to its production lot.",
    );
  await dialog.getByLabel("Icon").selectOption("Award");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Value updated successfully")).toBeVisible();
  await page.getByLabel("Our Mission *").fill(mission);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "About page saved successfully")).toBeVisible();
});

test("on a phone: the legal pages and the About screen; a data: link refused, nothing stored @mobile-only", async ({
  page,
}) => {
  await login(page, "/admin/pages");
  await page.getByRole("button", { name: "Edit Terms of Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Page" });
  await dialog
    .getByLabel("Body (Markdown) *")
    .fill("[x](data:text/html,<script>alert(1)</script>)");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(
    dialog.getByText('Link "data:" is not allowed', { exact: false }),
  ).toBeVisible();
  expect(
    queryOne<{ body: string }>(
      "select body from legal_page_texts where slug = 'terms' and locale = 'en'",
    )!.body,
  ).not.toContain("data:text/html");
  await page.keyboard.press("Escape");
  await gotoHydrated(page, "/admin/about");
  await expect(
    page.getByRole("button", { name: "Edit Customer Focus" }),
  ).toBeVisible();
});
