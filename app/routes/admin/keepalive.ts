import { adminWrite } from "~/server/admin/form.server";
import type { Route } from "./+types/keepalive";
import { adminGuard } from "~/server/auth/admin-guard.server";

// Outside the admin layout, so behind the guard of its own (decision 058).
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/**
 * The admin shell's keep-alive: a POST (a GET never writes) that restarts the session's idle clock
 * (the guard names the session, `adminWrite` touches it).
 */
function write(_args: Route.ActionArgs) {
  return new Response(null, { status: 204 });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);
