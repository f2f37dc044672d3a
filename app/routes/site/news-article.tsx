import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/news-article";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "News & Updates", description: "An article from Cableworks.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="News & Updates" />;
}
