import { FileSpreadsheet, Plus, Search } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { ProductDialog } from "~/components/admin/product-dialog";
import { Thumb } from "~/components/admin/thumb";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { productFormSchema } from "~/lib/forms/admin/products";
import { parsePage } from "~/lib/pagination";
import { format } from "~/locales";
import { productCategoryChoices } from "~/server/admin/categories.server";
import { entityWrite, imageUpload, textId } from "~/server/admin/form.server";
import {
  deleteProduct,
  listAdminProductsPage,
  restoreProduct,
  saveProduct,
} from "~/server/admin/products.server";
import { cleanQuery } from "~/server/catalogue/catalogue.server";
import type { Route } from "./+types/products";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/search-query";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.products;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

/**
 * The table pages (?page=N) and searches (?q=) on the server, so it stays light at any catalogue
 * size. Actions post to the current address and the loader runs again with it: an edit, delete or
 * undo keeps the page and the search.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = cleanQuery(params.get("q"));
  const result = listAdminProductsPage(query, parsePage(params.get("page")));
  return { ...result, query, categories: productCategoryChoices() };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: textId,
  schema: productFormSchema,
  messages: { ...t, added: t.created },
  save: (id, value, form) => saveProduct(id, value, imageUpload(form)),
  remove: deleteProduct,
  restore: restoreProduct,
});

type ProductRow = Route.ComponentProps["loaderData"]["products"][number];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const dialog = useEntityDialog<ProductRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={m.products.title} description={m.products.description}>
        <Link
          to="/admin/products/import"
          className={buttonVariants({ variant: "outline" })}
        >
          <FileSpreadsheet aria-hidden="true" />
          {m.productImport.link}
        </Link>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {m.products.add}
        </Button>
      </PageHeader>
      <ProductSearch query={loaderData.query} total={loaderData.total} />
      <EntityTable
        rows={loaderData.products}
        empty={
          loaderData.query
            ? format(m.products.noMatches, { query: loaderData.query })
            : m.products.empty
        }
        nameOf={(product) => product.name}
        busy={busy}
        onEdit={(product) => dialog.open(product)}
        onDelete={(product) =>
          void rowFetcher.submit(
            { intent: "delete", id: product.id },
            { method: "post" },
          )
        }
        columns={[
          {
            header: m.products.colName,
            place: "primary",
            className: "font-medium",
            cell: (product) => (
              <div className="flex min-w-48 items-center gap-3 max-sm:min-w-0">
                <Thumb src={product.picture} />
                <span>{product.name}</span>
                <ArabicBadge state={product.arabic} />
              </div>
            ),
          },
          {
            header: m.products.colCategory,
            className: "whitespace-nowrap",
            cell: (product) =>
              product.categoryDeleted
                ? format(m.products.deletedCategory, {
                    name: product.categoryName,
                  })
                : product.categoryName,
          },
          {
            header: m.products.colSubcategory,
            className: "whitespace-nowrap text-muted-foreground",
            cell: (product) => product.subcategoryName ?? "-",
          },
          {
            header: m.products.colStatus,
            cell: (product) => (
              <Badge variant={product.inStock ? "success" : "destructive"}>
                {product.inStock ? m.products.inStock : m.products.outOfStock}
              </Badge>
            ),
          },
        ]}
      />
      <AdminPagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={m.products.pagesLabel}
        className="mt-6"
      />
      {dialog.isOpen ? (
        <ProductDialog
          key={dialog.key}
          editing={dialog.editing}
          categories={loaderData.categories}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}

/** A GET form: the search works without JavaScript and its results have an address. */
function ProductSearch({ query, total }: { query: string; total: number }) {
  const p = useAdminMessages().products;
  const counted = query ? p.searchResults : p.total;
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Form
        method="get"
        role="search"
        aria-label={p.search}
        className="flex w-full max-w-xl flex-wrap gap-2 sm:flex-nowrap"
      >
        <Label htmlFor="admin-product-search" className="sr-only">
          {p.search}
        </Label>
        <Input
          id="admin-product-search"
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          placeholder={p.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          className="min-w-0 basis-full sm:flex-1 sm:basis-0"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {p.searchSubmit}
        </Button>
        {query ? (
          <Link
            to="/admin/products"
            className={buttonVariants({ variant: "ghost" })}
          >
            {p.clearSearch}
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-muted-foreground" role="status">
        {format(total === 1 ? counted.one : counted.other, {
          count: total.toLocaleString("en-US"),
          query,
        })}
      </p>
    </div>
  );
}
