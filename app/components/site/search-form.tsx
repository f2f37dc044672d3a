import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { useMessages } from "~/locales";

/** The header search: a GET form to /products?q=…, so it works without JavaScript too. */
export function SearchForm({ className, id }: { className?: string; id: string }) {
  const t = useMessages().common.search;
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/products" role="search" aria-label={t.label} className={cn("relative", className)}>
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
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-md border border-input bg-surface ps-9 pe-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
    </Form>
  );
}
