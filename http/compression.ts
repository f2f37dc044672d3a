import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";
import { compressDocuments } from "./compress-documents";

/**
 * Responses the render cache does not answer are compressed as they go. Brotli's default 4 MB
 * window held 8.6 MB per response in flight; pages are a few hundred KB at most. Rendered documents
 * (searches, form answers, admin pages) are compressed in one synchronous call instead, so they
 * leave in the turn that rendered them (compress-documents.ts).
 */
export function compressResponses(): RequestHandler[] {
  return [
    compression({
      brotli: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
    }),
    compressDocuments(),
  ];
}
