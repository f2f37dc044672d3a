import type { Locale } from "~/locales";

/**
 * Where a locale's pages live: English at today's addresses, Arabic under /ar
 * (docs/decisions/039). Shared by the server (which locale to render) and links.
 */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";
}

/** The address of `path` (an English-site path such as "/products") in a locale. */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/ar" : `/ar${path}`;
}

/** The English-site path of an address in any locale: "/ar/products" is "/products". */
export function pathWithoutLocale(pathname: string): string {
  if (pathname === "/ar") return "/";
  return pathname.startsWith("/ar/") ? pathname.slice(3) : pathname;
}
