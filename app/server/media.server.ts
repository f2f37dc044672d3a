import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { getDb } from "./db/client.server";
import { media } from "./db/schema.server";
import { getEnv } from "./env.server";
import { adminMessages } from "~/locales/admin";

/**
 * Image uploads. A file is accepted only when sharp recognises it as a raster image by its content
 * (never by its name or the browser's type), within 5 MB and 40 megapixels. It is decoded and
 * re-encoded to WebP (metadata stripped) at a few widths, under server-chosen names in
 * DATA_DIR/uploads. Nothing is written unless every step succeeded.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export class UploadError extends Error {}

export function uploadsDir(): string {
  return path.join(getEnv().dataDir, "uploads");
}

/** Names we write: 24 hex characters, a width, .webp. Anything else is never served. */
export const UPLOAD_FILE_PATTERN = /^[a-f0-9]{24}-\d{2,4}\.webp$/;

export function isUploadFile(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && "arrayBuffer" in value && value.size > 0;
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
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(messages.notImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UploadError(messages.notImage);
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (!width || !height) throw new UploadError(messages.notImage);
  if (width * height > MAX_UPLOAD_PIXELS) throw new UploadError(messages.tooManyPixels);

  const widths: number[] = UPLOAD_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length < UPLOAD_WIDTHS.length) widths.push(Math.min(width, UPLOAD_WIDTHS.at(-1)!));
  try {
    const variants = await Promise.all(
      [...new Set(widths)].map(async (target) => ({
        width: target,
        // sharp drops metadata unless asked to keep it; rotate() applies EXIF orientation first.
        data: await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" })
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { id: crypto.randomBytes(12).toString("hex"), width, height, variants };
  } catch {
    throw new UploadError(messages.unreadable);
  }
}

/** The path pages use for an image: its largest variant. */
export function imagePath(image: ProcessedImage): string {
  const largest = Math.max(...image.variants.map((variant) => variant.width));
  return `/uploads/${image.id}-${largest}.webp`;
}

/** Writes the variants and records them. Called once the image is known good. */
export function storeImage(image: ProcessedImage): string {
  const dir = uploadsDir();
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const file = path.join(dir, `${image.id}-${variant.width}.webp`);
      fs.writeFileSync(file, variant.data, { flag: "wx" });
      written.push(file);
    }
    getDb()
      .insert(media)
      .values({
        id: image.id,
        width: image.width,
        height: image.height,
        variants: image.variants.map((variant) => variant.width),
      })
      .run();
  } catch (error) {
    for (const file of written) fs.rmSync(file, { force: true });
    throw error;
  }
  return imagePath(image);
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
