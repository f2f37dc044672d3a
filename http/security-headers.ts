import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { DEFAULT_CSP } from "~/server/csp.server";

export const HSTS = "max-age=31536000; includeSubDomains";

/** Over https, directly or (with `trustProxy`) as the proxy in front says; as Express's req.secure. */
export function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers["x-forwarded-proto"];
  return typeof proto === "string" && proto.split(",")[0]!.trim() === "https";
}

/**
 * Helmet's headers, HSTS over https only, and the CSP: a rendered document brings its own (its
 * inline scripts by hash, app/entry.server.tsx); any other response gets the policy that allows no
 * inline script. Development runs without a CSP (Vite injects inline scripts of its own).
 */
export function securityHeaders({ development, trustProxy }: { development: boolean; trustProxy: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      // HSTS only over https (below): over plain http it would mean nothing or lock out local use.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
    (req, res, next) => {
      if (isSecure(req, trustProxy)) res.setHeader("Strict-Transport-Security", HSTS);
      if (!development) {
        onHeaders(res, () => {
          if (!res.getHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", DEFAULT_CSP);
        });
      }
      next();
    },
  ];
}
