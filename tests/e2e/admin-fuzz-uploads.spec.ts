import fs from "node:fs";
import path from "node:path";
import { e2eDataDir, login, openE2eDb } from "../support/admin-helpers";
import { checkCatalogRows, mediaIds, post, runId, signedIn, text, uploadsFiles } from "../support/admin-fuzz-kit";
import { expect, test } from "../support/fixtures";
import {
  avifTinyButHuge,
  pdfDocument,
  pngBomb,
  pngImage,
  pngZipPolyglot,
  SVG_WITH_SCRIPT,
  truncated,
  zipWithPngHeader,
} from "../support/hostile-uploads";

/**
 * Hostile image uploads on the admin server: each is refused with its message and leaves nothing on
 * disk or in the database, through the API and through the product dialog; a real image is stored.
 * The markup is the same at every width: admin-desktop alone runs it (playwright.config.ts).
 */
// Generous: the machine running `npm test` may be busy.
test.describe.configure({ timeout: 180_000 });

test.describe("hostile image uploads", () => {
  const samples: [string, () => Buffer | Promise<Buffer>, RegExp][] = [
    ["a PDF named .png", () => pdfDocument(), /This file is not an image/],
    [
      "a text file named .webp",
      () => Buffer.from("hello, not a picture"),
      /This file is not an image/,
    ],
    [
      "an SVG with a script",
      () => Buffer.from(SVG_WITH_SCRIPT),
      /This file is not an image/,
    ],
    ["a 30000x30000 PNG bomb", () => pngBomb(), /at most 25 megapixels/],
    [
      "a 900-byte 6000x6000 AVIF",
      () => avifTinyButHuge(),
      /This image is 6000 × 6000 pixels \(36 megapixels\); AVIF images can be at most 8 megapixels/,
    ],
    [
      "a truncated PNG",
      () => truncated(pngImage(400, 300)),
      /could not be read/,
    ],
    [
      "a PNG with a ZIP appended",
      () => pngZipPolyglot(),
      /other data attached/,
    ],
    [
      "a ZIP with a PNG header",
      () => zipWithPngHeader(),
      /not an image|could not be read|other data attached/,
    ],
  ];

  test("each is refused with its message, nothing written to disk or database; a real image is stored", async () => {
    const api = await signedIn();
    try {
      for (const [label, build, message] of samples) {
        const bytes = await build();
        const filesBefore = new Set(uploadsFiles());
        const mediaBefore = mediaIds();
        for (const [page, fields] of [
          [
            "products",
            {
              intent: text("create"),
              name: text(`Upload ${label} ${runId}`),
              category: text("stranded"),
            },
          ],
          [
            "categories",
            { intent: text("create"), name: text(`Upload ${label} ${runId}`) },
          ],
          [
            "clients",
            {
              intent: text("create"),
              name: text(`Upload ${label} ${runId}`),
              industry: text("X"),
              description: text("Y"),
            },
          ],
        ] as const) {
          const response = await post(
            api,
            `/admin/${page}`,
            fields,
            "data-multipart",
            {
              image: {
                name: label.endsWith(".webp") ? "image.webp" : "image.png",
                type: "image/png",
                bytes,
              },
            },
          );
          expect(response.status(), `${label} on ${page}`).toBe(400);
          expect(await response.text(), `${label} on ${page}`).toMatch(message);
        }
        const db = openE2eDb();
        try {
          for (const table of ["products", "categories", "clients"]) {
            expect(
              db
                .prepare(`select count(*) as n from ${table} where name = ?`)
                .get(`Upload ${label} ${runId}`),
            ).toEqual({ n: 0 });
          }
        } finally {
          db.close();
        }
        // Other tests may upload at the same time: anything new must belong to one of their rows.
        const added = uploadsFiles().filter((name) => !filesBefore.has(name));
        const newMedia = [...mediaIds()].filter((id) => !mediaBefore.has(id));
        expect(
          added.filter((name) => !newMedia.some((id) => name.startsWith(id))),
          `${label}: files left behind`,
        ).toEqual([]);
      }
      expect(
        (
          await post(
            api,
            "/admin/categories",
            { intent: text("create"), name: text(`fuzz-uploads-${runId}`) },
            "data-multipart",
          )
        ).status(),
      ).toBe(200);
      const good = await post(
        api,
        "/admin/products",
        {
          intent: text("create"),
          name: text(`Upload good ${runId}`),
          category: text(`fuzz-uploads-${runId}`),
        },
        "data-multipart",
        {
          image: {
            name: "cable.png",
            type: "image/png",
            bytes: pngImage(800, 600),
          },
        },
      );
      expect(good.status()).toBe(200);
      const db = openE2eDb();
      try {
        const row = db
          .prepare("select image from products where name = ?")
          .get(`Upload good ${runId}`) as { image: string };
        expect(row.image).toMatch(/^\/uploads\/[a-f0-9]{24}-\d+\.webp$/);
        expect(fs.existsSync(path.join(e2eDataDir(), row.image))).toBe(true);
      } finally {
        db.close();
      }
    } finally {
      await api.dispose();
    }
    checkCatalogRows();
  });
});

test.describe("hostile images in the admin form", () => {
  test("the product dialog shows why each is refused, and nothing is stored", async ({
    page,
  }) => {
    await login(page, "/admin/products");
    // The bomb is left to the API test above: the dialog's preview would make the browser decode it.
    for (const [label, bytes, message] of [
      [
        "an SVG with a script",
        Buffer.from(SVG_WITH_SCRIPT),
        "This file is not an image.",
      ],
      [
        "a truncated PNG",
        truncated(pngImage(400, 300)),
        "This image could not be read. It may be damaged.",
      ],
      [
        "a PNG with a ZIP appended",
        pngZipPolyglot(),
        "This image has other data attached to it.",
      ],
    ] as const) {
      const name = `Dialog upload ${label} ${runId}`;
      await page.getByRole("button", { name: "Add Product" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Product" });
      await dialog.getByLabel("Name *", { exact: true }).fill(name);
      await dialog.getByLabel("Product Image", { exact: true }).setInputFiles({
        name: "cable.png",
        mimeType: "image/png",
        buffer: bytes,
      });
      await dialog.getByRole("button", { name: "Create" }).click();
      await expect(dialog.getByText(message), label).toBeVisible();
      const db = openE2eDb();
      try {
        expect(
          db
            .prepare("select count(*) as n from products where name = ?")
            .get(name),
          label,
        ).toEqual({ n: 0 });
      } finally {
        db.close();
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    checkCatalogRows();
  });
});
