import crypto from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * The render cache for anonymous public pages.
 *
 * Every visitor without a cookie gets the same HTML for a URL, so a rendered page is kept and
 * served again until the data changes: `version()` is read on every request (the database's change
 * counters), and an entry made under another version is never served. So an admin's save shows at
 * once, and a page is never stale.
 *
 * Each response still carries its own CSP nonce: the page is kept with the nonce cut out, as
 * segments, and the fresh nonce is put back per response. The segments are also kept compressed
 * (raw deflate, each ended by a full flush so they can be joined byte-wise); a response joins them
 * with the nonce as small stored blocks inside one gzip member. So a hit costs a lookup, a CRC and a
 * copy: no render and no compression.
 */

export interface RenderCacheOptions {
  /** Changes whenever anything a page shows may have changed. */
  version: () => string;
  /** The nonce this response must carry (server.ts puts it in res.locals.cspNonce). */
  nonce: (res: Response) => string;
  /** Upper bound on the bytes kept (uncompressed + compressed). */
  maxBytes?: number;
  /** Paths never cached (besides non-GET requests and requests with cookies). */
  skip?: (req: Request) => boolean;
  /** Cache-Control for cached pages (lets a CDN keep them). */
  cacheControl?: string;
}

interface Entry {
  version: string;
  status: number;
  contentType: string;
  /** The page split where the nonce stood. */
  segments: Buffer[];
  /** The same segments, raw-deflated, each ending on a byte boundary (full flush). */
  deflated: Buffer[];
  etag: string;
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A non-final stored deflate block holding `data` (at most 65,535 bytes). */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

function deflateSegment(segment: Buffer): Buffer {
  // A full flush ends the segment on a byte boundary with no back-references into it from later
  // data, so compressed segments can be joined with other blocks in between.
  return zlib.deflateRawSync(segment, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
}

/** Joins the segments around `nonce` into one gzip member. */
export function gzipWithNonce(segments: Buffer[], deflated: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      parts.push(storedBlock(nonceBytes));
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    parts.push(deflated[index]!);
    crc = zlib.crc32(segment, crc);
    size += segment.length;
  });
  parts.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

export function plainWithNonce(segments: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  segments.forEach((segment, index) => {
    if (index > 0) parts.push(nonceBytes);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}

function splitOn(body: Buffer, marker: string): Buffer[] {
  const needle = Buffer.from(marker);
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle, start); at !== -1; at = body.indexOf(needle, start)) {
    segments.push(body.subarray(start, at));
    start = at + needle.length;
  }
  segments.push(body.subarray(start));
  return segments;
}

function acceptsGzip(req: Request): boolean {
  return /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
}

export interface RenderCache {
  middleware: RequestHandler;
  stats: () => { entries: number; bytes: number; hits: number; misses: number };
  clear: () => void;
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const cacheControl = options.cacheControl ?? "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
  // A Map keeps insertion order: re-inserting on a hit makes it an LRU.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) {
      bytes -= old.bytes;
      entries.delete(key);
    }
    if (entry.bytes > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldestKey);
      bytes -= oldest.bytes;
    }
  }

  function send(req: Request, res: Response, entry: Entry) {
    const nonce = options.nonce(res);
    res.status(entry.status);
    res.setHeader("Content-Type", entry.contentType);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Render-Cache", "hit");
    if (req.headers["if-none-match"] === entry.etag) {
      res.status(304).end();
      return;
    }
    if (acceptsGzip(req)) {
      const body = gzipWithNonce(entry.segments, entry.deflated, nonce);
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    } else {
      const body = plainWithNonce(entry.segments, nonce);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    }
  }

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie || options.skip?.(req)) {
      return next();
    }
    const key = `${req.headers.host ?? ""}${req.originalUrl}`;
    const version = options.version();
    const cached = entries.get(key);
    if (cached && cached.version === version) {
      hits += 1;
      entries.delete(key);
      entries.set(key, cached);
      send(req, res, cached);
      return;
    }
    misses += 1;
    const nonce = options.nonce(res);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding));
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
    const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (res.statusCode === 200 && contentTypeOk() && !res.getHeader("Set-Cookie") && !res.getHeader("Cache-Control")) {
        res.setHeader("Cache-Control", cacheControl);
      }
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
      const body = Buffer.concat(chunks);
      if (body.length === 0) return;
      const segments = splitOn(body, nonce);
      const deflated = segments.map(deflateSegment);
      const etag = `W/"${crypto.createHash("sha256").update(segments.join("\u0000")).digest("base64url").slice(0, 27)}"`;
      remember(key, {
        version,
        status,
        contentType: String(res.getHeader("Content-Type")),
        segments,
        deflated,
        etag,
        bytes: body.length + deflated.reduce((sum, part) => sum + part.length, 0),
      });
    });
    next();
  };

  return {
    middleware,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}
