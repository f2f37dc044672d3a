import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/certifications";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Certifications", description: "Our quality, safety and environmental certifications.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Certifications" />;
}
