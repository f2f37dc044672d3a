import { TriangleAlert } from "lucide-react";
import { useMessages } from "~/locales";

/** The spec's router error screen: "Unexpected Application Error!". Plain links: no router needed. */
export function ErrorScreen() {
  const t = useMessages().common.error;
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-3 text-muted-foreground">{t.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md border border-input bg-surface px-4 py-2 text-sm font-semibold hover:bg-muted"
        >
          {t.retry}
        </button>
        <a href="/" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover">
          {t.home}
        </a>
      </div>
    </main>
  );
}
