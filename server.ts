/**
 * The production HTTP server: security headers, compression, static assets, /healthz, and the
 * React Router app (built into build/server/index.js; loaded through Vite in development).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { EnvError, parseEnv } from "./app/server/env.server";
import { compressDocuments } from "./server/compress-documents";
import { staticFiles } from "./server/static-files";

// This file runs from source in development (tsx) and as <build directory>/server.mjs in production
// (build/ unless built with BUILD_DIR, see scripts/build-server.mjs).
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = import.meta.url.endsWith(".mjs") ? here : path.join(here, "build");
const BUILD_PATH = path.join(buildDir, "server/index.js");
const DEVELOPMENT = process.env.NODE_ENV === "development";

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

interface AppModule {
  app: express.Express;
  startApp: () => Promise<string[]>;
  stopApp: () => Promise<void>;
  renderCache: {
    serve: (req: IncomingMessage, res: ServerResponse, nonce: string, extra?: Array<[string, string]>) => boolean;
  };
}

/**
 * A CSP nonce: 128 bits from the system's CSPRNG, as every response needs one. Drawn from a pool
 * filled 256 nonces at a time: one call into the CSPRNG per 256 responses instead of one each.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function newNonce(): string {
  if (nonceOffset >= noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  // Used bytes are wiped: a nonce exists only in the response it was made for.
  noncePool.fill(0, nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

const HSTS = "max-age=31536000; includeSubDomains";

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return (typeof given === "string" && given.slice(0, 64)) || crypto.randomUUID();
}

/** Over https, directly or (with TRUST_PROXY) as the proxy in front says; as Express's req.secure. */
function isSecure(req: IncomingMessage): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  if (!env.TRUST_PROXY) return false;
  const proto = req.headers["x-forwarded-proto"];
  return typeof proto === "string" && proto.split(",")[0]!.trim() === "https";
}

const logging = env.LOG_LEVEL === "info";

/** One JSON line per request; never a body, cookie or password. */
function logRequest(method: string | undefined, url: string | undefined, status: number, id: string, started: bigint) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  process.stdout.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      id,
      method,
      path: (url ?? "/").split("?")[0],
      status,
      ms: Math.round(ms * 10) / 10,
    })}\n`,
  );
}

const app = express();
app.disable("x-powered-by");
if (env.TRUST_PROXY) app.set("trust proxy", 1);

// A request id for logs and for the visitor to quote; a nonce for this response's scripts.
app.use((req: Request, res: Response, next: NextFunction) => {
  res.locals.requestId = requestIdOf(req);
  res.locals.cspNonce = newNonce();
  res.setHeader("X-Request-Id", String(res.locals.requestId));
  next();
});

// Structured request logs: one JSON line per request; never a body, cookie or password.
if (logging) {
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => logRequest(req.method, req.originalUrl, res.statusCode, String(res.locals.requestId), started));
    next();
  });
}

// Built files first, with only the headers a file needs (no CSP: it applies to documents), and
// precompressed: the build writes .br and .gz beside every text asset, so no request compresses.
if (!DEVELOPMENT) app.use(staticFiles(path.join(buildDir, "client")));

app.use(
  helmet({
    contentSecurityPolicy: DEVELOPMENT
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            scriptSrcAttr: ["'none'"],
            // Inline style attributes (React `style`) and the toast library's style tag.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["https://www.openstreetmap.org"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            manifestSrc: ["'self'"],
          },
        },
    // HSTS only over https (set below): over plain http it would mean nothing or lock out local use.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
app.use((req, res, next) => {
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  next();
});
// Responses the cache does not answer are compressed as they go. Brotli's default 4 MB window held
// 8.6 MB per response in flight; pages are a few hundred KB at most.
app.use(
  compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  }),
);
// Rendered documents (searches, form answers, admin pages) in one synchronous call instead, so
// they leave in the turn that rendered them (server/compress-documents.ts).
app.use(compressDocuments());

// Request bodies are capped before the app reads them: forms are small; the admin's image uploads
// and a careers CV may be up to 5 MB plus the form's other fields.
const FORM_BODY_LIMIT = 64 * 1024;
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const limit = req.path.startsWith("/admin") || req.path === "/careers" ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("Please send the form again: its length was not given.");
      return;
    }
    return next();
  }
  if (Number(length) > limit) {
    res
      .status(413)
      .type("text/plain")
      .send(`What you sent is too large (${Math.round(limit / 1024)} KB at most here). Please shorten it or attach a smaller file.`);
    return;
  }
  next();
});

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});

let appModule: AppModule;
let serveCached: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  appModule = (await viteDevServer.ssrLoadModule("./server/app.ts")) as AppModule;
  app.use(async (req, res, next) => {
    try {
      const fresh = (await viteDevServer.ssrLoadModule("./server/app.ts")) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  if (!fs.existsSync(BUILD_PATH)) {
    console.error("No production build found: run `npm run build` (or `npm start`, which builds).");
    process.exit(1);
  }
  appModule = (await import(BUILD_PATH)) as AppModule;
  app.use(appModule.app);
  // A page in the render cache is answered before any middleware runs: the cache replays the
  // headers the full pipeline gave the page (CSP with this response's nonce, and the rest).
  const { renderCache } = appModule;
  serveCached = (req, res) => {
    const started = logging ? process.hrtime.bigint() : 0n;
    const requestId = requestIdOf(req);
    const extra: Array<[string, string]> = [["X-Request-Id", requestId]];
    if (isSecure(req)) extra.push(["Strict-Transport-Security", HSTS]);
    if (!renderCache.serve(req, res, newNonce(), extra)) return false;
    if (logging) logRequest(req.method, req.url, res.statusCode, requestId, started);
    return true;
  };
}

const startLines = await appModule.startApp();

const server = http.createServer((req, res) => {
  if (serveCached?.(req, res)) return;
  void app(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  const shown = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = env.SITE_URL ?? `http://${shown}:${env.PORT}`;
  console.log(`Cableworks is running at ${url}`);
  for (const line of startLines) console.log(line);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight, then closing.`);
  server.close(() => {
    void appModule.stopApp().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  // Requests that hang past 10 s do not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
