import { adminMeta } from "~/components/admin/admin-meta";
import { InboxList } from "~/components/admin/inbox-table";
import { PageHeader } from "~/components/admin/page-header";
import { Card } from "~/components/ui/card";
import { invalid, readAdminForm, success, adminWrite } from "~/server/admin/form.server";
import { listMessages, markRead } from "~/server/admin/inbox.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/messages";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.inbox;

export const meta: Route.MetaFunction = () => adminMeta(t.messagesTitle);

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return {
    items: listMessages().map((row) => ({
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
  requireAdmin(request);
  const form = await readAdminForm(request);
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
export const action = adminWrite(write);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages().inbox;
  return (
    <>
      <PageHeader title={m.messagesTitle} description={m.messagesDescription} />
      <Card>
        <InboxList
          items={loaderData.items}
          titleLabel={m.colSubject}
          empty={m.emptyMessages}
        />
      </Card>
    </>
  );
}
