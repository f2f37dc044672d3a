import { ar } from "./ar";
import { en } from "./en";
import { localeFromPath } from "~/lib/locale/locale-path";
import { type Locale, type Messages, defaultLocale } from "./index";

/**
 * The server's copy of the shared catalogue, for a locale: loaders, `meta` on the server, PDFs and
 * mail read it here. The browser gets it through the root loader's data (./index.ts says why).
 * Every locale is in the table; a page's own sections are in ./copy.server.ts (decision 042).
 */
const catalogues: Record<Locale, Messages> = { en, ar };

export function getMessages(locale: Locale = defaultLocale): Messages {
  return catalogues[locale];
}

/** The shared catalogue for the request's locale (its address says which: /ar is Arabic). */
export function requestMessages(request: Request): Messages {
  return getMessages(localeFromPath(new URL(request.url).pathname));
}
