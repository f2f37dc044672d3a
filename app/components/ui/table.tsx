import { cn } from "~/lib/cn";

/**
 * A data table. From the `sm` width up it is an ordinary table (scrolling sideways inside its card
 * should it still not fit); on a phone each row is a card: the row's picture, its name and its
 * actions on one line, then each other cell on a line of its own behind its column's name (the
 * cell's `label`). The table and its row groups keep their roles explicitly, as a table laid out
 * as blocks and grids lost them in older browsers; rows and cells cannot (HTML forbids a role on a
 * cell of a table exposed as a table: the Nu Html Checker fails them) and keep their native ones
 * (Chromium keeps them under `display: block`/`grid`: the admin tests at a phone's width find rows
 * and cells by role). Screen readers announce the column headers as usual (the visible labels are
 * CSS text with empty alternative text, see app.css).
 */
export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto">
      <table
        role="table"
        className={cn("w-full caption-bottom text-sm max-sm:block", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({
  className,
  ...props
}: React.ComponentProps<"thead">) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit: phones lay the table out as blocks
    <thead
      role="rowgroup"
      className={cn(
        "max-sm:sr-only [&_tr]:border-b [&_tr]:border-border",
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({
  className,
  ...props
}: React.ComponentProps<"tbody">) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit: phones lay the table out as blocks
    <tbody
      role="rowgroup"
      className={cn("max-sm:block [&_tr:last-child]:border-0", className)}
      {...props}
    />
  );
}

/** On a phone, a grid: picture, name and actions on the first line, every other cell below. */
export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-border transition-colors hover:bg-muted/50",
        "max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-y-2 max-sm:px-4 max-sm:py-4",
        "max-sm:[&>td[colspan]]:col-span-3",
        className,
      )}
      {...props}
    />
  );
}

/** `end` aligns the heading with end-aligned cells (e.g. the actions column). */
export function TableHead({
  className,
  end = false,
  ...props
}: React.ComponentProps<"th"> & { end?: boolean }) {
  return (
    <th
      className={cn(
        "h-11 px-3 align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        end ? "text-end" : "text-start",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Where a cell goes when its row is a card (on a phone): `media` (a picture, first on the top
 * line), `primary` (the row's name, beside it), `actions` (the row's buttons, at the end of it).
 * Any other cell takes a line of its own below, behind `label` (its column's name).
 */
const cellPlace = {
  media: "max-sm:col-start-1 max-sm:row-start-1 max-sm:me-3",
  primary: "max-sm:col-start-2 max-sm:row-start-1 max-sm:whitespace-normal",
  actions: "max-sm:col-start-3 max-sm:row-start-1 max-sm:ms-2",
  detail:
    "max-sm:col-span-3 max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:gap-3 max-sm:whitespace-normal",
} as const;

export function TableCell({
  className,
  place = "detail",
  label,
  ...props
}: React.ComponentProps<"td"> & {
  place?: keyof typeof cellPlace;
  label?: string;
}) {
  const classes = cn(
    "px-3 py-3 align-middle max-sm:p-0",
    cellPlace[place],
    className,
  );
  return (
    <td
      data-label={place === "detail" ? label : undefined}
      className={classes}
      {...props}
    />
  );
}
