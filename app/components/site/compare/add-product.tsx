import { Search } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import { SearchSubmit } from "~/components/site/search-form";
import { useLocalePath } from "~/components/site/use-locale-path";
import { buttonVariants } from "~/components/ui/button";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/search-query";
import { type LangAttrs, langKey } from "~/lib/locale/lang-attrs";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/** A product the search found, with the address that compares it too. */
interface AddableProduct {
  id: string;
  name: string;
  nameAttrs?: LangAttrs;
  href: string;
}

/** Works without JavaScript too: a GET search keeps the compared ids, and each match links to them plus itself. */
export function AddProduct({
  ids,
  query,
  matches,
  full,
  onlyDifferences,
}: {
  ids: readonly string[];
  query: string;
  matches: readonly AddableProduct[];
  /** Four compared already: no search, a note. */
  full: boolean;
  onlyDifferences: boolean;
}) {
  const lp = useLocalePath();
  const t = useCopy("comparePage").add;
  return (
    <section
      aria-labelledby="compare-add"
      className="mt-10 max-w-xl print:hidden"
    >
      <h2 id="compare-add" className="text-xl font-semibold">
        {t.heading}
      </h2>
      {full ? (
        <p className="mt-2 text-muted-foreground">{t.full}</p>
      ) : (
        <>
          <Form
            method="get"
            action={lp("/compare")}
            role="search"
            aria-label={t.heading}
            className="relative mt-3"
          >
            {ids.length > 0 && (
              <input type="hidden" name="ids" value={ids.join(",")} />
            )}
            {onlyDifferences && <input type="hidden" name="diff" value="1" />}
            <label htmlFor="compare-add-q" className="text-sm font-medium">
              {t.label}
            </label>
            <div className="relative mt-1">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                id="compare-add-q"
                name="q"
                type="search"
                defaultValue={query}
                key={query}
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                className="h-11 w-full rounded-md border border-input bg-surface ps-9 pe-12 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
              />
              <SearchSubmit label={t.submit} />
            </div>
          </Form>
          {query && (
            <div className="mt-4">
              {matches.length === 0 ? (
                <p role="status" className="text-muted-foreground">
                  {format(t.noResults, { query })}
                </p>
              ) : (
                <>
                  <h3 className="text-sm font-semibold">
                    {format(t.results, { query })}
                  </h3>
                  <ul className="mt-2 divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface">
                    {matches.map((match) => (
                      <li
                        key={match.id}
                        className="flex items-center justify-between gap-3 px-4 py-2.5"
                      >
                        <span
                          className="min-w-0 font-medium"
                          key={langKey(match.nameAttrs?.lang)}
                          {...match.nameAttrs}
                        >
                          {match.name}
                        </span>
                        <Link
                          to={match.href}
                          className={buttonVariants({
                            variant: "outline",
                            size: "sm",
                          })}
                          aria-label={format(t.addOf, { name: match.name })}
                        >
                          {t.add}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
