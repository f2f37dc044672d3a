import { AddToQuoteForm } from "~/components/site/add-to-quote-form";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/** The page's "Add to quote" panel; `size` (from `?size=`) names the size it adds in its heading. */
export function AddToQuoteSection({
  productId,
  size,
}: {
  productId: string;
  size?: string;
}) {
  const t = useCopy("addToQuote");
  return (
    <section
      id="add-to-quote"
      aria-labelledby="add-to-quote-title"
      className="mt-8 scroll-mt-24 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <h2 id="add-to-quote-title" className="text-lg font-semibold">
        {size ? format(t.openFor, { name: size }) : t.open}
      </h2>
      <AddToQuoteForm productId={productId} size={size} className="mt-3" />
    </section>
  );
}
