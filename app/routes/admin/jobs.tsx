import { Plus } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { EntityTable } from "~/components/admin/entity-table";
import { JobDialog } from "~/components/admin/job-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { jobFormSchema } from "~/lib/forms/admin/jobs";
import { formatShortDate } from "~/lib/locale/dates";
import { format } from "~/locales";
import {
  deleteJob,
  listAdminJobs,
  restoreJob,
  saveJob,
  setJobOpen,
} from "~/server/admin/jobs.server";
import { answer, entityWrite, numericId } from "~/server/admin/form.server";
import { todayUtc } from "~/server/content/jobs.server";
import type { Route } from "./+types/jobs";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.jobs;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  const today = todayUtc();
  // Whether the Careers page shows it: open, and its closing day (if any) not passed.
  return {
    jobs: listAdminJobs().map((job) => ({
      ...job,
      expired: job.validThrough !== null && job.validThrough < today,
    })),
  };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: jobFormSchema,
  messages: t,
  save: (id, value) => saveJob(id, value),
  remove: deleteJob,
  restore: restoreJob,
  // Closing and reopening an opening keeps it, and says which.
  other: (intent, id) => {
    if (intent !== "close" && intent !== "reopen") return undefined;
    const result = setJobOpen(id, intent === "reopen");
    return answer(
      result,
      result.ok
        ? format(intent === "close" ? t.closedNow : t.reopened, {
            title: result.value,
          })
        : "",
    );
  },
});

type JobRow = Route.ComponentProps["loaderData"]["jobs"][number];

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const j = useAdminMessages().jobs;
  const dialog = useEntityDialog<JobRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  const submit = (intent: string, job: JobRow) =>
    void rowFetcher.submit({ intent, id: String(job.id) }, { method: "post" });
  return (
    <>
      <PageHeader title={j.title} description={j.description}>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {j.add}
        </Button>
      </PageHeader>
      <EntityTable
        rows={loaderData.jobs}
        title={j.all}
        empty={j.empty}
        nameOf={(job) => job.title}
        busy={busy}
        onEdit={(job) => dialog.open(job)}
        onDelete={(job) => submit("delete", job)}
        extraAction={(job) => (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => submit(job.open ? "close" : "reopen", job)}
            aria-label={format(job.open ? j.closeItem : j.reopenItem, {
              name: job.title,
            })}
          >
            {job.open ? j.close : j.reopen}
          </Button>
        )}
        columns={[
          {
            header: j.colPosition,
            className: "w-16 tabular-nums",
            cell: (job) => job.position,
          },
          {
            header: j.colTitle,
            place: "primary",
            className: "font-medium",
            cell: (job) => (
              <>
                {job.title}
                <ArabicBadge state={job.arabic} />
              </>
            ),
          },
          { header: j.colDepartment, cell: (job) => job.department },
          {
            header: j.colStatus,
            className: "whitespace-nowrap",
            cell: (job) =>
              !job.open ? (
                <Badge variant="muted">{j.closed}</Badge>
              ) : job.expired ? (
                <Badge variant="outline">
                  {format(j.expired, {
                    date: formatShortDate(job.validThrough!),
                  })}
                </Badge>
              ) : (
                <Badge variant="success">{j.open}</Badge>
              ),
          },
          {
            header: j.colPosted,
            className: "whitespace-nowrap tabular-nums",
            cell: (job) => formatShortDate(job.datePosted),
          },
        ]}
      />
      {dialog.isOpen ? (
        <JobDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
