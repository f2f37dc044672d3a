import { addToQuote } from "./en/add-to-quote";

/**
 * The copy of the "Add to quote" control. Kept out of the shared catalogue, so pages without
 * products do not ship it; Arabic will add `ar/add-to-quote.ts` beside it.
 */
export type AddToQuoteMessages = typeof addToQuote;

export function useAddToQuoteMessages(): AddToQuoteMessages {
  return addToQuote;
}
