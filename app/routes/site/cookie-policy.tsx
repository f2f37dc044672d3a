import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Cookie Policy", description: "What this site keeps in your browser.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Cookie Policy" />;
}
