import {
  Award,
  Building2,
  Briefcase,
  CircleHelp,
  ClipboardList,
  Download,
  FileText,
  FolderTree,
  House,
  Inbox,
  Info,
  LayoutDashboard,
  LogOut,
  Newspaper,
  Package,
  ScrollText,
  TrendingUp,
  UserCog,
  Scale,
  ShieldCheck,
  Users,
} from "~/components/ui/icons";
import { Form, Link, NavLink } from "react-router";
import { Logo } from "~/components/ui/logo";
import { ThemeToggle } from "~/components/ui/theme-toggle";
import { cn } from "~/lib/cn";
import { focusMain } from "~/lib/focus-main";
import { hasRole, type Role, roleForPath } from "~/lib/roles";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** What the admin layout's loader gives the shell: who is signed in, and the unread counts. */
export interface AdminShellCounts {
  unreadMessages: number;
  unreadApplications: number;
  newQuotes: number;
  username: string;
  displayName: string;
  role: Role;
}

/** The admin header, navigation (with the unread counts, when they could be read) and main area. */
export function AdminShell({
  counts,
  children,
}: {
  counts: AdminShellCounts | undefined;
  children: React.ReactNode;
}) {
  const t = useAdminMessages();
  const links = [
    { to: "/admin", label: t.nav.dashboard, icon: LayoutDashboard, end: true },
    { to: "/admin/categories", label: t.nav.categories, icon: FolderTree },
    { to: "/admin/products", label: t.nav.products, icon: Package },
    { to: "/admin/certifications", label: t.nav.certifications, icon: Award },
    { to: "/admin/clients", label: t.nav.clients, icon: Users },
    { to: "/admin/faq", label: t.nav.faq, icon: CircleHelp },
    { to: "/admin/settings", label: t.nav.settings, icon: Building2 },
    { to: "/admin/home", label: t.nav.home, icon: House },
    { to: "/admin/about", label: t.nav.about, icon: Info },
    { to: "/admin/pages", label: t.nav.pages, icon: Scale },
    { to: "/admin/news", label: t.nav.news, icon: Newspaper },
    { to: "/admin/jobs", label: t.nav.jobs, icon: Briefcase },
    { to: "/admin/downloads", label: t.nav.downloads, icon: Download },
    {
      to: "/admin/messages",
      label: t.nav.messages,
      icon: Inbox,
      count: counts?.unreadMessages,
    },
    {
      to: "/admin/applications",
      label: t.nav.applications,
      icon: FileText,
      count: counts?.unreadApplications,
    },
    {
      to: "/admin/quotes",
      label: t.nav.quotes,
      icon: ClipboardList,
      count: counts?.newQuotes,
    },
    { to: "/admin/metal-prices", label: t.nav.metalPrices, icon: TrendingUp },
    { to: "/admin/audit", label: t.nav.audit, icon: ScrollText },
    { to: "/admin/users", label: t.nav.users, icon: ShieldCheck },
    { to: "/admin/account", label: t.nav.account, icon: UserCog },
    // Without the shell's data (its loader failed), only what every role may open.
  ].filter((link) => hasRole(counts?.role ?? "editor", roleForPath(link.to)));
  return (
    <div id="admin-shell" className="flex min-h-dvh flex-col bg-muted/30">
      <a
        href="#main"
        onClick={focusMain}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
        <div className="flex h-16 items-center gap-3 px-4 md:px-6">
          <Link
            to="/admin"
            aria-label={t.brand}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Logo />
          </Link>
          <span className="hidden rounded-full border border-border px-2 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:inline">
            Admin
          </span>
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            {counts ? (
              <p
                className="hidden text-end text-xs leading-tight text-muted-foreground lg:block"
                data-testid="signed-in-as"
              >
                {format(t.nav.signedInAs, {
                  name: counts.displayName || counts.username,
                  role: t.roles[counts.role],
                })}
              </p>
            ) : null}
            <a
              href="/"
              className="hidden rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground sm:inline"
            >
              {t.nav.viewSite}
            </a>
            <ThemeToggle />
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <LogOut className="size-4" aria-hidden="true" />
                {/* On the narrowest phones the icon alone, so the header fits 320 px. */}
                <span className="max-[22rem]:sr-only">{t.nav.logout}</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t.nav.label}
          className="border-b border-border bg-surface md:w-60 md:shrink-0 md:border-e md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto px-2 py-2 md:sticky md:top-16 md:flex-col md:px-3 md:py-4">
            {links.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                      isActive
                        ? "bg-primary/10 text-primary"
                        : "text-foreground",
                    )
                  }
                >
                  <link.icon className="size-4 shrink-0" aria-hidden="true" />
                  <span>{link.label}</span>
                  {link.count ? (
                    <span className="ms-auto rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
                      {link.count}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
