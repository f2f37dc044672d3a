import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CV_MAX_BYTES } from "~/lib/forms/visitor-forms";
import { pdfProblem, type PdfProblem } from "../documents/cv-pdf.server";
import { getEnv } from "../platform/env.server";
import type { StoredCv } from "./inbox.server";
import { writeNewFile } from "../content/new-file.server";

/**
 * CVs sent with job applications: recognised by their content (never by name or the browser's
 * type), stored under DATA_DIR/cv with a server-chosen name. The admin inbox serves them from there.
 */

export interface CvKind {
  ext: "pdf" | "doc" | "docx";
  type: string;
}

const PDF = Buffer.from("%PDF-");
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the bytes are, or undefined when they are not a PDF or Word document. */
export function detectCvKind(bytes: Buffer): CvKind | undefined {
  if (bytes.subarray(0, PDF.length).equals(PDF))
    return { ext: "pdf", type: "application/pdf" };
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) {
    // Word 97-2003 keeps its text in a "WordDocument" stream (UTF-16 name in the directory).
    if (bytes.includes(Buffer.from("WordDocument", "utf16le")))
      return { ext: "doc", type: "application/msword" };
    return undefined;
  }
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) {
    // A .docx is a ZIP whose entry names (stored uncompressed) include word/document.xml.
    if (
      bytes.includes(Buffer.from("word/document.xml")) &&
      bytes.includes(Buffer.from("[Content_Types].xml"))
    ) {
      return {
        ext: "docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      };
    }
  }
  return undefined;
}

export function cvDir(): string {
  return path.join(getEnv().dataDir, "cv");
}

/** A display name safe for headers and mail: the visitor's name without paths or controls. */
export function safeOriginalName(name: string, ext: string): string {
  const base = path
    .basename(name.replace(/\\/g, "/"))
    .replace(/[^\w.\- ()]+/g, "_")
    .trim()
    .slice(0, 100);
  const stem = base.replace(/\.[^.]*$/, "") || "cv";
  return `${stem}.${ext}`;
}

export type CvProblem = "tooLarge" | "wrongType" | PdfProblem;
export type CvCheck =
  { ok: true; cv: StoredCv | undefined } | { ok: false; reason: CvProblem };

/**
 * What a CV of a detected kind must also satisfy: a PDF is read object by object and refused when
 * it is damaged, encrypted or carries anything active (see cv-pdf.server.ts and decision 012).
 */
export function cvContentProblem(
  bytes: Buffer,
  kind: CvKind,
): CvProblem | undefined {
  if (kind.ext !== "pdf") return undefined;
  return pdfProblem(bytes);
}

export type DocumentCheck =
  { ok: true; bytes: Buffer; kind: CvKind } | { ok: false; reason: CvProblem };

/**
 * Reads an uploaded document and checks it by its content, as every upload of a document is: at
 * most `maxBytes`, of one of the `accepted` kinds by its bytes (never its name or the browser's
 * type), and, a PDF, read object by object and refused when damaged, encrypted or active (decision
 * 012). CVs take PDF and Word; the Downloads page's files PDF only (downloads.server.ts).
 */
export async function checkDocument(
  file: File,
  accepted: readonly CvKind["ext"][],
  maxBytes = CV_MAX_BYTES,
): Promise<DocumentCheck> {
  if (file.size > maxBytes) return { ok: false, reason: "tooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = detectCvKind(bytes);
  if (!kind || !accepted.includes(kind.ext))
    return { ok: false, reason: "wrongType" };
  const problem = cvContentProblem(bytes, kind);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, bytes, kind };
}

/** Checks and stores an uploaded CV; an empty file input means no CV. */
export async function storeCv(file: File | null): Promise<CvCheck> {
  if (!file || file.size === 0) return { ok: true, cv: undefined };
  const checked = await checkDocument(file, ["pdf", "doc", "docx"]);
  if (!checked.ok) return checked;
  const { bytes, kind } = checked;
  const dir = cvDir();
  fs.mkdirSync(dir, { recursive: true });
  const stored = `${crypto.randomBytes(16).toString("hex")}.${kind.ext}`;
  await writeNewFile(path.join(dir, stored), bytes);
  return {
    ok: true,
    cv: {
      file: stored,
      name: safeOriginalName(file.name, kind.ext),
      type: kind.type,
    },
  };
}

/** Removes a stored CV whose application could not be stored. */
export function discardCv(file: string): void {
  fs.rmSync(path.join(cvDir(), path.basename(file)), { force: true });
}
