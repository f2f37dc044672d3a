import { IsolatedRuns } from "~/components/ui/isolated-runs";
import { Link } from "react-router";
import { ProductPicture } from "~/components/site/product-picture";
import { cn } from "~/lib/cn";
import type { CompareRow, RowGroup } from "~/lib/catalogue/compare";
import { type LangAttrs, langKey } from "~/lib/locale/lang-attrs";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/** A compared product's column head, as the loader writes it (its page and its "Remove" address). */
interface CompareColumnView {
  id: string;
  name: string;
  /** On an Arabic page whose product has no Arabic name: its English, marked (decision 041). */
  nameAttrs?: LangAttrs;
  image: string | null;
  version: string;
  href: string;
  removeHref: string;
}

const groups: readonly RowGroup[] = [
  "overview",
  "construction",
  "sizes",
  "specifications",
];

/** The products side by side: a column each, the rows in their groups, the differing ones marked. */
export function CompareTable({
  columns,
  rows,
}: {
  columns: readonly CompareColumnView[];
  rows: readonly CompareRow[];
}) {
  const t = useCopy("comparePage");
  // A region that scrolls sideways on a phone takes focus, so the keyboard can scroll it too.
  return (
    <div
      role="region"
      aria-label={t.tableRegion}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-surface print:overflow-visible print:border-0"
    >
      <table className="w-full min-w-max border-collapse text-sm print:w-full print:min-w-0 print:table-fixed print:text-[8pt]">
        <caption className="px-4 pt-3 pb-2 text-start text-sm font-semibold text-muted-foreground">
          {format(columns.length === 1 ? t.caption.one : t.caption.other, {
            count: columns.length,
          })}
        </caption>
        <thead>
          <tr className="border-b border-border align-top">
            <th
              id="compare-attribute"
              scope="col"
              className="sticky start-0 z-10 w-28 bg-surface px-3 py-3 text-start font-semibold sm:w-44 sm:px-4 print:static print:w-[22%]"
            >
              {t.attribute}
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                id={`compare-col-${column.id}`}
                scope="col"
                className="w-44 min-w-40 px-3 py-3 text-start align-top font-semibold sm:w-52 sm:min-w-44 sm:px-4 print:w-auto print:min-w-0"
              >
                <div className="size-20 rounded-md bg-muted p-1 print:size-12">
                  <ProductPicture product={column} size={80} />
                </div>
                <Link
                  to={column.href}
                  className="mt-2 block text-base leading-snug text-primary underline-offset-4 hover:underline print:text-[9pt] print:text-foreground"
                  key={langKey(column.nameAttrs?.lang)}
                  {...column.nameAttrs}
                >
                  {column.name}
                </Link>
                <Link
                  to={column.removeHref}
                  className="mt-1 inline-block text-xs font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground print:hidden"
                >
                  {t.remove}
                  <span className="sr-only"> {column.name}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const groupRows = rows.filter((row) => row.group === group);
          if (groupRows.length === 0) return null;
          return (
            <tbody key={group}>
              <tr className="bg-muted">
                <th
                  id={`compare-group-${group}`}
                  scope="colgroup"
                  colSpan={columns.length + 1}
                  className="px-4 py-2 text-start text-xs font-semibold tracking-wider uppercase"
                >
                  {t.groups[group]}
                </th>
              </tr>
              {groupRows.map((row) => (
                <tr
                  key={row.key}
                  data-differs={row.differs ? "" : undefined}
                  className={cn(
                    "border-t border-border align-top",
                    row.differs && "bg-accent print:font-semibold",
                  )}
                >
                  <th
                    id={`compare-row-${row.key}`}
                    scope="row"
                    className={cn(
                      "sticky start-0 z-10 px-3 py-2.5 text-start font-medium sm:px-4 print:static print:py-1",
                      row.differs ? "bg-accent" : "bg-surface",
                    )}
                  >
                    {row.label}
                    {row.differs && (
                      <span className="ms-2 inline-block rounded-full border border-current px-1.5 text-[0.6875rem] font-semibold text-accent-foreground print:border-0 print:px-0">
                        {t.differs}
                      </span>
                    )}
                  </th>
                  {row.values.map((value, index) => (
                    // Group rows make two levels of headers: each cell names its own (WCAG technique H43).
                    <td
                      key={columns[index]!.id}
                      headers={`compare-col-${columns[index]!.id} compare-group-${group} compare-row-${row.key}`}
                      className={cn(
                        "px-3 py-2.5 break-words sm:px-4 print:py-1",
                        !value && "text-muted-foreground",
                      )}
                    >
                      <bdi
                        key={row.valueAttrs?.[index]?.dir}
                        {...row.valueAttrs?.[index]}
                      >
                        {value ? <IsolatedRuns text={value} /> : t.notSpecified}
                      </bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
