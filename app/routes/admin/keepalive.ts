import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/keepalive";

/** The admin shell's keep-alive: a POST (a GET never writes) that restarts the session's idle clock. */
export function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  return new Response(null, { status: 204 });
}
