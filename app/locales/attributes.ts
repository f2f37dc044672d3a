import { attributes } from "./en/attributes";

/**
 * The typed attributes' labels and the size table's copy: out of the shared catalogue, so a page
 * loads them only when it shows attributes; Arabic will add `ar/attributes.ts` beside it.
 */
export type AttributeMessages = typeof attributes;

export function useAttributeMessages(): AttributeMessages {
  return attributes;
}

/** The same copy for server code (loaders, the API, PDFs). */
export const attributeMessages: AttributeMessages = attributes;
