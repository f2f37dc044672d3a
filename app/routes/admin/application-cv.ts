import fs from "node:fs";
import { applicationCv } from "~/server/admin/inbox.server";
import type { Route } from "./+types/application-cv";
import { adminGuard } from "~/server/auth/admin-guard.server";

// Outside the admin layout, so behind the guard of its own (decision 058).
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** A visitor's CV, for the admin only, always as a download under the name the visitor gave it. */
export function loader({ params }: Route.LoaderArgs): Response {
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
