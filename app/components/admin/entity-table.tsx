import { RowActions } from "~/components/admin/row-actions";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { useAdminMessages } from "~/locales/admin";

/**
 * One column of an entity table. A `detail` cell (the default) shows on phones on a line of its
 * own, behind its header as a label; `media`, `primary` and the actions share the card's first line
 * (components/ui/table.tsx).
 */
export interface EntityColumn<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  place?: "media" | "primary" | "detail";
  headClassName?: string;
  className?: string;
}

/**
 * The table every admin list screen shows its rows in: a card, the columns, a line saying the
 * list is empty, and each row's Edit and Delete (after a confirmation, where deleting has no undo).
 */
export function EntityTable<Row extends { id: string | number }>({
  rows,
  columns,
  empty,
  title,
  nameOf,
  busy,
  onEdit,
  onDelete,
  confirmDelete,
  extraAction,
}: {
  rows: readonly Row[];
  columns: EntityColumn<Row>[];
  /** Said in the table when it has no rows. */
  empty: React.ReactNode;
  /** A heading above the table. */
  title?: string;
  /** The row's name, for its buttons' accessible names. */
  nameOf: (row: Row) => string;
  busy: boolean;
  onEdit: (row: Row) => void;
  /** Without it a row has Edit only (a fixed set of rows, such as the home page's statistics). */
  onDelete?: (row: Row) => void;
  /** Asked before deleting; without it the delete happens at once (and offers its undo). */
  confirmDelete?: string;
  /** A row's own action beside Edit and Delete. */
  extraAction?: (row: Row) => React.ReactNode;
}) {
  const m = useAdminMessages();
  return (
    <Card>
      {title ? (
        <CardHeader>
          <CardTitle>
            <span>{title}</span>
          </CardTitle>
        </CardHeader>
      ) : null}
      <div className={cn("p-0", title ? "sm:px-2 sm:pb-2" : "sm:p-2")}>
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header} className={column.headClassName}>
                  {column.header}
                </TableHead>
              ))}
              <TableHead end>{m.common.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <td
                  colSpan={columns.length + 1}
                  className="px-3 py-10 text-center align-middle text-muted-foreground"
                >
                  {empty}
                </td>
              </TableRow>
            ) : null}
            {rows.map((row) => (
              <TableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    place={column.place ?? "detail"}
                    label={column.place ? undefined : column.header}
                    className={column.className}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell place="actions">
                  <RowActions
                    name={nameOf(row)}
                    busy={busy}
                    extra={extraAction?.(row)}
                    onEdit={() => onEdit(row)}
                    onDelete={
                      onDelete
                        ? () => {
                            if (!confirmDelete || window.confirm(confirmDelete))
                              onDelete(row);
                          }
                        : undefined
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Card>
  );
}
