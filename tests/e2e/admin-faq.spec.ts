import { expect, test } from "../support/fixtures";
import { login, toast, uniqueName } from "../support/admin-helpers";

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

/** Issue 18: the quality page's FAQ, edited in the admin and shown on the public page at once. */
test("the quality FAQ: add in a place, edit, refuse bad input, markup stays text, delete with Undo", async ({
  page,
}, testInfo) => {
  await login(page, "/admin/faq");
  await expect(
    page.getByRole("heading", { level: 1, name: "Quality FAQ" }),
  ).toBeVisible();
  for (const header of ["Position", "Question", "Answer", "Actions"]) {
    await expect(
      page.getByRole("columnheader", { name: header, exact: true }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole("row", {
      name: /Which standards do your products comply with\?/,
    }),
  ).toBeVisible();

  const question = uniqueName(testInfo, "Do you deliver to Libya?");
  await page.getByRole("button", { name: "Add Question" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Question" });
  // No answer: refused with the form's message, nothing stored.
  await dialog.getByLabel("Question *").fill(question);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(toast(page, "Please fill in all required fields")).toBeVisible();
  // A position that is not a whole number: named beside its field.
  await dialog
    .getByLabel("Answer *")
    .fill("Yes: by road from Alexandria, <b>7 days</b> & customs cleared.");
  await dialog.getByLabel("Position").fill("1.5");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(
    dialog.getByText("Position must be a whole number: 1.5 has a fraction.", {
      exact: false,
    }),
  ).toBeVisible();
  await dialog.getByLabel("Position").fill("1");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(toast(page, "Question added successfully")).toBeVisible();
  const row = page.getByRole("row", {
    name: new RegExp(question.replace(/[?]/g, "\\?")),
  });
  await expect(row).toBeVisible();

  // On the public page at once, before the questions that were there, its markup as plain text.
  await page.goto("/quality-control");
  const faq = page.getByRole("main").locator("details");
  const mine = faq.filter({ hasText: question });
  await expect(mine).toHaveCount(1);
  const firstSeed = faq.filter({
    hasText: "Which tests does every cable pass before it leaves the factory?",
  });
  const order = await faq.evaluateAll(
    (items, q) =>
      items.map((item) => (item.textContent ?? "").includes(q as string)),
    question,
  );
  const seedOrder = await faq.evaluateAll((items) =>
    items.map((item) =>
      (item.textContent ?? "").includes("Which tests does every cable pass"),
    ),
  );
  expect(order.indexOf(true)).toBeLessThan(seedOrder.indexOf(true));
  await expect(firstSeed).toHaveCount(1);
  await mine.locator("summary").click();
  await expect(
    mine.getByText(
      "Yes: by road from Alexandria, <b>7 days</b> & customs cleared.",
    ),
  ).toBeVisible();
  await expect(mine.locator("b")).toHaveCount(0);

  // Edited: the page shows the new answer.
  await page.goto("/admin/faq");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await row.getByRole("button", { name: `Edit ${question}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Question" });
  await expect(edit.getByLabel("Question *")).toHaveValue(question);
  await edit.getByLabel("Answer *").fill("Yes, within 7 days.");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Question updated successfully")).toBeVisible();
  await page.goto("/quality-control");
  await mine.locator("summary").click();
  await expect(mine.getByText("Yes, within 7 days.")).toBeVisible();

  // Deleted at once, Undo brings it back; deleted again, it leaves the public page.
  await page.goto("/admin/faq");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await row.getByRole("button", { name: `Delete ${question}` }).click();
  const deleted = toast(page, "Question deleted");
  await expect(deleted).toBeVisible();
  await expect(row).toHaveCount(0);
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${question}` }).click();
  await expect(row).toHaveCount(0);
  await page.goto("/quality-control");
  await expect(
    page.getByRole("main").locator("details").filter({ hasText: question }),
  ).toHaveCount(0);
});
