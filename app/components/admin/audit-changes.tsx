import { VisitorText } from "~/components/admin/visitor-text";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { listAudit } from "~/server/audit/audit.server";

/** An entry as /admin/audit's loader gives it: its time as an ISO string. */
export type AuditRow = Omit<
  ReturnType<typeof listAudit>["rows"][number],
  "at"
> & { at: string };

const SHOWN_CHANGES = 4;
const BOOKKEEPING = new Set(["created_at", "updated_at"]);
/**
 * Fields the server derives from others (a product's search words, from its texts in every
 * language): kept in the log and its CSV, left out here, where the fields they come from show.
 */
const DERIVED = new Set(["search_text"]);
const LONGEST_VALUE = 240;

function Value({ value, field }: { value: unknown; field: string }) {
  const a = useAdminMessages().audit;
  // Times are stored as milliseconds: shown as the time they are.
  if (field.endsWith("_at") && typeof value === "number")
    return (
      <span className="tabular-nums">
        {new Date(value).toISOString().slice(0, 19).replace("T", " ")} UTC
      </span>
    );
  if (value === null || value === undefined || value === "")
    return <span className="text-muted-foreground italic">{a.emptyValue}</span>;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (/^secret [0-9a-f]{8}$/.test(text))
    return <span className="text-muted-foreground italic">{a.secret}</span>;
  return (
    <span className="break-words whitespace-pre-wrap">
      {/* Values are what anyone typed (a name tried at the login included): isolated. */}
      <VisitorText>
        {text.length > LONGEST_VALUE
          ? `${text.slice(0, LONGEST_VALUE)}…`
          : text}
      </VisitorText>
    </span>
  );
}

function Change({
  field,
  before,
  after,
  action,
}: {
  field: string;
  before: unknown;
  after: unknown;
  action: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="font-mono text-xs text-muted-foreground">{field}</dt>
      <dd className="text-sm">
        {action === "create" ? (
          <Value field={field} value={after} />
        ) : action === "delete" ? (
          <Value field={field} value={before} />
        ) : (
          <>
            <del className="decoration-destructive/60">
              <Value field={field} value={before} />
            </del>
            <span aria-hidden="true" className="px-1 text-muted-foreground">
              →
            </span>
            <ins className="no-underline">
              <Value field={field} value={after} />
            </ins>
          </>
        )}
      </dd>
    </div>
  );
}

export function AuditChanges({ row }: { row: AuditRow }) {
  const a = useAdminMessages().audit;
  // A new or deleted row lists the fields it had; empty ones and timestamps say nothing.
  const changes = Object.entries(row.changes ?? {}).filter(
    ([field, [before, after]]) =>
      !DERIVED.has(field) &&
      (row.action === "update" ||
        (!BOOKKEEPING.has(field) &&
          (row.action === "create" ? after : before) !== null &&
          (row.action === "create" ? after : before) !== "")),
  );
  if (
    changes.length === 0 &&
    row.action === "update" &&
    Object.keys(row.changes ?? {}).some((field) => DERIVED.has(field))
  )
    return <p className="text-sm text-muted-foreground">{a.searchWordsOnly}</p>;
  if (changes.length === 0)
    return row.address ? (
      <p className="text-sm text-muted-foreground">
        {format(a.fromAddress, { address: row.address })}
      </p>
    ) : null;
  const list = (entries: typeof changes) => (
    <dl className="flex flex-col gap-1.5">
      {entries.map(([field, [before, after]]) => (
        <Change
          key={field}
          field={field}
          before={before}
          after={after}
          action={row.action}
        />
      ))}
    </dl>
  );
  if (changes.length <= SHOWN_CHANGES) return list(changes);
  return (
    <>
      {list(changes.slice(0, SHOWN_CHANGES - 1))}
      <details className="mt-1.5">
        <summary className="cursor-pointer text-sm text-primary">
          {format(a.moreChanges, { count: changes.length - SHOWN_CHANGES + 1 })}
        </summary>
        <div className="mt-1.5">{list(changes.slice(SHOWN_CHANGES - 1))}</div>
      </details>
    </>
  );
}
