import type { CopySections } from "../copy";
import type { Locale } from "../index";

export type CompareTrayCopy = CopySections["compareTray"];

/**
 * The compare tray's copy loads with the tray (on the first use of a Compare control), one chunk
 * per language, so no page's first load carries it (decision 042, "Copy of lazy code").
 */
const loaders: Record<Locale, () => Promise<CompareTrayCopy>> = {
  en: () => import("../en/compare-tray").then((module) => module.compareTray),
  ar: () => import("../ar/compare-tray").then((module) => module.compareTray),
};

export function loadCompareTrayCopy(locale: Locale): Promise<CompareTrayCopy> {
  return loaders[locale]();
}
