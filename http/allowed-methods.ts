import type { RequestHandler } from "express";

const ALLOWED = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/** The methods the site answers; any other (TRACE, PUT, PROPFIND...) gets 405, not an error page. */
export function allowedMethods(): RequestHandler {
  return (req, res, next) => {
    if (ALLOWED.has(req.method)) return next();
    res.setHeader("Allow", [...ALLOWED].join(", "));
    res
      .status(405)
      .type("text/plain")
      .send("This address does not take that method.");
  };
}
