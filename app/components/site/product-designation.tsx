import { Link } from "react-router";
import { format } from "~/locales";
import { useToolMessages } from "~/locales/tools";
import { type DesignationItem, DesignationParts } from "./designation-parts";

/**
 * A product's type designation decoded (issue 20): server-rendered words, no script of its own;
 * links to the decoder with the designation filled in.
 */
export function ProductDesignation({
  designation,
}: {
  designation: { code: string; schemeLabel: string; items: DesignationItem[] };
}) {
  const t = useToolMessages();
  const title = format(t.productSection.title, { type: designation.code });
  return (
    <section aria-labelledby="product-designation" className="mt-6">
      <h2
        id="product-designation"
        className="text-sm font-semibold text-muted-foreground"
      >
        {title}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        {designation.schemeLabel}
      </p>
      <DesignationParts items={designation.items} className="mt-2" />
      <Link
        to={`/tools/designation?code=${encodeURIComponent(designation.code)}`}
        className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t.productSection.decode}
      </Link>
    </section>
  );
}
