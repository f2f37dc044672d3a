import { buildSitemap } from "~/server/sitemap.server";
import { siteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml, built from the database on each request. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildSitemap(siteUrl(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
