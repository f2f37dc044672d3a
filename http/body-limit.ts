import type { RequestHandler } from "express";
import { MAX_IMPORT_BYTES } from "~/lib/catalogue/catalogue-sheet";
import type { BodyBudget } from "./body-budget";

// Request bodies are capped before the app reads them: forms are small; the admin's image uploads
// and a careers CV may be up to 5 MB plus the form's other fields.
const FORM_BODY_LIMIT = 64 * 1024;
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
// The catalogue import takes a catalogue file of up to 3 MB (app/lib/catalogue/catalogue-sheet.ts).
const IMPORT_PATH = "/admin/products/import";
/** The import page's address, as a document post or a fetcher's (.data). */
export const isImportPath = (path: string) =>
  path === IMPORT_PATH || path === `${IMPORT_PATH}.data`;
const IMPORT_BODY_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

/** The largest body any address takes: the body budget must have room for one. */
export const LARGEST_BODY_LIMIT = Math.max(
  UPLOAD_BODY_LIMIT,
  IMPORT_BODY_LIMIT,
);

/** Seconds a body refused for want of room is told to wait before it is sent again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * 413 for a declared length over the limit, 411 for a chunked body of unknown length. With a
 * `budget`, a body within its limit is let in once its length is reserved there (./body-budget.ts),
 * until its response has ended; one that finds no room in time gets 503 with Retry-After, unread.
 */
export function bodyLimit(budget?: BodyBudget): RequestHandler {
  return (req, res, next) => {
    if (
      req.method === "GET" ||
      req.method === "HEAD" ||
      req.method === "OPTIONS"
    )
      return next();
    const limit = isImportPath(req.path)
      ? IMPORT_BODY_LIMIT
      : req.path.startsWith("/admin") || req.path === "/careers"
        ? UPLOAD_BODY_LIMIT
        : FORM_BODY_LIMIT;
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"]) {
        res
          .status(411)
          .type("text/plain")
          .send("Please send the form again: its length was not given.");
        return;
      }
      return next();
    }
    const bytes = Number(length);
    if (bytes > limit) {
      res
        .status(413)
        .type("text/plain")
        .send(
          `What you sent is too large (${Math.round(limit / 1024)} KB at most here). Please shorten it or attach a smaller file.`,
        );
      return;
    }
    if (!budget || bytes === 0) return next();
    let closed = false;
    res.once("close", () => (closed = true));
    void budget
      .reserve(bytes, (cancel) => res.once("close", cancel))
      .then((release) => {
        if (!release) {
          if (closed) return;
          res
            .status(503)
            .set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS))
            .set("Cache-Control", "no-store")
            .type("text/plain")
            .send(
              `The server is busy receiving other forms. Please send yours again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
            );
          return;
        }
        // Given back when the response has ended or the client has gone, whichever comes first.
        if (closed) return release();
        res.once("close", release);
        next();
      });
  };
}
