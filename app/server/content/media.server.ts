import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type SharpModule from "sharp";
import type { Metadata } from "sharp";
import {
  type ActionResult,
  type Failure,
  failed,
} from "~/lib/forms/action-result";
import { getDb, type Tx } from "../db/client.server";
import { media } from "../db/schema.server";
import { writeNewFileSync } from "./new-file.server";
import { getEnv } from "../platform/env.server";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

/**
 * Image uploads. A file is accepted only when sharp recognises it as a raster image by its content
 * (never by its name or the browser's type), within 5 MB and 25 megapixels, and its container ends
 * exactly where the image ends: a cut-off file or one with something appended (an image/ZIP
 * polyglot) is refused rather than silently cleaned. It is decoded and
 * re-encoded to WebP (metadata stripped) at a few widths, under server-chosen names in
 * DATA_DIR/uploads. Nothing is written unless every step succeeded.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Decoding is bounded before it starts, from the header alone: 850 bytes of AVIF can claim 6000 x
 * 6000 pixels, and decoding them took the server to 1.8 GB. 25 megapixels still takes a 24 MP
 * camera's 6000 x 4000 photo (JPEG or PNG: about 50 MB above the idle server). AV1 decoding takes
 * some 18 bytes a pixel (measured: 6 MP +128 MB, 12 MP +244 MB, 24 MP +445 MB), so AVIF stops at
 * 8 megapixels, still far above the 1280 px the site shows. The decoded size (pixels x channels x
 * bytes per sample) must stay within 100 MB, which also refuses 16-bit images near the bound.
 */
export const MAX_UPLOAD_PIXELS = 25_000_000;
const MAX_AV1_PIXELS = 8_000_000;
const MAX_DECODED_BYTES = 100 * 1024 * 1024;
const UPLOAD_WIDTHS = [320, 640, 1280] as const;
const ACCEPTED_FORMATS = new Set([
  "jpeg",
  "png",
  "webp",
  "gif",
  "avif",
  "heif",
]);

export class UploadError extends Error {}

export function uploadsDir(): string {
  return path.join(getEnv().dataDir, "uploads");
}

/** Names we write: 24 hex characters, a width, .webp. Anything else is never served. */
const UPLOAD_FILE_PATTERN = /^[a-f0-9]{24}-\d{2,4}\.webp$/;

export function isUploadFile(value: FormDataEntryValue | null): value is File {
  return (
    typeof value === "object" &&
    value !== null &&
    "arrayBuffer" in value &&
    value.size > 0
  );
}

export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/** Checks and re-encodes an uploaded image in memory; throws UploadError with a clear message. */
export async function processImage(file: File): Promise<ProcessedImage> {
  const messages = adminMessages.upload;
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError(messages.tooLarge);
  const input = Buffer.from(await file.arrayBuffer());
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // metadata() reads the header only, so no pixel limit is needed to read the dimensions.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(messages.notImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new UploadError(messages.notImage);
  const problem = containerProblem(input, metadata.format);
  if (problem)
    throw new UploadError(
      problem === "truncated" ? messages.unreadable : messages.extraData,
    );
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (!width || !height) throw new UploadError(messages.notImage);
  // sharp names AVIF "heif" (its container), with AV1 compression.
  const av1 = metadata.format === "heif" && metadata.compression === "av1";
  const limit = av1 ? MAX_AV1_PIXELS : MAX_UPLOAD_PIXELS;
  const size = {
    width,
    height,
    megapixels: Math.round((width * height) / 1_000_000),
  };
  if (width * height > limit) {
    throw new UploadError(
      format(messages.tooManyPixels, {
        ...size,
        type: av1 ? "AVIF" : formatName(metadata.format),
        limit: limit / 1_000_000,
      }),
    );
  }
  if (decodedBytes(metadata, width * height) > MAX_DECODED_BYTES)
    throw new UploadError(format(messages.tooDeep, size));

  // Largest first: that one decodes the upload, the others are made from its pixels.
  const widths = [
    ...new Set([
      ...UPLOAD_WIDTHS.filter((candidate) => candidate < width),
      Math.min(width, UPLOAD_WIDTHS.at(-1)!),
    ]),
  ].sort((a, b) => b - a);
  try {
    // Decoded ONCE, into the largest variant's raw pixels (a few MB); the smaller variants are made
    // from those, one after the other. Three parallel decodes of the full image would each hold it
    // whole. sharp drops metadata unless asked to keep it; rotate() applies EXIF orientation first.
    const largest = await sharp(input, {
      limitInputPixels: limit,
      failOn: "error",
      sequentialRead: true,
    })
      .rotate()
      .resize({ width: widths[0], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: largest.info.width,
        height: largest.info.height,
        channels: largest.info.channels,
      },
    };
    const variants: ProcessedImage["variants"] = [];
    for (const target of widths) {
      const pipeline = sharp(largest.data, raw);
      if (target < largest.info.width) pipeline.resize({ width: target });
      variants.push({
        width: target,
        data: await pipeline.webp({ quality: 82 }).toBuffer(),
      });
    }
    return {
      id: crypto.randomBytes(12).toString("hex"),
      width,
      height,
      variants: variants.reverse(),
    };
  } catch {
    throw new UploadError(messages.unreadable);
  }
}

function formatName(format: string): string {
  return format === "webp" ? "WebP" : format.toUpperCase();
}

const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** What decoding the whole image would take, from its header: pixels x channels x sample size. */
function decodedBytes(metadata: Metadata, pixels: number): number {
  return (
    pixels *
    Math.max(metadata.channels ?? 4, 1) *
    (SAMPLE_BYTES[metadata.depth ?? "uchar"] ?? 1)
  );
}

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | undefined;

/**
 * Loaded on first use: the image library is some 30 MB a server that is not uploading never needs.
 * Its operation cache is off (it would keep decoded images and their buffers after the upload) and
 * it runs one thread per image: uploads are rare, and each libvips thread holds buffers of its own.
 */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

type ContainerProblem = "truncated" | "extraData" | undefined;

const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * Walks the file's container (PNG chunks, JPEG end marker, GIF trailer, RIFF size, ISO-BMFF boxes)
 * and says whether it stops short or carries bytes after the image. A ZIP end record near the end
 * (where unzip looks for it) marks an archive riding along whatever the format.
 */
export function containerProblem(
  bytes: Buffer,
  format: string,
): ContainerProblem {
  if (
    bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(ZIP_END_RECORD)
  )
    return "extraData";
  switch (format) {
    case "png":
      return pngProblem(bytes);
    case "jpeg":
      return jpegProblem(bytes);
    case "gif":
      return bytes[lastNonZero(bytes)] === 0x3b ? undefined : "truncated";
    case "webp": {
      if (bytes.length < 12) return "truncated";
      const size = bytes.readUInt32LE(4) + 8;
      if (size > bytes.length) return "truncated";
      return bytes.length - size > 1 ? "extraData" : undefined;
    }
    case "avif":
    case "heif":
      return isoBoxProblem(bytes);
    default:
      return undefined;
  }
}

function pngProblem(bytes: Buffer): ContainerProblem {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    offset += 12 + length;
    if (offset > bytes.length) return "truncated";
    if (type === "IEND")
      return offset === bytes.length ? undefined : "extraData";
  }
  return "truncated";
}

function jpegProblem(bytes: Buffer): ContainerProblem {
  // Some cameras pad with zeros after the end-of-image marker; anything else is not the image.
  const end = lastNonZero(bytes);
  if (end >= 1 && bytes[end - 1] === 0xff && bytes[end] === 0xd9)
    return undefined;
  // An end marker before other data: something was appended. None at all: the file was cut off.
  const marker = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return marker > 2 &&
    marker < bytes.length - 2 &&
    !bytes.includes(Buffer.from([0xff, 0xda]), marker)
    ? "extraData"
    : "truncated";
}

function isoBoxProblem(bytes: Buffer): ContainerProblem {
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    if (size === 0) return undefined; // the last box runs to the end of the file
    if (size === 1) {
      if (offset + 16 > bytes.length) return "truncated";
      size = Number(bytes.readBigUInt64BE(offset + 8));
    }
    if (size < 8) return "truncated";
    offset += size;
  }
  if (offset > bytes.length) return "truncated";
  return offset === bytes.length ? undefined : "extraData";
}

function lastNonZero(bytes: Buffer): number {
  let end = bytes.length - 1;
  while (end > 0 && bytes[end] === 0) end--;
  return end;
}

/** The path pages use for an image: its largest variant. */
export function imagePath(image: ProcessedImage): string {
  const largest = Math.max(...image.variants.map((variant) => variant.width));
  return `/uploads/${image.id}-${largest}.webp`;
}

/** What a form sends about its image: maybe a new file, maybe "remove the current one". */
export interface ImageUpload {
  file?: FormDataEntryValue | null;
  remove?: boolean;
}

/** Aborts a write's transaction with the answer to give (a refused write stores nothing). */
class Refused extends Error {
  constructor(readonly failure: Failure) {
    super("refused");
  }
}

/**
 * A write that may carry an image. A new file is checked and re-encoded first (its problem is the
 * field's error), its files are written, and then its media row and the write itself run in ONE
 * transaction. If the write refuses or throws, the transaction is rolled back and the files are
 * removed: nothing is left behind. `write` gets the image's path: a new path, null for "remove",
 * undefined for "keep".
 */
export async function writeWithImage<R extends ActionResult>(
  upload: ImageUpload,
  write: (tx: Tx, image: string | null | undefined) => R,
  field = "image",
): Promise<R | Failure> {
  let image: ProcessedImage | undefined;
  const file = upload.file ?? null;
  if (isUploadFile(file)) {
    try {
      image = await processImage(file);
    } catch (error) {
      if (error instanceof UploadError)
        return failed({ [field]: error.message });
      throw error;
    }
  }
  const written = image ? writeImageFiles(image) : [];
  try {
    return getDb().transaction((tx) => {
      if (image)
        tx.insert(media)
          .values({
            id: image.id,
            width: image.width,
            height: image.height,
            variants: image.variants.map((v) => v.width),
          })
          .run();
      const result = write(
        tx,
        image ? imagePath(image) : upload.remove ? null : undefined,
      );
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    for (const file of written) fs.rmSync(file, { force: true });
    if (error instanceof Refused) return error.failure;
    throw error;
  }
}

/** Writes the variants' files under server-chosen names; on a failure, none is left. */
function writeImageFiles(image: ProcessedImage): string[] {
  const dir = uploadsDir();
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const file = path.join(dir, `${image.id}-${variant.width}.webp`);
      writeNewFileSync(file, variant.data);
      written.push(file);
    }
  } catch (error) {
    for (const file of written) fs.rmSync(file, { force: true });
    throw error;
  }
  return written;
}

/** Reads an uploaded file for serving, or undefined for any name we did not write. */
export function readUpload(name: string): Buffer | undefined {
  if (!UPLOAD_FILE_PATTERN.test(name)) return undefined;
  try {
    return fs.readFileSync(path.join(uploadsDir(), name));
  } catch {
    return undefined;
  }
}
