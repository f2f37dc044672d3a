import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { CV_MAX_BYTES } from "~/lib/visitor-forms";
import { getEnv } from "./env.server";
import type { StoredCv } from "./inbox.server";
import { writeNewFile } from "./new-file.server";

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

export type CvProblem = "tooLarge" | "wrongType" | "damaged" | "activeContent";
export type CvCheck =
  { ok: true; cv: StoredCv | undefined } | { ok: false; reason: CvProblem };

const PDF_EOF = Buffer.from("%%EOF");
const PDF_STREAM = /stream\r?\n([\s\S]*?)endstream/g;
// Markup a browser would run if it ever sniffed the file as a page, and PDF actions that run code.
const HTML_MARKUP = /<\s*(?:script|html|body|iframe|object|embed|svg)\b/i;
const PDF_SCRIPT_ACTION = /\/(?:JavaScript|JS|Launch)(?![A-Za-z0-9])/;
// A PDF name, whose characters may be written as #xx (so /J#61vaScript is /JavaScript).
const PDF_NAME = /\/[^\s/<>[\]()%{}]*/g;
const OBJECT_STREAM = /\/ObjStm(?![A-Za-z0-9])/;
// What the object streams of one CV may inflate to in all: a CV is at most 5 MB, and a
// compression bomb is refused instead of filling memory.
const OBJECT_STREAMS_MAX_BYTES = 4 * CV_MAX_BYTES;
// Deflate layers a writer might stack (a filter array): each is undone, up to this many.
const MAX_DEFLATE_LAYERS = 3;

function decodeNames(text: string): string {
  return text.replace(PDF_NAME, (name) =>
    name.includes("#")
      ? name.replace(/#([0-9A-Fa-f]{2})/g, (_hash, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        )
      : name,
  );
}

/**
 * A PDF's objects as a reader sees them. `written` holds those written out in the file (streams,
 * binary data, left out); `packed`, the content of its object streams (PDF 1.5+, where most writers
 * put their objects, compressed). Other streams (pages, fonts, pictures) are data, not objects.
 *
 * Where a stream's dictionary begins is not sure without a full parser (a string in it may read
 * "obj" or "endobj"), so a stream counts as an object stream when /ObjStm appears anywhere since the
 * previous stream: a stream that only seems to be one costs an extra scan, never a miss. Its data is
 * inflated as long as it inflates (a filter's name may be abbreviated or spelt with #xx, so it is not
 * trusted). Undefined when a filtered object stream cannot be read, or inflates past the cap.
 */
function pdfObjects(
  bytes: Buffer,
): { written: string; packed: string } | undefined {
  const text = bytes.toString("latin1");
  const written: string[] = [];
  const packed: string[] = [];
  let budget = OBJECT_STREAMS_MAX_BYTES;
  let last = 0;
  for (const match of text.matchAll(PDF_STREAM)) {
    // The objects since the previous stream, names decoded.
    const since = decodeNames(text.slice(last, match.index));
    written.push(since);
    last = match.index + match[0].length;
    if (!OBJECT_STREAM.test(since)) continue;
    let data = Buffer.from(match[1]!, "latin1");
    for (let layer = 0; ; layer++) {
      // More layers than any writer makes: not a CV we can check.
      if (layer > MAX_DEFLATE_LAYERS) return undefined;
      try {
        // Z_SYNC_FLUSH: a stream cut short still gives what it holds.
        data = zlib.inflateSync(data, {
          maxOutputLength: budget,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
          return undefined;
        // Not deflated: plain objects, unless a filter was named that we do not undo.
        if (layer === 0 && /\/Filter(?![A-Za-z0-9])/.test(since))
          return undefined;
        break;
      }
      budget -= data.length;
    }
    // Only what is no longer compressed: compressed bytes are noise that could read "/JS".
    packed.push(data.toString("latin1"));
  }
  written.push(decodeNames(text.slice(last)));
  return { written: written.join("\n"), packed: decodeNames(packed.join("\n")) };
}

/**
 * What a CV of a detected kind must also satisfy. A PDF ends with %%EOF (within the last kilobyte,
 * as readers allow), so a cut-off upload is refused; the objects written out in it may carry no
 * HTML (no PDF/HTML polyglot), and none of its objects, written out or packed in object streams,
 * a script action, however its name is spelt (no PDF that runs code when the recruiter opens it).
 * A PDF whose object streams cannot be read cannot be checked: it is refused as damaged (a PDF
 * saved again by any common writer reads).
 */
export function cvContentProblem(
  bytes: Buffer,
  kind: CvKind,
): CvProblem | undefined {
  if (kind.ext !== "pdf") return undefined;
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes(PDF_EOF))
    return "damaged";
  const objects = pdfObjects(bytes);
  if (!objects) return "damaged";
  if (HTML_MARKUP.test(objects.written)) return "activeContent";
  if (
    PDF_SCRIPT_ACTION.test(objects.written) ||
    PDF_SCRIPT_ACTION.test(objects.packed)
  )
    return "activeContent";
  return undefined;
}

/** Checks and stores an uploaded CV; an empty file input means no CV. */
export async function storeCv(file: File | null): Promise<CvCheck> {
  if (!file || file.size === 0) return { ok: true, cv: undefined };
  if (file.size > CV_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = detectCvKind(bytes);
  if (!kind) return { ok: false, reason: "wrongType" };
  const problem = cvContentProblem(bytes, kind);
  if (problem) return { ok: false, reason: problem };
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
