import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { metaMessagesFromMatches, useMessages } from "~/locales";
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
  const t = useMessages().common.notFound;
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary">{t.code}</p>
      <h1 className="mt-4 text-2xl font-bold">{t.title}</h1>
      <Link
        to="/"
        className="mt-8 rounded-md bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
      >
        {t.home}
      </Link>
    </main>
  );
}
