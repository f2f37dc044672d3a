import { Plus, RotateCcw } from "~/components/ui/icons";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { CategoryDialog } from "~/components/admin/category-dialog";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { Thumb } from "~/components/admin/thumb";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Button } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import { categoryFormSchema } from "~/lib/forms/admin/categories";
import { format } from "~/locales";
import {
  deleteCategory,
  listAdminCategories,
  restoreCategory,
  saveCategory,
} from "~/server/admin/categories.server";
import { entityWrite, imageUpload, textId } from "~/server/admin/form.server";
import type { Route } from "./+types/categories";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.categories;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return listAdminCategories();
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: textId,
  schema: categoryFormSchema,
  messages: { ...t, added: t.created },
  save: (id, value, form) => saveCategory(id, value, imageUpload(form)),
  remove: deleteCategory,
  restore: restoreCategory,
});

type CategoryRow = Route.ComponentProps["loaderData"]["categories"][number];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const dialog = useEntityDialog<CategoryRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();

  return (
    <>
      <PageHeader
        title={m.categories.title}
        description={m.categories.description}
      >
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {m.categories.add}
        </Button>
      </PageHeader>
      <EntityTable
        rows={loaderData.categories}
        empty={m.categories.empty}
        nameOf={(category) => category.name}
        busy={busy}
        onEdit={(category) => dialog.open(category)}
        onDelete={(category) =>
          void rowFetcher.submit(
            { intent: "delete", id: category.id },
            { method: "post" },
          )
        }
        columns={[
          {
            header: m.categories.colImage,
            place: "media",
            headClassName: "w-20",
            cell: (category) => <Thumb src={category.image} />,
          },
          {
            header: m.categories.colName,
            place: "primary",
            className: "font-medium",
            cell: (category) => (
              <>
                <Link
                  to={`/admin/categories/${encodeURIComponent(category.id)}`}
                  className="text-primary hover:underline"
                >
                  {category.name}
                </Link>
                <ArabicBadge state={category.arabic} />
              </>
            ),
          },

          {
            header: m.categories.colSubcategories,
            className: "whitespace-nowrap text-muted-foreground",
            cell: (category) =>
              format(m.categories.subcategoryCount, {
                count: category.subcategoryCount,
              }),
          },
        ]}
      />

      {loaderData.deleted.length > 0 ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>{m.categories.deletedSection}</CardTitle>
            <CardDescription>{m.categories.deletedHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border">
              {loaderData.deleted.map((category) => (
                <li
                  key={category.id}
                  className="flex items-center justify-between gap-3 py-2"
                >
                  <Link
                    to={`/admin/categories/${encodeURIComponent(category.id)}`}
                    className="font-medium hover:underline"
                  >
                    {category.name}
                  </Link>
                  <Button
                    variant="outline"
                    size="sm"
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
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {dialog.isOpen ? (
        <CategoryDialog
          key={dialog.key}
          editing={dialog.editing}
          parents={loaderData.categories.filter(
            (category) => category.id !== dialog.editing?.id,
          )}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
