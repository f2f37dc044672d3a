import { ProductAttributes } from "~/components/site/product-attributes";
import { SizeTable } from "~/components/site/product-details-lazy";
import type { SizeRow } from "~/components/site/size-table";
import { useSizePageMessages } from "~/locales/size-page";

/** The size table, then the typed attributes, each under its heading. */
export function ProductSizes({
  productId,
  name,
  sizes,
  attributes,
}: {
  productId: string;
  name: string;
  sizes: SizeRow[];
  attributes: [string, string][];
}) {
  const t = useSizePageMessages();
  return (
    <>
      <section
        className="mt-12 lg:mt-16"
        aria-labelledby="product-sizes-heading"
      >
        <h2
          id="product-sizes-heading"
          className="mb-4 text-2xl font-bold tracking-tight"
        >
          {t.sizes.heading}
        </h2>
        <SizeTable productId={productId} name={name} sizes={sizes} />
      </section>
      <section className="mt-12" aria-labelledby="product-attributes-heading">
        <h2
          id="product-attributes-heading"
          className="mb-4 text-2xl font-bold tracking-tight"
        >
          {t.details.heading}
        </h2>
        <ProductAttributes lines={attributes} />
      </section>
    </>
  );
}
