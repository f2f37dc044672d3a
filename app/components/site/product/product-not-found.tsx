import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "react-router";
import { useLocalePath } from "~/components/site/use-locale-path";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useCopy } from "~/locales/copy";

/** The 404's words come with the loader's 404 data (its `meta` reads them too), not in every product page's copy. */
export function ProductNotFound({
  title,
  body,
}: {
  title: string;
  body: string;
}) {
  const lp = useLocalePath();
  const t = useCopy("product");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p
        className="font-mono text-sm font-semibold tracking-widest text-primary uppercase"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      <Link
        to={lp("/products")}
        className={cn(buttonVariants({ size: "lg" }), "mt-8")}
      >
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t.back}
      </Link>
    </main>
  );
}
