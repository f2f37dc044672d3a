import type { CopySections } from "../copy";
import type { Locale } from "../index";

/** What the finder reads: its own words and the typed attributes' labels, in the page's language. */
export interface FinderCopy {
  finder: CopySections["finder"];
  attributes: CopySections["attributes"];
}

/**
 * The finder's copy loads with the finder's code, after the first paint (app/components/site/
 * finder-lazy.tsx), one chunk per language: the page's first load carries none of it, as it carried
 * none of the English before (decision 042, "Copy of lazy code"). A section in the document would
 * have added its 1.2 KB gzip (English) to 1.6 KB (Arabic) to every listing's first load.
 */
const loaders: Record<Locale, () => Promise<FinderCopy>> = {
  en: () =>
    import("./en/finder").then(({ finder, attributes }) => ({
      finder,
      attributes,
    })),
  ar: () =>
    import("./ar/finder").then(({ finder, attributes }) => ({
      finder,
      attributes,
    })),
};

export function loadFinderCopy(locale: Locale): Promise<FinderCopy> {
  return loaders[locale]();
}
