import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "News & Updates", description: "News from the factory.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="News & Updates" />;
}
