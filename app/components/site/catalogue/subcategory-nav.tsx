import { Link } from "react-router";
import { useLocalePath } from "~/components/site/use-locale-path";
import { cn } from "~/lib/cn";
import type { LangAttrs } from "~/lib/locale/lang-attrs";
import { useCopy } from "~/locales/copy";

const chip =
  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors";

/**
 * A category page's subcategory chips: "All" first, then each subcategory, the current one marked
 * (`mark` where a name fell back to another language, decision 041). Nothing when it has none.
 */
export function SubcategoryNav({
  subcategories,
  linkId,
  subcategoryId,
}: {
  subcategories: readonly { id: string; name: string; mark?: LangAttrs }[];
  linkId: string;
  subcategoryId: string | null;
}) {
  const lp = useLocalePath();
  const t = useCopy("category");
  if (subcategories.length === 0) return null;
  return (
    <nav aria-label={t.subcategories} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={lp(`/categories/${encodeURIComponent(linkId)}`)}
            aria-current={subcategoryId ? undefined : "page"}
            className={cn(
              chip,
              subcategoryId
                ? "border-border bg-surface hover:bg-muted"
                : "border-primary bg-primary text-primary-foreground",
            )}
          >
            {t.allInCategory}
          </Link>
        </li>
        {subcategories.map((sub) => (
          <li key={sub.id}>
            <Link
              to={lp(
                `/categories/${encodeURIComponent(linkId)}/${encodeURIComponent(sub.id)}`,
              )}
              aria-current={sub.id === subcategoryId ? "page" : undefined}
              className={cn(
                chip,
                sub.id === subcategoryId
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-surface hover:bg-muted",
              )}
            >
              {sub.mark ? (
                <span key={sub.mark.lang} {...sub.mark}>
                  {sub.name}
                </span>
              ) : (
                sub.name
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
