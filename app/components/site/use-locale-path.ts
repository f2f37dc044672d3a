import { useCallback } from "react";
import { localePath } from "~/lib/locale/locale-path";
import { useLocale } from "~/locales";

/**
 * Links, form actions and navigations on a public page stay in its language (docs/decisions/043):
 * `const to = useLocalePath(); <Link to={to("/products")}>` is "/ar/products" on an Arabic page.
 * Paths are English-site paths; relative ones ("?page=2") are left as they are.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
