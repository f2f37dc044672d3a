import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Terms of Service", description: "The terms of using this website.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Terms of Service" />;
}
