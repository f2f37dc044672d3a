import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imagePath, MAX_UPLOAD_BYTES, processImage, readUpload, storeImage, UploadError, uploadsDir } from "./media.server";

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 112, b: 42 } } })
    .withMetadata({ exif: { IFD0: { Artist: "Secret Person" } } })
    .jpeg()
    .toBuffer();
}

function file(data: Buffer | string, name: string, type: string): File {
  return new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type });
}

describe("image uploads", () => {
  it("re-encodes a real image to WebP at a few widths, strips metadata, and stores it under DATA_DIR", async () => {
    const processed = await processImage(file(await png(1600, 900), "photo.jpg", "image/jpeg"));
    expect(processed.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    const stored = storeImage(processed);
    expect(stored).toBe(imagePath(processed));
    const name = path.basename(stored);
    const body = readUpload(name)!;
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(true);
  });

  it("refuses a renamed non-image, an SVG, an oversize file and too many pixels, writing nothing", async () => {
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    await expect(processImage(file("%PDF-1.4 not an image", "cv.png", "image/png"))).rejects.toThrow(/not an image/);
    await expect(
      processImage(file('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', "x.png", "image/png")),
    ).rejects.toThrow(/not an image/);
    await expect(processImage(file(Buffer.alloc(MAX_UPLOAD_BYTES + 1), "big.jpg", "image/jpeg"))).rejects.toThrow(/5 MB/);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png({ compressionLevel: 9, palette: true }).toBuffer();
    await expect(processImage(file(huge, "huge.png", "image/png"))).rejects.toBeInstanceOf(UploadError);
    await expect(processImage(file(huge, "huge.png", "image/png"))).rejects.toThrow(/40 megapixels/);
    const after = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
    expect(after).toBe(before);
  });

  it("serves only names it wrote", () => {
    expect(readUpload("../cableworks.db")).toBeUndefined();
    expect(readUpload("abc.webp")).toBeUndefined();
  });
});
