import { attributes } from "./en/attributes";

/**
 * The typed attributes' labels: out of the shared catalogue, so a page loads them only when it
 * shows attributes; Arabic will add `ar/attributes.ts` beside it. The labels are resolved on the
 * server where possible (a page's loader sends the words), so the product page ships only the
 * size table's copy (./size-page.ts, a module of its own: a bundler ships a module whole).
 */
export type AttributeMessages = typeof attributes;

export function useAttributeMessages(): AttributeMessages {
  return attributes;
}

/** The same labels for server code (loaders, the API, PDFs). */
export const attributeMessages: AttributeMessages = attributes;
