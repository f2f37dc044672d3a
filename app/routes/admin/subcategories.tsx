import { ArrowLeft, Plus, RotateCcw } from "~/components/ui/icons";
import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { SubcategoryDialog } from "~/components/admin/subcategory-dialog";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { subcategoryFormSchema } from "~/lib/forms/admin/categories";
import {
  deleteCategory,
  getAdminCategory,
  restoreCategory,
  saveCategory,
} from "~/server/admin/categories.server";
import {
  answer,
  invalid,
  parseForm,
  readAdminForm,
  adminWrite,
} from "~/server/admin/form.server";
import type { Route } from "./+types/subcategories";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.subcategories;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.category ? data.category.name : t.notFound);

export function loader({ params }: Route.LoaderArgs) {
  const found = getAdminCategory(params.categoryId);
  return found ?? data({ category: null, subcategories: [] }, { status: 404 });
}

async function write({ request, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const found = getAdminCategory(params.categoryId);
  if (!found) return invalid({ form: t.notFound });
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const isChild = found.subcategories.some((sub) => sub.id === id);
  if (intent === "restore")
    return answer(restoreCategory(id), adminMessages.common.restored);
  if (intent === "delete" && isChild)
    return answer(deleteCategory(id), t.deleted, { intent: "restore", id });
  if (intent === "delete")
    return invalid({ form: adminMessages.categories.notFound });
  const parsed = parseForm(subcategoryFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  if (intent === "create")
    return answer(
      await saveCategory(null, {
        ...parsed.value,
        parentId: found.category.id,
      }),
      t.created,
    );
  if (intent === "update" && isChild)
    return answer(await saveCategory(id, parsed.value), t.updated);
  return invalid({ form: adminMessages.categories.notFound });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

type Subcategory = Route.ComponentProps["loaderData"]["subcategories"][number];

export default function AdminSubcategories({
  loaderData,
}: Route.ComponentProps) {
  const m = useAdminMessages();
  const dialog = useEntityDialog<Subcategory>();
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
      <Link
        to="/admin/categories"
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {m.subcategories.back}
      </Link>
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            {category.name}
            {category.deletedAt ? (
              <Badge variant="destructive">{m.common.deleted}</Badge>
            ) : null}
          </span>
        }
        description={m.subcategories.manage}
      >
        {category.deletedAt ? (
          <Button
            variant="outline"
            onClick={() =>
              void rowFetcher.submit(
                { intent: "restore", id: category.id },
                { method: "post" },
              )
            }
          >
            <RotateCcw aria-hidden="true" />
            {m.common.restore}
          </Button>
        ) : null}
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {m.subcategories.add}
        </Button>
      </PageHeader>
      {category.deletedAt ? (
        <p className="mb-4 text-sm text-muted-foreground">
          {m.subcategories.categoryDeleted}
        </p>
      ) : null}
      <EntityTable
        rows={loaderData.subcategories}
        empty={m.subcategories.empty}
        nameOf={(sub) => sub.name}
        busy={busy}
        onEdit={(sub) => dialog.open(sub)}
        onDelete={(sub) =>
          void rowFetcher.submit(
            { intent: "delete", id: sub.id },
            { method: "post" },
          )
        }
        columns={[
          {
            header: m.subcategories.colName,
            place: "primary",
            className: "font-medium",
            cell: (sub) => (
              <>
                {sub.name}
                <ArabicBadge state={sub.arabic} />
              </>
            ),
          },
        ]}
      />
      {dialog.isOpen ? (
        <SubcategoryDialog
          key={dialog.key}
          categoryName={category.name}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
