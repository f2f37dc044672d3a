import "~/load-context";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { getDb } from "~/server/db/client.server";
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

let versionStatements: { dataVersion: () => unknown; totalChanges: () => unknown } | undefined;

/**
 * What the pages show changes only when the database does. `data_version` moves when another
 * connection (a restore, another process) commits; `total_changes()` when this process writes.
 * The date is part of it for the one page that counts years (the company age).
 */
export function contentVersion(): string {
  if (!versionStatements) {
    const sqlite = getDb().$client;
    const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
    const totalChanges = sqlite.prepare("SELECT total_changes()").pluck();
    versionStatements = { dataVersion: () => dataVersion.get(), totalChanges: () => totalChanges.get() };
  }
  return `${String(versionStatements.dataVersion())}.${String(versionStatements.totalChanges())}.${new Date().toISOString().slice(0, 10)}`;
}

export const renderCache = createRenderCache({
  version: contentVersion,
  nonce: (res) => String(res.locals.cspNonce ?? ""),
  skip: (req) => req.path.startsWith("/admin") || process.env.NODE_ENV === "development",
});

app.use(renderCache.middleware);
app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      return {
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? "",
      };
    },
  }),
);
