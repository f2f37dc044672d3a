import { LegalDocument } from "~/components/site/legal-page";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { legalPageData } from "~/server/content/pages.server";
import type { Route } from "./+types/privacy-policy";
import type { CopyHandle } from "~/locales/copy";
import { pageCopy, requestLocale } from "~/locales/copy.server";

/** The copy sections this page reads (decision 042): the legal pages' few words. */
export const handle = { copy: ["legal"] } satisfies CopyHandle;

/** The text travels as loader data (its body as HTML rendered on the server), not in the page's JavaScript. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...pageCopy(request, context, handle),
    ...legalPageData("privacy", requestLocale(request)),
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
