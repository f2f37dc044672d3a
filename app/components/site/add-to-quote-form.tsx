import { FileText } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { BASKET_CHANGED } from "./quote-basket-link";
import type { FieldSpecs } from "~/lib/forms/fields";
import type { QuoteResult } from "~/lib/quotes/quote-result";
import { notify } from "~/lib/toast";
import { useAddToQuoteMessages } from "~/locales/add-to-quote";

/**
 * A basket line's inputs, here and on /quote's lines: required, and characters typed (whole metres
 * need far fewer; the range is the parser's, lineRanges). Defined with the form so the pages
 * that have it load them in its chunk, not in one of their own (decision 009).
 */
export const lineInputs = {
  length: { required: true, maxLength: 12 },
  drum: { maxLength: 12 },
} as const satisfies FieldSpecs;

/**
 * The "Add to quote" form for a product, or one size of it: the length in metres and an optional
 * drum length, posted to `/quote`. Before hydration (or without JavaScript) it is a plain form and
 * the server answers with the basket; after, it posts in the background and the page stays where it
 * is. The product page has it in its first load; cards and size rows load it when first opened
 * (./add-to-quote.tsx).
 */
export function AddToQuoteForm({
  productId,
  size,
  className,
}: {
  productId: string;
  /** The size's article number, when the line is for one size. */
  size?: string;
  className?: string;
}) {
  const lp = useLocalePath();
  const t = useAddToQuoteMessages();
  const fetcher = useFetcher<QuoteResult>();
  // Set once scripts run (an effect, so hydration matches the server's empty value and adds no
  // element): the action then answers in place instead of sending the basket page.
  const reply = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (reply.current) reply.current.value = "stay";
  }, []);
  const id = useId();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};

  useEffect(() => {
    if (!result?.ok) return;
    notify.success(result.message);
    window.dispatchEvent(new Event(BASKET_CHANGED));
  }, [result]);

  return (
    <div className={className}>
      <fetcher.Form
        method="post"
        action={lp("/quote")}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={productId} />
        {size && <input type="hidden" name="size" value={size} />}
        {/* Asks for the answer as data; a post without it (no JavaScript yet) gets the basket page. */}
        <input ref={reply} type="hidden" name="reply" defaultValue="" />
        <div className="grid grid-cols-2 items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-length`} className="text-xs font-medium">
              {t.length}
            </label>
            <Input
              id={`${id}-length`}
              name="length"
              required={lineInputs.length.required}
              maxLength={lineInputs.length.maxLength}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={errors.length ? `${id}-error` : undefined}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-drum`} className="text-xs font-medium">
              {t.drum}{" "}
              <span className="font-normal text-muted-foreground">
                {t.optional}
              </span>
            </label>
            <Input
              id={`${id}-drum`}
              name="drum"
              maxLength={lineInputs.drum.maxLength}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.drum ? true : undefined}
              aria-describedby={errors.drum ? `${id}-error` : undefined}
            />
          </div>
        </div>
        {result && !result.ok && (
          <p
            id={`${id}-error`}
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {errors.length ?? errors.drum ?? errors.form}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant="secondary"
            disabled={fetcher.state !== "idle"}
          >
            <FileText aria-hidden="true" />
            {fetcher.state !== "idle" ? t.adding : t.add}
          </Button>
          {result?.ok && (
            <Link
              to={lp("/quote")}
              className="text-sm font-medium text-primary hover:underline"
            >
              {t.view}
            </Link>
          )}
        </div>
      </fetcher.Form>
    </div>
  );
}
