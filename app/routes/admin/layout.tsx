import { ShieldX } from "~/components/ui/icons";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useRouteLoaderData,
} from "react-router";
import { ErrorScreen } from "~/components/ui/error-screen";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminShell } from "~/components/admin/admin-shell";
import { useAdminKeepalive } from "~/components/admin/use-admin-keepalive";
import { logRouteError } from "~/lib/log-route-error";
import { dashboardCounts } from "~/server/admin/inbox.server";
import { requireRole } from "~/server/auth/roles.server";
import type { Route } from "./+types/layout";
import { errorTitleFromMatches } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

export function loader({ request }: Route.LoaderArgs) {
  const session = requireRole(request, "editor");
  const counts = dashboardCounts();
  return {
    username: session.username,
    displayName: session.displayName,
    // The navigation shows what this role may open; the server's guard decides either way.
    role: session.role,
    unreadMessages: counts.unreadMessages,
    unreadApplications: counts.unreadApplications,
    newQuotes: counts.newQuotes,
  };
}

/** A failed admin page's title (each admin page gives its own otherwise). */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? adminMeta(errorTitleFromMatches(matches)) : [];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useAdminKeepalive();
  return (
    <AdminShell counts={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A failing admin page shows the error screen inside the admin shell, so the way to every other
 * admin page stays in view (the unread counts when the shell's own data loaded).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useAdminMessages();
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  // A page above the user's role: said plainly, not as an error (decision 034).
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AdminShell counts={data}>
        <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
          <ShieldX className="size-12 text-destructive" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">
            {t.forbidden.title}
          </h1>
          <p className="mt-3 text-muted-foreground">{t.forbidden.body}</p>
          <Link
            to="/admin"
            className="mt-8 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            {t.errorHome}
          </Link>
        </div>
      </AdminShell>
    );
  }
  logRouteError(error);
  return (
    <AdminShell counts={data}>
      <ErrorScreen
        landmark={false}
        home={{ href: "/admin", label: t.errorHome }}
      />
    </AdminShell>
  );
}
