import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/** The caller's request id when it gave a usable one (a proxy's), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return (
    (typeof given === "string" && given.slice(0, 64)) || crypto.randomUUID()
  );
}

/**
 * The path as logged: a set-password link's token is a credential until used, so it is replaced
 * (docs/decisions/034).
 */
export function loggedPath(url: string | undefined): string {
  return (url ?? "/")
    .split("?")[0]!
    .replace(/^(\/admin\/set-password\/)[^/]+/, "$1[token]");
}

/** One JSON line per request; never a body, cookie, password or set-password token. */
export function logRequest(
  method: string | undefined,
  url: string | undefined,
  status: number,
  id: string,
  started: bigint,
) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  process.stdout.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      id,
      method,
      path: loggedPath(url),
      status,
      ms: Math.round(ms * 10) / 10,
    })}\n`,
  );
}

/** A request id on every response (for logs and for a visitor to quote), and the log line when `logging`. */
export function requestLog(logging: boolean): RequestHandler {
  return (req, res, next) => {
    res.locals.requestId = requestIdOf(req);
    res.setHeader("X-Request-Id", String(res.locals.requestId));
    if (logging) {
      const started = process.hrtime.bigint();
      res.on("finish", () =>
        logRequest(
          req.method,
          req.originalUrl,
          res.statusCode,
          String(res.locals.requestId),
          started,
        ),
      );
    }
    next();
  };
}
