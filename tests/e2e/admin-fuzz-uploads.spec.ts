import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { downloadFormSchema } from "~/lib/forms/admin/downloads";
import { e2eDataDir, login, openE2eDb } from "../support/admin-helpers";
import {
  checkCatalogRows,
  foreignSafe,
  goodName,
  intents,
  mediaIds,
  plausible,
  post,
  runId,
  signedIn,
  statusOk,
  test as adminTest,
  text,
  uploadsFiles,
} from "../support/admin-fuzz-kit";
import { expect, test } from "../support/fixtures";
import {
  fieldOf,
  hostileText,
  runOptions,
  textFields,
  transport,
} from "../support/fuzz-kit";
import {
  avifTinyButHuge,
  EXECUTABLE,
  HTML_PAGE,
  pdfDocument,
  pdfHtmlPolyglot,
  pdfWithJavaScript,
  pdfWithPackedScript,
  pdfWithRemoteShareLink,
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

/** The Downloads page's stored PDFs on the admin server's disk. */
function documentFiles(): string[] {
  const dir = path.join(e2eDataDir(), "documents");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

interface DownloadRow {
  id: number;
  file: string;
  stored_file: string | null;
  bytes: number | null;
  uploaded_at: number | null;
}

function downloadRow(id: number | string): DownloadRow | undefined {
  const db = openE2eDb();
  try {
    return db
      .prepare(
        "select id, file, stored_file, bytes, uploaded_at from downloads where id = ?",
      )
      .get(Number(id)) as DownloadRow | undefined;
  } finally {
    db.close();
  }
}

/**
 * Every stored PDF belongs to an entry and every entry's file is on disk. Another test may be
 * between writing its file and its row (or replacing one): look twice.
 */
function checkDocumentFiles() {
  const db = openE2eDb();
  try {
    const referenced = () =>
      new Set(
        (
          db
            .prepare(
              "select stored_file from downloads where stored_file is not null",
            )
            .all() as { stored_file: string }[]
        ).map((row) => row.stored_file),
      );
    for (const name of referenced()) {
      expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(
        fs.existsSync(path.join(e2eDataDir(), "documents", name)),
        `the file of ${name}`,
      ).toBe(true);
    }
    const orphans = documentFiles().filter((name) => !referenced().has(name));
    if (orphans.length) {
      const again = referenced();
      expect(
        orphans.filter(
          (name) => !again.has(name) && documentFiles().includes(name),
        ),
        "PDFs no entry names",
      ).toEqual([]);
    }
    for (const row of db
      .prepare(
        "select t.title, t.description, d.tab from downloads d join download_texts t on t.download_id = d.id and t.locale = 'en'",
      )
      .all() as Record<string, string>[])
      expect(
        downloadFormSchema.safeParse(row).success,
        `download ${row.title}`,
      ).toBe(true);
    // The Arabic rows pass it as the Arabic fields (either may be empty, not both).
    for (const row of db
      .prepare(
        "select t.title, t.description, d.tab from downloads d join download_texts t on t.download_id = d.id and t.locale = 'ar'",
      )
      .all() as Record<string, string>[]) {
      expect(
        downloadFormSchema.safeParse({
          tab: row.tab,
          title: "T",
          description: "D",
          titleAr: row.title,
          descriptionAr: row.description,
        }).success,
      ).toBe(true);
      expect(`${row.title}${row.description}`).not.toBe("");
    }
  } finally {
    db.close();
  }
}

adminTest.describe("hostile PDF uploads to the Downloads page", () => {
  /** Each is refused with its message, whether adding or replacing: nothing stored, nothing changed. */
  const samples: [string, () => Buffer, number, RegExp][] = [
    ["a program renamed .pdf", () => EXECUTABLE, 400, /This file is not a PDF/],
    ["a web page renamed .pdf", () => HTML_PAGE, 400, /This file is not a PDF/],
    [
      "a PNG renamed .pdf",
      () => pngImage(40, 30),
      400,
      /This file is not a PDF/,
    ],
    [
      "a ZIP renamed .pdf",
      () => zipWithPngHeader(),
      400,
      /This file is not a PDF/,
    ],
    [
      "a PDF that runs JavaScript",
      () => pdfWithJavaScript(),
      400,
      /contains scripts or web page code/,
    ],
    [
      "a script packed in an object stream",
      () => pdfWithPackedScript(),
      400,
      /contains scripts or web page code/,
    ],
    [
      "a PDF/HTML polyglot",
      () => pdfHtmlPolyglot(),
      400,
      /contains scripts or web page code/,
    ],
    [
      "a link to a remote share",
      () => pdfWithRemoteShareLink(),
      400,
      /opens another file or program/,
    ],
    [
      "a PDF cut off",
      () => truncated(pdfDocument()),
      400,
      /damaged or incomplete/,
    ],
    [
      "a PDF of 5 MB and one byte",
      () =>
        Buffer.concat([
          pdfDocument(),
          Buffer.alloc(5 * 1024 * 1024 + 1 - pdfDocument().length),
        ]),
      400,
      /larger than 5 MB/,
    ],
    [
      "a PDF over the 6 MB body limit",
      () => Buffer.concat([pdfDocument(), Buffer.alloc(6 * 1024 * 1024)]),
      413,
      /too large/,
    ],
    ["an empty file", () => Buffer.alloc(0), 400, /This file is empty/],
  ];

  adminTest(
    "each is refused with its message, adding or replacing; the entry, its file and the disk stay as they were",
    async ({ adminApi: api }) => {
      const good = pdfDocument("% fuzz target\n");
      const created = await post(
        api,
        "/admin/downloads",
        {
          intent: text("create"),
          tab: text("datasheets"),
          title: text(`Upload target ${runId}`),
          description: text("Target."),
        },
        "data-multipart",
        { file: { name: "target.pdf", type: "application/pdf", bytes: good } },
      );
      expect(created.status()).toBe(200);
      const db = openE2eDb();
      const own = (
        db
          .prepare(
            "select download_id as id from download_texts where title = ?",
          )
          .get(`Upload target ${runId}`) as { id: number }
      ).id;
      db.close();
      const before = downloadRow(own)!;
      for (const [label, build, status, message] of samples) {
        const bytes = build();
        const files = new Set(documentFiles());
        for (const target of [null, own]) {
          const title = `Upload ${label} ${runId}`;
          const response = await post(
            api,
            "/admin/downloads",
            {
              intent: text(target === null ? "create" : "update"),
              ...(target === null ? {} : { id: text(String(target)) }),
              tab: text("datasheets"),
              title: text(title),
              description: text("Hostile."),
            },
            "data-multipart",
            { file: { name: "guide.pdf", type: "application/pdf", bytes } },
          );
          expect(
            response.status(),
            `${label}, ${target === null ? "adding" : "replacing"}`,
          ).toBe(status);
          expect(await response.text(), label).toMatch(message);
          const db = openE2eDb();
          try {
            expect(
              db
                .prepare(
                  "select count(*) as n from download_texts where title = ?",
                )
                .get(title),
              label,
            ).toEqual({ n: 0 });
          } finally {
            db.close();
          }
        }
        expect(downloadRow(own), `${label}: the entry`).toEqual(before);
        // Other tests may upload at the same time: anything new must belong to an entry.
        const added = documentFiles().filter((name) => !files.has(name));
        const db2 = openE2eDb();
        try {
          const named = new Set(
            (
              db2.prepare("select stored_file from downloads").all() as {
                stored_file: string | null;
              }[]
            ).map((row) => row.stored_file),
          );
          expect(
            added.filter((name) => !named.has(name)),
            `${label}: files left behind`,
          ).toEqual([]);
        } finally {
          db2.close();
        }
      }
      expect(
        fs
          .readFileSync(
            path.join(e2eDataDir(), "documents", before.stored_file!),
          )
          .equals(good),
      ).toBe(true);
      checkDocumentFiles();
    },
  );

  adminTest(
    "downloads: 100 hostile writes with files good and bad",
    async ({ adminApi: api }) => {
      const title = `Fuzz download ${runId}`;
      const first = pdfDocument("% fuzz\n");
      expect(
        (
          await post(
            api,
            "/admin/downloads",
            {
              intent: text("create"),
              tab: text("certifications"),
              title: text(title),
              description: text("Fuzz."),
            },
            "data-multipart",
            {
              file: { name: "fuzz.pdf", type: "application/pdf", bytes: first },
            },
          )
        ).status(),
      ).toBe(200);
      const db = openE2eDb();
      const own = String(
        (
          db
            .prepare(
              "select download_id as id from download_texts where title = ?",
            )
            .get(title) as { id: number }
        ).id,
      );
      const link = downloadRow(own)!.file;
      const files: [string, () => Buffer, boolean][] = [
        ["a good PDF", () => pdfDocument(`% edition ${Math.random()}\n`), true],
        ["a program", () => EXECUTABLE, false],
        ["a script PDF", () => pdfWithJavaScript(), false],
        ["a cut PDF", () => truncated(pdfDocument()), false],
        ["an empty file", () => Buffer.alloc(0), false],
      ];
      await fc.assert(
        fc.asyncProperty(
          intents("create", "update", "delete", "restore"),
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(own) },
            { weight: 2, arbitrary: foreignSafe },
          ),
          fc.record({
            tab: fieldOf(
              fc.oneof(
                {
                  weight: 4,
                  arbitrary: fc.constantFrom(
                    "catalogs",
                    "datasheets",
                    "certifications",
                  ),
                },
                { weight: 1, arbitrary: hostileText },
              ),
            ),
            title: plausible(goodName),
            description: plausible(fc.constantFrom("A guide.", "Two\nlines.")),
            // The Arabic beside the English (docs/decisions/041): optional, hostile like the rest.
            titleAr: plausible(fc.constantFrom("", "دليل الكابلات")),
            descriptionAr: plausible(fc.constantFrom("", "دليل.")),
            position: fieldOf(
              fc.oneof(
                {
                  weight: 4,
                  arbitrary: fc.constantFrom("", "1", "2", "999", "0", "2.5"),
                },
                { weight: 1, arbitrary: hostileText },
              ),
            ),
          }),
          fc.integer({ min: -1, max: files.length - 1 }),
          transport,
          async (intent, id, fields, fileIndex, how) => {
            if (intent === "delete" && id === own) id = "999999999";
            const all = { intent: text(intent), id: text(id), ...fields };
            const chosen = fileIndex >= 0 ? files[fileIndex]! : undefined;
            const bytes = chosen?.[1]();
            const before = downloadRow(own)!;
            const response = await post(
              api,
              "/admin/downloads",
              all,
              bytes ? "data-multipart" : how,
              bytes
                ? { file: { name: "fuzz.pdf", type: "application/pdf", bytes } }
                : {},
            );
            statusOk(response.status(), `downloads ${intent}`);
            const parsed = downloadFormSchema.safeParse(textFields(all));
            if (
              (intent === "create" || intent === "update") &&
              (!parsed.success || (chosen && !chosen[2]))
            )
              expect(
                response.status(),
                `${intent} ${chosen?.[0] ?? "no file"}`,
              ).toBe(400);
            if (intent === "create" && !chosen)
              expect(response.status()).toBe(400);
            const after = downloadRow(own)!;
            expect(after.file, "the link never changes").toBe(link);
            if (
              response.status() === 200 &&
              intent === "update" &&
              id === own &&
              bytes
            ) {
              expect(after.bytes).toBe(bytes.length);
              expect(
                fs
                  .readFileSync(
                    path.join(e2eDataDir(), "documents", after.stored_file!),
                  )
                  .equals(bytes),
              ).toBe(true);
              if (before.stored_file !== after.stored_file)
                expect(
                  fs.existsSync(
                    path.join(e2eDataDir(), "documents", before.stored_file!),
                  ),
                  "the replaced file is removed",
                ).toBe(false);
            } else if (intent === "update" && id === own) {
              expect(
                after,
                "a refused or file-less update keeps the file",
              ).toMatchObject({
                stored_file: before.stored_file,
                bytes: before.bytes,
                uploaded_at: before.uploaded_at,
              });
            }
          },
        ),
        runOptions(100),
      );
      db.close();
      checkDocumentFiles();
    },
  );
});
