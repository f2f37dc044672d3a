import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import type { DryRunAnswer } from "~/lib/catalogue/import-plan";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** The catalogue import page's result of a dry run (errors or changes) and the file's layout. */
export function DryRunResult({
  answer,
  applied,
  children,
}: {
  answer: DryRunAnswer;
  applied: boolean;
  children: React.ReactNode;
}) {
  const m = useAdminMessages().productImport;
  const { plan } = answer;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        {format(m.summaryTitle, { file: answer.fileName })}
      </h2>
      <p className="mb-4 text-sm" role="status">
        {format(m.summary, {
          added: plan.added.toLocaleString("en-US"),
          changed: plan.changed.toLocaleString("en-US"),
          unchanged: plan.unchanged.toLocaleString("en-US"),
        })}
      </p>
      {applied ? null : answer.errorCount > 0 ? (
        <ErrorTable answer={answer} />
      ) : answer.changeCount === 0 ? (
        <p className="text-sm">{m.nothingToApply}</p>
      ) : null}
      {children}
      {answer.errorCount === 0 && answer.changeCount > 0 ? (
        <ChangeList answer={answer} />
      ) : null}
    </Card>
  );
}

function ErrorTable({ answer }: { answer: DryRunAnswer }) {
  const m = useAdminMessages().productImport;
  const shown = answer.plan.errors.length;
  return (
    <div className="mb-4">
      <h3 id="import-errors" className="mb-2 font-semibold text-destructive">
        {format(
          answer.errorCount === 1 ? m.errorsTitle.one : m.errorsTitle.other,
          { count: answer.errorCount.toLocaleString("en-US") },
        )}
      </h3>
      {shown < answer.errorCount ? (
        <p className="mb-2 text-sm">
          {format(m.errorsMore, {
            shown,
            count: answer.errorCount.toLocaleString("en-US"),
          })}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <Table aria-labelledby="import-errors">
          <TableHeader>
            <TableRow>
              <TableHead>{m.colRow}</TableHead>
              <TableHead>{m.colColumn}</TableHead>
              <TableHead>{m.colValue}</TableHead>
              <TableHead>{m.colWhy}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {answer.plan.errors.map((error, index) => (
              <TableRow key={index}>
                <TableCell className="tabular-nums">{error.row}</TableCell>
                <TableCell className="font-mono text-xs">
                  {error.column}
                </TableCell>
                <TableCell
                  className="max-w-48 truncate font-mono text-xs"
                  title={error.value}
                >
                  {error.value}
                </TableCell>
                <TableCell className="min-w-64">{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function ChangeList({ answer }: { answer: DryRunAnswer }) {
  const m = useAdminMessages().productImport;
  const shown = answer.plan.changes.length;
  return (
    <div className="mt-6">
      <h3 className="mb-2 font-semibold">{m.changesTitle}</h3>
      {shown < answer.changeCount ? (
        <p className="mb-2 text-sm">
          {format(m.changesMore, {
            shown,
            count: answer.changeCount.toLocaleString("en-US"),
          })}
        </p>
      ) : null}
      <ul className="grid gap-4">
        {answer.plan.changes.map((change) => (
          <li key={`${change.row}`} className="rounded-md border p-3">
            <p className="mb-2 flex flex-wrap items-center gap-2 font-medium">
              <Badge variant={change.kind === "add" ? "success" : "secondary"}>
                {change.kind === "add" ? m.added : m.changed}
              </Badge>
              <span>{change.name}</span>
            </p>
            <div className="overflow-x-auto">
              <Table aria-label={change.name}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{m.colField}</TableHead>
                    <TableHead>{m.colBefore}</TableHead>
                    <TableHead>{m.colAfter}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {change.fields.slice(0, 60).map((field) => (
                    <TableRow key={field.field}>
                      <TableCell className="font-mono text-xs">
                        {field.field}
                      </TableCell>
                      <TableCell
                        className="max-w-64 truncate text-muted-foreground"
                        title={field.before}
                      >
                        {field.before}
                      </TableCell>
                      <TableCell
                        className="max-w-64 truncate"
                        title={field.after}
                      >
                        {field.after}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LayoutHelp({ columns }: { columns: readonly string[] }) {
  const m = useAdminMessages().productImport;
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="mb-2 text-lg font-semibold">{m.layoutTitle}</h2>
      <ul className="mb-3 grid list-disc gap-1 ps-5 text-sm">
        <li>{m.layoutRows}</li>
        <li>{m.layoutKey}</li>
        <li>{m.layoutAbsent}</li>
        <li>{m.layoutCells}</li>
      </ul>
      <p className="mb-1 text-sm">{m.layoutColumns}</p>
      <p className="font-mono text-xs break-words text-muted-foreground">
        {columns.join(", ")}
      </p>
    </Card>
  );
}
