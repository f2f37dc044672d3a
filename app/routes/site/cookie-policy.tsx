import { LegalDocument } from "~/components/site/legal-page";
import { cookiePolicy } from "~/content/legal";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: cookiePolicy.title, description: cookiePolicy.description, path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <LegalDocument page={cookiePolicy} />;
}
