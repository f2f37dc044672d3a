import crypto from "node:crypto";
import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { chooseEncoding } from "./static-files";

/**
 * The render cache for anonymous public pages.
 *
 * Every visitor without a cookie gets the same HTML for a URL, so a rendered page is kept and
 * served again until the data changes: `version()` is read on every request (a counter the
 * database bumps on every write to what pages show), and an entry made under another version is
 * never served. So an admin's save shows at once, and a page is never stale.
 *
 * A kept page and its headers are one immutable pair: the page's CSP allows its inline scripts by
 * their sha256 hashes (app/server/platform/csp.server.ts), not by a per-response nonce, so a 304, a CDN and
 * a browser's cache all hold a page whose scripts its policy allows. The page is kept compressed
 * twice, brotli and gzip, made off the event loop once; a hit is a lookup and one write.
 * `serve()` works on plain Node requests, so the server answers hits before Express runs.
 */

export interface RenderCacheOptions {
  /** Changes whenever anything a page shows may have changed. */
  version: () => string;
  /** Upper bound on the bytes kept: bodies, headers and keys. */
  maxBytes?: number;
  /** Paths (without the query) never cached, besides non-GET requests and requests with cookies. */
  skip?: (path: string) => boolean;
  /**
   * Cookies no cached page depends on: a request carrying only these is answered (and kept) as if it
   * carried none. Only for cookies that every path not `skip`ped ignores (the quote basket).
   */
  ignoredCookies?: readonly string[];
  /** Cache-Control for cached pages (lets a CDN keep them). */
  cacheControl?: string;
  /** What a page depends on besides its address: the host names it was asked for (host-guard.ts). */
  origin?: (req: IncomingMessage) => string;
}

interface Entry {
  version: string;
  /** Name, value, name, value...: as `writeHead` takes them. */
  headers: string[];
  etag: string;
  br: Buffer;
  gzip: Buffer;
  bytes: number;
}

/** Headers a cached response sets itself, or that belong to one response only. */
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

/** Longer addresses are rendered, never kept: no real page has one, and each would cost its length. */
const MAX_KEY_LENGTH = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compressBoth(body: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
}

/** The headers the full pipeline gave the page, less the ones each response sets itself. */
function keptHeaders(headers: OutgoingHttpHeaders): string[] {
  const kept: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)])
      kept.push(name, one);
  }
  return kept;
}

/** If-None-Match against one ETag, with the weak comparison RFC 9110 asks for on GET and HEAD. */
export function etagMatches(
  ifNoneMatch: string | undefined,
  etag: string,
): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}

export interface RenderCache {
  /** Express middleware: serves hits, keeps what the handlers after it render. */
  middleware: RequestHandler;
  /** Answers `req` from the cache when it can (returns true); `extra` are this response's own headers. */
  serve: (
    req: IncomingMessage,
    res: ServerResponse,
    extra?: string[],
  ) => boolean;
  stats: () => { entries: number; bytes: number; hits: number; misses: number };
  clear: () => void;
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  // About 1,500 pages (a page is kept as some 20 KB of brotli and gzip): the most visited of a
  // large catalogue.
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const cacheControl =
    options.cacheControl ??
    "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
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

  // Pages with a query (searches, page numbers) are kept the second time they are rendered: a
  // one-off search is not worth compressing and keeping, and would push out pages people share.
  // Remembered by a short digest, so a flood of made-up queries costs a few bytes each.
  const seenOnce = new Set<string>();
  function admit(req: IncomingMessage, key: string): boolean {
    if (!(req.url ?? "").includes("?")) return true;
    const digest = crypto
      .createHash("sha256")
      .update(key)
      .digest("base64url")
      .slice(0, 16);
    if (seenOnce.delete(digest)) return true;
    if (seenOnce.size >= 10_000) seenOnce.clear();
    seenOnce.add(digest);
    return false;
  }

  const origin =
    options.origin ?? ((req: IncomingMessage) => req.headers.host ?? "");
  const keyOf = (req: IncomingMessage) => `${origin(req)} ${req.url ?? "/"}`;

  const ignored = new Set(options.ignoredCookies ?? []);
  /** Whether the request carries a cookie a page may depend on. */
  function hasCookies(header: string | undefined): boolean {
    if (!header) return false;
    if (ignored.size === 0) return true;
    return header.split(";").some((part) => {
      if (part.trim() === "") return false;
      const name = part
        .slice(0, part.includes("=") ? part.indexOf("=") : part.length)
        .trim();
      return !ignored.has(name);
    });
  }

  function cacheable(req: IncomingMessage): boolean {
    return (
      (req.method === "GET" || req.method === "HEAD") &&
      !hasCookies(req.headers.cookie) &&
      (req.url ?? "").length <= MAX_KEY_LENGTH &&
      !options.skip?.(pathOf(req.url ?? "/"))
    );
  }

  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    extra: string[] = [],
  ): boolean {
    if (!cacheable(req)) return false;
    const key = keyOf(req);
    const entry = entries.get(key);
    if (!entry || entry.version !== options.version()) return false;
    hits += 1;
    entries.delete(key);
    entries.set(key, entry);

    const headers = [
      ...entry.headers,
      ...extra,
      "Cache-Control",
      cacheControl,
      "ETag",
      entry.etag,
      "Vary",
      "Accept-Encoding",
      "X-Render-Cache",
      "hit",
    ];
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"], {
      br: true,
      gzip: true,
    });
    // The rare client that takes no compression gets the page inflated.
    const body =
      encoding === "br"
        ? entry.br
        : encoding === "gzip"
          ? entry.gzip
          : zlib.gunzipSync(entry.gzip);
    headers.push("Content-Length", String(body.length));
    if (encoding) headers.push("Content-Encoding", encoding);
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return true;
  }

  // Renders in flight, by key: a burst of requests for a page not yet kept waits for one render
  // (and its compression) instead of rendering it a hundred times at once.
  const rendering = new Map<string, Promise<void>>();

  const middleware: RequestHandler = (
    req: Request,
    res: Response,
    next: NextFunction,
  ) => {
    if (!cacheable(req)) return next();
    if (serve(req, res)) return;
    const key = keyOf(req);
    const inFlight = rendering.get(key);
    if (inFlight) {
      // A visitor who leaves while waiting is answered by nobody: were it to render after all, its
      // response would already have closed, its flight would never end, and every later request
      // for the address would wait on it for ever.
      let gone = false;
      res.once("close", () => {
        gone = true;
      });
      void inFlight.then(() => {
        if (gone) return;
        try {
          if (!serve(req, res)) render(req, res, next, key);
        } catch (error) {
          next(error);
        }
      });
      return;
    }
    render(req, res, next, key);
  };

  function render(
    req: Request,
    res: Response,
    next: NextFunction,
    key: string,
  ) {
    misses += 1;
    // Read before a flight begins: a version that cannot be read must not leave one unended.
    const version = options.version();
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
    }
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function")
        return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              (typeof encoding === "string"
                ? encoding
                : "utf8") as BufferEncoding,
            ),
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

    const isPage = () =>
      res.statusCode === 200 &&
      // Pages, and the catalogue API's JSON (app/server/catalogue/catalogue-api.server.ts), which sets its ETag.
      /^(text\/html|application\/json)/.test(
        String(res.getHeader("Content-Type") ?? ""),
      ) &&
      !res.getHeader("Set-Cookie");
    // A page anyone may get says so (and may be kept by a CDN), on this first response too.
    onHeaders(res, () => {
      if (isPage() && !res.getHeader("Cache-Control"))
        res.setHeader("Cache-Control", cacheControl);
    });
    res.on("close", () => {
      try {
        keep();
      } catch {
        // A version that cannot be read now keeps nothing, and still ends the flight.
        done();
      }
    });
    const keep = () => {
      // Only successful pages: error and not-found pages are cheap and would let anyone fill the
      // cache with made-up addresses. Only what was rendered under the version it was asked for,
      // and only when it was sent whole. Never a HEAD's: it has no body, and keeping it would serve
      // every later visitor an empty page (a monitor's HEAD did, until it was seen in decision 044's session).
      const etag = res.getHeader("ETag");
      if (
        req.method === "HEAD" ||
        !res.writableFinished ||
        !isPage() ||
        typeof etag !== "string" ||
        options.version() !== version ||
        !admit(req, key)
      ) {
        done();
        return;
      }
      const body = Buffer.concat(chunks);
      const headers = keptHeaders(res.getHeaders());
      compressBoth(body).then(
        ([br, gz]) => {
          const headerBytes = headers.reduce(
            (sum, part) => sum + part.length,
            0,
          );
          remember(key, {
            version,
            headers,
            etag,
            br,
            gzip: gz,
            bytes: br.length + gz.length + headerBytes + key.length + 256,
          });
          done();
        },
        () => done(),
      );
    };
    next();
  }

  return {
    middleware,
    serve,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}
