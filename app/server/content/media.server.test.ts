import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  avifTinyButHuge,
  pdfDocument,
  pngBomb,
  pngImage,
  pngZipPolyglot,
  SVG_WITH_SCRIPT,
  truncated,
  zipArchive,
  zipWithPngHeader,
} from "../../../tests/support/hostile-uploads";
import { done, failed } from "~/lib/forms/action-result";
import { getDb } from "../db/client.server";
import { media } from "../db/schema.server";
import {
  containerProblem,
  MAX_UPLOAD_BYTES,
  processImage,
  readUpload,
  UploadError,
  uploadsDir,
  writeWithImage,
} from "./media.server";

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 200, g: 112, b: 42 },
    },
  })
    .withMetadata({ exif: { IFD0: { Artist: "Secret Person" } } })
    .jpeg()
    .toBuffer();
}

function file(data: Buffer | string, name: string, type: string): File {
  return new File(
    [typeof data === "string" ? data : new Uint8Array(data)],
    name,
    { type },
  );
}

describe("image uploads", () => {
  it("re-encodes a real image to WebP at a few widths, strips metadata, and stores it under DATA_DIR", async () => {
    const processed = await processImage(
      file(await png(1600, 900), "photo.jpg", "image/jpeg"),
    );
    expect(processed.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    const result = await writeWithImage(
      { file: file(await png(1600, 900), "photo.jpg", "image/jpeg") },
      (_tx, image) => done(image),
    );
    if (!result.ok || !result.value) throw new Error("not stored");
    const stored = result.value;
    expect(stored).toMatch(/^\/uploads\/[a-f0-9]{24}-1280\.webp$/);
    const name = path.basename(stored);
    const body = readUpload(name)!;
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(true);
  });

  it("refuses a renamed non-image, an SVG, an oversize file and too many pixels, writing nothing", async () => {
    const before = fs.existsSync(uploadsDir())
      ? fs.readdirSync(uploadsDir()).length
      : 0;
    await expect(
      processImage(file("%PDF-1.4 not an image", "cv.png", "image/png")),
    ).rejects.toThrow(/not an image/);
    await expect(
      processImage(
        file(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          "x.png",
          "image/png",
        ),
      ),
    ).rejects.toThrow(/not an image/);
    await expect(
      processImage(
        file(Buffer.alloc(MAX_UPLOAD_BYTES + 1), "big.jpg", "image/jpeg"),
      ),
    ).rejects.toThrow(/5 MB/);
    const huge = await sharp({
      create: {
        width: 8000,
        height: 6000,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
      },
    })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await expect(
      processImage(file(huge, "huge.png", "image/png")),
    ).rejects.toBeInstanceOf(UploadError);
    await expect(
      processImage(file(huge, "huge.png", "image/png")),
    ).rejects.toThrow(/25 megapixels/);
    const after = fs.existsSync(uploadsDir())
      ? fs.readdirSync(uploadsDir()).length
      : 0;
    expect(after).toBe(before);
  });

  it("serves only names it wrote", () => {
    expect(readUpload("../cableworks.db")).toBeUndefined();
    expect(readUpload("abc.webp")).toBeUndefined();
  });
});

describe("bounded decoding", () => {
  it("refuses a 900-byte 6000 x 6000 AVIF and a 6000 x 6000 PNG from their headers, saying how big they are", async () => {
    const avif = await avifTinyButHuge();
    expect(avif.length).toBeLessThan(2_000);
    await expect(
      processImage(file(avif, "tiny.avif", "image/avif")),
    ).rejects.toThrow(
      "This image is 6000 × 6000 pixels (36 megapixels); AVIF images can be at most 8 megapixels. Please make it smaller and upload it again.",
    );
    await expect(
      processImage(file(pngImage(6000, 6000, 1), "tiny.png", "image/png")),
    ).rejects.toThrow(
      "This image is 6000 × 6000 pixels (36 megapixels); PNG images can be at most 25 megapixels.",
    );
  });

  it("still takes an AVIF within its bound, at the usual widths", async () => {
    const processed = await processImage(
      file(await avifTinyButHuge(2400, 1600), "ok.avif", "image/avif"),
    );
    expect([processed.width, processed.height]).toEqual([2400, 1600]);
    expect(processed.variants.map((variant) => variant.width)).toEqual([
      320, 640, 1280,
    ]);
  });

  it("refuses an image within the pixel bound whose 16-bit channels would take more than 100 MB decoded", async () => {
    const deep = await sharp({
      create: {
        width: 4000,
        height: 4000,
        channels: 4,
        background: { r: 1, g: 2, b: 3, alpha: 1 },
      },
    })
      .toColourspace("rgb16")
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    await expect(
      processImage(file(deep, "deep.png", "image/png")),
    ).rejects.toThrow(/4000 × 4000 pixels with more colour depth/);
  });

  it("keeps no decoded images in sharp's cache after an upload, and decodes on one thread", async () => {
    await processImage(file(pngImage(64, 48), "ok.png", "image/png"));
    expect(sharp.cache().memory.max).toBe(0);
    expect(sharp.concurrency()).toBe(1);
  });
});

describe("a write with an image", () => {
  const mediaIds = () =>
    getDb()
      .select({ id: media.id })
      .from(media)
      .all()
      .map((row) => row.id);
  const stored = () =>
    fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : [];

  it("records the image's media row in the write's transaction, with its files", async () => {
    const result = await writeWithImage(
      { file: file(pngImage(700, 400), "a.png", "image/png") },
      (tx, image) => {
        // Inside the transaction the media row is already there, so the write can rely on it.
        expect(
          tx
            .select()
            .from(media)
            .all()
            .some((row) => image?.includes(row.id)),
        ).toBe(true);
        return done(image);
      },
    );
    if (!result.ok || !result.value) throw new Error("not stored");
    const id = path.basename(result.value).slice(0, 24);
    expect(mediaIds()).toContain(id);
    expect(stored().filter((name) => name.startsWith(id))).toEqual([
      `${id}-320.webp`,
      `${id}-640.webp`,
      `${id}-700.webp`,
    ]);
  });

  it("a refused write leaves no file and no media row, and gives the write's errors", async () => {
    const [filesBefore, rowsBefore] = [stored(), mediaIds()];
    const result = await writeWithImage(
      { file: file(pngImage(700, 400), "a.png", "image/png") },
      () => failed({ name: "Taken" }),
    );
    expect(result).toEqual({ ok: false, errors: { name: "Taken" } });
    expect(stored()).toEqual(filesBefore);
    expect(mediaIds()).toEqual(rowsBefore);
  });

  it("a write that throws leaves no file and no media row, and the error goes on", async () => {
    const [filesBefore, rowsBefore] = [stored(), mediaIds()];
    await expect(
      writeWithImage(
        { file: file(pngImage(700, 400), "a.png", "image/png") },
        () => {
          throw new Error("disk full");
        },
      ),
    ).rejects.toThrow("disk full");
    expect(stored()).toEqual(filesBefore);
    expect(mediaIds()).toEqual(rowsBefore);
  });

  it("a bad file is the image field's error and the write never runs; no file means keep, remove means null", async () => {
    let ran = false;
    const bad = await writeWithImage(
      { file: file("not an image", "x.png", "image/png") },
      () => {
        ran = true;
        return done(null);
      },
      "logo",
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.logo).toMatch(/not an image/);
    expect(ran).toBe(false);
    expect(await writeWithImage({}, (_tx, image) => done(image))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(
      await writeWithImage(
        { file: new File([], ""), remove: true },
        (_tx, image) => done(image),
      ),
    ).toEqual({ ok: true, value: null });
  });
});

describe("hostile image uploads", () => {
  const countUploads = () =>
    fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;

  it("accepts the plain PNG the samples are built from", async () => {
    const processed = await processImage(
      file(pngImage(64, 48), "ok.png", "image/png"),
    );
    expect(processed.width).toBe(64);
  });

  it.each([
    [
      "a text file named .webp",
      () => Buffer.from("just some text"),
      /not an image/,
    ],
    ["a PDF named .png", () => pdfDocument(), /not an image/],
    [
      "an SVG with a script",
      () => Buffer.from(SVG_WITH_SCRIPT),
      /not an image/,
    ],
    ["a 30000x30000 PNG bomb", () => pngBomb(), /25 megapixels/],
    [
      "a truncated PNG",
      () => truncated(pngImage(400, 300)),
      /could not be read/,
    ],
    [
      "a PNG cut inside its header",
      () => pngImage(400, 300).subarray(0, 40),
      /not an image|could not be read/,
    ],
    [
      "a PNG with a ZIP appended",
      () => pngZipPolyglot(),
      /other data attached/,
    ],
    [
      "a ZIP with a PNG header",
      () => zipWithPngHeader(),
      /not an image|other data attached/,
    ],
  ])("refuses %s, writing nothing", async (_name, build, message) => {
    const before = countUploads();
    const bytes = build();
    await expect(
      processImage(file(bytes, "image.png", "image/png")),
    ).rejects.toThrow(message);
    expect(countUploads()).toBe(before);
  });

  it("refuses a truncated JPEG and a JPEG with an archive appended, and keeps a zero-padded one", async () => {
    const jpeg = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: { r: 9, g: 99, b: 199 },
      },
    })
      .jpeg()
      .toBuffer();
    await expect(
      processImage(file(truncated(jpeg), "cut.jpg", "image/jpeg")),
    ).rejects.toThrow(/could not be read/);
    await expect(
      processImage(
        file(Buffer.concat([jpeg, zipArchive()]), "poly.jpg", "image/jpeg"),
      ),
    ).rejects.toThrow(/other data attached/);
    await expect(
      processImage(
        file(
          Buffer.concat([jpeg, Buffer.from("trailing")]),
          "tail.jpg",
          "image/jpeg",
        ),
      ),
    ).rejects.toThrow(/other data attached/);
    expect(
      (
        await processImage(
          file(
            Buffer.concat([jpeg, Buffer.alloc(16)]),
            "pad.jpg",
            "image/jpeg",
          ),
        )
      ).width,
    ).toBe(300);
  });

  it("checks the end of WebP, GIF and AVIF containers too", async () => {
    const base = sharp({
      create: {
        width: 40,
        height: 30,
        channels: 3,
        background: { r: 1, g: 2, b: 3 },
      },
    });
    for (const [format, bytes] of [
      ["webp", await base.clone().webp().toBuffer()],
      ["gif", await base.clone().gif().toBuffer()],
      ["avif", await base.clone().avif().toBuffer()],
    ] as const) {
      expect(containerProblem(bytes, format), format).toBeUndefined();
      expect(
        containerProblem(Buffer.concat([bytes, zipArchive()]), format),
        format,
      ).toBe("extraData");
      expect(containerProblem(truncated(bytes), format), format).toBeDefined();
    }
  });
});
