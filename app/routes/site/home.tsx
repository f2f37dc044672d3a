import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Cableworks", description: "Cables and conductors from New Borg El Arab City, Egypt.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Cableworks" />;
}
