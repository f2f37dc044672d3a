import { LegalDocument } from "~/components/site/legal-page";
import { privacyPolicy } from "~/content/legal";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: privacyPolicy.title, description: privacyPolicy.description, path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <LegalDocument page={privacyPolicy} />;
}
