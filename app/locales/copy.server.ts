import type { RouterContextProvider } from "react-router";
import { dataRequestContext } from "~/server/platform/request-context.server";
import { requestLocale } from "~/server/platform/locale.server";
import { ar } from "./ar";
import { addToQuote as arAddToQuote } from "./ar/add-to-quote";
import { attributes as arAttributes } from "./ar/attributes";
import { comparePage as arComparePage } from "./ar/compare";
import { compareControl as arCompareControl } from "./ar/compare-control";
import { compareTray as arCompareTray } from "./ar/compare-tray";
import { tools as arDesignationTool } from "./ar/designation-tool";
import { finder as arFinder } from "./ar/finder";
import { quote as arQuote } from "./ar/quote";
import { sizePage as arSizePage } from "./ar/size-page";
import { tools as arTools } from "./ar/tools";
import { toolErrors as arToolErrors } from "./ar/tools-errors";
import { aboutCopy as arAbout } from "./ar/pages/about";
import { benefits as arBenefits } from "./ar/pages/career-benefits";
import { careersCopy as arCareers } from "./ar/pages/careers";
import { certificationsCopy as arCertifications } from "./ar/pages/certifications";
import { contactCopy as arContact } from "./ar/pages/contact";
import { downloadsCopy as arDownloads } from "./ar/pages/downloads";
import { formsCopy as arForms } from "./ar/pages/forms";
import { legalCopy as arLegal } from "./ar/pages/legal";
import { newsCopy as arNews } from "./ar/pages/news";
import { principles as arPrinciples } from "./ar/pages/quality-principles";
import { qualityCopy as arQuality } from "./ar/pages/quality";
import { en } from "./en";
import { addToQuote } from "./en/add-to-quote";
import { attributes } from "./en/attributes";
import { comparePage } from "./en/compare";
import { compareControl } from "./en/compare-control";
import { compareTray } from "./en/compare-tray";
import { tools as designationTool } from "./en/designation-tool";
import { finder } from "./en/finder";
import { quote } from "./en/quote";
import { sizePage } from "./en/size-page";
import { tools } from "./en/tools";
import { toolErrors } from "./en/tools-errors";
import { aboutCopy } from "./en/pages/about";
import { benefits } from "./en/pages/career-benefits";
import { careersCopy } from "./en/pages/careers";
import { certificationsCopy } from "./en/pages/certifications";
import { contactCopy } from "./en/pages/contact";
import { downloadsCopy } from "./en/pages/downloads";
import { formsCopy } from "./en/pages/forms";
import { legalCopy } from "./en/pages/legal";
import { newsCopy } from "./en/pages/news";
import { principles } from "./en/pages/quality-principles";
import { qualityCopy } from "./en/pages/quality";
import {
  type BrowserSections,
  COPY_DATA_KEY,
  type CopySection,
  type CopySections,
  type PageCopyData,
} from "./copy";
import { serverOnlyCopy } from "./server-only-copy";
import type { Locale } from "./index";

/** Every section in every language: the server's table, which the browser never imports. */
const sections: Record<Locale, CopySections> = {
  en: {
    home: en.catalog.home,
    products: en.catalog.products,
    category: en.catalog.category,
    product: en.catalog.product,
    grid: en.catalog.grid,
    pagination: en.common.pagination,
    addToQuote,
    attributes,
    comparePage,
    compareControl,
    compareTray,
    designationTool: designationTool.designation,
    toolLinks: designationTool.quality,
    finder,
    quote,
    sizePage,
    tools: tools.cableSizing,
    toolErrors: toolErrors.cableSizing,
    about: aboutCopy,
    careerBenefits: benefits,
    careers: careersCopy,
    certifications: certificationsCopy,
    contact: contactCopy,
    downloads: downloadsCopy,
    forms: formsCopy,
    legal: legalCopy,
    news: newsCopy,
    qualityPrinciples: principles,
    quality: qualityCopy,
  },
  ar: {
    home: ar.catalog.home,
    products: ar.catalog.products,
    category: ar.catalog.category,
    product: ar.catalog.product,
    grid: ar.catalog.grid,
    pagination: ar.common.pagination,
    addToQuote: arAddToQuote,
    attributes: arAttributes,
    comparePage: arComparePage,
    compareControl: arCompareControl,
    compareTray: arCompareTray,
    designationTool: arDesignationTool.designation,
    toolLinks: arDesignationTool.quality,
    finder: arFinder,
    quote: arQuote,
    sizePage: arSizePage,
    tools: arTools.cableSizing,
    toolErrors: arToolErrors.cableSizing,
    about: arAbout,
    careerBenefits: arBenefits,
    careers: arCareers,
    certifications: arCertifications,
    contact: arContact,
    downloads: arDownloads,
    forms: arForms,
    legal: arLegal,
    news: arNews,
    qualityPrinciples: arPrinciples,
    quality: arQuality,
  },
};

/** Which locale the server serves a request in: one function for the whole server (decision 043). */
export { requestLocale };

/** One section, for server code (loaders, `meta` data, actions). */
export function copySection<K extends CopySection>(
  locale: Locale,
  name: K,
): CopySections[K] {
  return sections[locale][name];
}

/**
 * The named sections in a locale: what the document's block or a loader's data carries, without
 * the keys only server code reads (./server-only-copy.ts): bytes of every such page's first load.
 */
export function pickSections(
  locale: Locale,
  names: readonly CopySection[],
): Partial<BrowserSections> {
  const picked: Partial<Record<CopySection, unknown>> = {};
  for (const name of names) {
    const section = sections[locale][name];
    const omit: readonly string[] | undefined =
      name in serverOnlyCopy
        ? serverOnlyCopy[name as keyof typeof serverOnlyCopy]
        : undefined;
    picked[name] = omit
      ? Object.fromEntries(
          Object.entries(section).filter(([key]) => !omit.includes(key)),
        )
      : section;
  }
  return picked as Partial<BrowserSections>;
}

/**
 * What a page's loader adds to its data for its copy: nothing on a document load (the server
 * writes the sections into the document's block, from the matched routes' `handle.copy`), the
 * sections themselves on a data request (a client-side navigation, which gets no new document).
 * The data-request flag is set by the HTTP layer from the address (`.data`), because React Router
 * strips that suffix from the request a loader sees (decision 042).
 */
export function pageCopy(
  request: Request,
  context: Readonly<RouterContextProvider>,
  handle: { copy: readonly CopySection[] },
): PageCopyData {
  if (!context.get(dataRequestContext)) return {};
  return { [COPY_DATA_KEY]: pickSections(requestLocale(request), handle.copy) };
}
