import { Link } from "react-router";
import { DesignationParts } from "~/components/site/designation-parts";
import { useLocalePath } from "~/components/site/use-locale-path";
import { listSeparator } from "~/lib/locale/arabic";
import { formatIn } from "~/lib/locale/bidi";
import { type LangAttrs, langKey } from "~/lib/locale/lang-attrs";
import type { DesignationScheme } from "~/lib/tools/designation/messages";
import type { DesignationItem } from "~/lib/tools/designation/view";
import { useLocale } from "~/locales";
import { useCopy } from "~/locales/copy";

/** A decoded designation as the loader writes it: its parts' meanings and our products of its type. */
interface DesignationAnswerData {
  code: string;
  scheme: DesignationScheme;
  schemeLabel: string;
  items: readonly DesignationItem[];
  /** The parts not recognised. */
  unknown: readonly string[];
  products: readonly {
    id: string;
    name: string;
    typeDesignation: string | null;
    articles: readonly { articleNumber: string }[];
    marks?: { name?: LangAttrs };
  }[];
}

/** The answer: the code, how it was read, each part's meaning, then our products of that type. */
export function DesignationAnswer({
  result,
}: {
  result: DesignationAnswerData;
}) {
  const lp = useLocalePath();
  const t = useCopy("designationTool");
  const locale = useLocale();
  const arabic = locale === "ar";
  const fill = formatIn(locale);
  const unknownCount = result.unknown.length;
  return (
    <section aria-labelledby="designation-answer">
      <h2
        id="designation-answer"
        className="font-mono text-2xl font-bold tracking-tight break-all text-foreground sm:text-3xl"
      >
        {result.code}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {t.readAs}:{" "}
        <span className="font-semibold text-foreground">
          {result.schemeLabel}
        </span>
      </p>
      {result.scheme === "unknown" ? (
        <p className="mt-4 rounded-[var(--radius-card)] border border-destructive/40 bg-surface p-4 text-sm text-foreground">
          {fill(t.noScheme, { code: result.code })}
        </p>
      ) : (
        <p
          className={
            unknownCount
              ? "mt-4 text-sm font-semibold text-destructive"
              : "mt-4 text-sm text-muted-foreground"
          }
        >
          {unknownCount === 0
            ? t.allRecognised
            : fill(
                unknownCount === 1 ? t.someUnknown.one : t.someUnknown.other,
                {
                  count: unknownCount,
                  tokens: result.unknown.join(listSeparator(locale)),
                },
              )}
        </p>
      )}
      {result.items.length > 0 && (
        <DesignationParts
          items={result.items}
          notRecognised={{
            label: t.notRecognised,
            meaning: t.notRecognisedMeaning,
          }}
          className="mt-4"
        />
      )}
      {result.scheme !== "unknown" && (
        <section aria-labelledby="designation-products" className="mt-10">
          <h2
            id="designation-products"
            className="text-xl font-bold tracking-tight text-foreground"
          >
            {t.productsTitle}
          </h2>
          {result.products.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              {t.productsNone}
            </p>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {result.products.map((product) => (
                <li
                  key={product.id}
                  className="rounded-[var(--radius-card)] border border-border bg-surface p-4"
                >
                  <Link
                    to={lp(`/product/${encodeURIComponent(product.id)}`)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {/* An English name among Arabic words keeps its own order. */}
                    {arabic ? (
                      <bdi
                        key={langKey(product.marks?.name?.lang)}
                        {...product.marks?.name}
                      >
                        {product.name}
                      </bdi>
                    ) : (
                      product.name
                    )}
                  </Link>
                  {product.typeDesignation && (
                    <p className="mt-1 text-sm text-muted-foreground">
                      {fill(t.typeDesignation, {
                        type: product.typeDesignation,
                      })}
                    </p>
                  )}
                  {product.articles.length > 0 && (
                    <p className="mt-1 text-sm text-foreground">
                      {fill(t.articlesInSize, {
                        articles: product.articles
                          .map((article) => article.articleNumber)
                          .join(listSeparator(locale)),
                      })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
