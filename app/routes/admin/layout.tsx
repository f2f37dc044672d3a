import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "~/components/ui/error-screen";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminShell } from "~/components/admin/admin-shell";
import { ForbiddenScreen } from "~/components/admin/forbidden-screen";
import { useAdminKeepalive } from "~/components/admin/use-admin-keepalive";
import { logRouteError } from "~/lib/log-route-error";
import { dashboardCounts } from "~/server/admin/inbox.server";
import type { Route } from "./+types/layout";
import { errorTitleFromMatches } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import {
  adminGuard,
  adminSessionContext,
} from "~/server/auth/admin-guard.server";

/** Every admin screen is behind the guard: its role checked before any of its handlers runs. */
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
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
        <ForbiddenScreen landmark={false} />
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
