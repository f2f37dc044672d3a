import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Product", description: "Product details and datasheet.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Product" />;
}
