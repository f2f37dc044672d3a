import { useState } from "react";
import { Bilingual } from "~/components/admin/bilingual";
import { ImageField } from "~/components/admin/image-field";
import {
  type AttributeValues,
  newProductAttributes,
  ProductAttributeFields,
} from "~/components/admin/product-attribute-fields";
import {
  ProductSizeEditor,
  type StoredSize,
} from "~/components/admin/product-size-editor";
import { EntityDialog } from "~/components/admin/entity-dialog";
import {
  ApplicationList,
  type Feature,
  FeatureList,
} from "~/components/admin/product-text-lists";
import { Field } from "~/components/forms/field";
import type { FieldOf } from "~/lib/forms/fields";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  arabicSpecField,
  productFormSchema,
  specificationKeys,
  productFields,
} from "~/lib/forms/admin/products";
import {
  isTranslatedSpecKey,
  type SpecificationTexts,
  translatedSpecKeys,
} from "~/lib/catalogue/spec-texts";
import { useAdminMessages } from "~/locales/admin";

type SpecificationKey = (typeof specificationKeys)[number];

/** A value of numbers and units (cross-section, voltage, cores): no Arabic field of its own. */
const plainSpec = (key: SpecificationKey) => !isTranslatedSpecKey(key);

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
  /** The Arabic beside the English (docs/decisions/041): empty where none. */
  nameAr: string;
  descriptionAr: string;
  featuresAr: readonly { title: string; description: string }[];
  applicationsAr: readonly string[];
  specificationsAr: SpecificationTexts;
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
  const {
    ratedVoltage,
    conductorMaterial,
    insulation,
    sheath,
    armour,
    maxConductorTempC,
    fireBehaviour,
    typeDesignation,
    standards,
  } = row;
  return {
    ratedVoltage,
    conductorMaterial,
    insulation,
    sheath,
    armour,
    maxConductorTempC,
    fireBehaviour,
    typeDesignation,
    standards,
  };
}

export interface CategoryChoice {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}

/** The product dialog: four tabs (basic, specifications, features, applications) in one form. */
export function ProductDialog({
  editing,
  categories,
  onDone,
}: {
  editing: ProductDialogRow | null;
  categories: CategoryChoice[];
  onDone: () => void;
}) {
  const m = useAdminMessages();
  const p = m.products;
  const a = m.arabic;
  const [features, setFeatures] = useState(editing?.features ?? []);
  const [applications, setApplications] = useState(editing?.applications ?? []);
  const [featuresAr, setFeaturesAr] = useState<Feature[]>([
    ...(editing?.featuresAr ?? []),
  ]);
  const [applicationsAr, setApplicationsAr] = useState<string[]>([
    ...(editing?.applicationsAr ?? []),
  ]);
  return (
    <EntityDialog
      texts={p}
      editing={editing}
      schema={productFormSchema}
      fields={productFields}
      multipart
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <input
            type="hidden"
            name="features"
            value={JSON.stringify(features)}
          />
          <input
            type="hidden"
            name="applications"
            value={JSON.stringify(applications)}
          />
          <input
            type="hidden"
            name="featuresAr"
            value={JSON.stringify(featuresAr)}
          />
          <input
            type="hidden"
            name="applicationsAr"
            value={JSON.stringify(applicationsAr)}
          />
          <Tabs defaultValue="basic">
            <TabsList className="w-full justify-start">
              <TabsTrigger value="basic">{p.tabs.basic}</TabsTrigger>
              <TabsTrigger value="specifications">
                {p.tabs.specifications}
              </TabsTrigger>
              <TabsTrigger value="features">{p.tabs.features}</TabsTrigger>
              <TabsTrigger value="applications">
                {p.tabs.applications}
              </TabsTrigger>
            </TabsList>
            {/* Every panel stays mounted (only hidden) so all fields post with the form. */}
            <TabsContent
              value="basic"
              forceMount
              className="flex flex-col gap-4 data-[state=inactive]:hidden"
            >
              <BasicFields
                editing={editing}
                categories={categories}
                errors={errors}
                field={field}
              />
            </TabsContent>
            <TabsContent
              value="specifications"
              forceMount
              className="flex flex-col gap-8 data-[state=inactive]:hidden"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                {specificationKeys.filter(plainSpec).map((key) => (
                  <Field
                    key={key}
                    id={`spec-${key}`}
                    label={p.specs[key]}
                    error={errors[key]}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name={key}
                        inputMode={key === "conductors" ? "numeric" : undefined}
                        defaultValue={String(
                          editing?.specifications[key] ?? "",
                        )}
                      />
                    )}
                  </Field>
                ))}
              </div>
              {/* The values written in words, each with its Arabic beside it (issue 35). */}
              <div className="flex flex-col gap-4">
                {translatedSpecKeys.map((key) => (
                  <Bilingual
                    key={key}
                    id={`spec-${key}`}
                    label={p.specs[key]}
                    error={errors[key]}
                    arabicError={errors[arabicSpecField(key)]}
                    english={(control) => (
                      <Input
                        {...control}
                        name={key}
                        defaultValue={String(
                          editing?.specifications[key] ?? "",
                        )}
                      />
                    )}
                    arabic={(control) => (
                      <Input
                        {...control}
                        {...field(arabicSpecField(key))}
                        defaultValue={editing?.specificationsAr[key] ?? ""}
                      />
                    )}
                  />
                ))}
              </div>
              <ProductAttributeFields
                values={attributeValues(editing)}
                errors={errors}
              />
              <ProductSizeEditor
                sizes={editing?.sizes ?? []}
                error={errors.sizes}
              />
            </TabsContent>
            <TabsContent
              value="features"
              forceMount
              className="flex flex-col gap-4 data-[state=inactive]:hidden"
            >
              <FeatureList features={features} onChange={setFeatures} />
              <h3 className="mt-2 text-sm font-semibold">{a.sectionArabic}</h3>
              <FeatureList
                features={featuresAr}
                onChange={setFeaturesAr}
                arabic
              />
              {errors.featuresAr ? (
                <p className="text-sm text-destructive">{errors.featuresAr}</p>
              ) : null}
            </TabsContent>
            <TabsContent
              value="applications"
              forceMount
              className="flex flex-col gap-4 data-[state=inactive]:hidden"
            >
              <ApplicationList
                applications={applications}
                onChange={setApplications}
              />
              <h3 className="mt-2 text-sm font-semibold">{a.sectionArabic}</h3>
              <ApplicationList
                applications={applicationsAr}
                onChange={setApplicationsAr}
                arabic
              />
              {errors.applicationsAr ? (
                <p className="text-sm text-destructive">
                  {errors.applicationsAr}
                </p>
              ) : null}
            </TabsContent>
          </Tabs>
        </>
      )}
    </EntityDialog>
  );
}

function BasicFields({
  editing,
  categories,
  errors,
  field,
}: {
  editing: ProductDialogRow | null;
  categories: CategoryChoice[];
  errors: Partial<Record<string, string>>;
  field: FieldOf<typeof productFields>;
}) {
  const p = useAdminMessages().products;
  // Spec: admin defaults are category stranded, unit meters, quantity 0, in stock.
  const [category, setCategory] = useState(
    editing?.category ??
      (categories.some((c) => c.id === "stranded")
        ? "stranded"
        : (categories[0]?.id ?? "")),
  );
  const [subcategory, setSubcategory] = useState(editing?.subcategory ?? "");
  const [inStock, setInStock] = useState(editing?.inStock ?? true);
  const subcategories =
    categories.find((choice) => choice.id === category)?.subcategories ?? [];
  return (
    <>
      <input type="hidden" name="inStock" value={inStock ? "true" : "false"} />
      <Bilingual
        id="product-name"
        label={p.name}
        error={errors.name}
        arabicError={errors.nameAr}
        english={(control) => (
          <Input {...control} name="name" defaultValue={editing?.name ?? ""} />
        )}
        arabic={(control) => (
          <Input
            {...control}
            {...field("nameAr")}
            defaultValue={editing?.nameAr ?? ""}
          />
        )}
      />
      <Bilingual
        id="product-description"
        label={p.productDescription}
        error={errors.description}
        arabicError={errors.descriptionAr}
        english={(control) => (
          <Textarea
            {...control}
            name="description"
            rows={3}
            defaultValue={editing?.description ?? ""}
          />
        )}
        arabic={(control) => (
          <Textarea
            {...control}
            {...field("descriptionAr")}
            rows={3}
            defaultValue={editing?.descriptionAr ?? ""}
          />
        )}
      />
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
        <Field
          id="product-subcategory"
          label={p.subcategory}
          error={errors.subcategory}
        >
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
          {(control) => (
            <Input
              {...control}
              name="quantity"
              inputMode="numeric"
              defaultValue={String(editing?.quantity ?? 0)}
            />
          )}
        </Field>
        <Field id="product-unit" label={p.unit}>
          {(control) => (
            <Input
              {...control}
              name="unit"
              defaultValue={editing?.unit ?? "meters"}
            />
          )}
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id="product-in-stock"
          checked={inStock}
          onCheckedChange={setInStock}
        />
        <Label htmlFor="product-in-stock">{p.inStockToggle}</Label>
      </div>
      <ImageField
        id="product-image"
        label={p.image}
        current={editing?.image}
        error={errors.image}
      />
    </>
  );
}

const asOption = (choice: { id: string; name: string }) => ({
  value: choice.id,
  label: choice.name,
});
