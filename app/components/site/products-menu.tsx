import { ChevronDown } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { useMessages } from "~/locales";
import { productCategoryLinks, toolLinks } from "./nav-items";

/**
 * "Products" in the header: a disclosure that lists the four categories, "View All Products" and
 * the engineering tools.
 * Escape, a click elsewhere, choosing a link or navigating closes it.
 */
export function ProductsMenu() {
  const lp = useLocalePath();
  const t = useMessages().common;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const active =
    pathname.startsWith("/products") ||
    pathname.startsWith("/categories") ||
    pathname.startsWith("/product/");

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted",
          active ? "text-primary" : "text-foreground",
        )}
      >
        {t.nav.products}
        <ChevronDown
          className={cn("size-4 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-2 w-64 rounded-lg border border-border bg-surface p-2 shadow-xl"
      >
        <ul aria-label={t.nav.productsMenu}>
          {productCategoryLinks.map((item) => (
            <li key={item.to}>
              <Link
                to={lp(item.to)}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted"
              >
                {t.categories[item.label]}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <Link
              to={lp("/products")}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 text-sm font-semibold text-primary hover:bg-muted"
            >
              {t.nav.viewAllProducts}
            </Link>
          </li>
        </ul>
        <ul
          aria-label={t.nav.toolsMenu}
          className="mt-1 border-t border-border pt-1"
        >
          {toolLinks.map((item) => (
            <li key={item.to}>
              <Link
                to={lp(item.to)}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted"
              >
                {t.nav[item.label]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
