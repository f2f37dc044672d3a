/**
 * Starts the production HTTP server: the middleware in http/ (request ids and logs, static files,
 * security headers, compression, body limits), /healthz, and the React Router app behind its render
 * cache (built into build/server/index.js; loaded through Vite in development).
 */
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { EnvError, parseEnv } from "./app/server/platform/env.server";
import { allowedMethods } from "./http/allowed-methods";
import { bodyBudgetOptions, createBodyBudget } from "./http/body-budget";
import { bodyLimit } from "./http/body-limit";
import { compressResponses } from "./http/compression";
import { refuseUnknownHost } from "./http/host-guard";
import { logRequest, requestIdOf, requestLog } from "./http/request-log";
import { HSTS, isSecure, securityHeaders } from "./http/security-headers";
import { staticFiles } from "./http/static-files";
import {
  refuseUntrustedProxy,
  UNTRUSTED_PROXY_LOG,
} from "./http/untrusted-proxy";

// This file runs from source in development (tsx) and as <build directory>/server.mjs in production
// (build/ unless built with BUILD_DIR, see scripts/build-server.mjs).
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = import.meta.url.endsWith(".mjs")
  ? here
  : path.join(here, "build");
const BUILD_PATH = path.join(buildDir, "server/index.js");
const DEVELOPMENT = process.env.NODE_ENV === "development";

// EX_CONFIG: a problem only the operator can fix, which `npm start` does not restart
// (CONFIG_ERROR_EXIT in scripts/lib/server-process.mjs; tests/e2e/storage.spec.ts checks they agree).
const CONFIG_ERROR_EXIT = 78;

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(CONFIG_ERROR_EXIT);
  }
  throw error;
}

interface AppModule {
  app: express.Express;
  startApp: () => Promise<string[]>;
  stopApp: () => Promise<void>;
  renderCache: {
    serve: (
      req: IncomingMessage,
      res: ServerResponse,
      extra?: string[],
    ) => boolean;
  };
}

const logging = env.LOG_LEVEL === "info";

const app = express();
app.disable("x-powered-by");
if (env.TRUST_PROXY) app.set("trust proxy", 1);
app.use(requestLog(logging));
app.use(allowedMethods());
// Built files first, with only the headers a file needs (no CSP: it applies to documents), and
// precompressed: the build writes .br and .gz beside every text asset, so no request compresses.
if (!DEVELOPMENT) app.use(staticFiles(path.join(buildDir, "client")));
app.use(
  securityHeaders({ development: DEVELOPMENT, trustProxy: env.TRUST_PROXY }),
);
app.use(compressResponses());
// One budget for every body the process holds (docs/decisions/007, "Bodies in flight").
app.use(bodyLimit(createBodyBudget(bodyBudgetOptions(env.BODY_MEMORY_MB))));
app.use(refuseUntrustedProxy(env.TRUST_PROXY));

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});

let appModule: AppModule;
let serveCached:
  ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({
    server: { middlewareMode: true },
  });
  app.use(viteDevServer.middlewares);
  appModule = (await viteDevServer.ssrLoadModule("./http/app.ts")) as AppModule;
  app.use(async (req, res, next) => {
    try {
      const fresh = (await viteDevServer.ssrLoadModule(
        "./http/app.ts",
      )) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  if (!fs.existsSync(BUILD_PATH)) {
    console.error(
      "No production build found: run `npm run build` (or `npm start`, which builds).",
    );
    process.exit(CONFIG_ERROR_EXIT);
  }
  appModule = (await import(BUILD_PATH)) as AppModule;
  app.use(appModule.app);
  // A page in the render cache is answered before any middleware runs: the cache keeps the headers
  // the full pipeline gave the page, and adds this response's own.
  const { renderCache } = appModule;
  serveCached = (req, res) => {
    const started = logging ? process.hrtime.bigint() : 0n;
    const requestId = requestIdOf(req);
    const extra = ["X-Request-Id", requestId];
    if (isSecure(req, env.TRUST_PROXY))
      extra.push("Strict-Transport-Security", HSTS);
    if (!renderCache.serve(req, res, extra)) return false;
    if (logging)
      logRequest(req.method, req.url, res.statusCode, requestId, started);
    return true;
  };
}

let startLines: string[];
try {
  startLines = await appModule.startApp();
} catch (error) {
  // A problem the operator can fix (app/server/platform/startup.server.ts): its one line, not a stack trace.
  if (error instanceof Error && error.name === "StartupError") {
    console.error(error.message);
    process.exit(CONFIG_ERROR_EXIT);
  }
  throw error;
}

const hostPolicy = {
  siteUrl: env.SITE_URL,
  allowedHosts: env.ALLOWED_HOSTS,
  trustProxy: env.TRUST_PROXY,
};
const server = http.createServer((req, res) => {
  if (refuseUnknownHost(req, res, hostPolicy)) return;
  if (serveCached?.(req, res)) return;
  void app(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  const shown =
    env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = env.SITE_URL ?? `http://${shown}:${env.PORT}`;
  console.log(`Cableworks is running at ${url}`);
  for (const line of startLines) console.log(line);
  // The server speaks plain http: an https SITE_URL means a proxy in front, which must be trusted.
  if (env.SITE_URL?.startsWith("https:") && !env.TRUST_PROXY)
    console.error(UNTRUSTED_PROXY_LOG);
});

let stopping = false;
function shutdown(why: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${why}: finishing requests in flight, then closing.`);
  server.close(() => {
    void appModule.stopApp().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  // Requests that hang past 10 s do not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
}
// SIGHUP too (a closed terminal, or `npm start` passing one on): a clean stop, never a crash.
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"])
  process.on(signal, () => shutdown(`${signal} received`));
// Under `npm start` the supervisor holds an IPC channel to this process: it closes when the
// supervisor ends, however (even SIGKILL), and a server left alone would serve on unsupervised.
if (process.send) {
  process.on("disconnect", () => shutdown("npm start ended"));
  // Only the stop above needs the channel: it must not keep a stopping server alive.
  process.channel?.unref();
}
