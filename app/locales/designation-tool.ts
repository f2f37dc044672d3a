import { tools } from "./en/designation-tool";

/**
 * The designation decoder's copy and the pieces other pages show of it (the product page's decoded
 * designation, the quality page's link): out of the shared catalogue, and apart from the cable
 * sizing tool's copy (./tools.ts), so a page loads only the copy it shows; Arabic will add
 * `ar/designation-tool.ts` beside it.
 */
export type DesignationToolMessages = typeof tools;

export function useDesignationToolMessages(): DesignationToolMessages {
  return tools;
}

/** The same copy for server code (loaders, the API). */
export const designationToolMessages: DesignationToolMessages = tools;
