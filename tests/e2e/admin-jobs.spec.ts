import type { Page } from "@playwright/test";
import { login, queryOne, toast, uniqueName } from "../support/admin-helpers";
import { expect, gotoHydrated, test } from "../support/fixtures";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 180_000 });

/** The JobPosting titles in the page's structured data. */
async function postingTitles(page: Page): Promise<string[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks
    .flatMap(
      (text) =>
        [JSON.parse(text) as Record<string, unknown>].flat() as Record<
          string,
          unknown
        >[],
    )
    .filter((item) => item["@type"] === "JobPosting")
    .map((item) => String(item.title));
}

const openings = (page: Page) =>
  page.getByRole("region", { name: "Open Positions" });
const positionSelect = (page: Page) => page.getByLabel("Position of Interest");

/** Issue 18: the Careers page's openings, edited at Admin > Job Openings and shown at once. */
test("job openings: add, refuse bad input, edit, close and reopen, delete with Undo; the Careers page follows at once", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/jobs");
  await expect(
    page.getByRole("heading", { level: 1, name: "Job Openings" }),
  ).toBeVisible();
  for (const header of [
    "Position",
    "Title",
    "Department",
    "Status",
    "Posted",
    "Actions",
  ])
    await expect(
      page.getByRole("columnheader", { name: header, exact: true }),
    ).toBeVisible();
  await expect(
    page.getByRole("row", { name: /Electrical Engineer/ }),
  ).toBeVisible();

  const title = uniqueName(testInfo, "Cable Jointer");
  await page.getByRole("button", { name: "Add Opening" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Opening" });
  await dialog.getByLabel("Job Title *").fill(title);
  await dialog.getByLabel("Department *").fill("Installation <Services>");
  await dialog.getByLabel("Location *").fill("Alexandria");
  await dialog.getByLabel("Type *").fill("Full-time");
  await dialog.getByLabel("Experience *").fill("4+ years");
  await dialog
    .getByLabel("Description *")
    .fill("Joint and terminate <b>medium-voltage</b> cables on site.");
  // No requirement: refused in the browser with the form's message.
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    toast(page, "Please list at least one requirement, one a line"),
  ).toBeVisible();
  await dialog
    .getByLabel("Requirements *")
    .fill("Certified jointer\nHeat-shrink and cold-shrink joints");
  // A closing day before the posting: named beside its field.
  await dialog.getByLabel("Date Posted *").fill("2026-11-10");
  await dialog.getByLabel("Applications Close").fill("2026-11-01");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    dialog.getByText("The closing date cannot be before the date posted."),
  ).toBeVisible();
  await dialog.getByLabel("Applications Close").fill("");
  await expect(
    dialog.getByLabel(
      "Open: shown on the Careers page and in the application form",
    ),
  ).toBeChecked();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Opening added successfully")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  const slug = queryOne<{ slug: string }>(
    "select j.slug from jobs j join job_texts t on t.job_id = j.id where t.title = ?",
    title,
  )!.slug;
  expect(slug).toMatch(/^cable-jointer-/);

  // On the Careers page at once: its card (markup as text), its posting, its choice in the form.
  await gotoHydrated(page, "/careers");
  await expect(
    openings(page).getByRole("heading", { level: 3, name: title }),
  ).toBeVisible();
  await expect(
    openings(page).getByText(
      "Joint and terminate <b>medium-voltage</b> cables on site.",
    ),
  ).toBeVisible();
  await expect(
    openings(page).getByText("Installation <Services>"),
  ).toBeVisible();
  expect(await postingTitles(page)).toContain(title);
  await openings(page)
    .getByRole("link", { name: `Apply Now: ${title}` })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/careers\\?position=${slug}#apply$`),
  );
  await expect(positionSelect(page)).toHaveValue(slug);

  // An application for it stores its title; the admin's Applications screen shows it.
  const applicant = uniqueName(testInfo, "Karim Fathy");
  await page.getByRole("textbox", { name: "Full Name" }).fill(applicant);
  await page
    .getByRole("textbox", { name: "Email Address" })
    .fill(`karim.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    toast(page, "Application submitted successfully!"),
  ).toBeVisible();
  expect(
    queryOne<{ position: string }>(
      "select position from applications where full_name = ?",
      applicant,
    ),
  ).toEqual({ position: title });

  // A visitor who chose it keeps the page open while the admin closes it...
  const stale = await page.context().newPage();
  await gotoHydrated(stale, `/careers?position=${slug}`);
  await expect(positionSelect(stale)).toHaveValue(slug);
  await stale.getByRole("textbox", { name: "Full Name" }).fill("Late Visitor");
  await stale
    .getByRole("textbox", { name: "Email Address" })
    .fill(`late.${Date.now()}@example.com`);

  // Closed: gone from the page, its structured data and the form's choices at once.
  await gotoHydrated(page, "/admin/jobs");
  await row.getByRole("button", { name: `Close ${title}` }).click();
  await expect(
    toast(page, `${title} is closed: the Careers page no longer shows it`),
  ).toBeVisible();
  await expect(row.getByText("Closed", { exact: true })).toBeVisible();
  await gotoHydrated(page, "/careers");
  await expect(
    openings(page).getByRole("heading", {
      level: 3,
      name: "Electrical Engineer",
    }),
  ).toBeVisible();
  await expect(
    openings(page).getByRole("heading", { level: 3, name: title }),
  ).toHaveCount(0);
  expect(await postingTitles(page)).not.toContain(title);
  await expect(
    positionSelect(page).locator(`option[value="${slug}"]`),
  ).toHaveCount(0);
  await gotoHydrated(page, `/careers?position=${slug}`);
  await expect(positionSelect(page)).toHaveValue("");

  // ...and sends it: refused by the server, with the reason beside the position.
  await stale.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    stale.getByText(
      "This position is no longer open. Please choose another, or send a general application.",
    ),
  ).toBeVisible();
  expect(
    queryOne(
      "select id from applications where full_name = 'Late Visitor' and position = ?",
      title,
    ),
  ).toBeUndefined();
  await stale.close();

  // Reopened: back at once. Renamed: the page shows the new title, the application keeps its own.
  await gotoHydrated(page, "/admin/jobs");
  await row.getByRole("button", { name: `Reopen ${title}` }).click();
  await expect(toast(page, `${title} is open again`)).toBeVisible();
  const renamed = `${title} (MV)`;
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Opening" });
  await expect(edit.getByLabel("Job Title *")).toHaveValue(title);
  await expect(edit.getByText(`Link: /careers?position=${slug}`)).toBeVisible();
  await edit.getByLabel("Job Title *").fill(renamed);
  await edit.getByLabel("Position").fill("1");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Opening updated successfully")).toBeVisible();
  await gotoHydrated(page, "/careers");
  await expect(
    openings(page).getByRole("heading", { level: 3, name: renamed }),
  ).toBeVisible();
  expect(await postingTitles(page)).toContain(renamed);
  await gotoHydrated(page, "/admin/applications");
  const application = page.locator("li").filter({ hasText: applicant });
  await expect(application).toContainText(`Position: ${title}`);
  await expect(application).not.toContainText(renamed);

  // Deleted at once, Undo brings it back; deleted again, it leaves the page.
  await gotoHydrated(page, "/admin/jobs");
  const renamedRow = page.getByRole("row", {
    name: new RegExp(renamed.replace(/[()]/g, "\\$&")),
  });
  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  const deleted = toast(page, "Opening deleted");
  await expect(deleted).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  await expect(renamedRow).toHaveCount(0);
  await gotoHydrated(page, "/careers");
  await expect(
    openings(page).getByRole("heading", { level: 3, name: renamed }),
  ).toHaveCount(0);
});
