import { comparePage } from "./en/compare";

/**
 * The /compare page's copy, apart from the shared catalogue so that no other page ships it (the
 * Compare control's and the tray's are in `./en/compare-control.ts` and `./en/compare-tray.ts`, each
 * loaded only with its code). Arabic will add `ar/compare*.ts` beside them.
 */
export type ComparePageMessages = typeof comparePage;

export function useComparePageMessages(): ComparePageMessages {
  return comparePage;
}

/** The same copy for loaders and meta. */
export const comparePageMessages: ComparePageMessages = comparePage;
