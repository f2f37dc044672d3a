import { siteUrl } from "~/server/platform/site-url.server";
import type { Route } from "./+types/robots";

/** Crawlers are welcome everywhere but the admin area. */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "",
    `Sitemap: ${siteUrl(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
