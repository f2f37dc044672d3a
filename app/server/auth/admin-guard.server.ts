import { createContext, type MiddlewareFunction } from "react-router";
import { roleForPath } from "~/lib/roles";
import { type AdminSession, adminPathOf } from "./auth.server";
import { checkRole, isWrite } from "./roles.server";

/**
 * The signed-in admin of this request, set by the admin guard before any admin loader or action
 * runs (decision 058). No default: a handler outside the guard that reads it fails loudly.
 */
export const adminSessionContext = createContext<AdminSession>();

/**
 * The session whose idle clock this write restarts, or null (a read, or a route outside the guard:
 * the login, the logout). The action's write wrapper (`adminWrite`) touches it, inside its handling
 * of a busy database, so the touch answers 503 with Retry-After as any other write would.
 */
export const sessionToTouchContext = createContext<AdminSession | null>(null);

/**
 * The admin guard as a middleware (decisions 034 and 058): `requireRole`'s checks with the role the
 * address needs (`roleForPath`, the one table of roles), before any loader or action of the route
 * runs, so no admin route can forget it. The admin layout exports it for every screen; each admin
 * resource route outside the layout exports it too. A middleware runs once per request, around the
 * action and the loaders that revalidate after it on a document post, so a write restarts the idle
 * clock once and a read writes nothing.
 *
 * A refusal is thrown before any handler runs. On a document request React Router renders it at the
 * root's error boundary (a middleware's error has no loader data below the root to render a layout
 * with), which shows the same "Administrators only" page (app/root.tsx); on a client-side
 * navigation the admin layout's boundary shows it inside the shell.
 */
export const adminGuard: MiddlewareFunction<Response> = ({
  request,
  context,
}) => {
  const session = checkRole(request, roleForPath(adminPathOf(request)));
  context.set(adminSessionContext, session);
  if (isWrite(request)) context.set(sessionToTouchContext, session);
};
