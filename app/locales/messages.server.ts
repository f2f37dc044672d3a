import { en } from "./en";
import { localeFromPath } from "~/lib/locale-path";
import { type Locale, type Messages, defaultLocale } from "./index";

/**
 * The server's copy of the shared catalogue, for a locale: loaders, `meta` on the server, PDFs and
 * mail read it here. The browser gets it through the root loader's data (./index.ts says why).
 * Arabic joins this table when its catalogue is complete (issue 21).
 */
const catalogues: Partial<Record<Locale, Messages>> = { en };

export function getMessages(locale: Locale = defaultLocale): Messages {
  return catalogues[locale] ?? en;
}

/** The shared catalogue for the request's locale (its address says which: /ar is Arabic). */
export function requestMessages(request: Request): Messages {
  return getMessages(localeFromPath(new URL(request.url).pathname));
}
