import { PanelLeftClose, PanelLeftOpen } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { useSidebarExpanded } from "~/lib/preferences";
import { useMessages } from "~/locales";
import { legalNav, sidebarNav } from "./nav-items";

/**
 * The collapsible sidebar with every public page (spec: collapsed by default, persisted). Its
 * width and the page margin follow `data-sidebar` on <html>, which the boot script sets before
 * paint, so a reload never shifts the layout. Shown from 768 px up; below, the drawer serves.
 */
export function SiteSidebar() {
  const lp = useLocalePath();
  const t = useMessages().common;
  const [expanded, setExpanded] = useSidebarExpanded();
  const label =
    "overflow-hidden whitespace-nowrap opacity-0 w-0 sidebar-expanded:w-auto sidebar-expanded:opacity-100 transition-opacity";
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted",
      isActive ? "bg-accent text-accent-foreground" : "text-foreground",
    );
  // A plain box, not an <aside>: the navigation inside is the landmark, and a complementary
  // landmark around it would be one more, unnamed, stop for screen-reader users.
  return (
    <div className="fixed inset-y-0 start-0 z-50 hidden w-16 flex-col border-e border-border bg-surface transition-[width] duration-200 md:flex sidebar-expanded:w-64">
      <div className="flex h-16 items-center justify-center border-b border-border px-3 sidebar-expanded:justify-end">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="site-sidebar-nav"
          aria-label={expanded ? t.sidebar.collapse : t.sidebar.expand}
          onClick={() => setExpanded(!expanded)}
          className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
        >
          <PanelLeftOpen
            className="size-5 rtl:-scale-x-100 sidebar-expanded:hidden"
            aria-hidden="true"
          />
          <PanelLeftClose
            className="hidden size-5 rtl:-scale-x-100 sidebar-expanded:block"
            aria-hidden="true"
          />
        </button>
      </div>
      <nav
        id="site-sidebar-nav"
        aria-label={t.sidebar.label}
        className="flex-1 overflow-y-auto p-3"
      >
        <ul className="flex flex-col gap-1">
          {sidebarNav.map(({ to, label: key, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={lp(to)}
                end={to === "/"}
                className={itemClass}
                title={t.nav[key]}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={label}>{t.nav[key]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="mt-4 flex flex-col gap-1 border-t border-border pt-4">
          {legalNav.map(({ to, label: key, icon: Icon }) => (
            <li key={to}>
              <NavLink to={lp(to)} className={itemClass} title={t.sidebar[key]}>
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={label}>{t.sidebar[key]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
