import { adminMeta } from "~/components/admin/admin-meta";
import {
  InboxRetentionForm,
  InboxShowing,
} from "~/components/admin/inbox-controls";
import { InboxList } from "~/components/admin/inbox-table";
import { PageHeader } from "~/components/admin/page-header";
import { Card } from "~/components/ui/card";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { parsePage } from "~/lib/pagination";
import {
  adminWrite,
  invalid,
  readAdminForm,
  success,
} from "~/server/admin/form.server";
import {
  listApplicationsPage,
  markRead,
  saveRetentionForm,
} from "~/server/admin/inbox.server";
import { getInboxRetention } from "~/server/messages/inbox-retention.server";
import type { Route } from "./+types/applications";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.inbox;

export const meta: Route.MetaFunction = () => adminMeta(t.applicationsTitle);

/** One page of applications (?page=N, decision 006), like the messages. */
export function loader({ request }: Route.LoaderArgs) {
  const { rows, ...paging } = listApplicationsPage(
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return {
    ...paging,
    retention: getInboxRetention(),
    items: rows.map((row) => ({
      id: row.id,
      from: row.fullName,
      email: row.email,
      title: row.position,
      body: row.message,
      createdAt: row.createdAt,
      deliveryState: row.deliveryState,
      readAt: row.readAt,
      cvUrl: row.cvFile ? `/admin/applications/${row.id}/cv` : null,
      cvName: row.cvName,
    })),
  };
}

async function write({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  if (form.get("intent") === "retention") return saveRetentionForm(form);
  const id = Number(form.get("id"));
  if (
    form.get("intent") !== "read" ||
    !Number.isInteger(id) ||
    !markRead("application", id)
  )
    return invalid({ form: t.notFound });
  return success(t.markedRead);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminApplications({
  loaderData,
}: Route.ComponentProps) {
  const m = useAdminMessages().inbox;
  return (
    <>
      <PageHeader
        title={m.applicationsTitle}
        description={m.applicationsDescription}
      />
      <InboxRetentionForm retention={loaderData.retention} />
      <InboxShowing
        page={loaderData.page}
        perPage={loaderData.perPage}
        total={loaderData.total}
        count={loaderData.items.length}
      />
      <Card>
        <InboxList
          items={loaderData.items}
          titleLabel={m.colPosition}
          empty={m.emptyApplications}
          withCv
        />
      </Card>
      <AdminPagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={m.applicationPagesLabel}
        className="mt-6"
      />
    </>
  );
}
