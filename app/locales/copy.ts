import { useMatches } from "react-router";
import type { catalog } from "./en/catalogue";
import type { common } from "./en/common";
import type { addToQuote } from "./en/add-to-quote";
import type { attributes } from "./en/attributes";
import type { comparePage } from "./en/compare";
import type { compareControl } from "./en/compare-control";
import type { compareTray } from "./en/compare-tray";
import type { tools as designationTool } from "./en/designation-tool";
import type { finder } from "./en/finder";
import type { quote } from "./en/quote";
import type { sizePage } from "./en/size-page";
import type { tools } from "./en/tools";
import type { toolErrors } from "./en/tools-errors";
import type { aboutCopy } from "./en/pages/about";
import type { Benefit } from "./en/pages/career-benefits";
import type { careersCopy } from "./en/pages/careers";
import type { certificationsCopy } from "./en/pages/certifications";
import type { contactCopy } from "./en/pages/contact";
import type { downloadsCopy } from "./en/pages/downloads";
import type { formsCopy } from "./en/pages/forms";
import type { legalCopy } from "./en/pages/legal";
import type { newsCopy } from "./en/pages/news";
import type { Principle } from "./en/pages/quality-principles";
import type { qualityCopy } from "./en/pages/quality";
import { useLocaleData } from "./index";
import type { ServerOnlyCopy } from "./server-only-copy";
import type { Translation } from "./translation";

/**
 * A page's own copy, in sections (decision 042). The document carries the shared copy
 * (`useMessages()`) and only the sections its matched routes declare in `handle.copy`; a
 * client-side navigation gets the new page's sections with its loader's data. No browser code
 * imports a catalogue module: the types here are type-only imports, erased from the bundle.
 */
export interface CopySections {
  home: Translation<typeof catalog.home>;
  products: Translation<typeof catalog.products>;
  category: Translation<typeof catalog.category>;
  product: Translation<typeof catalog.product>;
  /** The product cards' and grid's words: the listings' section, not every page's (decision 042). */
  grid: Translation<typeof catalog.grid>;
  /** The page links' words: only the pages that have page links carry them (decision 042). */
  pagination: Translation<typeof common.pagination>;
  addToQuote: Translation<typeof addToQuote>;
  attributes: Translation<typeof attributes>;
  comparePage: Translation<typeof comparePage>;
  compareControl: Translation<typeof compareControl>;
  compareTray: Translation<typeof compareTray>;
  /** The designation decoder's page (its product-page and API words are the server's). */
  designationTool: Translation<typeof designationTool.designation>;
  /** The quality page's mention of the two tools. */
  toolLinks: Translation<typeof designationTool.quality>;
  finder: Translation<typeof finder>;
  quote: Translation<typeof quote>;
  sizePage: Translation<typeof sizePage>;
  /** The cable-sizing page. */
  tools: Translation<typeof tools.cableSizing>;
  /** The cable-sizing refusals and input errors: server-only (the loader and the API write them). */
  toolErrors: Translation<typeof toolErrors.cableSizing>;
  about: Translation<typeof aboutCopy>;
  /** Typed as the English (an icon name is a key, not words: it stays as it is). */
  careerBenefits: readonly Benefit[];
  careers: Translation<typeof careersCopy>;
  certifications: Translation<typeof certificationsCopy>;
  contact: Translation<typeof contactCopy>;
  downloads: Translation<typeof downloadsCopy>;
  forms: Translation<typeof formsCopy>;
  legal: Translation<typeof legalCopy>;
  news: Translation<typeof newsCopy>;
  qualityPrinciples: readonly Principle[];
  quality: Translation<typeof qualityCopy>;
}

export type CopySection = keyof CopySections;

/** A section as the browser gets it: without the keys only server code reads (./server-only-copy.ts). */
export type BrowserCopy<K extends CopySection> = K extends keyof ServerOnlyCopy
  ? Omit<CopySections[K], ServerOnlyCopy[K]>
  : CopySections[K];

/** The sections as the document's block and a loader's data carry them. */
export type BrowserSections = { [K in CopySection]: BrowserCopy<K> };

/** What a route module exports as `handle` to name the sections its page reads. */
export interface CopyHandle {
  copy: readonly CopySection[];
}

/** The key under which a loader's data carries its sections on a client-side navigation. */
export const COPY_DATA_KEY = "pageCopy";

/** The sections a loader returned (on a data request), or none. */
export type PageCopyData = { [COPY_DATA_KEY]?: Partial<BrowserSections> };

/** The sections the matched routes' handles name, each once, in the routes' order. */
export function sectionsOfMatches(
  matches: readonly { handle?: unknown; route?: { handle?: unknown } }[],
): CopySection[] {
  const names = new Set<CopySection>();
  for (const match of matches) {
    const handle = (match.handle ?? match.route?.handle) as
      Partial<CopyHandle> | undefined;
    for (const name of handle?.copy ?? []) names.add(name);
  }
  return [...names];
}

/**
 * Finds a section: in the document's block first (a document load wrote the matched routes'
 * sections there), then in the matched routes' loader data (a client-side navigation brought them).
 * A section in neither is a route that reads copy its `handle.copy` does not name: a bug, so it throws.
 */
export function findSection<K extends CopySection>(
  name: K,
  documentSections: Partial<BrowserSections> | undefined,
  loaderData: readonly unknown[],
): BrowserCopy<K> {
  const fromDocument = documentSections?.[name];
  if (fromDocument) return fromDocument as BrowserCopy<K>;
  for (const data of loaderData) {
    const sections = (data as PageCopyData | null | undefined)?.[COPY_DATA_KEY];
    const section = sections?.[name];
    if (section) return section as BrowserCopy<K>;
  }
  throw new Error(
    `The page's copy section "${name}" is missing: add it to the route's handle.copy.`,
  );
}

/** A section of the page's copy, in the page's language. */
export function useCopy<K extends CopySection>(name: K): BrowserCopy<K> {
  const documentSections = useLocaleData()?.sections;
  const matches = useMatches();
  return findSection(
    name,
    documentSections,
    matches.map((match) => match.loaderData),
  );
}
