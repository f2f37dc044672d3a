import { redirect } from "react-router";
import { destroySession, isSameOrigin } from "~/server/auth/auth.server";
import { adminWrite } from "~/server/admin/form.server";
import type { Route } from "./+types/logout";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

/** Logout is a POST from the admin header: it ends the session on the server and clears the cookie. */
function write({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request))
    throw new Response("Forbidden: cross-origin request", { status: 403 });
  return redirect("/admin/login", {
    headers: { "Set-Cookie": destroySession(request) },
  });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export function loader() {
  return redirect("/admin/login");
}
