import { type LangAttrs, langAttrs } from "~/lib/locale/lang-attrs";
import type { TextLang } from "~/lib/locale/arabic";
import { useLocale } from "~/locales";

/** langAttrs against the page's locale: `const marked = useLangAttrs(); <h3 {...marked(item.lang?.title)}>`. */
export function useLangAttrs(): (textLang: TextLang | undefined) => LangAttrs {
  const locale = useLocale();
  return (textLang) => langAttrs(textLang, locale);
}
