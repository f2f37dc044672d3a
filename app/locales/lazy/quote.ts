import type { CopySections } from "../copy";
import type { Locale } from "../index";

/**
 * The quote basket's messages (app/lib/quotes/quote-form.ts's checks) load with the checks, one chunk per
 * language, as the visitor forms' do (./forms.ts says why).
 */
const loaders: Record<Locale, () => Promise<CopySections["quote"]>> = {
  en: () => import("../en/quote").then((module) => module.quote),
  ar: () => import("../ar/quote").then((module) => module.quote),
};

export function loadQuoteCopy(locale: Locale): Promise<CopySections["quote"]> {
  return loaders[locale]();
}
