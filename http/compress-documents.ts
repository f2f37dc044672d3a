import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { chooseEncoding } from "./static-files";

/** Smaller documents are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

type Write = (
  chunk: unknown,
  encoding?: unknown,
  callback?: unknown,
) => boolean;
type End = (
  chunk?: unknown,
  encoding?: unknown,
  callback?: unknown,
) => Response;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array)
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(
    String(chunk),
    typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
  );
}

/**
 * Rendered HTML documents that the render cache does not answer (searches, form answers, admin
 * pages) are compressed in one synchronous call when the document ends, and sent in the turn of
 * the event loop that rendered them. Through the `compression` middleware, a document went to
 * zlib's thread pool and came back a turn or two later; on a busy server each turn is long, and
 * that wait was most of a search's slowest answers. A page is rendered whole before its first
 * byte (app/entry.server.tsx), so holding it back here delays nothing.
 *
 * Registered after `compression`, which then sees the Content-Encoding set and leaves the response
 * alone; other responses (files, data, streams) pass through untouched. The render cache, which
 * wraps the response after this, keeps the uncompressed page.
 */
export function compressDocuments(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "HEAD") return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"], {
      br: true,
      gzip: true,
    });
    if (!encoding) return next();

    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    const held: Buffer[] = [];
    let decided: boolean | undefined;
    /** Whether this response is a document to hold, decided at its first byte. */
    const holding = () => {
      decided ??=
        String(res.getHeader("Content-Type") ?? "").startsWith("text/html") &&
        !res.getHeader("Content-Encoding") &&
        !res.headersSent;
      return decided;
    };
    const restore = () => {
      res.write = write as Response["write"];
      res.end = end as Response["end"];
    };

    res.write = ((
      chunk: unknown,
      chunkEncoding?: unknown,
      callback?: unknown,
    ) => {
      if (!holding()) {
        restore();
        return write(chunk, chunkEncoding, callback);
      }
      held.push(toBuffer(chunk, chunkEncoding));
      const done =
        typeof chunkEncoding === "function" ? chunkEncoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    }) as Response["write"];

    res.end = ((
      chunk?: unknown,
      chunkEncoding?: unknown,
      callback?: unknown,
    ) => {
      restore();
      const done = [chunk, chunkEncoding, callback].find(
        (argument) => typeof argument === "function",
      );
      const last =
        chunk === undefined || chunk === null || typeof chunk === "function"
          ? undefined
          : chunk;
      if (!holding()) return end(chunk, chunkEncoding, callback);
      if (last !== undefined) held.push(toBuffer(last, chunkEncoding));
      const body = Buffer.concat(held);
      const status = res.statusCode;
      if (
        body.length < MIN_BYTES ||
        status === 204 ||
        status === 304 ||
        res.getHeader("Content-Encoding")
      ) {
        return end(body, done);
      }
      res.vary("Accept-Encoding");
      const compressed =
        encoding === "br"
          ? zlib.brotliCompressSync(body, BROTLI)
          : zlib.gzipSync(body, { level: 6 });
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", compressed.length);
      return end(compressed, done);
    }) as Response["end"];

    next();
  };
}
