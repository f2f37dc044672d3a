import { replace } from "react-router";
import { hasRole, type Role } from "~/lib/roles";
import { setAuditActor } from "../audit/context.server";
import {
  type AdminSession,
  adminPathOf,
  getAdminSession,
  isSameOrigin,
  loginPath,
  touchSession,
  TWO_FACTOR_SETUP_PATH,
  TWO_FACTOR_SETUP_PATHS,
} from "./auth.server";
import { isTwoFactorRequired } from "./two-factor-policy.server";

/**
 * The one guard of every admin loader and action (docs/decisions/034), run by the admin guard
 * middleware (./admin-guard.server.ts, decision 058) before any of them: `requireRole(request,
 * "editor")` for the catalogue and content, `requireRole(request, "administrator")` for users and
 * company settings. Anonymous visitors are redirected to the login (and back after it); a write from
 * another origin, or from a role below the one needed, is refused with 403 before anything is read
 * from its body or written. A write that passes restarts the session's idle clock; a read leaves
 * the database alone.
 */
export function requireRole(
  request: Request,
  needed: Role,
  now = Date.now(),
): AdminSession {
  const session = checkRole(request, needed, now);
  if (isWrite(request)) touchSession(session, now);
  return session;
}

/**
 * `requireRole` without the idle clock's touch: the middleware leaves that to the action's write
 * wrapper (`adminWrite`), where a busy database answers 503 with Retry-After as any write does.
 */
export function checkRole(
  request: Request,
  needed: Role,
  now = Date.now(),
): AdminSession {
  if (isWrite(request) && !isSameOrigin(request)) {
    throw new Response("Forbidden: cross-origin request", { status: 403 });
  }
  const session = getAdminSession(request, now);
  // `replace`: a client-side navigation replaces the history entry, as a document redirect does.
  if (!session) throw replace(loginPath(request));
  // The author of whatever this request writes (the audit log's triggers read it).
  setAuditActor({ id: session.userId, username: session.username });
  if (
    !session.twoFactor &&
    !TWO_FACTOR_SETUP_PATHS.has(adminPathOf(request)) &&
    isTwoFactorRequired()
  ) {
    // Required for every account, and this one has none: the account page (where it is set up)
    // is the only page open to it. Here, in the one guard, so no page can forget it.
    throw replace(TWO_FACTOR_SETUP_PATH);
  }
  if (!hasRole(session.role, needed)) throw forbidden();
  return session;
}

/** A request that may write: anything but a read. */
export function isWrite(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/** The refusal: the admin layout's error boundary shows it as a page in the admin's style. */
export function forbidden(): Response {
  return new Response("Forbidden: this needs the administrator role", {
    status: 403,
    statusText: "Forbidden",
    headers: { "Cache-Control": "no-store" },
  });
}
