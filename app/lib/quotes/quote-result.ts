import type { ActionResult } from "../forms/action-result";
import type { LangAttrs } from "../locale/lang-attrs";
import type { BasketLine } from "./quote-basket";

/** What the basket shows for one line: the buyer's choice and the catalogue's names for it. */
export interface BasketLineView extends BasketLine {
  /** The product's name, or null when it (or the chosen size) is no longer in the catalogue. */
  productName: string | null;
  /** On an Arabic page, the product's Arabic name (what its card shows); stored requests keep `productName`. */
  shownName?: string;
  /** An Arabic page's mark on a name still in English. */
  marks?: { name?: LangAttrs };
  sizeDesignation: string | null;
}

/**
 * The answer to a post to `/quote` (JS or not). `lines` is the basket after the write: a page
 * rendered for a post without JavaScript runs its loader with the request's old cookie, so it
 * shows these instead.
 */
export type QuoteResult = ActionResult<{
  message: string;
  count: number;
  values?: Record<string, string>;
}> & {
  lines?: BasketLineView[];
};

/**
 * What became of the buyer's copy of a stored request, as its confirmation page says (issue 35):
 * `sent`; `queued` in the outbox (mail configured, not sent yet); `unconfigured` (no mail
 * transport: it goes once mail is set up); `failed` (the outbox gave up); `withheld` by the
 * acknowledgement's hourly limits, so there is none.
 */
export type AcknowledgementState =
  "sent" | "queued" | "unconfigured" | "failed" | "withheld";
