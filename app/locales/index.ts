import { en } from "./en";

/**
 * All user-facing copy comes from the locale catalogues. English is complete; Arabic (right to
 * left) will add `ar/` with the same shape and pick it from the request, with no component rework.
 */
export type Messages = typeof en;
export const defaultLocale = "en";
export const localeDirection = { en: "ltr" } as const;

export function useMessages(): Messages {
  return en;
}

/** The server (meta, PDFs, mail) reads the same catalogue. */
export function getMessages(): Messages {
  return en;
}

/** Fills `{name}` placeholders: format("Hello {name}", { name: "Ada" }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
