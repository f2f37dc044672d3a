import fs from "node:fs";
import { applicationCv } from "~/server/admin/inbox.server";
import { requireRole } from "~/server/auth/roles.server";
import type { Route } from "./+types/application-cv";

/** A visitor's CV, for the admin only, always as a download under the name the visitor gave it. */
export function loader({ request, params }: Route.LoaderArgs): Response {
  requireRole(request, "editor");
  const cv = applicationCv(Number(params.id));
  if (!cv) throw new Response("Not Found", { status: 404 });
  const body = fs.readFileSync(cv.file);
  const fallback = cv.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": cv.type,
      "Content-Length": String(body.length),
      "Content-Disposition": `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(cv.name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
