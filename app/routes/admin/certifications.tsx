import { Plus } from "lucide-react";
import { useState } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { CertificationIcon } from "~/components/admin/certification-icon";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { certificationFormSchema, certificationIconNames, fieldErrors, formText } from "~/lib/admin-schemas";
import { notify } from "~/lib/toast";
import { deleteCertification, listAdminCertifications, saveCertification } from "~/server/admin/content.server";
import { invalid, readAdminForm, success } from "~/server/admin/form.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/certifications";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.certifications;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return { certifications: listAdminCertifications() };
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (intent === "delete") {
    const result = deleteCertification(id);
    return result.ok ? success(t.deleted) : invalid(result.errors);
  }
  if (intent !== "create" && intent !== "update") return invalid({ form: t.notFound });
  const parsed = certificationFormSchema.safeParse(formText(form));
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const result = saveCertification(intent === "create" ? null : id, parsed.data);
  if (!result.ok) return invalid(result.errors);
  return success(intent === "create" ? t.added : t.updated);
}

type CertificationRow = Route.ComponentProps["loaderData"]["certifications"][number];

export default function AdminCertifications({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const c = m.certifications;
  const [dialog, setDialog] = useState<{ open: boolean; editing: CertificationRow | null }>({ open: false, editing: null });
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
                <TableHead>{c.colIcon}</TableHead>
                <TableHead>{c.colTitle}</TableHead>
                <TableHead>{c.colCategory}</TableHead>
                <TableHead>{c.colStatus}</TableHead>
                <TableHead>{c.colValidUntil}</TableHead>
                <TableHead>{c.colDescription}</TableHead>
                <TableHead end>{m.common.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaderData.certifications.length === 0 ? (
                <TableRow>
                  <td colSpan={7} className="px-3 py-10 text-center align-middle text-muted-foreground">
                    {c.empty}
                  </td>
                </TableRow>
              ) : null}
              {loaderData.certifications.map((certification) => (
                <TableRow key={certification.id}>
                  <TableCell place="media">
                    <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <CertificationIcon name={certification.icon} className="size-5" />
                    </span>
                  </TableCell>
                  <TableCell place="primary" className="font-medium whitespace-nowrap">
                    {certification.title}
                  </TableCell>
                  <TableCell label={c.colCategory} className="whitespace-nowrap">
                    {certification.category}
                  </TableCell>
                  <TableCell label={c.colStatus}>
                    <Badge variant={certification.status === "Active" ? "default" : "outline"}>{certification.status}</Badge>
                  </TableCell>
                  <TableCell label={c.colValidUntil} className="whitespace-nowrap">
                    {certification.validUntil}
                  </TableCell>
                  <TableCell label={c.colDescription} className="max-w-64 max-sm:max-w-none">
                    <p className="truncate text-muted-foreground" title={certification.description}>
                      {certification.description}
                    </p>
                  </TableCell>
                  <TableCell place="actions">
                    <RowActions
                      name={certification.title}
                      busy={busy}
                      onEdit={() => setDialog({ open: true, editing: certification })}
                      onDelete={() => {
                        if (window.confirm(c.confirmDelete)) {
                          void rowFetcher.submit({ intent: "delete", id: String(certification.id) }, { method: "post" });
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
          <CertificationDialog
            key={dialog.editing?.id ?? "new"}
            editing={dialog.editing}
            onDone={() => setDialog({ open: false, editing: null })}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function CertificationDialog({ editing, onDone }: { editing: CertificationRow | null; onDone: () => void }) {
  const m = useAdminMessages();
  const c = m.certifications;
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher({ onSuccess: onDone });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const field = (name: "title" | "category" | "status" | "validUntil", label: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`certification-${name}`}>{label}</Label>
      <Input
        id={`certification-${name}`}
        name={name}
        required
        defaultValue={editing?.[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `certification-${name}-error` : undefined}
      />
      <FieldError id={`certification-${name}-error`}>{errors[name]}</FieldError>
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
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const parsed = certificationFormSchema.safeParse(formText(new FormData(event.currentTarget)));
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
        {field("title", c.fieldTitle)}
        {field("category", c.fieldCategory)}
        <div className="flex flex-col gap-2">
          <Label htmlFor="certification-description">{c.fieldDescription}</Label>
          <Textarea
            id="certification-description"
            name="description"
            rows={3}
            required
            defaultValue={editing?.description ?? ""}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "certification-description-error" : undefined}
          />
          <FieldError id="certification-description-error">{errors.description}</FieldError>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor="certification-icon">{c.fieldIcon}</Label>
            <NativeSelect id="certification-icon" name="icon" defaultValue={editing?.icon ?? "Award"}>
              {certificationIconNames.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </NativeSelect>
          </div>
          {field("status", c.fieldStatus)}
          {field("validUntil", c.fieldValidUntil)}
        </div>
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
