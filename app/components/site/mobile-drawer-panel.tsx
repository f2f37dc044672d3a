import { X } from "~/components/ui/icons";
import { useEffect } from "react";
import { Link, NavLink } from "react-router";
import { LanguageSwitch } from "~/components/site/language-switch";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Logo } from "~/components/ui/logo";
import { ThemeToggle } from "~/components/ui/theme-toggle";
import { cn } from "~/lib/cn";
import { useMessages } from "~/locales";
import { mainNav, productCategoryLinks, toolLinks } from "./nav-items";
import { SearchForm } from "./search-form";

/**
 * The phone menu's drawer itself (mobile-drawer.tsx holds the button): its own chunk, loaded on the
 * first tap, so no page's first load pays for it (issue 36). It opens as soon as it is mounted.
 */
export default function MobileDrawerPanel({
  dialogRef,
  close,
}: {
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  close: () => void;
}) {
  const lp = useLocalePath();
  const t = useMessages().common;
  useEffect(() => {
    dialogRef.current?.showModal();
  }, [dialogRef]);

  // A modal <dialog> makes the page behind inert, but Tab past its last control still leaves for
  // the browser's own toolbar; wrap it, so the keyboard stays in the drawer until Escape or Close.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])',
      ),
    ).filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted",
      isActive ? "text-primary" : "text-foreground",
    );

  return (
    // The backdrop click is a pointer convenience; keyboards have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={t.nav.menu}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes the drawer.
        if (event.target === event.currentTarget) close();
      }}
      // The one physical side on the public pages (decision 040): issue 21 asks for the drawer from
      // the right in Arabic, and English has always had it on the right, so the edge does not mirror.
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none overflow-y-auto overscroll-contain bg-surface p-0 text-foreground shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex min-h-full flex-col gap-4 p-4">
        <div className="flex items-center justify-between">
          <Link to={lp("/")} onClick={close} aria-label={t.nav.homeLink}>
            <Logo />
          </Link>
          <button
            type="button"
            aria-label={t.nav.closeMenu}
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <SearchForm id="drawer-search" />
        <nav aria-label={t.nav.drawerLabel} className="flex-1">
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {t.nav.products}
          </p>
          <ul>
            {productCategoryLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={lp(item.to)} onClick={close} className={linkClass}>
                  {t.categories[item.label]}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to={lp("/products")}
                end
                onClick={close}
                className={linkClass}
              >
                {t.nav.viewAllProducts}
              </NavLink>
            </li>
            {toolLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={lp(item.to)} onClick={close} className={linkClass}>
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-3 border-t border-border pt-3">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={lp(item.to)} onClick={close} className={linkClass}>
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The header shows the switcher from md up; below, it is here (the header has no room). */}
        <div className="border-t border-border pt-3">
          <LanguageSwitch className="inline-flex w-full justify-start" />
        </div>
        <div className="flex items-center justify-between border-t border-border pt-3">
          <span className="text-sm text-muted-foreground">
            {t.theme.toggle}
          </span>
          <ThemeToggle />
        </div>
      </div>
    </dialog>
  );
}
