import { LegalDocument } from "~/components/site/legal-page";
import { termsOfService } from "~/content/legal";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { getCompany } from "~/server/company.server";
import type { Route } from "./+types/terms-of-service";

/** The text travels as loader data, not in the page's JavaScript. */
export function loader() {
  return { page: termsOfService(getCompany().address.city) };
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
