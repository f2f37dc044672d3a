import { useId } from "react";
import { Link } from "react-router";
import { format } from "~/locales";
import { useAddToQuoteMessages } from "~/locales/add-to-quote";
import { useLocalePath } from "./use-locale-path";
import { useSizePageMessages } from "~/locales/size-page";

/**
 * A size as the table shows it: its article number, then its cells in column order, already
 * written out by the loader (`sizeTableRow`), so the page ships no formatting code.
 */
export type SizeRow = [articleNumber: string, ...cells: string[]];

/** The columns after the article number, in order; the first and the installation read as text. */
const columns = [
  "construction",
  "conductorClass",
  "diameter",
  "weight",
  "resistance",
  "rating",
  "installation",
  "drum",
  "stock",
] as const;
const textColumns = new Set<string>(["construction", "installation"]);

/**
 * A product's sizes: a server-rendered table, captioned, with the units in the column headers and
 * each row headed by its article number, ending with that size's "Add to quote": a link to the
 * page's own form for that size (`?size=`, with or without JavaScript), not a form per row, which
 * made 450 of the page's 1,200 elements (issue 36). On a narrow screen it
 * scrolls sideways inside a labelled, focusable region (so a keyboard can scroll it too) while
 * the article number column stays in view; the page itself never scrolls sideways.
 */
export function SizeTable({
  productId,
  name,
  sizes,
}: {
  productId: string;
  name: string;
  sizes: SizeRow[];
}) {
  const s = useSizePageMessages().sizes;
  const quote = useAddToQuoteMessages();
  const lp = useLocalePath();
  const captionId = useId();
  if (sizes.length === 0)
    return <p className="text-muted-foreground">{s.none}</p>;
  // The product's name is isolated (<bdi>): an English name ending in "mm²" inside an Arabic
  // sentence would otherwise have its "²" drawn at the wrong end.
  const [before, after = ""] = (
    sizes.length === 1 ? s.captionOne : s.caption
  ).split("{name}");
  const caption = (
    <>
      {format(before ?? "", { count: sizes.length })}
      <bdi>{name}</bdi>
      {format(after, { count: sizes.length })}
    </>
  );
  const align = (column: string) =>
    textColumns.has(column) ? "text-start" : "text-end";
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface">
      {/* The caption's words, outside the part that scrolls (the caption itself would scroll away). */}
      <p aria-hidden="true" className="px-4 pt-3 pb-1 text-sm font-medium">
        {caption}
        <span className="block text-xs font-normal text-muted-foreground sm:hidden">
          {s.scrollHint}
        </span>
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so a keyboard can scroll it (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th
                scope="col"
                className="sticky start-0 bg-surface px-3 py-2.5 text-start align-bottom font-medium"
              >
                {s.columns.article}
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-2.5 align-bottom font-medium ${align(column)}`}
                >
                  {s.columns[column]}
                </th>
              ))}
              <th
                scope="col"
                className="px-3 py-2.5 text-start align-bottom font-medium"
              >
                {s.columns.quote}
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map(([article, ...cells]) => (
              <tr
                key={article}
                className="border-b border-border last:border-0"
              >
                <th
                  scope="row"
                  className="sticky start-0 bg-surface px-3 py-2 text-start font-mono text-xs font-semibold whitespace-nowrap"
                >
                  {/* Latin letters lead it: it reads left to right without an isolate. */}
                  {article}
                </th>
                {cells.map((text, index) => (
                  <td
                    key={columns[index]}
                    // The installation wraps, so the Quote column fits beside it at desktop widths.
                    className={`px-3 py-2 tabular-nums ${columns[index] === "installation" ? "min-w-44" : "whitespace-nowrap"} ${align(columns[index]!)}`}
                  >
                    {columns[index] === "construction" ? (
                      // A size reads left to right in Arabic too ("3 × 25 + 16"): it has no letter
                      // to set its direction, and in a right-to-left cell it read "16 + 25 × 3".
                      <bdi dir="ltr">{text}</bdi>
                    ) : (
                      text
                    )}
                  </td>
                ))}
                <td className="px-3 py-2 align-top">
                  <Link
                    to={`${lp(`/product/${encodeURIComponent(productId)}`)}?size=${encodeURIComponent(article)}#add-to-quote`}
                    preventScrollReset
                    aria-label={format(quote.openFor, { name: article })}
                    className="icon-before icon-file-text flex h-10 w-max items-center gap-2 rounded-md border border-border px-3 text-sm font-semibold whitespace-nowrap hover:bg-muted"
                  >
                    {quote.open}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="border-t border-border px-4 py-3 text-xs text-muted-foreground">
        {s.ratingNote}
      </p>
    </div>
  );
}
