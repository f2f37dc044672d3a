import { Outlet, isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { useChromeCompany } from "~/components/site/use-company";
import { ErrorScreen } from "~/components/ui/error-screen";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SiteSidebar } from "~/components/site/site-sidebar";
import { logRouteError } from "~/lib/log-route-error";
import { focusMain } from "~/lib/focus-main";
import { HydrateLater } from "~/runtime/hydrate-in-steps";
import { chromeCompany } from "~/lib/site";
import { getCompany } from "~/server/content/company.server";
import { servedLanguage, requestLocale } from "~/server/platform/locale.server";
import { pageTitle } from "~/lib/meta";
import {
  errorTitleFromMatches,
  metaMessagesFromMatches,
  useMessages,
} from "~/locales";
import type { Route } from "./+types/layout";

// "/fr/..." and "/ar/admin/..." match the optional `:lang?` segment too: the site's 404 page, and
// a post to them runs no action (app/server/platform/locale.server.ts, decision 058).
export const middleware: Route.MiddlewareFunction[] = [servedLanguage];

/**
 * The company's details the footer shows, from the database (docs/decisions/028): only those, since
 * every public page carries this in its data, and its first-load JavaScript budget counts it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const english = getCompany();
  return {
    company:
      locale === "en"
        ? chromeCompany(english)
        : chromeCompany(getCompany(locale), english, locale),
  };
}

/** The shared public chrome (spec: "Shared public chrome") around every public screen. */
function Chrome({ children }: { children: React.ReactNode }) {
  const t = useMessages().common;
  const company = useChromeCompany();
  return (
    <>
      <a
        href="#main"
        onClick={focusMain}
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      {/* Each part hydrates in a task of its own (app/runtime/hydrate-in-steps.tsx). */}
      <HydrateLater>
        <SiteSidebar />
      </HydrateLater>
      <div className="flex min-h-dvh flex-col transition-[margin] duration-200 md:ms-16 md:sidebar-expanded:ms-64">
        <HydrateLater>
          <SiteHeader />
        </HydrateLater>
        <HydrateLater>
          <div className="flex-1">{children}</div>
        </HydrateLater>
        <HydrateLater>
          <SiteFooter company={company} />
        </HydrateLater>
      </div>
    </>
  );
}

export default function SiteLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/**
 * When this layout's own loader (or a page's action) refused the address, the page's `meta` does
 * not run: the 404's title comes from here, and the root's otherwise.
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [
      { title: pageTitle(metaMessagesFromMatches(matches).notFound.metaTitle) },
      { name: "robots", content: "noindex" },
    ];
  }
  if (error)
    return [
      { title: pageTitle(errorTitleFromMatches(matches)) },
      { name: "robots", content: "noindex" },
    ];
  return [];
};

/**
 * Failures inside the public layout keep the chrome and show the spec's error screen; an address
 * the layout refused (a language segment the site does not serve) shows the 404 page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome>
        <NotFoundPage />
      </Chrome>
    );
  }
  logRouteError(error);
  return (
    <Chrome>
      <ErrorScreen />
    </Chrome>
  );
}
