import { data } from "react-router";
import { LegalDocument } from "~/components/site/legal-page";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { type LegalSlug } from "~/lib/content/pages";
import { pathWithoutLocale } from "~/lib/locale/locale-path";
import { legalPageData } from "~/server/content/pages.server";
import type { Route } from "./+types/legal";
import type { CopyHandle } from "~/locales/copy";
import { pageCopy, requestLocale } from "~/locales/copy.server";

/**
 * The three legal pages, one module (app/routes.ts registers it under each address, with the route
 * ids they had as three modules). The address picks the page's slug in the database.
 */
const LEGAL_ROUTES = {
  "/privacy-policy": "privacy",
  "/terms-of-service": "terms",
  "/cookie-policy": "cookies",
} as const satisfies Record<string, LegalSlug>;

/** The copy sections this page reads (decision 042): the legal pages' few words. */
export const handle = { copy: ["legal"] } satisfies CopyHandle;

/** The text travels as loader data (its body as HTML rendered on the server), not in the page's JavaScript. */
export function loader({ request, context }: Route.LoaderArgs) {
  const path = pathWithoutLocale(new URL(request.url).pathname).replace(
    /\/+$/,
    "",
  );
  const slug = LEGAL_ROUTES[path as keyof typeof LEGAL_ROUTES];
  if (!slug) throw data(null, { status: 404 });
  return {
    ...pageCopy(request, context, handle),
    ...legalPageData(slug, requestLocale(request)),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    title: loaderData?.page.title ?? "",
    description: loaderData?.page.description ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} />;
}
