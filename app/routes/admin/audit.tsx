import { Download } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AuditEntries, entityName } from "~/components/admin/audit-entries";
import { AuditFilters } from "~/components/admin/audit-filters";
import { InboxShowing } from "~/components/admin/inbox-controls";
import { PageHeader } from "~/components/admin/page-header";
import { buttonVariants } from "~/components/ui/button";
import { parsePage } from "~/lib/pagination";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import {
  auditFilterOptions,
  listAudit,
  parseAuditFilter,
} from "~/server/audit/audit.server";
import type { Route } from "./+types/audit";

const t = adminMessages.audit;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

/** `/admin/audit?user=&entity=&from=&to=&page=`: one page of the log, newest first. */
export function loader({ request }: Route.LoaderArgs) {
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
      <AuditFilters filter={loaderData.filter} options={loaderData.options} />
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
      <AuditEntries rows={loaderData.rows} />
      <AdminPagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={a.pagesLabel}
        className="mt-6"
      />
    </>
  );
}
