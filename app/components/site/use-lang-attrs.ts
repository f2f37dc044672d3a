import { type LangAttrs, langAttrs } from "~/lib/lang-attrs";
import type { TextLang } from "~/lib/arabic";
import { useLocale } from "~/locales";

/** langAttrs against the page's locale: `const marked = useLangAttrs(); <h3 {...marked(item.lang?.title)}>`. */
export function useLangAttrs(): (textLang: TextLang | undefined) => LangAttrs {
  const locale = useLocale();
  return (textLang) => langAttrs(textLang, locale);
}
