import { adminMeta } from "~/components/admin/admin-meta";
import { InboxList } from "~/components/admin/inbox-table";
import { PageHeader } from "~/components/admin/page-header";
import { Card } from "~/components/ui/card";
import { invalid, readAdminForm, success, adminWrite } from "~/server/admin/form.server";
import { listApplications, markRead } from "~/server/admin/inbox.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/applications";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.inbox;

export const meta: Route.MetaFunction = () => adminMeta(t.applicationsTitle);

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return {
    items: listApplications().map((row) => ({
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
  requireAdmin(request);
  const form = await readAdminForm(request);
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
      <Card>
        <InboxList
          items={loaderData.items}
          titleLabel={m.colPosition}
          empty={m.emptyApplications}
          withCv
        />
      </Card>
    </>
  );
}
