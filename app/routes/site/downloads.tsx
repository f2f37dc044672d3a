import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/downloads";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Downloads", description: "Catalogues, datasheets and certificates.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Downloads" />;
}
