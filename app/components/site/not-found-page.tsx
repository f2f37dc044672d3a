import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useMessages } from "~/locales";

/**
 * The spec's 404 page: the catch-all route's screen, and the site layout's when the address has a
 * language segment the site does not serve ("/fr/products", docs/decisions/043).
 */
export function NotFoundPage() {
  const t = useMessages().common.notFound;
  const to = useLocalePath();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(
      "404 Error: User attempted to access non-existent route:",
      pathname,
    );
  }, [pathname]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p className="text-7xl font-extrabold tracking-tight text-primary">
        {t.code}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t.title}</h1>
      <Link
        to={to("/")}
        className="mt-8 rounded-md bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
      >
        {t.home}
      </Link>
    </main>
  );
}
