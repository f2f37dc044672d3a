import { PagePlaceholder } from "~/components/site/page-placeholder";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Category", description: "Products in this category.", path: location.pathname, siteUrl: siteUrlFromMatches(matches) });

export default function Page() {
  return <PagePlaceholder title="Category" />;
}
