import { createContext, useContext } from "react";

/**
 * The render's nonce, provided by entry.server.tsx: React and React Router put it on the scripts
 * they write, which is how the server tells the page's own scripts from anything else. It never
 * reaches the browser: the server hashes the scripts that carry it into the page's CSP and removes
 * it (app/server/platform/csp.server.ts). In the browser it is "".
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
