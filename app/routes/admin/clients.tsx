import { Plus } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import { ClientLogo } from "~/components/admin/client-logo";
import { ClientDialog } from "~/components/admin/client-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { clientFormSchema } from "~/lib/admin-schemas";
import { format } from "~/locales";
import { deleteClient, listAdminClients, saveClient } from "~/server/admin/content.server";
import { answer, imageUpload, invalid, parseForm, readAdminForm } from "~/server/admin/form.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/clients";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.clients;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return { clients: listAdminClients() };
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (intent === "delete") return answer(deleteClient(id), t.deleted);
  if (intent !== "create" && intent !== "update") return invalid({ form: t.notFound });
  const parsed = parseForm(clientFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return answer(await saveClient(intent === "create" ? null : id, parsed.value, imageUpload(form)), intent === "create" ? t.added : t.updated);
}

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
      <Card>
        <CardHeader>
          <CardTitle>
            <span>{c.all}</span>
          </CardTitle>
        </CardHeader>
        <div className="p-0 sm:px-2 sm:pb-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{c.colLogo}</TableHead>
                <TableHead>{c.colName}</TableHead>
                <TableHead>{c.colIndustry}</TableHead>
                <TableHead>{c.colDescription}</TableHead>
                <TableHead end>{m.common.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaderData.clients.length === 0 ? (
                <TableRow>
                  <td colSpan={5} className="px-3 py-10 text-center align-middle text-muted-foreground">
                    {c.empty}
                  </td>
                </TableRow>
              ) : null}
              {loaderData.clients.map((client) => (
                <TableRow key={client.id}>
                  <TableCell place="media">
                    <ClientLogo src={client.image} alt={format(c.logoAlt, { name: client.name })} />
                  </TableCell>
                  <TableCell place="primary" className="font-medium whitespace-nowrap">
                    {client.name}
                  </TableCell>
                  <TableCell label={c.colIndustry} className="whitespace-nowrap">
                    {client.industry}
                  </TableCell>
                  <TableCell label={c.colDescription} className="max-w-72 max-sm:max-w-none">
                    <p className="truncate text-muted-foreground" title={client.description}>
                      {client.description}
                    </p>
                  </TableCell>
                  <TableCell place="actions">
                    <RowActions
                      name={client.name}
                      busy={busy}
                      onEdit={() => dialog.open(client)}
                      onDelete={() => {
                        if (window.confirm(c.confirmDelete)) {
                          void rowFetcher.submit({ intent: "delete", id: String(client.id) }, { method: "post" });
                        }
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>
      {dialog.isOpen ? <ClientDialog key={dialog.key} editing={dialog.editing} onDone={dialog.close} /> : null}
    </>
  );
}
