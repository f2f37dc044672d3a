import { ArrowRight } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import type { HomeCopy } from "~/locales";
import { categoryImageSize } from "~/lib/content/hero-images";
import type { TextLang } from "~/lib/locale/arabic";
import { langKey } from "~/lib/locale/lang-attrs";
import { useLangAttrs } from "~/components/site/use-lang-attrs";

export interface CategoryCardData {
  id: string;
  name: string;
  description: string;
  image: string | null;
  /** On a non-English page, which language each text is in (decision 041). */
  lang?: { name: TextLang; description: TextLang };
}

/** The home page's four product families, each opening /categories/{id}. */
export function CategoryGrid({
  categories,
  copy,
}: {
  categories: CategoryCardData[];
  copy: HomeCopy["categories"];
}) {
  const lp = useLocalePath();
  const marked = useLangAttrs();
  const t = copy;
  return (
    <section
      aria-labelledby="categories-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="max-w-2xl">
        <h2
          id="categories-heading"
          className="text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {t.heading}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t.intro}</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {categories.map((category) => (
          <li
            key={
              category.lang
                ? `${category.id}-${langKey(category.lang)}`
                : category.id
            }
            className="flex"
          >
            <article className="group flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
              <div className="aspect-[8/5] overflow-hidden bg-muted">
                {category.image && (
                  <img
                    src={category.image}
                    alt=""
                    width={categoryImageSize.width}
                    height={categoryImageSize.height}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                )}
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3
                  className="text-lg font-semibold"
                  {...marked(category.lang?.name)}
                >
                  {category.name}
                </h3>
                <p
                  className="mt-2 flex-1 text-sm text-muted-foreground"
                  {...marked(category.lang?.description)}
                >
                  {category.description}
                </p>
                <Link
                  to={lp(`/categories/${encodeURIComponent(category.id)}`)}
                  className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-primary hover:underline"
                  aria-label={`${t.viewProducts}: ${category.name}`}
                >
                  {t.viewProducts}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
