import { compareControl, comparePage } from "./en/compare";

/**
 * The comparison's copy, apart from the shared catalogue so that only pages with a Compare control
 * ship it (and only /compare its page's copy); Arabic will add `ar/compare.ts` beside it.
 */
export type CompareControlMessages = typeof compareControl;
export type ComparePageMessages = typeof comparePage;

export function useCompareControlMessages(): CompareControlMessages {
  return compareControl;
}

export function useComparePageMessages(): ComparePageMessages {
  return comparePage;
}

/** The page's copy for loaders and meta. */
export const comparePageMessages: ComparePageMessages = comparePage;
