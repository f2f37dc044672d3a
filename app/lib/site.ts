/**
 * The company: what stays in code (its names, the map's zoom) and the pure helpers that
 * turn its stored contact details into text and links. The details themselves (phones, e-mails,
 * address, coordinates, hours, links) are in the database, edited at Admin > Company details
 * (app/server/content/company.server.ts, docs/decisions/028): components receive them as loader data, so
 * none ships in the page's JavaScript.
 */
import { listSeparator, type TextLang } from "./locale/arabic";

export interface Phone {
  /** As printed, e.g. "+20 3 459 1200". */
  display: string;
  /** For tel: links, digits with a leading +. */
  tel: string;
}

export interface Address {
  street: string;
  city: string;
  region: string;
  country: string;
  postalCode: string;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

/**
 * The company's years, each kept in one field of its settings (issue 35, docs/decisions/055): texts
 * name them by placeholder (`fillFacts`), figures are computed from them (`companyAge`).
 */
export interface CompanyFacts {
  /** The year the company was founded (spec: 2011): the footer's "since", the About story, the age. */
  foundedYear: number;
  /** The year the heritage reaches back to (spec: the hero's "since 1974"). */
  heritageYear: number;
  /** The copyright line's year (spec: 2025). */
  copyrightYear: number;
}

/** The placeholders a text may hold for the company's years, as the team types them. */
const FACT_PATTERN = /\{(foundedYear|heritageYear|copyrightYear)\}/g;

/**
 * A text with the company's years put in for their placeholders ("since {foundedYear}"). Other
 * braces stay as typed. Years are written with Western digits and no grouping in both languages
 * (decisions 039 and 044: "2011", never "2,011" or "٢٠١١"), so the locale changes nothing here.
 */
export function fillFacts(text: string, facts: CompanyFacts): string {
  return text.replace(FACT_PATTERN, (_match, key: keyof CompanyFacts) =>
    String(facts[key]),
  );
}

/** The company's contact details, as stored (docs/decisions/028). */
export interface CompanyDetails {
  officePhone: Phone;
  salesPhones: Phone[];
  salesEmail: string;
  infoEmail: string;
  authorEmail: string;
  address: Address;
  coordinates: Coordinates;
  businessHours: string;
  social: { facebook: string; linkedin: string };
  /** The chat-app (WhatsApp) link. */
  whatsapp: string;
  facts: CompanyFacts;
  /** The per-locale texts' languages: the one asked for, or English where it has none (docs/decisions/041). */
  lang: Record<
    "street" | "city" | "region" | "country" | "businessHours",
    TextLang
  >;
}

/**
 * What the public chrome (the footer and its map) renders, and nothing more: it travels in every
 * page's data, which counts against the 80 KB first-load budget (docs/decisions/028). Phones go as
 * printed; the browser derives their tel: digits (telDigits).
 */
export interface ChromeCompany {
  address: string;
  /** The address's language: absent when it is the page's (docs/decisions/041). */
  addressLang?: TextLang;
  officePhone: string;
  salesPhones: string[];
  salesEmail: string;
  authorEmail: string;
  facebook: string;
  whatsapp: string;
  lat: number;
  lng: number;
  /** The footer's blurb ("since {foundedYear}") and copyright line. */
  foundedYear: number;
  copyrightYear: number;
}

/**
 * The footer's part of the details, for the public layout's loader: `company` in the page's locale,
 * `english` the same in English. The address is one line: shown in the page's language only when all
 * its parts are translated, else wholly in English (a line half Arabic, half English reads as
 * neither), and then `addressLang` says so. On an English page nothing is added.
 */
export function chromeCompany(
  company: CompanyDetails,
  english: CompanyDetails = company,
  pageLocale: TextLang = "en",
): ChromeCompany {
  const { street, city, region, country } = company.lang;
  const whole = street === city && city === region && region === country;
  const addressLang = whole ? street : "en";
  return {
    address: whole
      ? formatAddress(company.address, addressLang)
      : formatAddress(english.address),
    ...(addressLang === pageLocale ? {} : { addressLang }),
    officePhone: company.officePhone.display,
    salesPhones: company.salesPhones.map((phone) => phone.display),
    salesEmail: company.salesEmail,
    authorEmail: company.authorEmail,
    facebook: company.social.facebook,
    whatsapp: company.whatsapp,
    lat: company.coordinates.lat,
    lng: company.coordinates.lng,
    foundedYear: company.facts.foundedYear,
    copyrightYear: company.facts.copyrightYear,
  };
}

/** The digits a tel: link dials, with the leading +: "+20 3 459 1200" is "+2034591200". */
export function telDigits(display: string): string {
  return display.replace(/[^\d+]/g, "");
}

export function toPhone(display: string): Phone {
  return { display, tel: telDigits(display) };
}

/** A phone number as shown in a tel: link: its spaces non-breaking, so it never wraps mid-number. */
export function phoneText(display: string): string {
  return display.replaceAll(" ", "\u00a0");
}

export const site = {
  name: "Cableworks",
  legalName: "Cableworks Cables & Conductors",
  mapZoom: 14,
} as const;

/** The address on one line; an Arabic address takes the Arabic comma between its parts (issue 35). */
export function formatAddress(a: Address, lang: TextLang = "en"): string {
  return [a.street, a.city, `${a.region} ${a.postalCode}`, a.country].join(
    listSeparator(lang),
  );
}

/** A key-free OpenStreetMap embed around the factory at the spec's zoom 14. */
export function mapEmbedUrl({ lat, lng }: Coordinates): string {
  // At zoom 14 a ~0.02 degree box frames the industrial zone.
  const d = 0.02;
  const bbox = [lng - d, lat - d / 2, lng + d, lat + d / 2]
    .map((n) => n.toFixed(4))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}

export function mapLinkUrl({ lat, lng }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${site.mapZoom}/${lat}/${lng}`;
}

/**
 * The company's age the home page shows (spec: the current year minus the founding year), never
 * below 0 should the founding year be set to this year.
 */
export function companyAge(
  foundedYear: number,
  now: Date = new Date(),
): number {
  return Math.max(0, now.getFullYear() - foundedYear);
}
