import { Plus, Search, X } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ImageField } from "~/components/admin/image-field";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { Thumb } from "~/components/admin/thumb";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { Pagination } from "~/components/ui/pagination";
import { NativeSelect } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { fieldErrors, formText, productFormSchema, specificationKeys } from "~/lib/admin-schemas";
import { parsePage } from "~/lib/pagination";
import { notify } from "~/lib/toast";
import { format } from "~/locales";
import { productCategoryChoices } from "~/server/admin/categories.server";
import { discardImage, imageFromForm, invalid, readAdminForm, success } from "~/server/admin/form.server";
import { createProduct, listAdminProductsPage, setProductDeleted, updateProduct } from "~/server/admin/products.server";
import { cleanQuery } from "~/server/catalog.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/products";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.products;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

/**
 * The table pages (?page=N) and searches (?q=) on the server, so it stays light at any catalogue
 * size. Actions post to the current address and the loader runs again with it: an edit, delete or
 * undo keeps the page and the search.
 */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = cleanQuery(params.get("q"));
  const result = listAdminProductsPage(query, parsePage(params.get("page")));
  return { ...result, query, categories: productCategoryChoices() };
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "delete" || intent === "restore") {
    const result = setProductDeleted(id, intent === "delete");
    if (!result.ok) return invalid(result.errors);
    return intent === "delete" ? success(t.deleted, { intent: "restore", id }) : success(adminMessages.common.restored);
  }
  if (intent !== "create" && intent !== "update") return invalid({ form: t.notFound });
  const parsed = productFormSchema.safeParse(formText(form));
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const image = await imageFromForm(form);
  if (!image.ok) return invalid(image.errors);
  const result =
    intent === "create" ? createProduct(parsed.data, image.image ?? null) : updateProduct(id, parsed.data, image.image);
  if (!result.ok) {
    discardImage(image.image);
    return invalid(result.errors);
  }
  return success(intent === "create" ? t.created : t.updated);
}

type ProductRow = Route.ComponentProps["loaderData"]["products"][number];
type CategoryChoice = Route.ComponentProps["loaderData"]["categories"][number];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const [dialog, setDialog] = useState<{ open: boolean; editing: ProductRow | null }>({ open: false, editing: null });
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={m.products.title} description={m.products.description}>
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <Plus aria-hidden="true" />
          {m.products.add}
        </Button>
      </PageHeader>
      <ProductSearch query={loaderData.query} total={loaderData.total} />
      <Card>
        <div className="p-0 sm:p-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{m.products.colName}</TableHead>
                <TableHead>{m.products.colCategory}</TableHead>
                <TableHead>{m.products.colSubcategory}</TableHead>
                <TableHead>{m.products.colStatus}</TableHead>
                <TableHead end>{m.common.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaderData.products.length === 0 ? (
                <TableRow>
                  <td colSpan={5} className="px-3 py-10 text-center align-middle text-muted-foreground">
                    {loaderData.query ? format(m.products.noMatches, { query: loaderData.query }) : m.products.empty}
                  </td>
                </TableRow>
              ) : null}
              {loaderData.products.map((product) => (
                <TableRow key={product.id}>
                  <TableCell place="primary" className="font-medium">
                    <div className="flex min-w-48 items-center gap-3 max-sm:min-w-0">
                      <Thumb src={product.picture} />
                      <span>{product.name}</span>
                    </div>
                  </TableCell>
                  <TableCell label={m.products.colCategory} className="whitespace-nowrap">
                    {product.categoryDeleted ? format(m.products.deletedCategory, { name: product.categoryName }) : product.categoryName}
                  </TableCell>
                  <TableCell label={m.products.colSubcategory} className="whitespace-nowrap text-muted-foreground">
                    {product.subcategoryName ?? "-"}
                  </TableCell>
                  <TableCell label={m.products.colStatus}>
                    <Badge variant={product.inStock ? "success" : "destructive"}>
                      {product.inStock ? m.products.inStock : m.products.outOfStock}
                    </Badge>
                  </TableCell>
                  <TableCell place="actions">
                    <RowActions
                      name={product.name}
                      busy={busy}
                      onEdit={() => setDialog({ open: true, editing: product })}
                      onDelete={() => void rowFetcher.submit({ intent: "delete", id: product.id }, { method: "post" })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label={m.products.pagesLabel} className="mt-6" />
      <Dialog open={dialog.open} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}>
        {dialog.open ? (
          <ProductDialog
            key={dialog.editing?.id ?? "new"}
            editing={dialog.editing}
            categories={loaderData.categories}
            onDone={() => setDialog({ open: false, editing: null })}
          />
        ) : null}
      </Dialog>
    </>
  );
}

/** A GET form: the search works without JavaScript and its results have an address. */
function ProductSearch({ query, total }: { query: string; total: number }) {
  const p = useAdminMessages().products;
  const counted = query ? p.searchResults : p.total;
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Form method="get" role="search" aria-label={p.search} className="flex w-full max-w-xl flex-wrap gap-2 sm:flex-nowrap">
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
          maxLength={100}
          className="min-w-0 basis-full sm:flex-1 sm:basis-0"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {p.searchSubmit}
        </Button>
        {query ? (
          <Link to="/admin/products" className={buttonVariants({ variant: "ghost" })}>
            {p.clearSearch}
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-muted-foreground" role="status">
        {format(total === 1 ? counted.one : counted.other, { count: total.toLocaleString("en-US"), query })}
      </p>
    </div>
  );
}

function ProductDialog({ editing, categories, onDone }: { editing: ProductRow | null; categories: CategoryChoice[]; onDone: () => void }) {
  const m = useAdminMessages();
  const p = m.products;
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher({ onSuccess: onDone });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  // Spec: admin defaults are category stranded, unit meters, quantity 0, in stock.
  const [category, setCategory] = useState(editing?.category ?? (categories.some((c) => c.id === "stranded") ? "stranded" : (categories[0]?.id ?? "")));
  const [subcategory, setSubcategory] = useState(editing?.subcategory ?? "");
  const [inStock, setInStock] = useState(editing?.inStock ?? true);
  const [features, setFeatures] = useState(editing?.features ?? []);
  const [featureTitle, setFeatureTitle] = useState("");
  const [featureDescription, setFeatureDescription] = useState("");
  const [applications, setApplications] = useState(editing?.applications ?? []);
  const [application, setApplication] = useState("");
  const subcategories = categories.find((choice) => choice.id === category)?.subcategories ?? [];
  const specs = editing?.specifications;

  const addFeature = () => {
    // Spec: both title and description are needed, otherwise nothing happens.
    if (!featureTitle.trim() || !featureDescription.trim()) return;
    setFeatures((list) => [...list, { title: featureTitle.trim(), description: featureDescription.trim() }]);
    setFeatureTitle("");
    setFeatureDescription("");
  };
  const addApplication = () => {
    if (!application.trim()) return;
    setApplications((list) => [...list, application.trim()]);
    setApplication("");
  };

  return (
    <DialogContent closeLabel={m.common.close} wide>
      <DialogHeader>
        <DialogTitle>{editing ? p.editTitle : p.addTitle}</DialogTitle>
        <DialogDescription>{editing ? p.editDescription : p.addDescription}</DialogDescription>
      </DialogHeader>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const parsed = productFormSchema.safeParse(formText(new FormData(event.currentTarget)));
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
        <input type="hidden" name="features" value={JSON.stringify(features)} />
        <input type="hidden" name="applications" value={JSON.stringify(applications)} />
        <input type="hidden" name="inStock" value={inStock ? "true" : "false"} />
        <Tabs defaultValue="basic">
          <TabsList className="w-full justify-start">
            <TabsTrigger value="basic">{p.tabs.basic}</TabsTrigger>
            <TabsTrigger value="specifications">{p.tabs.specifications}</TabsTrigger>
            <TabsTrigger value="features">{p.tabs.features}</TabsTrigger>
            <TabsTrigger value="applications">{p.tabs.applications}</TabsTrigger>
          </TabsList>
          {/* Every panel stays mounted (only hidden) so all fields post with the form. */}
          <TabsContent value="basic" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
            <div className="flex flex-col gap-2">
              <Label htmlFor="product-name">{p.name}</Label>
              <Input
                id="product-name"
                name="name"
                defaultValue={editing?.name ?? ""}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? "product-name-error" : undefined}
              />
              <FieldError id="product-name-error">{errors.name}</FieldError>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="product-description">{p.productDescription}</Label>
              <Textarea id="product-description" name="description" rows={3} defaultValue={editing?.description ?? ""} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-2">
                <Label htmlFor="product-category">{p.category}</Label>
                <NativeSelect
                  id="product-category"
                  name="category"
                  value={category}
                  onChange={(event) => {
                    setCategory(event.currentTarget.value);
                    setSubcategory("");
                  }}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={errors.category ? "product-category-error" : undefined}
                >
                  {categories.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="product-category-error">{errors.category}</FieldError>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="product-subcategory">{p.subcategory}</Label>
                <NativeSelect
                  id="product-subcategory"
                  name="subcategory"
                  value={subcategory}
                  onChange={(event) => setSubcategory(event.currentTarget.value)}
                >
                  <option value="">{p.noSubcategory}</option>
                  {subcategories.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="product-subcategory-error">{errors.subcategory}</FieldError>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="product-quantity">{p.quantity}</Label>
                <Input id="product-quantity" name="quantity" inputMode="numeric" defaultValue={String(editing?.quantity ?? 0)} />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="product-unit">{p.unit}</Label>
                <Input id="product-unit" name="unit" defaultValue={editing?.unit ?? "meters"} />
              </div>
            </div>
            <div className="flex items-center gap-3">
              <Switch id="product-in-stock" checked={inStock} onCheckedChange={setInStock} />
              <Label htmlFor="product-in-stock">{p.inStockToggle}</Label>
            </div>
            <ImageField id="product-image" label={p.image} current={editing?.image} error={errors.image} />
          </TabsContent>
          <TabsContent value="specifications" forceMount className="data-[state=inactive]:hidden">
            <div className="grid gap-4 sm:grid-cols-2">
              {specificationKeys.map((key) => (
                <div key={key} className="flex flex-col gap-2">
                  <Label htmlFor={`spec-${key}`}>{p.specs[key]}</Label>
                  <Input
                    id={`spec-${key}`}
                    name={key}
                    inputMode={key === "conductors" ? "numeric" : undefined}
                    defaultValue={specs ? String(specs[key] ?? "") : ""}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={errors[key] ? `spec-${key}-error` : undefined}
                  />
                  <FieldError id={`spec-${key}-error`}>{errors[key]}</FieldError>
                </div>
              ))}
            </div>
          </TabsContent>
          <TabsContent value="features" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
            <div className="grid gap-3 rounded-md border border-border p-3">
              <div className="flex flex-col gap-2">
                <Label htmlFor="feature-title">{p.featureTitle}</Label>
                <Input id="feature-title" value={featureTitle} onChange={(event) => setFeatureTitle(event.currentTarget.value)} />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="feature-description">{p.featureDescription}</Label>
                <Textarea
                  id="feature-description"
                  rows={2}
                  value={featureDescription}
                  onChange={(event) => setFeatureDescription(event.currentTarget.value)}
                />
              </div>
              <Button variant="secondary" onClick={addFeature} className="justify-self-start">
                <Plus aria-hidden="true" />
                {p.addFeature}
              </Button>
            </div>
            {features.length === 0 ? <p className="text-sm text-muted-foreground">{p.noFeatures}</p> : null}
            <ul className="flex flex-col gap-2" aria-label={p.tabs.features}>
              {features.map((feature, index) => (
                <li key={`${feature.title}-${index}`} className="flex items-start gap-3 rounded-md border border-border p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{feature.title}</p>
                    <p className="text-sm text-muted-foreground">{feature.description}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${m.common.remove} ${feature.title}`}
                    onClick={() => setFeatures((list) => list.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="applications" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
            <div className="flex flex-col gap-2">
              <Label htmlFor="application-text">{p.application}</Label>
              <div className="flex gap-2">
                <Input
                  id="application-text"
                  value={application}
                  onChange={(event) => setApplication(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      addApplication();
                    }
                  }}
                />
                <Button variant="secondary" onClick={addApplication}>
                  <Plus aria-hidden="true" />
                  {p.addApplication}
                </Button>
              </div>
            </div>
            {applications.length === 0 ? <p className="text-sm text-muted-foreground">{p.noApplications}</p> : null}
            <ul className="flex flex-wrap gap-2" aria-label={p.tabs.applications}>
              {applications.map((item, index) => (
                <li key={`${item}-${index}`} className="inline-flex items-center gap-1 rounded-full border border-border bg-muted ps-3 pe-1 text-sm">
                  {item}
                  <button
                    type="button"
                    aria-label={`${m.common.remove} ${item}`}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
                    onClick={() => setApplications((list) => list.filter((_, i) => i !== index))}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
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
