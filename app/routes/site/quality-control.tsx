import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/quality-control";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Quality Control", description: "How we test every cable we make.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Quality Control" />;
}
