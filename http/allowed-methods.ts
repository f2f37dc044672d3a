import type { RequestHandler } from "express";

const ALLOWED = ["GET", "HEAD", "POST", "OPTIONS"];
const ALLOW = ALLOWED.join(", ");

/**
 * The methods the site answers; any other (TRACE, PUT, PROPFIND...) gets 405, not an error page.
 * OPTIONS is answered here with 204 and `Allow`: React Router has no handler for it (it logged a
 * stack trace and answered 405). No CORS headers: the site serves no cross-origin API.
 */
export function allowedMethods(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOW);
      res.status(204).end();
      return;
    }
    if (ALLOWED.includes(req.method)) return next();
    res.setHeader("Allow", ALLOW);
    res
      .status(405)
      .type("text/plain")
      .send("This address does not take that method.");
  };
}
