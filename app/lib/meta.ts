import type { MetaDescriptor } from "react-router";
import {
  localeFromPath,
  localePath,
  pathWithoutLocale,
} from "~/lib/locale/locale-path";

/**
 * A page's title, description, canonical URL, Open Graph and Twitter card tags in one call.
 * `siteUrl` is the absolute origin (SITE_URL, else the request's), from the root loader.
 */
export interface PageMetaInput {
  title: string;
  description: string;
  /**
   * The path of the page in its own language, e.g. "/products" or "/ar/products" (usually
   * `location.pathname`): the canonical URL, and the language the hreflang alternates start from.
   */
  path: string;
  siteUrl: string;
  /** Absolute or root-relative; defaults to the site's preview card. */
  image?: string;
  imageAlt?: string;
  /** The image's pixel size, when known (the site's cards are 1200 × 630). */
  imageSize?: { width: number; height: number };
  type?: "website" | "article" | "product";
  /** Not indexed: no hreflang alternates either (they are for pages search engines list). */
  noIndex?: boolean;
}

const OG_LOCALE = { en: "en_US", ar: "ar_EG" } as const;

/**
 * A page's `<link rel="alternate" hreflang>` set: English, Arabic, and English as x-default
 * (docs/decisions/043). Every language lists all of them, itself included, as Google asks.
 */
export function hreflangLinks(siteUrl: string, path: string): MetaDescriptor[] {
  const english = pathWithoutLocale(path);
  return [
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: absoluteUrl(siteUrl, english),
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "ar",
      href: absoluteUrl(siteUrl, localePath("ar", english)),
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(siteUrl, english),
    },
  ];
}

export const SITE_NAME = "Cableworks";
const DEFAULT_IMAGE = "/images/og-default.png";
/** public/images/og-default.png and the products' generated cards (product-image.server.ts). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export function pageTitle(title: string): string {
  // A title that already starts with the name (the home page's) is not suffixed with it again.
  return title === SITE_NAME || title.startsWith(`${SITE_NAME}:`)
    ? title
    : `${title} | ${SITE_NAME}`;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image ?? DEFAULT_IMAGE);
  const imageSize = input.image === undefined ? CARD_SIZE : input.imageSize;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    {
      property: "og:type",
      content: input.type === "article" ? "article" : "website",
    },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(imageSize
      ? [
          { property: "og:image:width", content: String(imageSize.width) },
          { property: "og:image:height", content: String(imageSize.height) },
        ]
      : []),
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { property: "og:locale", content: OG_LOCALE[localeFromPath(input.path)] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  else tags.push(...hreflangLinks(input.siteUrl, input.path));
  return tags;
}

interface RootMatch {
  id: string;
  data?: unknown;
}

/** Reads the site URL the root loader put in its data. */
export function siteUrlFromMatches(
  matches: readonly (RootMatch | undefined)[],
): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.data as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? "";
}
