import type { Locale } from "~/locales";

/**
 * Where a locale's pages live: English at today's addresses, Arabic under /ar (docs/decisions/039,
 * 043). Shared by the server (which locale to render), links, redirects, canonical and hreflang
 * URLs and the language switcher. Paths may carry a query and a fragment ("/ar?page=2#top").
 */

/** The first path segment that names a language; only Arabic has one (English has none). */
export const LOCALE_SEGMENT = "ar";

/** Splits "/ar/products?q=pvc#x" into its pathname ("/ar/products") and the rest ("?q=pvc#x"). */
function splitPath(path: string): [pathname: string, rest: string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

function isArabicPathname(pathname: string): boolean {
  return pathname === "/ar" || pathname.startsWith("/ar/");
}

export function localeFromPath(path: string): Locale {
  return isArabicPathname(splitPath(path)[0]) ? "ar" : "en";
}

/**
 * The address of `path` (an English-site path such as "/products?q=pvc") in a locale. Only
 * root-relative paths are moved: "?page=2", "#apply" and absolute URLs stay as they are, and a path
 * already under /ar is not prefixed twice.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//"))
    return path;
  const [pathname, rest] = splitPath(path);
  if (isArabicPathname(pathname)) return path;
  return (pathname === "/" ? "/ar" : `/ar${pathname}`) + rest;
}

/** The English-site path of an address in any locale: "/ar/products?q=1" is "/products?q=1". */
export function pathWithoutLocale(path: string): string {
  const [pathname, rest] = splitPath(path);
  if (pathname === "/ar") return `/${rest}`;
  return (pathname.startsWith("/ar/") ? pathname.slice(3) : pathname) + rest;
}

/** The same address in the other language (the switcher's target): "/ar/x?q" and "/x?q". */
export function switchLocalePath(path: string): string {
  return localeFromPath(path) === "ar"
    ? pathWithoutLocale(path)
    : localePath("ar", path);
}

/**
 * Whether the site layout serves a request whose optional language segment is `lang` and whose
 * address is `pathname`: no segment (English), or "ar" outside the admin area. "/fr/products" and
 * "/ar/admin/news/1/preview" are the site's 404 page.
 */
export function servesLanguageSegment(
  lang: string | undefined,
  pathname: string,
): boolean {
  if (lang === undefined) return true;
  if (lang !== LOCALE_SEGMENT) return false;
  const rest = pathWithoutLocale(pathname);
  return !(rest === "/admin" || rest.startsWith("/admin/"));
}
