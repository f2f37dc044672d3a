import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Careers", description: "Work with us.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Careers" />;
}
