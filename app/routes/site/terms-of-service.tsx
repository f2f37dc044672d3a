import { LegalDocument } from "~/components/site/legal-page";
import { termsOfService } from "~/content/legal";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: termsOfService.title, description: termsOfService.description, path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <LegalDocument page={termsOfService} />;
}
