import { createContext, useContext } from "react";
import type { en } from "./en";
import { errorScreen } from "./en/error-screen";
import type { BrowserSections } from "./copy";
import type { Translation } from "./translation";

/**
 * All user-facing copy comes from the locale catalogues (`en/`, and `ar/` with the same shape).
 * The server picks the catalogue for the request (./messages.server.ts); the browser never bundles
 * a catalogue: the document carries the shared one (`common`) and the page's
 * sections (./copy.ts) as JSON, and `useMessages()` and `useCopy()` read it from context. So an English page ships no Arabic and an Arabic page no English,
 * and each page's JavaScript is the same whatever its language (docs/decisions/039).
 */
export type Locale = "en" | "ar";
export const locales: readonly Locale[] = ["en", "ar"];
export const defaultLocale: Locale = "en";
export const localeDirection = {
  en: "ltr",
  ar: "rtl",
} as const satisfies Record<Locale, "ltr" | "rtl">;

export type Messages = Translation<typeof en>;

/**
 * The copy the document carries to every page: `common`. The catalogue pages' own parts (`home`,
 * `products`, `category`, `product`, and the cards' `grid`) are sections, sent only to the pages
 * that read them (./copy.ts, decision 042).
 */
export type SharedMessages = { common: Omit<Messages["common"], "pagination"> };
export type HomeCopy = Messages["catalog"]["home"];

export function sharedMessages(messages: Messages): SharedMessages {
  // The page links' words are a section of the pages that have them (decision 042), not every page's.
  const { pagination: _pagination, ...common } = messages.common;
  return { common };
}

/**
 * The page's locale and copy, rendered into the document once: the shared copy (`useMessages()`)
 * and the sections the matched routes declare (`useCopy()`, decision 042).
 */
export interface LocaleData {
  locale: Locale;
  messages: SharedMessages;
  sections?: Partial<BrowserSections>;
}

const LocaleContext = createContext<LocaleData | null>(null);

/**
 * Wraps the app: entry.server.tsx with the request's catalogue, the browser with the same data read
 * back from the document (`readLocaleData`). The copy travels as one JSON script, not in the
 * router's data, whose escaped stream made it a third larger on every page (decision 039).
 */
export const LocaleProvider = LocaleContext.Provider;

/** The id of the `<script type="application/json">` that carries the copy (app/root.tsx writes it). */
export const LOCALE_DATA_ID = "locale-data";

/** The document's locale data, in the browser; null when the script is missing or unreadable. */
export function readLocaleData(): LocaleData | null {
  const text = document.getElementById(LOCALE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isLocaleData(data) ? data : null;
  } catch {
    return null;
  }
}

/** The locale data as the script's text: `<` escaped, so no text in it can close the script. */
export function localeDataJson(data: LocaleData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function isLocaleData(data: unknown): data is LocaleData {
  return (
    typeof data === "object" &&
    data !== null &&
    "messages" in data &&
    "locale" in data
  );
}

export function useLocaleData(): LocaleData | null {
  return useContext(LocaleContext);
}

/** The page's shared copy. */
export function useMessages(): SharedMessages {
  const data = useContext(LocaleContext);
  if (!data)
    throw new Error(
      "No locale data: the app is rendered without its LocaleProvider.",
    );
  return data.messages;
}

/** The page's locale ("en" without locale data, as when the document's script is missing). */
export function useLocale(): Locale {
  return useContext(LocaleContext)?.locale ?? defaultLocale;
}

/** The error screen's words even without locale data: the screen must always render. */
export function useErrorScreenMessages(): Messages["common"]["error"] {
  return useContext(LocaleContext)?.messages.common.error ?? errorScreen;
}

/**
 * What `meta` functions read of the shared copy. They run outside the component tree (and in the
 * browser on navigations), so the root loader sends these few strings with its data: only those
 * of pages that may have no data of their own (a 404, an error). A page's own title comes with its
 * loader's data (`metaTitle`), so it is not in every page's first load.
 */
export function metaMessages(messages: Messages) {
  return {
    errorTitle: messages.common.error.title,
    notFound: {
      metaTitle: messages.common.notFound.metaTitle,
      title: messages.common.notFound.title,
    },
    pageTitleSuffix: messages.common.pagination.titleSuffix,
    categoryFallback: messages.catalog.category.fallbackName,
  };
}
export type MetaMessages = ReturnType<typeof metaMessages>;

interface Match {
  id: string;
  data?: unknown;
}

/** The shared copy a `meta` function needs, from the root loader's data. */
export function metaMessagesFromMatches(
  matches: readonly (Match | undefined)[],
): MetaMessages {
  const data = matches.find((match) => match?.id === "root")?.data as
    { metaMessages?: MetaMessages } | undefined;
  if (!data?.metaMessages)
    throw new Error("The root loader's meta copy is missing from the matches.");
  return data.metaMessages;
}

/** The error screen's title for a `meta` function; the root's data may be missing then. */
export function errorTitleFromMatches(
  matches: readonly (Match | undefined)[],
): string {
  const data = matches.find((match) => match?.id === "root")?.data as
    { metaMessages?: MetaMessages } | undefined;
  return data?.metaMessages?.errorTitle ?? errorScreen.title;
}

/** Fills `{name}` placeholders: format("Hello {name}", { name: "Ada" }). */
export function format(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
