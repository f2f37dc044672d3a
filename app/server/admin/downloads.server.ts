import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, isNull, like, or } from "drizzle-orm";
import type { z } from "zod";
import {
  type ActionResult,
  done,
  type Failure,
  failed,
} from "~/lib/forms/action-result";
import type { downloadFormSchema } from "~/lib/forms/admin/downloads";
import { type DownloadTab, downloadTabs } from "~/lib/content/downloads";
import { slugify } from "~/lib/content/jobs";
import { adminMessages } from "~/locales/admin";
import { type CvProblem, checkDocument } from "../messages/cv.server";
import { getDb, type Tx } from "../db/client.server";
import { downloads, downloadTexts } from "../db/schema.server";
import type { ArabicState } from "~/lib/locale/arabic";
import {
  TEXT_KINDS,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";
import {
  documentsDir,
  isGenerator,
  STORED_DOCUMENT_PATTERN,
} from "../content/downloads.server";
import { writeNewFile } from "../content/new-file.server";
import { placeInOrder } from "./ordering.server";

/**
 * The Downloads page's entries as the admin edits them (docs/decisions/027). An upload is checked
 * as a CV is (by its content, PDF only, read object by object: decision 012), written under a
 * server-chosen name, and only then is its row written, in one transaction; the file a replaced
 * upload had is removed after that transaction commits. A refused or failed save leaves the entry,
 * its old file and the disk as they were.
 */

export type DownloadInput = z.output<typeof downloadFormSchema>;

const t = adminMessages.downloads;

export interface AdminDownload {
  id: number;
  tab: DownloadTab;
  /** 1 is first in its tab. */
  position: number;
  /** Its public name under /downloads/. */
  file: string;
  /** Built from the catalogue (no file of its own to replace). */
  built: boolean;
  /** An upload's bytes and time (ISO); null for a built document. */
  size: number | null;
  uploadedAt: string | null;
  title: string;
  description: string;
  /** The Arabic ("" where none), and how far it is (docs/decisions/041). */
  titleAr: string;
  descriptionAr: string;
  arabic: ArabicState;
}

/** Every entry not deleted, tab by tab in the page's order, with its Arabic. */
export function listAdminDownloads(): AdminDownload[] {
  const arabic = new Map(
    getDb()
      .select()
      .from(downloadTexts)
      .where(eq(downloadTexts.locale, "ar"))
      .all()
      .map((row) => [row.downloadId, row]),
  );
  const rows = getDb()
    .select({
      id: downloads.id,
      tab: downloads.tab,
      file: downloads.file,
      generator: downloads.generator,
      bytes: downloads.bytes,
      uploadedAt: downloads.uploadedAt,
      title: downloadTexts.title,
      description: downloadTexts.description,
    })
    .from(downloads)
    .innerJoin(
      downloadTexts,
      and(
        eq(downloadTexts.downloadId, downloads.id),
        eq(downloadTexts.locale, "en"),
      ),
    )
    .where(isNull(downloads.deletedAt))
    .orderBy(asc(downloads.sortOrder), asc(downloads.id))
    .all();
  return downloadTabs.flatMap((tab) =>
    rows
      .filter((row) => row.tab === tab)
      .map(({ generator, bytes, uploadedAt, ...row }, index) => ({
        ...row,
        position: index + 1,
        built: generator !== null,
        size: bytes,
        uploadedAt: uploadedAt ? uploadedAt.toISOString() : null,
        titleAr: arabic.get(row.id)?.title ?? "",
        descriptionAr: arabic.get(row.id)?.description ?? "",
        arabic: arabicState(
          { title: row.title, description: row.description },
          arabic.has(row.id)
            ? {
                title: arabic.get(row.id)!.title,
                description: arabic.get(row.id)!.description,
              }
            : null,
        ),
      })),
  );
}

/** The file a form sent: null when none was chosen (a browser sends an empty part without a name). */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  if (typeof value !== "object" || value === null) return null;
  return value.size > 0 || value.name !== "" ? value : null;
}

const problemMessages: Record<CvProblem, string> = {
  tooLarge: t.fileTooLarge,
  wrongType: t.fileNotPdf,
  damaged: t.fileDamaged,
  activeContent: t.fileActiveContent,
  externalAction: t.fileExternalAction,
  embeddedContent: t.fileEmbeddedContent,
  encrypted: t.fileEncrypted,
};

/** A public name for a new entry, from its title, that no entry (deleted ones too) and no built document has. */
function freeFileName(tx: Tx, title: string): string {
  const base = slugify(title) || "download";
  const taken = new Set(
    tx
      .select({ file: downloads.file })
      .from(downloads)
      .where(
        or(
          eq(downloads.file, `${base}.pdf`),
          like(downloads.file, `${base}-%`),
        ),
      )
      .all()
      .map((row) => row.file),
  );
  const free = (name: string) => !taken.has(name) && !isGenerator(name);
  if (free(`${base}.pdf`)) return `${base}.pdf`;
  for (let n = 2; ; n++)
    if (free(`${base}-${n}.pdf`)) return `${base}-${n}.pdf`;
}

/** Numbers a tab's live entries 1..n in the given order. */
function renumber(tx: Tx, order: readonly number[]): void {
  order.forEach((entry, index) => {
    tx.update(downloads)
      .set({ sortOrder: index + 1 })
      .where(eq(downloads.id, entry))
      .run();
  });
}

function liveInTab(tx: Tx, tab: DownloadTab): number[] {
  return tx
    .select({ id: downloads.id })
    .from(downloads)
    .where(and(eq(downloads.tab, tab), isNull(downloads.deletedAt)))
    .orderBy(asc(downloads.sortOrder), asc(downloads.id))
    .all()
    .map((row) => row.id);
}

/** Aborts the transaction with the answer to give. */
class Refused extends Error {
  constructor(readonly failure: Failure) {
    super("refused");
  }
}

function removeStored(name: string): void {
  if (STORED_DOCUMENT_PATTERN.test(name))
    fs.rmSync(path.join(documentsDir(), name), { force: true });
}

/**
 * Creates (id null) or updates an entry: its English words, tab and place, and, with `upload`, its
 * file (required for a new entry; a built document has none to replace). The page shows the file's
 * own size and the time of this upload.
 */
export async function saveDownload(
  id: number | null,
  input: DownloadInput,
  upload: File | null,
): Promise<ActionResult<{ value: number }>> {
  let checked: { bytes: Buffer } | undefined;
  if (upload) {
    if (upload.size === 0) return failed({ file: t.fileEmpty });
    const result = await checkDocument(upload, ["pdf"]);
    if (!result.ok) return failed({ file: problemMessages[result.reason] });
    checked = result;
  } else if (id === null) {
    return failed({ file: t.fileRequired });
  }

  let stored: string | undefined;
  if (checked) {
    fs.mkdirSync(documentsDir(), { recursive: true });
    stored = `${crypto.randomBytes(16).toString("hex")}.pdf`;
    await writeNewFile(path.join(documentsDir(), stored), checked.bytes);
  }
  const file =
    stored && checked
      ? {
          storedFile: stored,
          bytes: checked.bytes.length,
          uploadedAt: new Date(),
        }
      : undefined;

  let saved: { id: number; replaced: string | null };
  try {
    saved = getDb().transaction((tx) => {
      let replaced: string | null = null;
      let entryId: number;
      let fromTab: DownloadTab | undefined;
      if (id === null) {
        entryId = tx
          .insert(downloads)
          .values({
            tab: input.tab,
            file: freeFileName(tx, input.title),
            ...file,
          })
          .returning({ id: downloads.id })
          .get().id;
      } else {
        const row = tx
          .select({
            tab: downloads.tab,
            generator: downloads.generator,
            storedFile: downloads.storedFile,
          })
          .from(downloads)
          .where(and(eq(downloads.id, id), isNull(downloads.deletedAt)))
          .get();
        if (!row) throw new Refused(failed({ form: t.notFound }));
        if (file && row.generator !== null)
          throw new Refused(failed({ file: t.builtHasNoFile }));
        tx.update(downloads)
          .set({ tab: input.tab, ...file, updatedAt: new Date() })
          .where(eq(downloads.id, id))
          .run();
        entryId = id;
        fromTab = row.tab;
        if (file) replaced = row.storedFile;
      }
      const words = { title: input.title, description: input.description };
      tx.insert(downloadTexts)
        .values({ downloadId: entryId, locale: "en", ...words })
        .onConflictDoUpdate({
          target: [downloadTexts.downloadId, downloadTexts.locale],
          set: words,
        })
        .run();
      // The Arabic in the same transaction: empty throughout deletes it (the page falls back to English).
      writeLocaleText(tx, TEXT_KINDS.downloads, [entryId], {
        title: input.titleAr,
        description: input.descriptionAr,
      });
      // Placed in its tab; one that moved in from another tab goes last unless a position is given.
      const moved = fromTab !== undefined && fromTab !== input.tab;
      renumber(
        tx,
        placeInOrder(
          liveInTab(tx, input.tab),
          entryId,
          input.position,
          id === null || moved,
        ),
      );
      if (moved) renumber(tx, liveInTab(tx, fromTab!));
      return { id: entryId, replaced };
    });
  } catch (error) {
    if (stored) removeStored(stored);
    if (error instanceof Refused) return error.failure;
    throw error;
  }
  // Committed: the entry names the new file, so the old one is no longer served.
  if (saved.replaced !== null && saved.replaced !== stored)
    removeStored(saved.replaced);
  return done(saved.id);
}

/** Soft delete: the admin's Undo (restoreDownload) brings it back in its place, its file kept. */
export function deleteDownload(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(downloads)
    .set({ deletedAt: new Date() })
    .where(and(eq(downloads.id, id), isNull(downloads.deletedAt)))
    .run();
  return result.changes ? done(id) : failed({ form: t.notFound });
}

export function restoreDownload(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(downloads)
    .set({ deletedAt: null })
    .where(eq(downloads.id, id))
    .run();
  return result.changes ? done(id) : failed({ form: t.notFound });
}
