import { LegalDocument } from "~/components/site/legal-page";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { legalPageData } from "~/server/pages.server";
import type { Route } from "./+types/terms-of-service";

/** The text travels as loader data (its body as HTML rendered on the server), not in the page's JavaScript. */
export function loader() {
  return legalPageData("terms");
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    title: loaderData?.page.title ?? "",
    description: loaderData?.page.description ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} />;
}
