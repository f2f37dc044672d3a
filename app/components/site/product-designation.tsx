import { Link } from "react-router";
import { useLocalePath } from "~/components/site/use-locale-path";
import type { ProductDesignationView } from "~/lib/tools/designation/view";
import { DesignationParts } from "./designation-parts";

/**
 * A product's type designation decoded (issue 20), linking to the decoder with it filled in. Every
 * word comes from the loader, so the product page loads no decoder and no tool catalogue.
 */
export function ProductDesignation({
  designation,
}: {
  designation: ProductDesignationView;
}) {
  const lp = useLocalePath();
  return (
    <section aria-labelledby="product-designation" className="mt-6">
      <h2
        id="product-designation"
        className="text-sm font-semibold text-muted-foreground"
      >
        {designation.title}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        {designation.schemeLabel}
      </p>
      <DesignationParts
        items={designation.items}
        notRecognised={designation.notRecognised}
        className="mt-2"
      />
      <Link
        to={lp(
          `/tools/designation?code=${encodeURIComponent(designation.code)}`,
        )}
        className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {designation.linkText}
      </Link>
    </section>
  );
}
