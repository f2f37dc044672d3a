import { createRequestHandler } from "@react-router/express";
import express from "express";
import { currentContentStamp } from "~/server/db/content-version.server";
import { startApp } from "~/server/platform/startup.server";
import { getEnv } from "~/server/platform/env.server";
import { originKey } from "./host-guard";
import { FORM_LIMITS, readFormWithinLimits } from "./form-limits";
import { isImportPath } from "./body-limit";
import { MAX_IMPORT_BYTES } from "~/lib/catalogue/catalogue-sheet";

import { BASKET_COOKIE, isQuotePath } from "~/lib/quotes/quote-basket";
import { createRenderCache } from "./render-cache";
import { runWithAuditContext } from "~/server/audit/context.server";
import { createLoadContext } from "~/server/platform/request-context.server";

/**
 * The React Router request handler as an Express app, behind the render cache. Built by Vite into
 * build/server/index.js and mounted by server.ts (in development loaded through Vite's SSR loader).
 */
export const app = express();
app.disable("x-powered-by");
export { startApp };
export { stopApp } from "~/server/platform/startup.server";

/**
 * What the pages show changes only when a content table does: the database counts those writes
 * (app/server/db/content-version.server.ts), and when a scheduled news article's time comes (the
 * stamp names the next such time, docs/decisions/026). The date is part of it for the one page
 * that counts years (the company age).
 */
export function contentVersion(): string {
  if (versionThisTurn !== undefined) return versionThisTurn;
  versionThisTurn = `${currentContentStamp()}.${new Date().toISOString().slice(0, 10)}`;
  // Read once per turn of the event loop, not once per request: the requests of one turn all
  // arrived before it began, so none can come from someone who saw a write of this turn answered.
  // A page rendered across a write is kept under the old version, which is never served again.
  setImmediate(forgetVersion);
  return versionThisTurn;
}
let versionThisTurn: string | undefined;
const forgetVersion = () => {
  versionThisTurn = undefined;
};

// Read once: process.env is a call into the runtime on every access.
const development = process.env.NODE_ENV === "development";
const env = getEnv();
export const renderCache = createRenderCache({
  version: contentVersion,
  origin: (req) =>
    originKey(req, {
      siteUrl: env.SITE_URL,
      allowedHosts: env.ALLOWED_HOSTS,
      trustProxy: env.TRUST_PROXY,
    }),
  // `/quote` reads the basket cookie (and its confirmation is private); no other page reads that
  // cookie, so it does not keep a buyer with a basket from the cached pages (docs/decisions/018).
  skip: (path) => development || path.startsWith("/admin") || isQuotePath(path),
  ignoredCookies: [BASKET_COOKIE],
});

// Loaded as the server starts, not by the first visitor (who would wait seconds for it).
/** The catalogue import's one file may be larger than an image (http/body-limit.ts). */
const IMPORT_FORM_LIMITS = {
  ...FORM_LIMITS,
  fields: 10,
  files: 1,
  fileSize: MAX_IMPORT_BYTES + 1024,
};

const serverBuild = import("virtual:react-router/server-build");

app.use(renderCache.middleware);
// Given the build itself, not a function returning it: React Router derives its route tables and
// static handler once per handler, but again on every request when `build` is a function.
const handleRequest = serverBuild.then((build) =>
  createRequestHandler({
    build,
    getLoadContext(req) {
      // React Router answers `/path.data` (and `/_root.data`) as data requests: the same test it uses.
      return createLoadContext({
        clientIp: req.ip ?? "",
        dataRequest: req.path.endsWith(".data"),
      });
    },
  }),
);
// A form body is read within limits first (./form-limits.ts), and handed on whole. The rest of the
// request runs in its own audit context: the admin guard names the user, and the database's audit
// triggers read it (app/server/audit/), until the response has gone.
app.use((req, res, next) => {
  const limits = isImportPath(req.path) ? IMPORT_FORM_LIMITS : FORM_LIMITS;
  const { context } = runWithAuditContext(
    {
      requestId:
        typeof res.locals.requestId === "string" ? res.locals.requestId : null,
      address: req.ip ?? null,
    },
    () =>
      Promise.all([handleRequest, readFormWithinLimits(req, res, limits)]).then(
        ([handler, request]) => request && handler(request, res, next),
        next,
      ),
  );
  res.once("close", () => {
    context.open = false;
  });
});
