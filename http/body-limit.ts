import type { RequestHandler } from "express";
import { MAX_IMPORT_BYTES } from "~/lib/catalogue/catalogue-sheet";

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

/** 413 for a declared length over the limit, 411 for a chunked body of unknown length. */
export function bodyLimit(): RequestHandler {
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
    if (Number(length) > limit) {
      res
        .status(413)
        .type("text/plain")
        .send(
          `What you sent is too large (${Math.round(limit / 1024)} KB at most here). Please shorten it or attach a smaller file.`,
        );
      return;
    }
    next();
  };
}
