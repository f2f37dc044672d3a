import type { CopySections } from "../copy";
import type { Locale } from "../index";

/**
 * The messages of the forms' browser checks load with the checks' code (zod and the schemas load
 * when a visitor first focuses a form), one chunk per language, so no page's first load carries
 * them (decision 042, "Copy of lazy code"). The server answers from the same catalogue modules in
 * the request's language (`copySection`), so the browser's message and the server's are the same.
 * The quote basket's are in ./quote.ts: a page loads only its own form's loaders.
 */
const formsLoaders: Record<Locale, () => Promise<CopySections["forms"]>> = {
  en: () => import("../en/pages/forms").then((module) => module.formsCopy),
  ar: () => import("../ar/pages/forms").then((module) => module.formsCopy),
};

/** The contact and application forms' messages (app/lib/forms/visitor-forms.ts). */
export function loadFormsCopy(locale: Locale): Promise<CopySections["forms"]> {
  return formsLoaders[locale]();
}
