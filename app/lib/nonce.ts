import { createContext, useContext } from "react";

/**
 * The per-response CSP nonce, provided by entry.server.tsx. In the browser it is "" (browsers hide
 * nonce attributes from the DOM, so hydration sees the same empty value).
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
