import { TriangleAlert } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { useErrorScreenMessages } from "~/locales";

/**
 * The spec's router error screen: "Unexpected Application Error!". Plain links, so it works before
 * (or without) any script: "Reload the page" loads this address again. Inside a shell that has its
 * own <main> (the admin area), `landmark={false}` renders it without one, and `home` points the
 * second link at that area's start.
 */
export function ErrorScreen({
  landmark = true,
  home,
}: {
  landmark?: boolean;
  home?: { href: string; label: string };
}) {
  const t = useErrorScreenMessages();
  const location = useLocation();
  const Root = landmark ? "main" : "div";
  return (
    <Root
      id={landmark ? "main" : undefined}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-3 text-muted-foreground">{t.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={`${location.pathname}${location.search}`}
          className="rounded-md border border-input bg-surface px-4 py-2 text-sm font-semibold hover:bg-muted"
        >
          {t.retry}
        </a>
        <a
          href={home?.href ?? "/"}
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {home?.label ?? t.home}
        </a>
      </div>
    </Root>
  );
}
