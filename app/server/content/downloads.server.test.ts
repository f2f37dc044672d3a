import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { downloadFormSchema } from "~/lib/forms/admin/downloads";
import { CV_MAX_BYTES } from "~/lib/forms/visitor-form-fields";
import {
  EXECUTABLE,
  pdfDocument,
  pdfHtmlPolyglot,
  pdfWithJavaScript,
  truncated,
} from "../../../tests/support/hostile-uploads";
import {
  chosenFile,
  deleteDownload,
  listAdminDownloads,
  restoreDownload,
  saveDownload,
} from "../admin/downloads.server";
import { getDb } from "../db/client.server";
import { currentContentVersion } from "../db/content-version.server";
import { documentsDir, listDownloads, openDownload } from "./downloads.server";

/** The Downloads page's entries in the database (issue 18, docs/decisions/027). */
const input = (values: Record<string, string>) =>
  downloadFormSchema.parse({
    tab: "certifications",
    title: "Cable Drum Handling Guide",
    description: "How to store and unroll our drums.",
    position: "",
    ...values,
  });
const pdf = (bytes: Buffer, name = "guide.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
const stored = () =>
  fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()).sort() : [];
const row = (id: number) =>
  getDb()
    .$client.prepare(
      "SELECT file, stored_file AS storedFile, bytes, uploaded_at AS uploadedAt, tab, sort_order AS sortOrder FROM downloads WHERE id = ?",
    )
    .get(id) as {
    file: string;
    storedFile: string | null;
    bytes: number | null;
    uploadedAt: number | null;
    tab: string;
    sortOrder: number;
  };

async function served(
  file: string,
): Promise<{ bytes: Buffer; date: Date } | undefined> {
  const opened = await openDownload(file);
  if (!opened) return undefined;
  return {
    bytes: Buffer.from(await new Response(opened.body).arrayBuffer()),
    date: opened.date,
  };
}

// What the page showed when its entries were code (app/content/downloads.ts); migration 0013 holds it now.
const TODAY_ENTRIES = [
  [
    "catalogs",
    "cableworks-product-catalogue.pdf",
    "Complete Product Catalogue",
    "Every cable and conductor we make, with full specifications, features and applications.",
  ],
  [
    "catalogs",
    "cableworks-power-cables-catalogue.pdf",
    "Power Conductors & Cables Catalogue",
    "Stranded conductors and multi-core power cables for distribution, buildings and plants.",
  ],
  [
    "catalogs",
    "cableworks-control-wiring-catalogue.pdf",
    "Control & Wiring Cables Catalogue",
    "Control and instrumentation cables and PVC insulated wiring for panels and buildings.",
  ],
  [
    "datasheets",
    "datasheets-stranded-conductors.pdf",
    "Stranded Conductors Datasheets",
    "Technical datasheets of our copper and aluminium stranded conductors (IEC 60228 class 2).",
  ],
  [
    "datasheets",
    "datasheets-multi-conductor-cables.pdf",
    "Multi-Conductor Cables Datasheets",
    "Technical datasheets of our 0.6/1 kV multi-core power cables.",
  ],
  [
    "datasheets",
    "datasheets-control-pvc-cables.pdf",
    "Control & PVC Cables Datasheets",
    "Technical datasheets of our control cables and PVC insulated wiring cables.",
  ],
  [
    "certifications",
    "cableworks-iso-9001-certificate.pdf",
    "ISO 9001:2015 Quality Certificate",
    "Our quality management system certification: scope, status and validity.",
  ],
  [
    "certifications",
    "cableworks-product-conformity.pdf",
    "Product Conformity Certificates",
    "IEC 60228, CE Marking and UL listing of our conductors and cables.",
  ],
  [
    "certifications",
    "cableworks-environmental-compliance.pdf",
    "Environmental Compliance Statement",
    "RoHS compliance and REACH registration of the materials in our products.",
  ],
];

describe("downloads in the database", () => {
  it("start with the nine documents the page always had, built from the catalogue as before", async () => {
    const listing = await listDownloads();
    expect(
      listing.map((item) => [
        item.tab,
        item.file,
        item.title,
        item.description,
      ]),
    ).toEqual(TODAY_ENTRIES);
    for (const item of listing) {
      expect(item.type).toBe("PDF");
      const file = await served(item.file);
      expect(file!.bytes.length).toBe(item.size);
      expect(file!.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(
      listAdminDownloads().every((entry) => entry.built && entry.size === null),
    ).toBe(true);
    // The first listing builds every document (seconds each on a busy machine).
  }, 90_000);

  it("adds an uploaded PDF whose size and date are the file's, serves it, and replaces it at the same link", async () => {
    const before = currentContentVersion();
    const first = pdfDocument();
    const added = await saveDownload(null, input({}), pdf(first));
    expect(added.ok).toBe(true);
    const id = added.ok ? added.value : 0;
    expect(currentContentVersion()).toBeGreaterThan(before);
    const entry = (await listDownloads()).find((item) => item.id === id)!;
    expect(entry).toMatchObject({
      tab: "certifications",
      file: "cable-drum-handling-guide.pdf",
      size: first.length,
      title: "Cable Drum Handling Guide",
    });
    expect(Date.now() - Date.parse(entry.date)).toBeLessThan(60_000);
    expect(
      (await listDownloads())
        .filter((item) => item.tab === "certifications")
        .at(-1)!.id,
    ).toBe(id);
    expect((await served(entry.file))!.bytes.equals(first)).toBe(true);
    const { storedFile: oldFile } = row(id);
    expect(oldFile).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(
      fs.readFileSync(path.join(documentsDir(), oldFile!)).equals(first),
    ).toBe(true);

    // Replaced: same entry and link, the new bytes, size and time; the old file is gone from disk.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = pdfDocument(
      "% a second edition with more pages\n".repeat(40),
    );
    expect(
      (
        await saveDownload(
          id,
          input({ title: "Cable Drum Handling Guide, 2nd edition" }),
          pdf(second, "new.pdf"),
        )
      ).ok,
    ).toBe(true);
    const replaced = (await listDownloads()).find((item) => item.id === id)!;
    expect(replaced).toMatchObject({
      file: "cable-drum-handling-guide.pdf",
      size: second.length,
      title: "Cable Drum Handling Guide, 2nd edition",
    });
    expect(Date.parse(replaced.date)).toBeGreaterThan(Date.parse(entry.date));
    const now = await served(entry.file);
    expect(now!.bytes.equals(second)).toBe(true);
    expect(now!.date.toISOString()).toBe(replaced.date);
    expect(fs.existsSync(path.join(documentsDir(), oldFile!))).toBe(false);
    expect(stored()).toContain(row(id).storedFile);

    // Texts edited without a file: the file, its size and date stay.
    const kept = row(id);
    expect(
      (
        await saveDownload(
          id,
          input({ description: "Storage and unrolling." }),
          null,
        )
      ).ok,
    ).toBe(true);
    expect(row(id)).toMatchObject({
      storedFile: kept.storedFile,
      bytes: kept.bytes,
      uploadedAt: kept.uploadedAt,
    });

    // Deleted: off the page and its link answers nothing; Undo brings both back, file kept.
    expect(deleteDownload(id).ok).toBe(true);
    expect((await listDownloads()).some((item) => item.id === id)).toBe(false);
    expect(await openDownload(entry.file)).toBeUndefined();
    expect(deleteDownload(id).ok).toBe(false);
    expect((await saveDownload(id, input({}), null)).ok).toBe(false);
    expect(restoreDownload(id).ok).toBe(true);
    expect((await served(entry.file))!.bytes.equals(second)).toBe(true);
    // A second entry of the same title gets a link of its own.
    const twin = await saveDownload(null, input({}), pdf(first));
    expect(twin.ok && row(twin.value).file).toBe(
      "cable-drum-handling-guide-2.pdf",
    );
    if (twin.ok) deleteDownload(twin.value);
    deleteDownload(id);
  });

  it("refuses hostile files by their content, keeping the entry, its file and the disk as they were", async () => {
    const added = await saveDownload(
      null,
      input({ title: "Hostile Target" }),
      pdf(pdfDocument()),
    );
    const id = added.ok ? added.value : 0;
    const was = row(id);
    const files = stored();
    const versions = currentContentVersion();
    const oversized = Buffer.concat([
      pdfDocument(),
      Buffer.alloc(CV_MAX_BYTES),
    ]);
    for (const [label, file, message] of [
      [
        "an executable renamed .pdf",
        pdf(EXECUTABLE, "setup.pdf"),
        "This file is not a PDF. Please choose a PDF file.",
      ],
      [
        "a Word document",
        pdf(
          Buffer.from([
            0xd0,
            0xcf,
            0x11,
            0xe0,
            0xa1,
            0xb1,
            0x1a,
            0xe1,
            ...Buffer.from("WordDocument", "utf16le"),
          ]),
          "cv.pdf",
        ),
        "This file is not a PDF.",
      ],
      [
        "text renamed .pdf",
        pdf(Buffer.from("just text"), "notes.pdf"),
        "This file is not a PDF.",
      ],
      [
        "a PDF with JavaScript",
        pdf(pdfWithJavaScript()),
        "This PDF contains scripts or web page code.",
      ],
      [
        "a PDF/HTML polyglot",
        pdf(pdfHtmlPolyglot()),
        "This PDF contains scripts or web page code.",
      ],
      [
        "a PDF cut off",
        pdf(truncated(pdfDocument())),
        "This PDF seems to be damaged or incomplete.",
      ],
      [
        "a PDF over 5 MB",
        pdf(oversized),
        "The file is larger than 5 MB. Please choose a smaller PDF.",
      ],
      [
        "an empty file",
        pdf(Buffer.alloc(0), "empty.pdf"),
        "This file is empty. Please choose the PDF file itself.",
      ],
    ] as const) {
      for (const target of [null, id]) {
        const result = await saveDownload(
          target,
          input({ title: `Refused ${label}` }),
          file,
        );
        expect(result.ok, label).toBe(false);
        if (!result.ok) expect(result.errors.file, label).toContain(message);
      }
    }
    expect(row(id)).toEqual(was);
    expect(stored()).toEqual(files);
    expect(currentContentVersion()).toBe(versions);
    expect(
      getDb()
        .$client.prepare(
          "SELECT count(*) AS n FROM download_texts WHERE title LIKE 'Refused %'",
        )
        .get(),
    ).toEqual({ n: 0 });
    // No file at all: required for a new entry.
    const none = await saveDownload(null, input({}), null);
    expect(!none.ok && none.errors.file).toBe(
      "Please choose the PDF file to upload.",
    );
    // A good file for an entry that is gone: refused in the transaction, and the new file removed.
    deleteDownload(id);
    const gone = await saveDownload(id, input({}), pdf(pdfDocument()));
    expect(!gone.ok && gone.errors.form).toBe(
      "This download no longer exists.",
    );
    expect(stored()).toEqual(files);
  });

  it("a built document keeps being built: its texts and place change, its file cannot be replaced", async () => {
    const catalogue = listAdminDownloads().find(
      (entry) => entry.file === "cableworks-product-catalogue.pdf",
    )!;
    const files = stored();
    const refused = await saveDownload(
      catalogue.id,
      input({ tab: "catalogs", title: "Full Catalogue" }),
      pdf(pdfDocument()),
    );
    expect(!refused.ok && refused.errors.file).toMatch(
      /built from the catalogue/,
    );
    expect(stored()).toEqual(files);
    expect(
      (
        await saveDownload(
          catalogue.id,
          input({
            tab: "catalogs",
            title: "Full Catalogue",
            description: "All of it.",
            position: "3",
          }),
          null,
        )
      ).ok,
    ).toBe(true);
    const catalogs = (await listDownloads()).filter(
      (item) => item.tab === "catalogs",
    );
    expect(catalogs.map((item) => item.title)).toEqual([
      "Power Conductors & Cables Catalogue",
      "Control & Wiring Cables Catalogue",
      "Full Catalogue",
    ]);
    expect(
      (await served("cableworks-product-catalogue.pdf"))!.bytes
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Moved to another tab with no position: last there; the tab it left is numbered again.
    expect(
      (
        await saveDownload(
          catalogue.id,
          input({
            tab: "datasheets",
            title: "Full Catalogue",
            description: "All of it.",
          }),
          null,
        )
      ).ok,
    ).toBe(true);
    const admin = listAdminDownloads();
    expect(
      admin
        .filter((entry) => entry.tab === "catalogs")
        .map((entry) => entry.position),
    ).toEqual([1, 2]);
    expect(
      admin.filter((entry) => entry.tab === "datasheets").at(-1),
    ).toMatchObject({ id: catalogue.id, position: 4 });
    expect(row(catalogue.id).sortOrder).toBe(4);
    // Put back as it was.
    expect(
      (
        await saveDownload(
          catalogue.id,
          input({
            tab: "catalogs",
            title: TODAY_ENTRIES[0]![2]!,
            description: TODAY_ENTRIES[0]![3]!,
            position: "1",
          }),
          null,
        )
      ).ok,
    ).toBe(true);
    expect(
      (await listDownloads()).map((item) => item.file).slice(0, 3),
    ).toEqual(TODAY_ENTRIES.slice(0, 3).map((entry) => entry[1]));
  });

  it("answers nothing for a name no live entry has", async () => {
    for (const name of [
      "nope.pdf",
      "../cableworks.db",
      "constructor",
      "",
      "documents/x.pdf",
    ])
      expect(await openDownload(name), name).toBeUndefined();
  });

  it("tells a chosen file from the browser's empty part, and refuses a tab that is not one of the three", () => {
    expect(chosenFile(null)).toBeNull();
    expect(chosenFile("text")).toBeNull();
    expect(chosenFile(new File([], ""))).toBeNull();
    expect(chosenFile(new File([], "empty.pdf"))).not.toBeNull();
    for (const tab of ["", "news", "constructor", "Catalogs"])
      expect(
        downloadFormSchema.safeParse({ tab, title: "T", description: "D" })
          .success,
        tab,
      ).toBe(false);
    expect(
      downloadFormSchema.safeParse({
        tab: "datasheets",
        title: " ",
        description: "D",
      }).success,
    ).toBe(false);
  });
});
