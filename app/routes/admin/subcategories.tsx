import { ArrowLeft, Plus, RotateCcw } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { fieldErrors, formText, subcategoryFormSchema } from "~/lib/admin-schemas";
import { notify } from "~/lib/toast";
import { format } from "~/locales";
import { createCategory, getAdminCategory, setCategoryDeleted, updateCategory } from "~/server/admin/categories.server";
import { invalid, readAdminForm, success } from "~/server/admin/form.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/subcategories";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.subcategories;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.category ? data.category.name : t.notFound);

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  const found = getAdminCategory(params.categoryId);
  return found ?? data({ category: null, subcategories: [] }, { status: 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const form = await readAdminForm(request);
  const found = getAdminCategory(params.categoryId);
  if (!found) return invalid({ form: t.notFound });
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const isChild = (childId: string) => found.subcategories.some((sub) => sub.id === childId);
  if (intent === "delete") {
    if (!isChild(id)) return invalid({ form: adminMessages.categories.notFound });
    const result = setCategoryDeleted(id, true);
    return result.ok ? success(t.deleted, { intent: "restore", id }) : invalid(result.errors);
  }
  if (intent === "restore") {
    const result = setCategoryDeleted(id, false);
    return result.ok ? success(adminMessages.common.restored) : invalid(result.errors);
  }
  const parsed = subcategoryFormSchema.safeParse(formText(form));
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  if (intent === "create") {
    const result = createCategory({ name: parsed.data.name, parentId: found.category.id, image: null });
    return result.ok ? success(t.created) : invalid(result.errors);
  }
  if (intent === "update" && isChild(id)) {
    const result = updateCategory(id, { name: parsed.data.name });
    return result.ok ? success(t.updated) : invalid(result.errors);
  }
  return invalid({ form: adminMessages.categories.notFound });
}

type Subcategory = Route.ComponentProps["loaderData"]["subcategories"][number];

export default function AdminSubcategories({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Subcategory | null }>({ open: false, editing: null });
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  const category = loaderData.category;

  if (!category) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.subcategories.notFound}</h1>
        <Link
          to="/admin/categories"
          className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {m.subcategories.backToCategories}
        </Link>
      </div>
    );
  }

  return (
    <>
      <Link to="/admin/categories" className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {m.subcategories.back}
      </Link>
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            {category.name}
            {category.deletedAt ? <Badge variant="destructive">{m.common.deleted}</Badge> : null}
          </span>
        }
        description={m.subcategories.manage}
      >
        {category.deletedAt ? (
          <Button variant="outline" onClick={() => void rowFetcher.submit({ intent: "restore", id: category.id }, { method: "post" })}>
            <RotateCcw aria-hidden="true" />
            {m.common.restore}
          </Button>
        ) : null}
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <Plus aria-hidden="true" />
          {m.subcategories.add}
        </Button>
      </PageHeader>
      {category.deletedAt ? <p className="mb-4 text-sm text-muted-foreground">{m.subcategories.categoryDeleted}</p> : null}
      <Card>
        <div className="p-0 sm:p-2">
          {loaderData.subcategories.length === 0 ? (
            <p className="px-4 py-10 text-center text-muted-foreground">{m.subcategories.empty}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{m.subcategories.colName}</TableHead>
                  <TableHead end>{m.common.actions}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loaderData.subcategories.map((sub) => (
                  <TableRow key={sub.id}>
                    <TableCell place="primary" className="font-medium">
                      {sub.name}
                    </TableCell>
                    <TableCell place="actions">
                      <RowActions
                        name={sub.name}
                        busy={busy}
                        onEdit={() => setDialog({ open: true, editing: sub })}
                        onDelete={() => void rowFetcher.submit({ intent: "delete", id: sub.id }, { method: "post" })}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </Card>
      <Dialog open={dialog.open} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}>
        {dialog.open ? (
          <SubcategoryDialog
            key={dialog.editing?.id ?? "new"}
            categoryName={category.name}
            editing={dialog.editing}
            onDone={() => setDialog({ open: false, editing: null })}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function SubcategoryDialog({ categoryName, editing, onDone }: { categoryName: string; editing: Subcategory | null; onDone: () => void }) {
  const m = useAdminMessages();
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher({ onSuccess: onDone });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  return (
    <DialogContent closeLabel={m.common.close}>
      <DialogHeader>
        <DialogTitle>{editing ? m.subcategories.editTitle : m.subcategories.addTitle}</DialogTitle>
        <DialogDescription>
          {editing ? m.subcategories.editDescription : format(m.subcategories.addDescription, { name: categoryName })}
        </DialogDescription>
      </DialogHeader>
      <fetcher.Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const parsed = subcategoryFormSchema.safeParse(formText(new FormData(event.currentTarget)));
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
        <div className="flex flex-col gap-2">
          <Label htmlFor="subcategory-name">{m.subcategories.name}</Label>
          <Input
            id="subcategory-name"
            name="name"
            defaultValue={editing?.name ?? ""}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "subcategory-name-error" : undefined}
          />
          <FieldError id="subcategory-name-error">{errors.name}</FieldError>
        </div>
        {errors.form ? <p className="text-sm font-medium text-destructive">{errors.form}</p> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {m.common.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? m.common.saving : editing ? m.common.update : m.common.create}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
