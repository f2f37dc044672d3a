import { data, type MiddlewareFunction } from "react-router";
import {
  localeFromPath,
  localePath,
  servesLanguageSegment,
} from "~/lib/locale/locale-path";
import type { Locale } from "~/locales";

/**
 * The request's side of app/lib/locale/locale-path.ts (docs/decisions/043): loaders and actions build
 * redirects and structured-data URLs in the language of the address they answer.
 */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** `path` (an English-site path) in the request's language: "/quote" is "/ar/quote" on /ar. */
export function requestLocalePath(request: Request, path: string): string {
  return localePath(requestLocale(request), path);
}

/**
 * The site layout's route has an optional `:lang?` segment, so "/fr/products" matches it too: this
 * middleware on the site layout (decision 058) answers 404 (the site's 404 page) for any segment but
 * "ar", and for "/ar/admin/...".
 *
 * A write is refused before its action runs: a message posted to /fr/contact must not be stored. A
 * read is refused after its loaders, the way the layout's loader refused it before: React Router
 * renders a middleware's error thrown before `next()` at the root's error boundary (it has no
 * loader data to render the site's frame with), and the 404 page belongs in the site's frame. The
 * loaders of such an address only read, as they did when the layout's loader ran beside them.
 */
export const servedLanguage: MiddlewareFunction<Response> = async (
  { params, request },
  next,
) => {
  if (servesLanguageSegment(params.lang, new URL(request.url).pathname))
    return next();
  if (request.method !== "GET" && request.method !== "HEAD") throw notServed();
  await next();
  throw notServed();
};

const notServed = () => data(null, { status: 404 });

/**
 * The same check for a page whose loader must answer before a check of its own: the admin's
 * article preview under the site's frame refuses "/ar/admin/..." before it sends a visitor to the
 * login (the layout's middleware refuses only after the loaders, and a redirect would win).
 */
export function assertServedLanguage(
  params: { lang?: string },
  request: Request,
): void {
  if (!servesLanguageSegment(params.lang, new URL(request.url).pathname)) {
    throw notServed();
  }
}

/**
 * The same check as a middleware for a resource route with an optional `:lang?` segment (a
 * datasheet, a download, a quote's PDF): a plain-text 404 instead of the site's page, as these
 * routes answer, before the loader runs.
 */
export const servedDocumentLanguage: MiddlewareFunction<Response> = ({
  params,
  request,
}) => {
  if (!servesLanguageSegment(params.lang, new URL(request.url).pathname)) {
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  }
};
