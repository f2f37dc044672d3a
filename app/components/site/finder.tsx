import { SlidersHorizontal, X } from "~/components/ui/icons";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { fieldClass } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import {
  cleanFinderSearch,
  type FinderData,
  finderHrefWithout,
  nearestHref,
  sortValues,
} from "~/lib/catalogue/finder";
import { format, type Locale, useLocale } from "~/locales";

import { type FinderCopy, loadFinderCopy } from "~/locales/lazy/finder";
import type { Parts } from "./finder-lazy";
import {
  availableText,
  facetCountText,
  nearestSizeText,
} from "./finder-format";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/search-query";

/**
 * The parametric finder (docs/decisions/020-finder.md): a GET form, so every state is an address
 * and it works without JavaScript. With JavaScript a checkbox or the sort applies at once (a
 * router navigation to the clean address; scroll and focus stay), a number or the search on
 * Enter or leaving the field; the grid's count (role="status") announces the result.
 */

/** Parameters of one filter group: removing a culprit removes them all. */
const groups: Record<string, string[]> = {
  section: ["section_min", "section_max"],
  cores: ["cores", "cores_min", "cores_max"],
};

/** The parts' copy, in the page's language: ./finder-lazy.tsx loads it beside this module. */
type FinderText = FinderCopy["finder"];

function labelsOf(
  categories: Record<string, string>,
  { finder: t, attributes: a }: FinderCopy,
  locale: Locale,
) {
  const arabic = locale === "ar";
  /** A value among Arabic words, isolated (U+2068 ... U+2069, <bdi> in plain text): "70 °C" read "C° 70". */
  const iso = (text: string) => (arabic ? `\u2068${text}\u2069` : text);
  const names: Record<
    string,
    { label: string; values?: Record<string, string> }
  > = {
    category: { label: t.category, values: categories },
    voltage: a.voltage,
    material: a.material,
    insulation: a.insulation,
    sheath: a.sheath,
    armour: a.armour,
    fire: a.fireBehaviour,
    temp: a.maxTemperature,
    standard: a.standards,
    class: a.conductorClass,
    cores: { label: t.cores },
    in_stock: a.inStock,
    section_min: { label: t.section },
    cores_min: { label: t.cores },
  };
  const label = (name: string) =>
    names[name.replace("_max", "_min")]?.label ?? name;
  const value = (name: string, raw: string) =>
    name === "temp"
      ? format(a.maxTemperature.value, { temperature: raw })
      : name === "cores"
        ? format(t.coreCount, { count: raw })
        : (names[name]?.values?.[raw] ?? raw);
  /** A chip's text: "Armour: Steel wire armour (SWA)", "Cross-section (mm²) from 4". */
  const chip = (name: string, raw: string) =>
    name === "q"
      ? format(t.search_, { query: iso(raw) })
      : name === "in_stock"
        ? t.inStockOnly
        : name.endsWith("_min") || name.endsWith("_max")
          ? format(name.endsWith("_min") ? t.rangeFrom : t.rangeTo, {
              label: label(name),
              value: iso(raw),
            })
          : `${label(name)}: ${iso(value(name, raw))}`;
  return { label, value, chip, iso };
}

/** The form: facets, ranges, sort. Inside a disclosure on narrow screens, always open on wide ones. */
export function FinderForm({
  data,
  copy,
}: {
  data: FinderData;
  copy: FinderCopy;
}) {
  const t: FinderText = copy.finder;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const pending = useNavigation().location;
  // The address being loaded, so a ticked box stays ticked while its results come.
  const params = new URLSearchParams(
    pending?.pathname === pathname ? pending.search : search,
  );
  const navigate = useNavigate();
  const labels = labelsOf(data.categories, copy, locale);
  const active = [...params.keys()].filter(
    (key) => key !== "page" && key !== "sort",
  ).length;

  const apply = (form: HTMLFormElement) => {
    const query = cleanFinderSearch(
      new FormData(form) as unknown as Iterable<[string, string]>,
    );
    void navigate(query ? `${pathname}?${query}` : pathname, {
      preventScrollReset: true,
    });
  };
  const onChange = (
    event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>,
  ) => apply(event.currentTarget.form!);
  // Numbers and the search apply when left (or on Enter), not at every keystroke.
  const onBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.value.trim() !== (params.get(input.name) ?? ""))
      apply(input.form!);
  };
  const number = (
    name: string,
    label: string,
    range: [number, number] | null,
    integer: boolean,
  ) => (
    <label className="flex-1 text-sm">
      {label}
      <input
        key={params.get(name) ?? ""}
        name={name}
        type="number"
        inputMode="decimal"
        min={integer ? 1 : 0}
        step={integer ? 1 : "any"}
        placeholder={
          range ? String(range[name.endsWith("_min") ? 0 : 1]) : undefined
        }
        defaultValue={params.get(name) ?? ""}
        onBlur={onBlur}
        className={cn(fieldClass, "mt-1 h-10 text-sm")}
      />
    </label>
  );
  const range = (
    name: "section" | "cores",
    legend: string,
    available: [number, number] | null,
  ) => (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex gap-2">
        {number(`${name}_min`, t.from, available, name === "cores")}
        {number(`${name}_max`, t.to, available, name === "cores")}
      </div>
      {available && (
        <p className="mt-1 text-xs text-muted-foreground">
          {availableText(t.available, available, locale)}
        </p>
      )}
    </fieldset>
  );

  return (
    <details className="group rounded-[var(--radius-card)] border border-border bg-surface lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 font-semibold lg:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {active ? format(t.toggleActive, { count: active }) : t.toggle}
      </summary>
      <form
        method="get"
        action={pathname}
        aria-label={t.heading}
        className="space-y-6 p-4 lg:p-0"
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        <h2 className="sr-only">{t.heading}</h2>
        <label className="block text-sm font-semibold">
          {t.search}
          <input
            key={params.get("q") ?? ""}
            name="q"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={params.get("q") ?? ""}
            onBlur={onBlur}
            className={cn(fieldClass, "mt-2 h-10 text-sm font-normal")}
          />
        </label>
        <label className="block text-sm font-semibold">
          {t.sort}
          <NativeSelect
            name="sort"
            className="mt-2 font-normal"
            value={params.get("sort") ?? "catalogue"}
            onChange={onChange}
            options={sortValues.map((value) => ({
              value,
              label: t.sorts[value],
            }))}
          />
        </label>
        {range("section", t.section, data.section)}
        {range("cores", t.cores, data.cores)}
        {data.facets.map(([name, values]) =>
          values.length === 0 ? null : (
            <fieldset key={name}>
              <legend className="font-semibold">{labels.label(name)}</legend>
              <ul className="mt-2 space-y-1">
                {values.map(([value, count]) => {
                  const text =
                    name === "in_stock"
                      ? t.inStockOnly
                      : labels.value(name, value);
                  return (
                    <li key={value}>
                      <label className="flex min-h-8 items-center gap-2 text-sm">
                        <Checkbox
                          name={name}
                          value={value}
                          checked={params.getAll(name).includes(value)}
                          onChange={onChange}
                        />
                        <span>
                          {name === "category" &&
                          data.englishCategories?.includes(value) ? (
                            // An English name on an Arabic page (decision 041), keyed so Preact
                            // makes it anew rather than leave lang="" behind.
                            <span key="en" lang="en" dir="ltr">
                              {text}
                            </span>
                          ) : (
                            // Isolated from the count beside it: "0.6/1 kV (4)" read "kV (4) 0.6/1".
                            <bdi>{text}</bdi>
                          )}{" "}
                          <span className="text-muted-foreground tabular-nums">
                            {facetCountText(t.count, count, locale)}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ),
        )}
        <button
          type="submit"
          className={buttonVariants({ className: "w-full" })}
        >
          {t.apply}
        </button>
      </form>
    </details>
  );
}

/** The active filters as chips that each remove one, the reset, and notes on what was ignored. */
export function FinderSummary({
  data,
  copy,
}: {
  data: FinderData;
  copy: FinderCopy;
}) {
  const t: FinderText = copy.finder;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const labels = labelsOf(data.categories, copy, locale);
  const chips = [...new URLSearchParams(search)].filter(
    ([key]) => key !== "page" && key !== "sort",
  );
  // Always one element, empty or not: a lazy part stands for exactly one node while it loads.
  return (
    <div>
      {data.problems.length > 0 && (
        <div className="mb-6 rounded-md border border-border bg-muted px-4 py-3 text-sm">
          <p className="font-semibold">{t.problems}</p>
          <ul className="mt-1 list-disc ps-5">
            {data.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {chips.length > 0 && (
        <nav
          aria-label={t.applied}
          className="mb-6 flex flex-wrap items-center gap-2"
        >
          {chips.map(([name, value]) => {
            const text = labels.chip(name, value);
            return (
              <Link
                key={`${name}=${value}`}
                to={finderHrefWithout(pathname, search, name, value)}
                preventScrollReset
                aria-label={format(t.remove, { filter: text })}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-3 text-sm hover:bg-primary/20"
              >
                {text}
                <X className="size-3.5" aria-hidden="true" />
              </Link>
            );
          })}
          <Link
            to={pathname}
            className="px-2 text-sm font-semibold text-primary underline underline-offset-4"
          >
            {t.reset}
          </Link>
        </nav>
      )}
    </div>
  );
}

/** The empty list: which filter emptied it, with a link that removes it. */
export function FinderEmpty({
  data,
  copy,
}: {
  data: FinderData;
  copy: FinderCopy;
}) {
  const t: FinderText = copy.finder;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const labels = labelsOf(data.categories, copy, locale);
  const params = new URLSearchParams(search);
  const describe = (group: string) => {
    if (group === "q")
      return format(t.search_, { query: params.get("q") ?? "" });
    const names = groups[group] ?? [group];
    return names
      .flatMap((name) =>
        params.getAll(name).map((value) => [name, value] as const),
      )
      .reduce<string[]>((parts, [name, value], index, all) => {
        // "Armour: SWA or STA": one label, the values joined.
        if (index > 0 && all[index - 1]![0] === name && !name.includes("_"))
          parts[parts.length - 1] +=
            t.or + labels.iso(labels.value(name, value));
        else parts.push(labels.chip(name, value));
        return parts;
      }, [])
      .join(t.separator);
  };
  const without = (group: string) =>
    (groups[group] ?? [group]).reduce((href, name) => {
      const [path, query = ""] = href.split("?");
      return finderHrefWithout(path!, query, name);
    }, `${pathname}${search}`);
  const first = data.culprits[0];
  const only =
    [...params.keys()].filter((key) => key !== "page" && key !== "sort")
      .length === 1;
  return (
    <div className="mt-8 rounded-[var(--radius-card)] border border-dashed border-border bg-surface px-6 py-12 text-center">
      <p className="text-lg font-semibold">
        {first
          ? format(only ? t.emptyBecauseOnly : t.emptyBecause, {
              filter: describe(first),
            })
          : t.emptyTogether}
      </p>
      <p className="mt-2 text-muted-foreground">{t.emptyHint}</p>
      {data.nearest && (
        <nav aria-label={t.nearest} className="mt-6">
          <p className="font-semibold">{t.nearest}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-3">
            {data.nearest.map((size) => (
              <li key={size.join("x")}>
                <Link
                  to={nearestHref(pathname, search, size)}
                  preventScrollReset
                  className={buttonVariants({ variant: "outline" })}
                >
                  {/* A number and its unit never wrap apart, nor reorder in right-to-left text. */}
                  <bdi className="whitespace-nowrap">
                    {nearestSizeText(t, size, locale)}
                  </bdi>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {data.culprits.map((group) => (
          <Link
            key={group}
            to={without(group)}
            preventScrollReset
            className={buttonVariants({ variant: "outline" })}
          >
            {format(t.removeIt, { filter: describe(group) })}
          </Link>
        ))}
        <Link to={pathname} className={buttonVariants({ variant: "ghost" })}>
          {t.reset}
        </Link>
      </div>
    </div>
  );
}

const partsByLocale = new Map<Locale, Promise<Parts>>();

/**
 * The three parts with their copy in `locale` (./finder-lazy.tsx loads this module, then this loads
 * the copy: one chunk per language, ~/locales/lazy/finder.ts).
 */
export function finderParts(locale: Locale): Promise<Parts> {
  let parts = partsByLocale.get(locale);
  if (!parts) {
    parts = loadFinderCopy(locale).then((copy) => ({
      Form: ({ data }: { data: FinderData }) => (
        <FinderForm data={data} copy={copy} />
      ),
      Summary: ({ data }: { data: FinderData }) => (
        <FinderSummary data={data} copy={copy} />
      ),
      Empty: ({ data }: { data: FinderData }) => (
        <FinderEmpty data={data} copy={copy} />
      ),
    }));
    partsByLocale.set(locale, parts);
  }
  return parts;
}
