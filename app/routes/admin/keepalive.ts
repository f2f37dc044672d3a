import { requireRole } from "~/server/auth/roles.server";
import { adminWrite } from "~/server/admin/form.server";
import type { Route } from "./+types/keepalive";

/** The admin shell's keep-alive: a POST (a GET never writes) that restarts the session's idle clock. */
function write({ request }: Route.ActionArgs) {
  requireRole(request, "editor");
  return new Response(null, { status: 204 });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);
