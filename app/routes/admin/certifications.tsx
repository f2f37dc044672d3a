import { Plus } from "lucide-react";
import { adminMeta } from "~/components/admin/admin-meta";
import { CertificationIcon } from "~/components/admin/certification-icon";
import { CertificationDialog } from "~/components/admin/certification-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { certificationFormSchema } from "~/lib/admin-schemas";
import { deleteCertification, listAdminCertifications, saveCertification } from "~/server/admin/content.server";
import { answer, invalid, parseForm, readAdminForm } from "~/server/admin/form.server";
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
  if (intent === "delete") return answer(deleteCertification(id), t.deleted);
  if (intent !== "create" && intent !== "update") return invalid({ form: t.notFound });
  const parsed = parseForm(certificationFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return answer(saveCertification(intent === "create" ? null : id, parsed.value), intent === "create" ? t.added : t.updated);
}

type CertificationRow = Route.ComponentProps["loaderData"]["certifications"][number];

export default function AdminCertifications({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const c = m.certifications;
  const dialog = useEntityDialog<CertificationRow>();
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
                      onEdit={() => dialog.open(certification)}
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
      {dialog.isOpen ? <CertificationDialog key={dialog.key} editing={dialog.editing} onDone={dialog.close} /> : null}
    </>
  );
}
