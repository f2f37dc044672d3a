import { sizePage } from "./en/size-page";

/**
 * The product page's size table and attribute list copy: a module of its own, apart from the
 * attribute labels (./attributes.ts), because a bundler ships a module whole: the product page
 * resolves labels on the server and needs only this. Arabic will add `ar/size-page.ts`.
 */
export type SizePageMessages = typeof sizePage;

export function useSizePageMessages(): SizePageMessages {
  return sizePage;
}

/** The same copy for server code. */
export const sizePageMessages: SizePageMessages = sizePage;
