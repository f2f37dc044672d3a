import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { DEFAULT_CSP } from "~/server/platform/csp.server";

export const HSTS = "max-age=31536000; includeSubDomains";

/** Powerful features no page of the site uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

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
export function securityHeaders({
  development,
  trustProxy,
}: {
  development: boolean;
  trustProxy: boolean;
}): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      // HSTS only over https (below): over plain http it would mean nothing or lock out local use.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // The same as the CSP's frame-ancestors 'none', for browsers that read only this one.
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      if (isSecure(req, trustProxy))
        res.setHeader("Strict-Transport-Security", HSTS);
      const admin = req.path === "/admin" || req.path.startsWith("/admin/");
      onHeaders(res, () => {
        if (!development && !res.getHeader("Content-Security-Policy"))
          res.setHeader("Content-Security-Policy", DEFAULT_CSP);
        // Admin pages and files (messages, CVs) are one person's: never kept by a browser or proxy.
        if (admin && !res.getHeader("Cache-Control"))
          res.setHeader("Cache-Control", "no-store");
      });
      next();
    },
  ];
}
