import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { RequestHandler } from "express";

/**
 * Behind an https proxy the server was not told to trust (TRUST_PROXY unset), a form's Origin says
 * https while the request reached us over plain http, and every write would be refused as
 * cross-origin with a bare "Bad Request". Such a write is refused with this message instead: the
 * server cannot tell a genuine https request from a forged header, and working on regardless
 * would leave the session cookie without `Secure`, pages without HSTS, and every visitor with the
 * proxy's address for the login limit (docs/decisions/014).
 */
export const UNTRUSTED_PROXY_MESSAGE =
  "This site is reached over https through a proxy, but the server is not set to trust that proxy, " +
  "so it refuses forms sent through it. Whoever runs the server: set TRUST_PROXY=true (and SITE_URL " +
  "to the site's https address) and restart it.";

/** The server's log line, once, at the first refusal and at start-up when SITE_URL is https. */
export const UNTRUSTED_PROXY_LOG =
  "TRUST_PROXY is not set, but this site is reached over https (through a proxy): admin forms are " +
  "refused, cookies cannot be marked Secure and HSTS is not sent. Set TRUST_PROXY=true when a " +
  "proxy you run (nginx, Caddy) is the only way in, and restart.";

/** A write whose Origin is https on the very host it was sent to, arriving over plain http. */
export function viaUntrustedHttpsProxy(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host || (req.socket as TLSSocket).encrypted) return false;
  try {
    const from = new URL(origin);
    // Parsed as https too, so "example.com:443" and "example.com" are one host.
    return (
      from.protocol === "https:" &&
      from.host === new URL(`https://${host}`).host
    );
  } catch {
    return false;
  }
}

/** Refuses writes through an untrusted https proxy with a clear 400 (nothing when `trustProxy`). */
export function refuseUntrustedProxy(
  trustProxy: boolean,
  log: (line: string) => void = console.error,
): RequestHandler {
  let logged = false;
  return (req, res, next) => {
    if (
      trustProxy ||
      req.method === "GET" ||
      req.method === "HEAD" ||
      req.method === "OPTIONS" ||
      !viaUntrustedHttpsProxy(req)
    )
      return next();
    if (!logged) {
      logged = true;
      log(UNTRUSTED_PROXY_LOG);
    }
    res
      .status(400)
      .type("text/plain")
      .setHeader("Cache-Control", "no-store")
      .send(UNTRUSTED_PROXY_MESSAGE);
  };
}
