import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
} from "react-router";
import { ForbiddenScreen } from "~/components/admin/forbidden-screen";
import { ErrorScreen } from "~/components/ui/error-screen";
import { ToastHost } from "~/components/ui/toast-host";
import { logRouteError } from "~/lib/log-route-error";
import { bootScript } from "~/lib/boot-script";
import { pageTitle } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";
import { afterHydration } from "~/runtime/hydrate-in-steps";
import { markHydrated } from "~/lib/preferences";
import { siteUrl } from "~/server/platform/site-url.server";
import {
  LOCALE_DATA_ID,
  errorTitleFromMatches,
  localeDataJson,
  localeDirection,
  metaMessages,
  useLocale,
  useLocaleData,
} from "~/locales";
import { getMessages } from "~/locales/messages.server";
import { localeFromPath } from "~/lib/locale/locale-path";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The public origin, for canonical and preview-card URLs in every page's meta, and the few shared
 * strings `meta` functions need (the rest of the copy is in the document: LocaleProvider).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    siteUrl: siteUrl(request),
    locale,
    metaMessages: metaMessages(getMessages(locale)),
  };
}

/** The root's data changes with the language only: navigations within one do not fetch the copy again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
}) => localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

/**
 * A page that failed shows the error screen: it still has a title, and is not indexed. Pages give
 * their own tags otherwise (the admin layout gives the admin area's).
 */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error
    ? [
        { title: pageTitle(errorTitleFromMatches(matches)) },
        { name: "robots", content: "noindex" },
      ]
    : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  const localeData = useLocaleData();
  return (
    <html lang={locale} dir={localeDirection[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#a8520f" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: bootScript }}
        />
        {/*
          With a precedence, React's server renderer emits the stylesheet before the other <link>
          tags, the same order as this tree: Preact (the browser build) hydrates <head> by tag
          order, and would otherwise pair this link with another and drop it.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {/* The page's copy, read back by the browser before it hydrates (app/runtime/hydrate.tsx). */}
        {localeData && (
          <script
            type="application/json"
            id={LOCALE_DATA_ID}
            dangerouslySetInnerHTML={{ __html: localeDataJson(localeData) }}
          />
        )}
        {/* New navigations start at the top (spec section 2); back/forward restore the position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Tests (and curious people) can tell when the whole page has become interactive. */
function useMarkHydrated() {
  useEffect(() => {
    afterHydration(() => {
      document.documentElement.dataset.hydrated = "true";
      markHydrated();
    });
  }, []);
}

export default function App() {
  useMarkHydrated();
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}

/**
 * The error screen of a request that failed before any page's data loaded. An admin guard's refusal
 * of a document (decision 058) lands here, not in the admin layout: React Router renders a
 * middleware's error at the root's boundary, so the refusal is said here as the layout says it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useMarkHydrated();
  if (isRouteErrorResponse(error) && error.status === 403)
    return <ForbiddenScreen landmark />;
  logRouteError(error);
  return <ErrorScreen />;
}
