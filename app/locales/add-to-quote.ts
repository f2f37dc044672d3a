import { type CopySections, useCopy } from "./copy";

/**
 * The copy of the "Add to quote" control: a copy section (decision 042), sent with the pages that
 * show the control (the product page and the listings' cards), in the page's language.
 */
export type AddToQuoteMessages = CopySections["addToQuote"];

export function useAddToQuoteMessages(): AddToQuoteMessages {
  return useCopy("addToQuote");
}
