import { Plus } from "~/components/ui/icons";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { adminMeta } from "~/components/admin/admin-meta";
import { ClientLogo } from "~/components/admin/client-logo";
import { ClientDialog } from "~/components/admin/client-dialog";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Button } from "~/components/ui/button";
import { clientFormSchema } from "~/lib/forms/admin/clients";
import { format } from "~/locales";
import {
  deleteClient,
  listAdminClients,
  saveClient,
} from "~/server/admin/content.server";
import {
  entityWrite,
  imageUpload,
  numericId,
} from "~/server/admin/form.server";
import type { Route } from "./+types/clients";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.clients;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return { clients: listAdminClients() };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: clientFormSchema,
  messages: t,
  save: (id, value, form) => saveClient(id, value, imageUpload(form)),
  remove: deleteClient,
});

type ClientRow = Route.ComponentProps["loaderData"]["clients"][number];

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const c = m.clients;
  const dialog = useEntityDialog<ClientRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={c.title} description={c.description}>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {c.add}
        </Button>
      </PageHeader>
      <EntityTable
        rows={loaderData.clients}
        title={c.all}
        empty={c.empty}
        nameOf={(client) => client.name}
        busy={busy}
        onEdit={(client) => dialog.open(client)}
        onDelete={(client) =>
          void rowFetcher.submit(
            { intent: "delete", id: String(client.id) },
            { method: "post" },
          )
        }
        confirmDelete={c.confirmDelete}
        columns={[
          {
            header: c.colLogo,
            place: "media",
            cell: (client) => (
              <ClientLogo
                src={client.image}
                alt={format(c.logoAlt, { name: client.name })}
              />
            ),
          },
          {
            header: c.colName,
            place: "primary",
            className: "font-medium whitespace-nowrap",
            cell: (client) => (
              <>
                {client.name}
                <ArabicBadge state={client.arabic} />
              </>
            ),
          },
          {
            header: c.colIndustry,
            className: "whitespace-nowrap",
            cell: (client) => client.industry,
          },
          {
            header: c.colDescription,
            className: "max-w-72 max-sm:max-w-none",
            cell: (client) => (
              <p
                className="truncate text-muted-foreground"
                title={client.description}
              >
                {client.description}
              </p>
            ),
          },
        ]}
      />
      {dialog.isOpen ? (
        <ClientDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
