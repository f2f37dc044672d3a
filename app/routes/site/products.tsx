import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Our Products", description: "Stranded conductors, multi-conductor, control and PVC insulated cables.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Our Products" />;
}
