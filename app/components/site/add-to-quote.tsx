import { FileText } from "~/components/ui/icons";
import { lazy, Suspense, useId, useState } from "react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/preferences";
import { format } from "~/locales";
import { useAddToQuoteMessages } from "~/locales/add-to-quote";

// Loaded when a visitor first opens one: the listing pages carry none of the form's code.
const AddToQuoteForm = lazy(() =>
  import("./add-to-quote-form").then((module) => ({
    default: module.AddToQuoteForm,
  })),
);

/**
 * "Add to quote" on a product card or a size row. The form is not in the document: twelve rows of
 * forms were 450 of a product page's 1,200 elements (issue 36). The server sends a link to the
 * product page's own form, for that size (`?size=`), which is what a visitor without JavaScript
 * follows; once scripts run the same element becomes a button that opens the form in place
 * (./add-to-quote-form.tsx, loaded then).
 */
export function AddToQuote({
  productId,
  productName,
  size,
  className,
  openClassName,
}: {
  productId: string;
  productName: string;
  /** The size's article number, when the line is for one size. */
  size?: string;
  className?: string;
  /** Classes while it is open (a size row's wider panel). */
  openClassName?: string;
}) {
  const lp = useLocalePath();
  const t = useAddToQuoteMessages();
  const scripted = useHydrated();
  const [open, setOpen] = useState(false);
  const id = useId();
  // A size row names its article: the table has one such control per row.
  const label = format(t.openFor, { name: size ?? productName });
  const control =
    "flex h-10 w-full cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-muted";
  const content = (
    <>
      <FileText aria-hidden="true" className="size-4" />
      {t.open}
    </>
  );
  const product = lp(`/product/${encodeURIComponent(productId)}`);
  return (
    <div
      className={cn(
        "rounded-md border border-border",
        className,
        open && openClassName,
      )}
    >
      {/*
        One element before and after hydration, so hydrating replaces nothing the server sent
        (loading.spec): a link to the product page's form, which scripts make a disclosure button.
      */}
      <a
        href={`${product}${size ? `?size=${encodeURIComponent(size)}` : ""}#add-to-quote`}
        aria-label={label}
        className={control}
        {...(scripted && {
          role: "button",
          "aria-expanded": open,
          "aria-controls": `${id}-panel`,
          onClick: (event: React.MouseEvent) => {
            event.preventDefault();
            setOpen(!open);
          },
          // A button answers Space as well as Enter.
          onKeyDown: (event: React.KeyboardEvent) => {
            if (event.key !== " ") return;
            event.preventDefault();
            setOpen(!open);
          },
        })}
      >
        {content}
      </a>
      {open && (
        <div id={`${id}-panel`} className="border-t border-border p-3">
          <Suspense fallback={null}>
            <AddToQuoteForm productId={productId} size={size} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
