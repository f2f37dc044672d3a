import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "About Us", description: "Cable manufacturing in New Borg El Arab City since 2011.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="About Us" />;
}
