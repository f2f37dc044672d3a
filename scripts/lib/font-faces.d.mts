export interface FontFace {
  family: string;
  weight: string;
  urls: string[];
  ranges: [number, number][];
}
export function parseFontFaces(css: string): FontFace[];
export function parseUnicodeRange(value: string): [number, number][];
export function pageText(html: string): string;
export function fontUrlsForPage(page: {
  html: string;
  stylesheets: { href: string; css: string }[];
  linkHeader?: string;
}): Set<string>;
export function familyMayApply(
  css: string,
  family: string,
  html: string,
): boolean;
export function stylesheetUrls(html: string): string[];
