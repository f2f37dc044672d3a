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
  listMessagesPage,
  markRead,
  saveRetentionForm,
} from "~/server/admin/inbox.server";
import { getInboxRetention } from "~/server/messages/inbox-retention.server";
import type { Route } from "./+types/messages";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.inbox;

export const meta: Route.MetaFunction = () => adminMeta(t.messagesTitle);

/** One page of the inbox (?page=N, decision 006): 8,000 messages must not all go to the page. */
export function loader({ request }: Route.LoaderArgs) {
  const { rows, ...paging } = listMessagesPage(
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return {
    ...paging,
    retention: getInboxRetention(),
    items: rows.map((row) => ({
      id: row.id,
      from:
        [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
      email: row.email,
      title: row.subject,
      body: row.message,
      createdAt: row.createdAt,
      deliveryState: row.deliveryState,
      readAt: row.readAt,
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
    !markRead("message", id)
  )
    return invalid({ form: t.notFound });
  return success(t.markedRead);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages().inbox;
  return (
    <>
      <PageHeader title={m.messagesTitle} description={m.messagesDescription} />
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
          titleLabel={m.colSubject}
          empty={m.emptyMessages}
        />
      </Card>
      <AdminPagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={m.messagePagesLabel}
        className="mt-6"
      />
    </>
  );
}
