import "~/load-context";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { startApp } from "~/server/startup.server";

/**
 * The React Router request handler as an Express app. Built by Vite into build/server/index.js and
 * mounted by server.ts (in development loaded through Vite's SSR loader).
 */
export const app = express();
app.disable("x-powered-by");
export { startApp };
export { stopApp } from "~/server/startup.server";

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
