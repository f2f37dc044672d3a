import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
  ".html": "text/html; charset=utf-8",
};

interface Variants {
  br: boolean;
  gzip: boolean;
}

function listFiles(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    );
}

/** The encoding to send: brotli, then gzip, as the request accepts (a `q=0` refuses one). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  variants: Variants,
): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params
      .map((param) => param.trim())
      .find((param) => param.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  if (variants.br && accepted.has("br")) return "br";
  if (variants.gzip && (accepted.has("gzip") || accepted.has("*")))
    return "gzip";
  return undefined;
}

/**
 * Serves the built files under `dir`: hashed `/assets/*` cached for a year, the rest for an hour,
 * precompressed variants when the browser takes them, and only the headers a file needs. Only
 * paths that are files of the build reach the disk: a page URL costs one map lookup.
 */
export function staticFiles(dir: string): RequestHandler {
  const files = new Map<string, Variants>();
  const names = new Set(listFiles(dir));
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    files.set(name, {
      br: names.has(`${name}.br`),
      gzip: names.has(`${name}.gz`),
    });
  }
  const serve = express.static(dir, {
    index: false,
    cacheControl: false,
    setHeaders(res, file) {
      const hashed = file.startsWith(path.join(dir, "assets") + path.sep);
      res.setHeader(
        "Cache-Control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const variants = files.get(req.path);
    if (!variants) return next();
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    if (req.secure)
      res.setHeader(
        "Strict-Transport-Security",
        "max-age=31536000; includeSubDomains",
      );
    const extension = path.extname(req.path);
    // An SVG opened on its own is a document: no script may run in it.
    if (extension === ".svg")
      res.setHeader(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    if (variants.br || variants.gzip) {
      res.setHeader("Vary", "Accept-Encoding");
      const encoding = chooseEncoding(req.headers["accept-encoding"], variants);
      if (encoding) {
        res.setHeader("Content-Encoding", encoding);
        res.setHeader(
          "Content-Type",
          TYPES[extension] ?? "application/octet-stream",
        );
        req.url = `${req.path}${encoding === "br" ? ".br" : ".gz"}`;
      }
    }
    serve(req, res, next);
  };
}
