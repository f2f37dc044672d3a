import { ArrowRight, Search } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Form, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { useMessages } from "~/locales";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/search-query";

/**
 * A search field's submit: an icon button inside the field's end, named for screen readers. Enter
 * submits too, but a form needs a button anyone can reach (WCAG 3.2.2, technique H32) and that
 * mouse and touch users can see. `large` for a field of the `lg` size.
 */
export function SearchSubmit({
  label,
  large = false,
}: {
  label: string;
  large?: boolean;
}) {
  return (
    <button
      type="submit"
      aria-label={label}
      title={label}
      className={cn(
        "absolute end-1 top-1/2 inline-flex -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
        large ? "size-10" : "size-8",
      )}
    >
      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
    </button>
  );
}

/** The header search: a GET form to /products?q=…, so it works without JavaScript too. */
export function SearchForm({
  className,
  id,
}: {
  className?: string;
  id: string;
}) {
  const lp = useLocalePath();
  const t = useMessages().common.search;
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action={lp("/products")}
      role="search"
      aria-label={t.label}
      className={cn("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={params.get("q") ?? ""}
        key={params.get("q") ?? ""}
        placeholder={t.placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-md border border-input bg-surface ps-9 pe-10 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      <SearchSubmit label={t.submit} />
    </Form>
  );
}
