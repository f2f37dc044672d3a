import { attributes, sizePage } from "./en/attributes";

/**
 * The typed attributes' labels and the size table's copy: out of the shared catalogue, so a page
 * loads them only when it shows attributes; Arabic will add `ar/attributes.ts` beside it. The
 * labels are resolved on the server where possible (a page's loader sends the words), so the
 * product page ships only `sizePage`.
 */
export type AttributeMessages = typeof attributes;
export type SizePageMessages = typeof sizePage;

export function useAttributeMessages(): AttributeMessages {
  return attributes;
}

/** The same labels for server code (loaders, the API, PDFs). */
export const attributeMessages: AttributeMessages = attributes;

export function useSizePageMessages(): SizePageMessages {
  return sizePage;
}

/** The product page's copy for server code. */
export const sizePageMessages: SizePageMessages = sizePage;
