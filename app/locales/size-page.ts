import { type CopySections, useCopy } from "./copy";

/**
 * The product page's size table and attribute list copy: a copy section (decision 042), sent only
 * with the product page, in its language. Server code reads it with `copySection(locale, "sizePage")`
 * (./copy.server.ts).
 */
export type SizePageMessages = CopySections["sizePage"];

export function useSizePageMessages(): SizePageMessages {
  return useCopy("sizePage");
}
