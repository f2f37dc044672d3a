import { data } from "react-router";
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
 * answers 404 (the site's 404 page) for any segment but "ar", and for "/ar/admin/...". The layout's
 * loader calls it for pages; each public action calls it as well, since an action runs before any
 * loader (a message posted to /fr/contact must not be stored).
 */
export function assertServedLanguage(
  params: { lang?: string },
  request: Request,
): void {
  if (!servesLanguageSegment(params.lang, new URL(request.url).pathname)) {
    throw data(null, { status: 404 });
  }
}

/**
 * The same check for a resource route with an optional `:lang?` segment (a datasheet, a download, a
 * quote's PDF): a plain-text 404 instead of the site's page, as these routes answer.
 */
export function assertServedDocumentLanguage(
  params: { lang?: string },
  request: Request,
): void {
  if (!servesLanguageSegment(params.lang, new URL(request.url).pathname)) {
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  }
}
