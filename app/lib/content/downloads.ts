import type { TextLang } from "../locale/arabic";
import type { Locale } from "~/locales";
import { formatShortDate } from "~/lib/locale/dates";
import { arabicFixed } from "~/lib/locale/arabic-intl";
import { foldForSearch, searchWords } from "~/lib/catalogue/search-fold";

/**
 * The Downloads page's tabs and its listing's shape. The entries are in the database
 * (`downloads`, `download_texts`; app/server/content/downloads.server.ts): files the admin uploaded, and the
 * catalogues, datasheets and certificate statements the server builds from the catalogue.
 */
export const downloadTabs = [
  "catalogs",
  "datasheets",
  "certifications",
] as const;
export type DownloadTab = (typeof downloadTabs)[number];

export function isDownloadTab(value: unknown): value is DownloadTab {
  return (
    typeof value === "string" &&
    (downloadTabs as readonly string[]).includes(value)
  );
}

/** One entry of the Downloads page, in the visitor's language, with its file's real size and date. */
export interface DownloadItem {
  id: number;
  /** The file's name under /downloads/. */
  file: string;
  tab: DownloadTab;
  title: string;
  description: string;
  type: "PDF";
  /** Bytes of the file served. */
  size: number;
  /** ISO date-time: an upload's time, or the date of the data a built document is drawn from. */
  date: string;
  /** The language each text was read in: "en" where an Arabic page falls back to English. */
  lang?: { title: TextLang; description: TextLang };
}

/** "12.4 KB" / "1.2 MB": one decimal, 1024-based, as file managers show it. */
export function formatFileSize(bytes: number, locale: Locale = "en"): string {
  // The units stay Latin, as technical values do in Arabic text (decision 044).
  if (locale === "ar")
    return bytes < 1024 * 1024
      ? `${arabicFixed(bytes / 1024, 1)} KB`
      : `${arabicFixed(bytes / (1024 * 1024), 1)} MB`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDownloadDate(iso: string, locale: Locale = "en"): string {
  return formatShortDate(iso, locale);
}

/**
 * Whether every word of `q` is in the item's title, description or type, both sides folded by the
 * site's one search folding (app/lib/catalogue/search-fold.ts): case, Arabic letter forms, diacritics and
 * digits, "mm²"/"مم"; so "شهادة ايزو" finds "شهادة أيزو" and "١٦ مم" finds "16 mm²".
 */
export function matchesDownload(
  item: Pick<DownloadItem, "title" | "description" | "type">,
  q: string,
): boolean {
  const haystack = foldForSearch(
    `${item.title} ${item.description} ${item.type}`,
  );
  return searchWords(q, Infinity).every((word) => haystack.includes(word));
}
