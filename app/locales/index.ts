import { useRouteLoaderData } from "react-router";
import type { en } from "./en";
import { errorScreen } from "./en/error-screen";
import type { Translation } from "./translation";

/**
 * All user-facing copy comes from the locale catalogues (`en/`, and `ar/` with the same shape).
 * The server picks the catalogue for the request (./messages.server.ts); the browser never bundles
 * a catalogue: the root loader sends the shared one (`common`, `catalog`) with the page's data, and
 * `useMessages()` reads it there. So an English page ships no Arabic and an Arabic page no English,
 * and each page's JavaScript is the same whatever its language (docs/decisions/039).
 */
export type Locale = "en" | "ar";
export const locales: readonly Locale[] = ["en", "ar"];
export const defaultLocale: Locale = "en";
export const localeDirection = { en: "ltr", ar: "rtl" } as const satisfies Record<Locale, "ltr" | "rtl">;

export type Messages = Translation<typeof en>;

/** What the root loader adds to every page's data (app/root.tsx). */
export interface LocaleData {
  locale: Locale;
  messages: Messages;
}

function isLocaleData(data: unknown): data is LocaleData {
  return typeof data === "object" && data !== null && "messages" in data && "locale" in data;
}

/** The page's shared copy, from the root loader's data. */
export function useMessages(): Messages {
  const data = useRouteLoaderData("root");
  if (!isLocaleData(data)) throw new Error("The root loader's copy is missing: useMessages() is for pages under the root route.");
  return data.messages;
}

/** The page's locale, from the root loader's data ("en" when there is none, as on a failed root). */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root");
  return isLocaleData(data) ? data.locale : defaultLocale;
}

/** The error screen's words even when the root loader failed (its data is then missing). */
export function useErrorScreenMessages(): Messages["common"]["error"] {
  const data = useRouteLoaderData("root");
  return isLocaleData(data) ? data.messages.common.error : errorScreen;
}

interface Match {
  id: string;
  data?: unknown;
}

/** The shared copy for a `meta` function, which runs in the browser too on navigations. */
export function messagesFromMatches(matches: readonly (Match | undefined)[]): Messages {
  const data = matches.find((match) => match?.id === "root")?.data;
  if (!isLocaleData(data)) throw new Error("The root loader's copy is missing from the matches.");
  return data.messages;
}

/** The error screen's title for a `meta` function; the root's data may be missing then. */
export function errorTitleFromMatches(matches: readonly (Match | undefined)[]): string {
  const data = matches.find((match) => match?.id === "root")?.data;
  return isLocaleData(data) ? data.messages.common.error.title : errorScreen.title;
}

/** Fills `{name}` placeholders: format("Hello {name}", { name: "Ada" }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
