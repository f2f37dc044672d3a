import { Search } from "~/components/ui/icons";
import { LanguageSwitch } from "~/components/site/language-switch";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { useMessages } from "~/locales";
import { Logo } from "~/components/ui/logo";
import { MobileDrawer } from "./mobile-drawer";
import { mainNav } from "./nav-items";
import { ProductsMenu } from "./products-menu";
import { QuoteBasketLink } from "./quote-basket-link";
import { SearchForm } from "./search-form";
import { ThemeToggle } from "~/components/ui/theme-toggle";

/** The sticky header: logo, main menu with the Products dropdown, search, theme toggle. */
export function SiteHeader() {
  const lp = useLocalePath();
  const t = useMessages().common;
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-header backdrop-blur supports-[backdrop-filter]:bg-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={lp("/")}
          className="me-auto rounded-md md:me-4"
          aria-label={t.nav.homeLink}
        >
          <Logo />
        </Link>
        <nav aria-label={t.nav.mainLabel} className="hidden flex-1 md:block">
          <ul className="flex items-center gap-0.5">
            <li>
              <ProductsMenu />
            </li>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={lp(item.to)}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted",
                      isActive ? "text-primary" : "text-foreground",
                    )
                  }
                >
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm id="header-search" className="hidden w-56 xl:block" />
        <button
          type="button"
          aria-label={t.search.label}
          aria-expanded={searchOpen}
          aria-controls="header-search-row"
          onClick={() => setSearchOpen((open) => !open)}
          className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted xl:hidden"
        >
          <Search className="size-5" aria-hidden="true" />
        </button>
        <QuoteBasketLink />
        <LanguageSwitch className="hidden justify-center md:inline-flex" />
        <ThemeToggle className="hidden md:inline-flex" />
        <MobileDrawer />
      </div>
      <div
        id="header-search-row"
        hidden={!searchOpen}
        className="border-t border-border px-4 py-3 xl:hidden"
      >
        <SearchForm id="header-search-mobile" className="mx-auto max-w-xl" />
      </div>
    </header>
  );
}
