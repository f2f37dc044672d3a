import { getSitemap } from "~/server/platform/sitemap.server";
import { siteUrl } from "~/server/platform/site-url.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml, built from the database once per content version (sitemap.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(new Uint8Array(await getSitemap(siteUrl(request))), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
