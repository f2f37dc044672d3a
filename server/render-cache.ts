import crypto from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * The render cache for anonymous public pages.
 *
 * Every visitor without a cookie gets the same HTML for a URL, so a rendered page is kept and
 * served again until the data changes: `version()` is read on every request (a counter the
 * database bumps on every write to what pages show), and an entry made under another version is
 * never served. So an admin's save shows at once, and a page is never stale.
 *
 * Each response still carries its own CSP nonce: the page (and its CSP header) is kept with the
 * nonce's places zero-filled, as one gzip member in which the parts between the nonces are
 * compressed alone and each nonce is a small stored (uncompressed) block. A response
 * copies a template and writes its nonce into the slots; the gzip trailer's CRC comes from the
 * zero-nonce page's CRC and a crc32 of the nonce alone. So a hit costs a lookup, a copy and a
 * write: no render, no compression, no pass over the page. `serve()` works on plain Node requests
 * so the server can answer hits before any other middleware runs (it replays the headers the full
 * pipeline set when the page was rendered).
 */

export interface RenderCacheOptions {
  /** Changes whenever anything a page shows may have changed. */
  version: () => string;
  /** The nonce this response must carry (server.ts puts it in res.locals.cspNonce). */
  nonce: (res: Response) => string;
  /** Upper bound on the bytes kept (pages are kept compressed). */
  maxBytes?: number;
  /** Paths (without the query) never cached, besides non-GET requests and requests with cookies. */
  skip?: (path: string) => boolean;
  /** Cache-Control for cached pages (lets a CDN keep them). */
  cacheControl?: string;
}

/** A header value with the nonce cut out: joined with the fresh nonce on every response. */
type HeaderTemplate = [name: string, parts: string[]];

/** A body with the nonce's places zero-filled: a response copies it and writes its nonce in. */
interface BodyTemplate {
  bytes: Buffer;
  /** Where each copy of the nonce starts. */
  slots: number[];
}

/** A page's bodies, for any nonce of one length. */
interface Bodies {
  /** Bytes in the nonce the templates were made for (every nonce server.ts makes has 24). */
  nonceLength: number;
  /**
   * One gzip member of the page with zeros for the nonce (its trailer's CRC is that page's; a
   * response writes its own, see `gzipCrc`). Only this is kept: the rare client that does not
   * take gzip gets it inflated.
   */
  gzip: BodyTemplate;
  /** Where each copy of the nonce starts in the uncompressed page. */
  plainSlots: number[];
  /** crc32 of the page with zeros for the nonce, and the linear map from a nonce's crc to the page's. */
  zeroCrc: number;
  nonceCrc: Uint32Array;
  /** crc32 of the zeros standing for one nonce. */
  zeroNonceCrc: number;
}

interface Entry extends Bodies {
  version: string;
  status: number;
  headers: HeaderTemplate[];
  /** Gzip bodies of finished responses, for the next hits (see `spareBytes`). */
  spares: Buffer[];
  etag: string;
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Headers a cached response sets itself (or must not repeat). */
const OWN_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "strict-transport-security",
  "transfer-encoding",
  "vary",
  "x-render-cache",
  "x-request-id",
]);

/** The header of a non-final stored deflate block of `length` bytes (at most 65,535). */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/**
 * crc32 continued over n bytes is affine in the starting value: crc32(D, c) = L_n(c) ^ crc32(D, 0),
 * with L_n depending only on n (it is what n zero bytes do to the register). L_n is kept as its 32
 * columns, L_n(1 << bit). L_1 comes from zlib itself, over one zero byte; L_(2^k) by squaring; and
 * L_n as the product of the powers of two in n: about a thousand word operations.
 */
function compose(outer: Uint32Array, inner: Uint32Array): Uint32Array {
  const columns = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) columns[bit] = applyShift(outer, inner[bit]!);
  return columns;
}

const powersOfTwo: Uint32Array[] = [];

function shiftForPowerOfTwo(exponent: number): Uint32Array {
  if (powersOfTwo.length === 0) {
    const zero = Buffer.alloc(1);
    const base = zlib.crc32(zero, 0);
    const columns = new Uint32Array(32);
    for (let bit = 0; bit < 32; bit++) columns[bit] = (zlib.crc32(zero, (1 << bit) >>> 0) ^ base) >>> 0;
    powersOfTwo.push(columns);
  }
  while (powersOfTwo.length <= exponent) {
    const last = powersOfTwo[powersOfTwo.length - 1]!;
    powersOfTwo.push(compose(last, last));
  }
  return powersOfTwo[exponent]!;
}

export function crcShift(length: number): Uint32Array {
  let result: Uint32Array | undefined;
  for (let exponent = 0, rest = length; rest > 0; exponent++, rest = Math.floor(rest / 2)) {
    if (rest % 2 === 0) continue;
    const power = shiftForPowerOfTwo(exponent);
    result = result ? compose(power, result) : power;
  }
  return result ?? IDENTITY;
}

/** What zero bytes do to the register: nothing. */
const IDENTITY = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);

function applyShift(columns: Uint32Array, value: number): number {
  let result = 0;
  for (let bit = 0; value !== 0; bit++, value >>>= 1) if (value & 1) result ^= columns[bit]!;
  return result >>> 0;
}

/**
 * The page's crc32 for a nonce, from the zero-nonce page's. crc32 over data of a fixed length is
 * affine in the data, so the page's crc differs from the zero-nonce page's by a linear function of
 * the nonce: for a copy followed by t bytes, L_t(crc32(nonce) ^ crc32(zeros)); summed over the
 * copies, one map (the XOR of their L_t). A response computes one crc32 over its nonce and one
 * 32-column product, not a crc32 of the page.
 */
function gzipCrc(entry: Bodies, nonce: Buffer): number {
  const nonceDifference = (zlib.crc32(nonce, 0) ^ entry.zeroNonceCrc) >>> 0;
  return (entry.zeroCrc ^ applyShift(entry.nonceCrc, nonceDifference)) >>> 0;
}

/**
 * Writes `nonce` into `body` (a copy of the page's gzip template, or a body made from one before,
 * for the same page) and the page's CRC for that nonce into its trailer.
 */
function stampGzip(body: Buffer, bodies: Bodies, nonce: Buffer): Buffer {
  for (const slot of bodies.gzip.slots) nonce.copy(body, slot);
  body.writeUInt32LE(gzipCrc(bodies, nonce), body.length - 8);
  return body;
}

/** The page uncompressed, with `nonce` in, for the rare client that takes no gzip. */
function plainBody(bodies: Bodies, nonce: Buffer): Buffer {
  const body = zlib.gunzipSync(bodies.gzip.bytes);
  for (const slot of bodies.plainSlots) nonce.copy(body, slot);
  return body;
}

/** The page's parts between the nonce's slots. */
function partsOf(bodies: Bodies): Buffer[] {
  const bytes = zlib.gunzipSync(bodies.gzip.bytes);
  const parts: Buffer[] = [];
  let start = 0;
  for (const slot of bodies.plainSlots) {
    parts.push(bytes.subarray(start, slot));
    start = slot + bodies.nonceLength;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/** The page split where the nonce stood (no nonce, or none in the page: one part). */
function splitOn(body: Buffer, marker: string): Buffer[] {
  if (marker === "") return [body];
  const needle = Buffer.from(marker);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle, start); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * The page's parts (split where a nonce of `nonceLength` bytes goes) as a gzip template.
 * Each part is compressed alone (raw deflate, ended by a full flush, so it ends on a byte boundary
 * and nothing later refers back into it), and the nonce's places are stored blocks between them.
 */
function makeBodies(parts: Buffer[], nonceLength: number): Bodies {
  const gap = Buffer.alloc(nonceLength);
  const plainPieces: Buffer[] = [];
  const plainSlots: number[] = [];
  const gzipPieces: Buffer[] = [GZIP_HEADER];
  const gzipSlots: number[] = [];
  let plainAt = 0;
  let gzipAt = GZIP_HEADER.length;
  const gapHeader = storedBlockHeader(nonceLength);
  parts.forEach((part, index) => {
    if (index > 0) {
      plainSlots.push(plainAt);
      plainPieces.push(gap);
      plainAt += nonceLength;
      gzipPieces.push(gapHeader, gap);
      gzipSlots.push(gzipAt + gapHeader.length);
      gzipAt += gapHeader.length + nonceLength;
    }
    plainPieces.push(part);
    plainAt += part.length;
    const deflated = zlib.deflateRawSync(part, {
      level: 9,
      finishFlush: zlib.constants.Z_FULL_FLUSH,
    });
    gzipPieces.push(deflated);
    gzipAt += deflated.length;
  });
  const plain = Buffer.concat(plainPieces);
  const zeroCrc = zlib.crc32(plain, 0);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zeroCrc, 0);
  trailer.writeUInt32LE(plain.length >>> 0, 4);
  gzipPieces.push(FINAL_BLOCK, trailer);
  let nonceCrc = new Uint32Array(32);
  for (const slot of plainSlots) {
    const shift = crcShift(plain.length - slot - nonceLength);
    nonceCrc = nonceCrc.map((column, bit) => column ^ shift[bit]!);
  }
  return {
    nonceLength,
    plainSlots,
    // One buffer of the exact size: zlib's outputs are views of 16 KB chunks, and kept as they
    // come, a page of 26 parts of a few hundred bytes held 400 KB.
    gzip: { bytes: Buffer.concat(gzipPieces), slots: gzipSlots },
    zeroCrc,
    zeroNonceCrc: zlib.crc32(gap, 0),
    nonceCrc,
  };
}

/** For tests and one-off use: the whole gzip member for `page` split on `marker`, with `nonce` in. */
export function gzipWithNonce(page: string, marker: string, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const bodies = makeBodies(splitOn(Buffer.from(page), marker), nonceBytes.length);
  return stampGzip(Buffer.from(bodies.gzip.bytes), bodies, nonceBytes);
}

function headerTemplates(headers: OutgoingHttpHeaders, nonce: string): HeaderTemplate[] {
  const templates: HeaderTemplate[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const one of values) templates.push([name, nonce ? one.split(nonce) : [one]]);
  }
  return templates;
}

export interface RenderCache {
  /** Express middleware: serves hits, keeps what the handlers after it render. */
  middleware: RequestHandler;
  /**
   * Answers `req` from the cache when it can (returns true). `nonce` is this response's; `extra`
   * are per-request headers to add (request id, HSTS).
   */
  serve: (req: IncomingMessage, res: ServerResponse, nonce: string, extra?: Array<[string, string]>) => boolean;
  stats: () => { entries: number; bytes: number; hits: number; misses: number };
  clear: () => void;
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  // About 2,000 pages (a page is kept as some 16 KB of gzip): the most visited of a large catalogue.
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const cacheControl = options.cacheControl ?? "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
  // A Map keeps insertion order: re-inserting on a hit makes it an LRU.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // A hit's body is a copy of the page's template. A new 16 KB buffer per hit, thousands a second,
  // was enough external memory to make V8 run a full mark-compact every 150 ms (4 to 11 ms pauses:
  // the slowest answers). So the body of a finished response is kept for the next hit of its page,
  // which writes only its nonce and CRC into it; at most this many bytes are kept that way.
  const maxSpareBytes = 4 * 1024 * 1024;
  let spareBytes = 0;

  function forget(entry: Entry) {
    bytes -= entry.bytes;
    for (const spare of entry.spares) spareBytes -= spare.length;
    entry.spares.length = 0;
  }

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) {
      forget(old);
      entries.delete(key);
    }
    if (entry.bytes > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldestKey);
      forget(oldest);
    }
  }

  // Pages with a query (searches, page numbers) are kept the second time they are rendered: a
  // one-off search is not worth compressing and keeping, and would push out pages people share.
  const seenOnce = new Set<string>();
  function admit(req: IncomingMessage, key: string): boolean {
    if (!(req.url ?? "").includes("?")) return true;
    if (seenOnce.delete(key)) return true;
    if (seenOnce.size >= 10_000) seenOnce.clear();
    seenOnce.add(key);
    return false;
  }

  function cacheable(req: IncomingMessage): boolean {
    return (req.method === "GET" || req.method === "HEAD") && !req.headers.cookie && !options.skip?.(pathOf(req.url ?? "/"));
  }

  const keyOf = (req: IncomingMessage) => `${req.headers.host ?? ""}${req.url ?? "/"}`;

  function serve(req: IncomingMessage, res: ServerResponse, nonce: string, extra: Array<[string, string]> = []): boolean {
    if (!cacheable(req)) return false;
    const key = keyOf(req);
    const entry = entries.get(key);
    if (!entry || entry.version !== options.version()) return false;
    hits += 1;
    entries.delete(key);
    entries.set(key, entry);

    const headers: string[] = [];
    for (const [name, parts] of entry.headers) headers.push(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
    for (const [name, value] of extra) headers.push(name, value);
    headers.push("Cache-Control", cacheControl, "ETag", entry.etag, "Vary", "Accept-Encoding", "X-Render-Cache", "hit");
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const nonceBytes = Buffer.from(nonce);
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (gzip && nonceBytes.length === entry.nonceLength) {
      const spare = entry.spares.pop();
      if (spare) spareBytes -= spare.length;
      const body = stampGzip(spare ?? Buffer.from(entry.gzip.bytes), entry, nonceBytes);
      headers.push("Content-Length", String(body.length), "Content-Encoding", "gzip");
      res.writeHead(entry.status, headers);
      if (req.method === "HEAD") {
        res.end();
        return true;
      }
      // Once the response has finished, the kernel has its bytes: the buffer is free again.
      res.end(body, () => {
        if (entries.get(key) !== entry || spareBytes + body.length > maxSpareBytes) return;
        entry.spares.push(body);
        spareBytes += body.length;
      });
      return true;
    }
    // A nonce of another length than the one the templates were made for (not from server.ts,
    // whose nonces all have 24 bytes): made again around it.
    const bodies = nonceBytes.length === entry.nonceLength ? entry : makeBodies(partsOf(entry), nonceBytes.length);
    const body = gzip ? stampGzip(Buffer.from(bodies.gzip.bytes), bodies, nonceBytes) : plainBody(bodies, nonceBytes);
    headers.push("Content-Length", String(body.length));
    if (gzip) headers.push("Content-Encoding", "gzip");
    res.writeHead(entry.status, headers);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return true;
  }

  // Renders in flight, by key: a burst of requests for a page not yet kept waits for one render
  // instead of rendering it a hundred times at once (time and memory).
  const rendering = new Map<string, Promise<void>>();

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (!cacheable(req)) return next();
    const nonce = options.nonce(res);
    if (serve(req, res, nonce)) return;
    const key = keyOf(req);
    const inFlight = rendering.get(key);
    if (inFlight) {
      void inFlight.then(() => {
        if (!serve(req, res, nonce)) render(req, res, next, nonce, key);
      });
      return;
    }
    render(req, res, next, nonce, key);
  };

  function render(req: Request, res: Response, next: NextFunction, nonce: string, key: string) {
    misses += 1;
    let done: () => void = () => {};
    if (!rendering.has(key)) {
      let resolve: () => void = () => {};
      const flight = new Promise<void>((settle) => {
        resolve = settle;
      });
      rendering.set(key, flight);
      done = () => {
        if (rendering.get(key) === flight) rendering.delete(key);
        resolve();
      };
      res.on("close", () => done());
    }
    const version = options.version();
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    const contentTypeOk = () => String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
    let headers: OutgoingHttpHeaders = {};
    const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (res.statusCode === 200 && contentTypeOk() && !res.getHeader("Set-Cookie") && !res.getHeader("Cache-Control")) {
        res.setHeader("Cache-Control", cacheControl);
      }
      headers = res.getHeaders();
      return originalWriteHead(...args);
    }) as Response["writeHead"];
    res.on("finish", () => {
      const status = res.statusCode;
      // Only successful pages: error and not-found pages are cheap and would let anyone fill the
      // cache with made-up addresses.
      if (status !== 200) return;
      if (!contentTypeOk() || res.getHeader("Set-Cookie")) return;
      // Only keep what was rendered under the version it was asked for.
      if (options.version() !== version) return;
      if (!admit(req, key)) return;
      const body = Buffer.concat(chunks);
      if (body.length === 0) return;
      const bodies = makeBodies(splitOn(body, nonce), Buffer.byteLength(nonce));
      // Over the page with zeros for the nonce (compressed): the same for every render of the page.
      const etag = `W/"${crypto.createHash("sha256").update(bodies.gzip.bytes).digest("base64url").slice(0, 27)}"`;
      remember(key, {
        ...bodies,
        version,
        status,
        headers: headerTemplates(headers, nonce),
        etag,
        spares: [],
        bytes: bodies.gzip.bytes.length + 16 * bodies.gzip.slots.length + 512,
      });
      done();
    });
    next();
  }

  return {
    middleware,
    serve,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
    clear: () => {
      entries.clear();
      bytes = 0;
      spareBytes = 0;
    },
  };
}
