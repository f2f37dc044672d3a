import { Plus, X } from "lucide-react";
import { useState } from "react";
import { ImageField } from "~/components/admin/image-field";
import { type AttributeValues, newProductAttributes, ProductAttributeFields } from "~/components/admin/product-attribute-fields";
import { ProductSizeEditor, type StoredSize } from "~/components/admin/product-size-editor";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { productFormSchema, specificationKeys } from "~/lib/admin-schemas";
import { useAdminMessages } from "~/locales/admin";

type SpecificationKey = (typeof specificationKeys)[number];

/** What the dialog edits: a product row as the admin table has it. */
export interface ProductDialogRow {
  id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  quantity: number;
  unit: string;
  inStock: boolean;
  image: string | null;
  specifications: Partial<Record<SpecificationKey, string | number | null>>;
  features: { title: string; description: string }[];
  applications: string[];
  /** Typed attributes, standards and sizes (issue 17). */
  ratedVoltage: string | null;
  conductorMaterial: string;
  insulation: string;
  sheath: string;
  armour: string;
  maxConductorTempC: number | null;
  fireBehaviour: string | null;
  typeDesignation: string | null;
  standards: string[];
  sizes: StoredSize[];
}

function attributeValues(row: ProductDialogRow | null): AttributeValues {
  if (!row) return newProductAttributes;
  const { ratedVoltage, conductorMaterial, insulation, sheath, armour, maxConductorTempC, fireBehaviour, typeDesignation, standards } = row;
  return { ratedVoltage, conductorMaterial, insulation, sheath, armour, maxConductorTempC, fireBehaviour, typeDesignation, standards };
}

export interface CategoryChoice {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}

/** The product dialog: four tabs (basic, specifications, features, applications) in one form. */
export function ProductDialog({ editing, categories, onDone }: { editing: ProductDialogRow | null; categories: CategoryChoice[]; onDone: () => void }) {
  const m = useAdminMessages();
  const p = m.products;
  const [features, setFeatures] = useState(editing?.features ?? []);
  const [applications, setApplications] = useState(editing?.applications ?? []);
  return (
    <EntityDialog
      texts={p}
      editing={editing}
      schema={productFormSchema}
      multipart
      wide
      onDone={onDone}
    >
      {(errors) => (
        <>
          <input type="hidden" name="features" value={JSON.stringify(features)} />
          <input type="hidden" name="applications" value={JSON.stringify(applications)} />
          <Tabs defaultValue="basic">
            <TabsList className="w-full justify-start">
              <TabsTrigger value="basic">{p.tabs.basic}</TabsTrigger>
              <TabsTrigger value="specifications">{p.tabs.specifications}</TabsTrigger>
              <TabsTrigger value="features">{p.tabs.features}</TabsTrigger>
              <TabsTrigger value="applications">{p.tabs.applications}</TabsTrigger>
            </TabsList>
            {/* Every panel stays mounted (only hidden) so all fields post with the form. */}
            <TabsContent value="basic" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
              <BasicFields editing={editing} categories={categories} errors={errors} />
            </TabsContent>
            <TabsContent value="specifications" forceMount className="flex flex-col gap-8 data-[state=inactive]:hidden">
              <div className="grid gap-4 sm:grid-cols-2">
                {specificationKeys.map((key) => (
                  <Field key={key} id={`spec-${key}`} label={p.specs[key]} error={errors[key]}>
                    {(control) => (
                      <Input
                        {...control}
                        name={key}
                        inputMode={key === "conductors" ? "numeric" : undefined}
                        defaultValue={String(editing?.specifications[key] ?? "")}
                      />
                    )}
                  </Field>
                ))}
              </div>
              <ProductAttributeFields values={attributeValues(editing)} errors={errors} />
              <ProductSizeEditor sizes={editing?.sizes ?? []} error={errors.sizes} />
            </TabsContent>
            <TabsContent value="features" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
              <FeatureList features={features} onChange={setFeatures} />
            </TabsContent>
            <TabsContent value="applications" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
              <ApplicationList applications={applications} onChange={setApplications} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </EntityDialog>
  );
}

function BasicFields({ editing, categories, errors }: { editing: ProductDialogRow | null; categories: CategoryChoice[]; errors: Partial<Record<string, string>> }) {
  const p = useAdminMessages().products;
  // Spec: admin defaults are category stranded, unit meters, quantity 0, in stock.
  const [category, setCategory] = useState(editing?.category ?? (categories.some((c) => c.id === "stranded") ? "stranded" : (categories[0]?.id ?? "")));
  const [subcategory, setSubcategory] = useState(editing?.subcategory ?? "");
  const [inStock, setInStock] = useState(editing?.inStock ?? true);
  const subcategories = categories.find((choice) => choice.id === category)?.subcategories ?? [];
  return (
    <>
      <input type="hidden" name="inStock" value={inStock ? "true" : "false"} />
      <Field id="product-name" label={p.name} error={errors.name}>
        {(control) => <Input {...control} name="name" defaultValue={editing?.name ?? ""} />}
      </Field>
      <Field id="product-description" label={p.productDescription}>
        {(control) => <Textarea {...control} name="description" rows={3} defaultValue={editing?.description ?? ""} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-category" label={p.category} error={errors.category}>
          {(control) => (
            <NativeSelect
              {...control}
              name="category"
              value={category}
              options={categories.map(asOption)}
              onChange={(event) => {
                setCategory(event.currentTarget.value);
                setSubcategory("");
              }}
            />
          )}
        </Field>
        <Field id="product-subcategory" label={p.subcategory} error={errors.subcategory}>
          {(control) => (
            <NativeSelect
              {...control}
              name="subcategory"
              value={subcategory}
              empty={p.noSubcategory}
              options={subcategories.map(asOption)}
              onChange={(event) => setSubcategory(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field id="product-quantity" label={p.quantity} error={errors.quantity}>
          {(control) => <Input {...control} name="quantity" inputMode="numeric" defaultValue={String(editing?.quantity ?? 0)} />}
        </Field>
        <Field id="product-unit" label={p.unit}>
          {(control) => <Input {...control} name="unit" defaultValue={editing?.unit ?? "meters"} />}
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="product-in-stock" checked={inStock} onCheckedChange={setInStock} />
        <Label htmlFor="product-in-stock">{p.inStockToggle}</Label>
      </div>
      <ImageField id="product-image" label={p.image} current={editing?.image} error={errors.image} />
    </>
  );
}

const asOption = (choice: { id: string; name: string }) => ({ value: choice.id, label: choice.name });

type Feature = ProductDialogRow["features"][number];

function FeatureList({ features, onChange }: { features: Feature[]; onChange: (next: Feature[]) => void }) {
  const m = useAdminMessages();
  const p = m.products;
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const add = () => {
    // Spec: both title and description are needed, otherwise nothing happens.
    if (!title.trim() || !description.trim()) return;
    onChange([...features, { title: title.trim(), description: description.trim() }]);
    setTitle("");
    setDescription("");
  };
  return (
    <>
      <div className="grid gap-3 rounded-md border border-border p-3">
        <Field id="feature-title" label={p.featureTitle}>
          {(control) => <Input {...control} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />}
        </Field>
        <Field id="feature-description" label={p.featureDescription}>
          {(control) => <Textarea {...control} rows={2} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />}
        </Field>
        <Button variant="secondary" onClick={add} className="justify-self-start">
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
              onClick={() => onChange(features.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

function ApplicationList({ applications, onChange }: { applications: string[]; onChange: (next: string[]) => void }) {
  const m = useAdminMessages();
  const p = m.products;
  const [text, setText] = useState("");
  const add = () => {
    if (!text.trim()) return;
    onChange([...applications, text.trim()]);
    setText("");
  };
  return (
    <>
      <Field id="application-text" label={p.application}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="secondary" onClick={add}>
              <Plus aria-hidden="true" />
              {p.addApplication}
            </Button>
          </div>
        )}
      </Field>
      {applications.length === 0 ? <p className="text-sm text-muted-foreground">{p.noApplications}</p> : null}
      <ul className="flex flex-wrap gap-2" aria-label={p.tabs.applications}>
        {applications.map((item, index) => (
          <li key={`${item}-${index}`} className="inline-flex items-center gap-1 rounded-full border border-border bg-muted ps-3 pe-1 text-sm">
            {item}
            <button
              type="button"
              aria-label={`${m.common.remove} ${item}`}
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
              onClick={() => onChange(applications.filter((_, i) => i !== index))}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
