import { AuditChanges, type AuditRow } from "~/components/admin/audit-changes";
import { VisitorText } from "~/components/admin/visitor-text";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { type AdminMessages, useAdminMessages } from "~/locales/admin";

/** A table's name on this screen; a table without one (a test fails for it) shows as it is. */
export function entityName(
  copy: AdminMessages["audit"],
  entity: string,
): string {
  const names: Partial<Record<string, string>> = copy.entities;
  return names[entity] ?? entity;
}

const actionVariant = {
  create: "success",
  update: "outline",
  delete: "destructive",
  login: "muted",
  "login-failed": "destructive",
  logout: "muted",
  "session-ended": "muted",
} as const;

/** One page of the log, newest first: who did what, when, to which row, and what changed. */
export function AuditEntries({ rows }: { rows: AuditRow[] }) {
  const a = useAdminMessages().audit;
  return (
    <Card className="overflow-hidden">
      {rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-muted-foreground">
          {a.empty}
        </p>
      ) : (
        <ol className="divide-y divide-border">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 px-4 py-3 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-6"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-start">
                <Badge
                  variant={
                    actionVariant[row.action as keyof typeof actionVariant] ??
                    "outline"
                  }
                >
                  {a.actions[row.action as keyof typeof a.actions] ??
                    row.action}
                </Badge>
                <span className="font-medium">
                  {row.actor ? (
                    <VisitorText>{row.actor}</VisitorText>
                  ) : (
                    <span className="text-muted-foreground">{a.system}</span>
                  )}
                </span>
                <time
                  dateTime={row.at}
                  className="text-xs text-muted-foreground tabular-nums"
                >
                  {row.at.slice(0, 19).replace("T", " ")} UTC
                </time>
              </div>
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {entityName(a, row.entity)}
                  {row.entityId !== null && (
                    <span className="text-muted-foreground">
                      {" "}
                      #{row.entityId}
                    </span>
                  )}
                </p>
                <div className="mt-1.5">
                  <AuditChanges row={row} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
