import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { InboxShowing } from "~/components/admin/inbox-controls";
import { PageHeader } from "~/components/admin/page-header";
import { Field } from "~/components/forms/field";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { VisitorText } from "~/components/admin/visitor-text";
import { NativeSelect } from "~/components/ui/select";
import { parsePage } from "~/lib/pagination";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import {
  auditFilterOptions,
  listAudit,
  parseAuditFilter,
} from "~/server/audit/audit.server";
import { requireRole } from "~/server/auth/roles.server";
import type { Route } from "./+types/audit";

const t = adminMessages.audit;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

/** `/admin/audit?user=&entity=&from=&to=&page=`: one page of the log, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  requireRole(request, "administrator");
  const params = new URL(request.url).searchParams;
  const { filter, problems } = parseAuditFilter(params);
  const { rows, total, page, perPage } = listAudit(
    filter,
    parsePage(params.get("page")),
  );
  return {
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page,
    perPage,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    filter,
    problems,
    options: filterOptions(),
    csvHref: `/admin/audit.csv${new URL(request.url).search.replace(/([?&])page=[^&]*&?/, "$1").replace(/[?&]$/, "")}`,
  };
}

/** The filters' choices, each table by the name the team uses, in the order of those names. */
function filterOptions() {
  const { actors, entities } = auditFilterOptions();
  return {
    actors,
    entities: entities
      .map((entity) => ({ value: entity, label: entityName(t, entity) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** A table's name on this screen; a table without one (a test fails for it) shows as it is. */
function entityName(copy: typeof t, entity: string): string {
  const names: Partial<Record<string, string>> = copy.entities;
  return names[entity] ?? entity;
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const actionVariant = {
  create: "success",
  update: "outline",
  delete: "destructive",
  login: "muted",
  "login-failed": "destructive",
  logout: "muted",
  "session-ended": "muted",
} as const;

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

function Changes({ row }: { row: Row }) {
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

function Filters({
  loaderData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
}) {
  const a = useAdminMessages().audit;
  const { filter, options } = loaderData;
  return (
    <Card className="mb-6 p-4">
      <Form
        method="get"
        aria-label={a.filtersLabel}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
      >
        <Field id="audit-user" label={a.user}>
          {(control) => (
            <NativeSelect
              {...control}
              name="user"
              defaultValue={
                filter.actorId === undefined ? "" : String(filter.actorId)
              }
              empty={a.allUsers}
              options={options.actors.map((actor) => ({
                value: String(actor.id),
                label: actor.name,
              }))}
            />
          )}
        </Field>
        <Field id="audit-entity" label={a.entity}>
          {(control) => (
            <NativeSelect
              {...control}
              name="entity"
              defaultValue={filter.entity ?? ""}
              empty={a.allEntities}
              options={options.entities}
            />
          )}
        </Field>
        <Field id="audit-from" label={a.from}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="from"
              defaultValue={filter.from ?? ""}
            />
          )}
        </Field>
        <Field id="audit-to" label={a.to}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="to"
              defaultValue={filter.to ?? ""}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{a.apply}</Button>
          <Link
            to="/admin/audit"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {a.clear}
          </Link>
        </div>
      </Form>
    </Card>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const a = useAdminMessages().audit;
  return (
    <>
      <PageHeader title={a.title} description={a.description}>
        <a
          href={loaderData.csvHref}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden="true" />
          {a.exportCsv}
        </a>
      </PageHeader>
      <Filters loaderData={loaderData} />
      {loaderData.problems.length > 0 && (
        <div
          role="status"
          className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          {loaderData.problems.map((problem) => (
            <p key={problem}>{a.problems[problem]}</p>
          ))}
        </div>
      )}
      <InboxShowing
        page={loaderData.page}
        perPage={loaderData.perPage}
        total={loaderData.total}
        count={loaderData.rows.length}
      />
      <Card className="overflow-hidden">
        {loaderData.rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-muted-foreground">
            {a.empty}
          </p>
        ) : (
          <ol className="divide-y divide-border">
            {loaderData.rows.map((row) => (
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
                    <Changes row={row} />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <AdminPagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={a.pagesLabel}
        className="mt-6"
      />
    </>
  );
}
