import { securityTxt } from "~/lib/security-txt";
import { getCompany } from "~/server/content/company.server";
import { siteUrl } from "~/server/platform/site-url.server";
import type { Route } from "./+types/security-txt";

/**
 * RFC 9116's security.txt: the company's published sales e-mail (stored, edited at Admin > Company
 * details; also on the contact page) and an Expires computed at each request. The render cache
 * keeps only HTML, and a day's Cache-Control is far inside the file's 364 days, so no copy anywhere is served expired.
 */
export function loader({ request }: Route.LoaderArgs) {
  const body = securityTxt({
    siteUrl: siteUrl(request),
    contactEmail: getCompany().salesEmail,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
