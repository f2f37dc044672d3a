import { useId } from "react";
import {
  formatDecimal,
  formatWhole,
  printedDesignation,
} from "~/lib/size-format";
import { format } from "~/locales";
import { useSizePageMessages } from "~/locales/attributes";

/** What the table shows of a size: the loader sends only these. */
export interface SizeRow {
  articleNumber: string;
  designation: string;
  conductorClass: number;
  outerDiameterMm: number;
  weightKgKm: number;
  resistanceOhmKm: number;
  currentRatingA: number | null;
  /** What the rating assumes, in words (resolved by the loader); null without a rating. */
  installation: string | null;
  drumLengthM: number;
  stockM: number;
}

/**
 * A product's sizes: a plain server-rendered table (no script of its own), captioned, with the
 * units in the column headers and each row headed by its article number. On a narrow screen it
 * scrolls sideways inside a labelled, focusable region (so a keyboard can scroll it too) while
 * the article number column stays in view; the page itself never scrolls sideways.
 */
export function SizeTable({ name, sizes }: { name: string; sizes: SizeRow[] }) {
  const s = useSizePageMessages().sizes;
  const captionId = useId();
  if (sizes.length === 0)
    return <p className="text-muted-foreground">{s.none}</p>;
  const caption =
    sizes.length === 1
      ? format(s.captionOne, { name })
      : format(s.caption, { name, count: sizes.length });
  const head =
    "px-3 py-2.5 text-end align-bottom font-medium text-muted-foreground";
  const cell = "px-3 py-2 text-end tabular-nums whitespace-nowrap";
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
            <tr className="border-b border-border">
              <th
                scope="col"
                className={`${head} sticky start-0 z-10 bg-surface text-start`}
              >
                {s.columns.article}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {s.columns.construction}
              </th>
              <th scope="col" className={head}>
                {s.columns.conductorClass}
              </th>
              <th scope="col" className={head}>
                {s.columns.diameter}
              </th>
              <th scope="col" className={head}>
                {s.columns.weight}
              </th>
              <th scope="col" className={`${head} min-w-32`}>
                {s.columns.resistance}
              </th>
              <th scope="col" className={head}>
                {s.columns.rating}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {s.columns.installation}
              </th>
              <th scope="col" className={head}>
                {s.columns.drum}
              </th>
              <th scope="col" className={head}>
                {s.columns.stock}
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr
                key={size.articleNumber}
                className="border-b border-border last:border-0"
              >
                <th
                  scope="row"
                  className="sticky start-0 bg-surface px-3 py-2 text-start font-mono text-xs font-semibold whitespace-nowrap"
                >
                  {size.articleNumber}
                </th>
                <td className={`${cell} text-start font-medium`}>
                  {printedDesignation(size.designation)}
                </td>
                <td className={cell}>{size.conductorClass}</td>
                <td className={cell}>
                  {formatDecimal(size.outerDiameterMm, 1)}
                </td>
                <td className={cell}>{formatWhole(size.weightKgKm)}</td>
                <td className={cell}>
                  {formatDecimal(size.resistanceOhmKm, 4)}
                </td>
                <td className={cell}>
                  {size.currentRatingA === null
                    ? s.noRating
                    : formatDecimal(size.currentRatingA, 1)}
                </td>
                <td className={`${cell} text-start`}>
                  {size.installation ?? "-"}
                </td>
                <td className={cell}>{formatWhole(size.drumLengthM)}</td>
                <td className={cell}>{formatWhole(size.stockM)}</td>
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
