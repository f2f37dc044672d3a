import { quote } from "./en/quote";

/**
 * The quote basket's copy. It is kept out of the shared catalogue (`useMessages()`), so only
 * `/quote` ships it in its JavaScript; Arabic will add `ar/quote.ts` beside it.
 */
export type QuoteMessages = typeof quote;

export function useQuoteMessages(): QuoteMessages {
  return quote;
}

/** The same copy for server code (actions, schemas). */
export const quoteMessages: QuoteMessages = quote;
