import { Link } from "react-router";
import { ShieldX } from "~/components/ui/icons";
import { forbiddenCopy as t } from "~/locales/en/admin/forbidden";

/**
 * A page above the user's role, said plainly and not as an error (decision 034): inside the admin
 * shell (the layout's error boundary, after a client-side navigation) or, for a document the admin
 * guard refused, on its own at the root's boundary (decision 058).
 */
export function ForbiddenScreen({ landmark }: { landmark: boolean }) {
  const Root = landmark ? "main" : "div";
  return (
    <Root
      id={landmark ? "main" : undefined}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <ShieldX className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-3 text-muted-foreground">{t.body}</p>
      <Link
        to="/admin"
        className="mt-8 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
      >
        {t.home}
      </Link>
    </Root>
  );
}
