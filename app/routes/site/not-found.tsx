import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { metaMessagesFromMatches } from "~/locales";
import type { Route } from "./+types/not-found";

/** Any unknown path: the spec's 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

/** A form posted to an unknown address gets the same 404 page, not a 405. */
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaMessagesFromMatches(matches).notFound;
  return pageMeta({
    title: t.metaTitle,
    description: t.title,
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    noIndex: true,
  });
};

export default function NotFound() {
  return <NotFoundPage />;
}
