import { Plus, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ImageField } from "~/components/admin/image-field";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { Thumb } from "~/components/admin/thumb";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { categoryFormSchema, fieldErrors, formText } from "~/lib/admin-schemas";
import { notify } from "~/lib/toast";
import { format } from "~/locales";
import { createCategory, listAdminCategories, setCategoryDeleted, updateCategory } from "~/server/admin/categories.server";
import { discardImage, imageFromForm, invalid, readAdminForm, success } from "~/server/admin/form.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/categories";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.categories;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return listAdminCategories();
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "delete" || intent === "restore") {
    const result = setCategoryDeleted(id, intent === "delete");
    if (!result.ok) return invalid(result.errors);
    return intent === "delete" ? success(t.deleted, { intent: "restore", id }) : success(adminMessages.common.restored);
  }
  if (intent !== "create" && intent !== "update") return invalid({ form: t.notFound });
  const parsed = categoryFormSchema.safeParse(formText(form));
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const image = await imageFromForm(form);
  if (!image.ok) return invalid(image.errors);
  const result =
    intent === "create"
      ? createCategory({ ...parsed.data, image: image.image ?? null })
      : updateCategory(id, { ...parsed.data, image: image.image });
  if (!result.ok) {
    discardImage(image.image);
    return invalid(result.errors);
  }
  return success(intent === "create" ? t.created : t.updated);
}

type CategoryRow = Route.ComponentProps["loaderData"]["categories"][number];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const [dialog, setDialog] = useState<{ open: boolean; editing: CategoryRow | null }>({ open: false, editing: null });
  const { fetcher: rowFetcher, busy } = useAdminFetcher();

  return (
    <>
      <PageHeader title={m.categories.title} description={m.categories.description}>
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <Plus aria-hidden="true" />
          {m.categories.add}
        </Button>
      </PageHeader>
      <Card>
        <div className="p-0 sm:p-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-20">{m.categories.colImage}</TableHead>
                <TableHead>{m.categories.colName}</TableHead>
                <TableHead>{m.categories.colSubcategories}</TableHead>
                <TableHead end>{m.common.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaderData.categories.length === 0 ? (
                <TableRow>
                  <td colSpan={4} className="px-3 py-10 text-center align-middle text-muted-foreground">
                    {m.categories.empty}
                  </td>
                </TableRow>
              ) : null}
              {loaderData.categories.map((category) => (
                <TableRow key={category.id}>
                  <TableCell place="media">
                    <Thumb src={category.image} />
                  </TableCell>
                  <TableCell place="primary" className="font-medium">
                    <Link to={`/admin/categories/${encodeURIComponent(category.id)}`} className="text-primary hover:underline">
                      {category.name}
                    </Link>
                  </TableCell>
                  <TableCell label={m.categories.colSubcategories} className="whitespace-nowrap text-muted-foreground">
                    {format(m.categories.subcategoryCount, { count: category.subcategoryCount })}
                  </TableCell>
                  <TableCell place="actions">
                    <RowActions
                      name={category.name}
                      busy={busy}
                      onEdit={() => setDialog({ open: true, editing: category })}
                      onDelete={() => void rowFetcher.submit({ intent: "delete", id: category.id }, { method: "post" })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>

      {loaderData.deleted.length > 0 ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>{m.categories.deletedSection}</CardTitle>
            <CardDescription>{m.categories.deletedHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border">
              {loaderData.deleted.map((category) => (
                <li key={category.id} className="flex items-center justify-between gap-3 py-2">
                  <Link to={`/admin/categories/${encodeURIComponent(category.id)}`} className="font-medium hover:underline">
                    {category.name}
                  </Link>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void rowFetcher.submit({ intent: "restore", id: category.id }, { method: "post" })}
                  >
                    <RotateCcw aria-hidden="true" />
                    {m.common.restore}
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <Dialog open={dialog.open} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}>
        {dialog.open ? (
          <CategoryDialog
            key={dialog.editing?.id ?? "new"}
            editing={dialog.editing}
            parents={loaderData.categories.filter((category) => category.id !== dialog.editing?.id)}
            onDone={() => setDialog({ open: false, editing: null })}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function CategoryDialog({ editing, parents, onDone }: { editing: CategoryRow | null; parents: CategoryRow[]; onDone: () => void }) {
  const m = useAdminMessages();
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher({ onSuccess: onDone });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [isSub, setIsSub] = useState(false);
  const [parentId, setParentId] = useState("");
  const errors = { ...serverErrors, ...clientErrors };
  return (
    <DialogContent closeLabel={m.common.close}>
      <DialogHeader>
        <DialogTitle>{editing ? m.categories.editTitle : m.categories.addTitle}</DialogTitle>
        <DialogDescription>{editing ? m.categories.editDescription : m.categories.addDescription}</DialogDescription>
      </DialogHeader>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const parsed = categoryFormSchema.safeParse(formText(new FormData(event.currentTarget)));
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
          <Label htmlFor="category-name">{m.categories.name}</Label>
          <Input
            id="category-name"
            name="name"
            defaultValue={editing?.name ?? ""}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "category-name-error" : undefined}
          />
          <FieldError id="category-name-error">{errors.name}</FieldError>
        </div>
        <ImageField id="category-image" label={m.categories.image} current={editing?.image} error={errors.image} />
        <label className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            name="isSubcategory"
            checked={isSub}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setIsSub(checked);
              // Spec: unchecking clears the chosen parent.
              if (!checked) setParentId("");
            }}
          />
          {m.categories.isSubcategory}
        </label>
        {isSub ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="category-parent">{m.categories.parent}</Label>
            <NativeSelect
              id="category-parent"
              name="parentId"
              value={parentId}
              onChange={(event) => setParentId(event.currentTarget.value)}
              aria-invalid={errors.parentId ? true : undefined}
              aria-describedby={errors.parentId ? "category-parent-error" : undefined}
            >
              <option value="">{m.categories.selectParent}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="category-parent-error">{errors.parentId}</FieldError>
          </div>
        ) : null}
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
