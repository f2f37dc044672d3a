import { Languages } from "~/components/ui/icons";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { switchLocalePath } from "~/lib/locale/locale-path";
import { type Locale, useLocale } from "~/locales";

/**
 * Each language's own name, written in it: the link's text is the language it leads to, so it
 * stays in that language on every page (not copy to translate: "العربية" is Arabic on English pages).
 */
const AUTONYM = { en: "English", ar: "العربية" } as const satisfies Record<
  Locale,
  string
>;

/**
 * The language switcher (docs/decisions/043): the same page, path and query, in the other
 * language. A document load (`reloadDocument`), since the document carries one language's copy and
 * the root's data changes with it (decision 039).
 */
/** `className` sets the display and alignment (the header hides it on phones, where the drawer has it). */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === "ar" ? "en" : "ar";
  return (
    <Link
      to={switchLocalePath(`${pathname}${search}${hash}`)}
      reloadDocument
      hrefLang={other}
      lang={other}
      dir={other === "ar" ? "rtl" : "ltr"}
      className={cn(
        "min-h-11 min-w-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted",
        className,
      )}
    >
      <Languages className="size-5 shrink-0" aria-hidden="true" />
      {AUTONYM[other]}
    </Link>
  );
}
