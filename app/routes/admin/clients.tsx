import { Plus } from "lucide-react";
import { useState } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { ClientLogo } from "~/components/admin/client-logo";
import { ImageField } from "~/components/admin/image-field";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { clientFormSchema, fieldErrors, formText } from "~/lib/admin-schemas";
import { notify } from "~/lib/toast";
import { format } from "~/locales";
import { deleteClient, listAdminClients, saveClient } from "~/server/admin/content.server";
import { discardImage, imageFromForm, invalid, readAdminForm, success } from "~/server/admin/form.server";
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
  if (intent === "delete") {
    const result = deleteClient(id);
    return result.ok ? success(t.deleted) : invalid(result.errors);
  }
  if (intent !== "create" && intent !== "update") return invalid({ form: t.notFound });
  const parsed = clientFormSchema.safeParse(formText(form));
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const image = await imageFromForm(form);
  if (!image.ok) return invalid(image.errors);
  const result = saveClient(intent === "create" ? null : id, parsed.data, image.image);
  if (!result.ok) {
    discardImage(image.image);
    return invalid(result.errors);
  }
  return success(intent === "create" ? t.added : t.updated);
}

type ClientRow = Route.ComponentProps["loaderData"]["clients"][number];

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const c = m.clients;
  const [dialog, setDialog] = useState<{ open: boolean; editing: ClientRow | null }>({ open: false, editing: null });
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={c.title} description={c.description}>
        <Button onClick={() => setDialog({ open: true, editing: null })}>
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
                      onEdit={() => setDialog({ open: true, editing: client })}
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
      <Dialog open={dialog.open} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}>
        {dialog.open ? (
          <ClientDialog key={dialog.editing?.id ?? "new"} editing={dialog.editing} onDone={() => setDialog({ open: false, editing: null })} />
        ) : null}
      </Dialog>
    </>
  );
}

function ClientDialog({ editing, onDone }: { editing: ClientRow | null; onDone: () => void }) {
  const m = useAdminMessages();
  const c = m.clients;
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher({ onSuccess: onDone });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const field = (name: "name" | "industry", label: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`client-${name}`}>{label}</Label>
      <Input
        id={`client-${name}`}
        name={name}
        required
        defaultValue={editing?.[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `client-${name}-error` : undefined}
      />
      <FieldError id={`client-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );
  return (
    <DialogContent closeLabel={m.common.close}>
      <DialogHeader>
        <DialogTitle>{editing ? c.editTitle : c.addTitle}</DialogTitle>
        <DialogDescription>{editing ? c.editDescription : c.addDescription}</DialogDescription>
      </DialogHeader>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const parsed = clientFormSchema.safeParse(formText(new FormData(event.currentTarget)));
          if (!parsed.success) {
            event.preventDefault();
            const found = fieldErrors(parsed.error);
            setClientErrors(found);
            const first = Object.values(found)[0];
            if (first) notify.error(first);
          } else {
            setClientErrors({});
          }
        }}
      >
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        {field("name", c.fieldName)}
        {field("industry", c.fieldIndustry)}
        <div className="flex flex-col gap-2">
          <Label htmlFor="client-description">{c.fieldDescription}</Label>
          <Textarea
            id="client-description"
            name="description"
            rows={3}
            required
            defaultValue={editing?.description ?? ""}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "client-description-error" : undefined}
          />
          <FieldError id="client-description-error">{errors.description}</FieldError>
        </div>
        <ImageField id="client-image" label={c.fieldLogo} current={editing?.image} error={errors.image} />
        {errors.form ? <p className="text-sm font-medium text-destructive">{errors.form}</p> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {m.common.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? m.common.saving : editing ? m.common.update : m.common.add}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
