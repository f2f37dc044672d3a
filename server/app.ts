import "~/load-context";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { getDb } from "~/server/db/client.server";
import { contentVersionReader } from "~/server/db/content-version.server";
import { startApp } from "~/server/startup.server";
import { createRenderCache } from "./render-cache";

/**
 * The React Router request handler as an Express app, behind the render cache. Built by Vite into
 * build/server/index.js and mounted by server.ts (in development loaded through Vite's SSR loader).
 */
export const app = express();
app.disable("x-powered-by");
export { startApp };
export { stopApp } from "~/server/startup.server";

let readContentVersion: (() => number) | undefined;

/**
 * What the pages show changes only when a content table does: the database counts those writes
 * (app/server/db/content-version.server.ts). The date is part of it for the one page that counts
 * years (the company age).
 */
export function contentVersion(): string {
  readContentVersion ??= contentVersionReader(getDb().$client);
  return `${readContentVersion()}.${new Date().toISOString().slice(0, 10)}`;
}

export const renderCache = createRenderCache({
  version: contentVersion,
  nonce: (res) => String(res.locals.cspNonce ?? ""),
  skip: (path) => path.startsWith("/admin") || process.env.NODE_ENV === "development",
});

// Loaded as the server starts, not by the first visitor (who would wait seconds for it).
const serverBuild = import("virtual:react-router/server-build");

app.use(renderCache.middleware);
app.use(
  createRequestHandler({
    build: () => serverBuild,
    getLoadContext(req, res) {
      return {
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? "",
      };
    },
  }),
);
