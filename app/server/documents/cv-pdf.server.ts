import zlib from "node:zlib";
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from "@cantoo/pdf-lib";

/**
 * What a PDF CV may not contain, found by reading its objects as a PDF reader would (decision 012).
 *
 * @cantoo/pdf-lib's object parser reads the PDF syntax (strings with nested brackets and escapes,
 * hex strings, names, dictionaries, streams by /Length). We choose where to read and decode object
 * streams ourselves: the library inflates object streams without a size limit and without
 * predictors, so a compression bomb would fill memory and a PNG predictor would hide the objects.
 *
 * Every object of every revision is read: a reader follows its cross-reference table, which may
 * point anywhere in the file (even into another object's stream data), and an object is found
 * there by its "N G obj" header; so the object at every such header is read, and every object
 * packed in an object stream at the offset its stream declares. Each dictionary in them, nested
 * at any depth, is checked for actions and keys that run code, open other files or programs, send
 * data, or carry attached files and media. Links to web pages and e-mail addresses stay allowed:
 * they are what a CV links to, and a reader asks before opening one.
 */

export type PdfProblem =
  | "damaged"
  | "activeContent"
  | "externalAction"
  | "embeddedContent"
  | "encrypted";

// What the object streams of one CV may inflate to in all (a CV is at most 5 MB): a compression
// bomb is refused as damaged instead of filling memory.
export const PDF_INFLATE_MAX_BYTES = 20 * 1024 * 1024;
// How far the parser may move in all, over the file and the inflated object streams: objects read
// from headers nested inside each other could otherwise take quadratic time.
const PARSE_WORK_MAX_BYTES = 64 * 1024 * 1024;
// Objects read in all (headers, packed objects and their index numbers): a 1,400-page 5 MB PDF
// has about 10,000 objects; a file of nothing but headers would otherwise keep the parser busy.
const MAX_PARSES = 300_000;
// Wall-clock limit of one check, whatever the file: past it, the CV is refused as damaged.
export const PDF_CHECK_TIME_LIMIT_MS = 5000;
// Deeper nesting than any writer makes; the walk refuses instead of overflowing the stack.
const MAX_DEPTH = 100;

// Keys whose presence alone means code or a trigger: document scripts (/JS, the /JavaScript name
// tree), additional actions that fire on open, close, page or field events (/AA), XFA forms (XML
// that may carry <script>).
const SCRIPT_KEYS = new Set(["JS", "JavaScript", "AA", "XFA"]);
// Attached files (the /EmbeddedFiles name tree, a file specification's /EF) and rich media.
const EMBEDDED_KEYS = new Set([
  "EmbeddedFiles",
  "EF",
  "RichMediaContent",
  "RichMediaSettings",
]);
const EMBEDDED_TYPES = new Set([
  "EmbeddedFile",
  "FileAttachment",
  "RichMedia",
  "Movie",
  "Sound",
  "Screen",
  "3D",
]);
const ACTION_PROBLEMS = new Map<string, PdfProblem>([
  ["JavaScript", "activeContent"],
  // Opens a program or a file, maybe on a remote share.
  ["Launch", "externalAction"],
  // Opens another PDF, on this computer or a network share, or one attached to this one.
  ["GoToR", "externalAction"],
  ["GoToE", "externalAction"],
  // Send the form's contents somewhere, or read field values from another file. ResetForm only
  // clears this document's fields, and stays allowed.
  ["SubmitForm", "externalAction"],
  ["ImportData", "externalAction"],
  ["RichMediaExecute", "embeddedContent"],
  ["Rendition", "embeddedContent"],
  ["Movie", "embeddedContent"],
  ["Sound", "embeddedContent"],
]);
// A link a reader may open after asking: a web page or an e-mail address. Any other URI (file:,
// smb:, a \\server\share path, javascript:, a relative path resolved against the file) is not.
const SAFE_URI = /^(?:https?:\/\/|mailto:|tel:)/i;

// An object header as a reader's lexer takes it when the cross-reference table sends it there:
// numbers may carry a sign, leading zeros or ".0", comments count as white space, and "obj" may
// follow the generation number directly.
// A comment runs to the end of its line, so one separator has one reading (no backtracking blow-up).
const SEPARATOR = "(?:[\\0\\t\\n\\f\\r ]|%[^\\r\\n]*[\\r\\n])";
const OBJECT_HEADER = new RegExp(
  `([+-]?\\d{1,10}(?:\\.0*)?)${SEPARATOR}+[+-]?\\d{1,5}(?:\\.0*)?${SEPARATOR}*obj`,
  "g",
);
const TRAILER = /trailer/g;
const EOF_MARK = Buffer.from("%%EOF");
// Markup a browser would run if it ever sniffed the file as a page.
const HTML_MARKUP = /<\s*(?:script|html|body|iframe|object|embed|svg)\b/i;

class Unreadable extends Error {}

/** The library parser, with where it stands exposed (to count its work). */
class ObjectReader extends PDFObjectParser {
  static over(bytes: Uint8Array, context: PDFContext): ObjectReader {
    // The library does not export its ByteStream; a plain parser builds one over the bytes.
    const plain = PDFObjectParser.forBytes(bytes, context) as unknown as {
      bytes: ConstructorParameters<typeof PDFObjectParser>[0];
    };
    return new ObjectReader(plain.bytes, context);
  }

  at(offset: number): this {
    this.bytes.moveTo(offset);
    return this;
  }

  offset(): number {
    return this.bytes.offset();
  }
}

/** A name as a reader sees it: pdf-lib decodes #xx only in upper case (/J#6as is /Js's twin). */
function nameOf(name: PDFName): string {
  return name
    .asString()
    .slice(1)
    .replace(/#([0-9A-Fa-f]{2})/g, (_hash, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

function textOf(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString)
    return value.decodeText();
  return undefined;
}

function numberOf(value: PDFObject | undefined): number | undefined {
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

/** Undoes a PNG (10-15) or TIFF (2) predictor, as PDF readers do after inflating. */
function unpredict(data: Buffer, parms: PDFDict | undefined): Buffer {
  const predictor = numberOf(parms?.get(PDFName.of("Predictor"))) ?? 1;
  if (predictor === 1) return data;
  const colors = numberOf(parms?.get(PDFName.of("Colors"))) ?? 1;
  const bits = numberOf(parms?.get(PDFName.of("BitsPerComponent"))) ?? 8;
  const columns = numberOf(parms?.get(PDFName.of("Columns"))) ?? 1;
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (!(rowBytes >= 1 && rowBytes <= data.length + 1))
    throw new Unreadable("predictor row");
  if (predictor === 2) {
    // TIFF: each byte adds the one a pixel before; writers use it with 8-bit components only.
    if (bits !== 8) throw new Unreadable("TIFF predictor");
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowBytes)
      for (
        let i = row + pixelBytes;
        i < Math.min(row + rowBytes, out.length);
        i++
      )
        out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
    return out;
  }
  if (predictor < 10) throw new Unreadable("predictor");
  // PNG: each row starts with its filter type (the number in /Predictor is only a hint).
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (rowBytes + 1)]!;
    const source = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[source + i]!;
      const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + i]! : 0;
      const upLeft =
        row > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new Unreadable("PNG filter type");
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

/** Everything found in one PDF, checked as it is read. */
class PdfReading {
  private readonly context = PDFContext.create();
  private readonly text: string;
  private work = 0;
  private parses = 0;
  private inflated = 0;
  private readonly deadline = performance.now() + PDF_CHECK_TIME_LIMIT_MS;
  problem: PdfProblem | undefined;
  readonly roots: PDFObject[] = [];
  readonly objects: PDFObject[] = [];
  packed = false;
  encrypted = false;
  // The numbers of the objects written out in the file (at any "N G obj" header).
  private readonly written = new Set<number>();

  constructor(private readonly bytes: Buffer) {
    this.text = bytes.toString("latin1");
  }

  /** Reads one object with the library parser, counting the parser's travel against the budget. */
  private parse(
    reader: ObjectReader,
    offset: number,
  ): { object: PDFObject | undefined; end: number } {
    if (++this.parses > MAX_PARSES) throw new Unreadable("objects");
    if (performance.now() > this.deadline) throw new Unreadable("time");
    reader.at(offset);
    let object: PDFObject | undefined;
    try {
      object = reader.parseObject();
    } catch {
      object = undefined;
    }
    const end = reader.offset();
    this.work += Math.max(0, end - offset);
    if (this.work > PARSE_WORK_MAX_BYTES) throw new Unreadable("work");
    return { object, end };
  }

  /** Inflates an object stream's data (deflate layers with their predictors), within the cap. */
  private decode(stream: PDFRawStream): Buffer {
    const filter = stream.dict.get(PDFName.of("Filter"));
    const parms = stream.dict.get(PDFName.of("DecodeParms"));
    const filters =
      filter === undefined
        ? []
        : filter instanceof PDFArray
          ? filter.asArray()
          : [filter];
    let data: Buffer = Buffer.from(stream.getContents());
    filters.forEach((name, index) => {
      const which = name instanceof PDFName ? nameOf(name) : "";
      // "Fl" is the short name readers also take here.
      if (which !== "FlateDecode" && which !== "Fl")
        throw new Unreadable(`filter ${which}`);
      try {
        // Z_SYNC_FLUSH: a stream cut short still gives what it holds, as readers show it.
        data = zlib.inflateSync(data, {
          maxOutputLength: PDF_INFLATE_MAX_BYTES - this.inflated,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch {
        throw new Unreadable("inflate");
      }
      this.inflated += data.length;
      const parm = parms instanceof PDFArray ? parms.get(index) : parms;
      data = unpredict(data, parm instanceof PDFDict ? parm : undefined);
    });
    return data;
  }

  /** The objects packed in an object stream, each read at the offset the stream lists for it. */
  private unpack(stream: PDFRawStream): void {
    const count = numberOf(stream.dict.get(PDFName.of("N")));
    const first = numberOf(stream.dict.get(PDFName.of("First")));
    if (count === undefined || first === undefined)
      throw new Unreadable("object stream header");
    const data = this.decode(stream);
    const reader = ObjectReader.over(data, this.context);
    const offsets: number[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      const number = this.parse(reader, at);
      const offset = this.parse(reader, number.end);
      const value = numberOf(offset.object);
      if (numberOf(number.object) === undefined || value === undefined)
        throw new Unreadable("object stream index");
      offsets.push(first + value);
      at = offset.end;
    }
    offsets.forEach((offset) => {
      const { object } = this.parse(reader, offset);
      if (object === undefined) throw new Unreadable("packed object");
      this.found(object);
    });
    this.packed = true;
  }

  private found(object: PDFObject): void {
    this.objects.push(object);
    if (object instanceof PDFRawStream) this.trailerLike(object.dict);
  }

  /** A trailer or cross-reference stream: where the catalog is, and whether it is encrypted. */
  private trailerLike(dict: PDFDict): void {
    const root = dict.get(PDFName.of("Root"));
    if (root) this.roots.push(root);
    if (dict.get(PDFName.of("Encrypt"))) this.encrypted = true;
  }

  read(): void {
    const reader = ObjectReader.over(this.bytes, this.context);
    // Where the objects read so far end. A header inside one (in its stream data or a string) is
    // read too, since a reader's cross-reference table may point there, but when it does not
    // parse it is only text that looks alike: its names are checked instead.
    let coveredUntil = 0;
    const streams: [number, number][] = [];
    for (const match of this.text.matchAll(OBJECT_HEADER)) {
      const start = match.index;
      this.written.add(Math.abs(Number.parseFloat(match[1]!)));
      const { object, end } = this.parse(reader, start + match[0].length);
      if (object === undefined) {
        if (start >= coveredUntil) throw new Unreadable("object");
        const region = this.text.slice(start, start + 65536);
        this.work += region.length;
        this.problem ??= namesProblem(region);
        continue;
      }
      this.found(object);
      coveredUntil = Math.max(coveredUntil, end);
      if (object instanceof PDFRawStream) streams.push([start, end]);
    }
    for (const match of this.text.matchAll(TRAILER)) {
      const { object } = this.parse(reader, match.index + match[0].length);
      if (object instanceof PDFDict) this.trailerLike(object);
    }
    // Object streams: any stream with an /N and /First, whatever its /Type says, as readers do.
    for (const object of [...this.objects]) {
      if (
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of("N")) &&
        object.dict.get(PDFName.of("First"))
      )
        this.unpack(object);
    }
    // HTML outside stream data: what a browser sniffing the file as a page would run.
    let from = 0;
    const end = this.text.length;
    const ranges: [number, number][] = [...streams, [end, end]];
    for (const [start, stop] of ranges) {
      if (start > from && HTML_MARKUP.test(this.text.slice(from, start)))
        this.problem = "activeContent";
      from = Math.max(from, stop);
    }
  }

  /** Whether a catalog is found: a trailer's /Root names an object written out, or packed. */
  hasCatalog(): boolean {
    const numbers = new Set(
      this.roots
        .filter((root): root is PDFRef => root instanceof PDFRef)
        .map((root) => root.objectNumber),
    );
    if (numbers.size === 0) return false;
    for (const number of numbers) if (this.written.has(number)) return true;
    // A catalog packed in an object stream: readers find it through the cross-reference stream.
    return this.packed;
  }
}

// The names of forbidden keys and actions, for text that does not parse as an object.
const FORBIDDEN_NAME =
  /\/(?:(JS|JavaScript|AA|XFA)|(Launch|GoToR|GoToE|SubmitForm|ImportData)|(EmbeddedFiles?|EF|RichMedia\w*|FileAttachment))(?![^\0\t\n\f\r ()<>[\]{}/%])/;

/**
 * Defence in depth for an object header inside another object whose text does not parse: the
 * names written up to its endobj (at most 64 KB on), #xx decoded, are checked for forbidden ones.
 */
function namesProblem(region: string): PdfProblem | undefined {
  const stop = region.indexOf("endobj");
  const names = region
    .slice(0, stop < 0 ? region.length : stop)
    .replace(/#([0-9A-Fa-f]{2})/g, (_hash, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  const match = FORBIDDEN_NAME.exec(names);
  if (!match) return undefined;
  return match[1]
    ? "activeContent"
    : match[2]
      ? "externalAction"
      : "embeddedContent";
}

/** The first forbidden thing in an object, looking into every dictionary and array in it. */
function walk(object: PDFObject, depth = 0): PdfProblem | undefined {
  if (depth > MAX_DEPTH) return "damaged";
  if (object instanceof PDFRawStream) return walk(object.dict, depth + 1);
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!(object instanceof PDFDict)) return undefined;
  for (const [key, value] of object.entries()) {
    const name = nameOf(key);
    if (SCRIPT_KEYS.has(name)) return "activeContent";
    if (EMBEDDED_KEYS.has(name)) return "embeddedContent";
    if (value instanceof PDFName) {
      const valueName = nameOf(value);
      if (
        (name === "Type" || name === "Subtype") &&
        EMBEDDED_TYPES.has(valueName)
      )
        return "embeddedContent";
      if (name === "S") {
        const problem = ACTION_PROBLEMS.get(valueName);
        if (problem) return problem;
        if (valueName === "URI") {
          const uri = textOf(object.get(PDFName.of("URI")));
          // An indirect or missing /URI cannot be judged here: refused as well.
          if (uri === undefined || !SAFE_URI.test(uri.trim()))
            return "externalAction";
        }
      }
    }
    const problem = walk(value, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Why a PDF CV is refused, or undefined when it may be stored. A PDF ends with %%EOF (within the
 * last kilobyte, as readers allow), so a cut-off upload is refused; one that cannot be read, whose
 * object streams use a filter we do not undo, or that inflates past the cap, cannot be checked and
 * is refused as damaged (a PDF saved again by any common writer reads); an encrypted one cannot be
 * read either.
 */
export function pdfProblem(bytes: Buffer): PdfProblem | undefined {
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes(EOF_MARK))
    return "damaged";
  const reading = new PdfReading(bytes);
  try {
    reading.read();
  } catch (error) {
    if (error instanceof Unreadable)
      return reading.encrypted ? "encrypted" : "damaged";
    throw error;
  }
  if (reading.encrypted) return "encrypted";
  if (reading.problem) return reading.problem;
  if (!reading.hasCatalog()) return "damaged";
  for (const object of reading.objects) {
    const problem = walk(object);
    if (problem) return problem;
  }
  return undefined;
}
