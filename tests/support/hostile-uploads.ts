import zlib from "node:zlib";

/**
 * Hostile upload samples, built in memory (nothing big is committed): shared by the unit tests of
 * media.server.ts / cv.server.ts and the browser tests that post them through the forms.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

/** A complete, valid greyscale PNG; bit depth 1 keeps even a huge one small to build. */
export function pngImage(
  width: number,
  height: number,
  bitDepth: 1 | 8 = 8,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil((width * bitDepth) / 8);
  const raw = Buffer.alloc(rowBytes * height); // filter 0, all black
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A decompression bomb: a valid 30,000 x 30,000 PNG (900 megapixels) of about 110 KB. */
export function pngBomb(): Buffer {
  return pngImage(30_000, 30_000, 1);
}

/** A minimal ZIP archive holding one stored file (local header, central directory, end record). */
export function zipArchive(
  name = "payload.html",
  content = "<script>alert(1)</script>",
): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A valid PNG with a ZIP appended: image viewers show the picture, unzip finds the archive. */
export function pngZipPolyglot(): Buffer {
  return Buffer.concat([pngImage(64, 48), zipArchive()]);
}

/** A ZIP wearing a PNG signature: the first 8 bytes say image, the rest is an archive. */
export function zipWithPngHeader(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, zipArchive()]);
}

/** The first `fraction` of a file: an upload cut off half way. */
export function truncated(bytes: Buffer, fraction = 0.6): Buffer {
  return bytes.subarray(0, Math.floor(bytes.length * fraction));
}

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>';

/** A small but well-formed PDF (header, one page, xref, trailer, %%EOF). */
export function pdfDocument(extra = ""): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  body += extra;
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets)
    body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A PDF that is also an HTML page: a browser sniffing it would run the script. */
export function pdfHtmlPolyglot(): Buffer {
  return pdfDocument(
    "% <html><body><script>alert(document.cookie)</script></body></html>\n",
  );
}

/** A PDF that runs JavaScript when opened. */
export function pdfWithJavaScript(): Buffer {
  return pdfDocument(
    "4 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>\nendobj\n",
  );
}

/**
 * A PDF 1.5 whose objects are packed in a deflated object stream (as most writers save them), one
 * of them `packedObject`. `layers` deflates it that many times (a filter array).
 */
export function pdfWithObjectStream(
  packedObject: string,
  layers = 1,
  filter = "/FlateDecode",
): Buffer {
  // The stream's header lists object 4 at offset 0 after it (/First 4), then the object itself.
  let data = Buffer.from(`4 0 ${packedObject}`, "latin1");
  for (let i = 0; i < layers; i++) data = zlib.deflateSync(data);
  const filters =
    layers > 0
      ? ` /Filter [${Array.from({ length: layers }, () => filter).join(" ")}]`
      : "";
  return pdfDocument(
    `5 0 obj\n<< /Type /ObjStm /N 1 /First 4${filters} /Length ${data.length} >>\nstream\n${data.toString("latin1")}\nendstream\nendobj\n`,
  );
}

/** A Windows executable's first bytes. */
export const EXECUTABLE = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
  Buffer.alloc(120),
  Buffer.from("This program cannot be run in DOS mode."),
]);

export const HTML_PAGE = Buffer.from(
  "<!doctype html><html><body><script>alert(1)</script></body></html>",
);

/**
 * A tiny file that claims a huge picture: a one-colour 6000 x 6000 AVIF of about 900 bytes, whose
 * full decode takes 108 MB of pixels (and took some 2 GB before decoding was bounded).
 */
export async function avifTinyButHuge(
  width = 6000,
  height = 6000,
): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({
    create: { width, height, channels: 3, background: "#336699" },
  })
    .avif({ quality: 30, effort: 0 })
    .toBuffer();
}
