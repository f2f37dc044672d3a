// The forms the crash test sends: random but valid values, and the state each leaves in the database.
import { canonical, specificationKeys, type Table } from "./database";
import { pick, random, word } from "./random";

export const actionPath: Record<Table, string> = {
  products: "/admin/products.data",
  categories: "/admin/categories.data",
  clients: "/admin/clients.data",
  certifications: "/admin/certifications.data",
};

export interface Form {
  fields: Record<string, string>;
  state: string;
}

export function productForm(name: string, categoriesAvailable: string[]): Form {
  const category = pick(categoriesAvailable);
  const voltage = `${pick(["300/500", "450/750", "0.6/1"])} V`;
  const crossSection = `${pick([1.5, 2.5, 4, 6, 10, 16])} mm²`;
  const conductors = pick(["", "1", "3", "4"]);
  const features = [
    { title: `Feature ${word()}`, description: `Holds ${word()} under load` },
  ];
  const applications = [`Use ${word()}`, `Site ${word()}`];
  const fields: Record<string, string> = {
    name,
    category,
    description: `Crash-test product ${word()} ${word()}`,
    subcategory: "",
    quantity: String(Math.floor(random() * 100_000)),
    unit: pick(["meters", "rolls", "drums"]),
    inStock: pick(["true", "false"]),
    voltage,
    crossSection,
    conductors,
    features: JSON.stringify(features),
    applications: JSON.stringify(applications),
  };
  const specs = specificationKeys.map((key) =>
    key === "conductors"
      ? conductors
        ? Number(conductors)
        : null
      : key === "voltage"
        ? voltage
        : key === "crossSection"
          ? crossSection
          : "",
  );
  const state = canonical({
    name,
    description: fields.description,
    category,
    subcategory: null,
    quantity: Number(fields.quantity),
    unit: fields.unit,
    inStock: fields.inStock === "true",
    specifications: JSON.stringify(specs),
    features: JSON.stringify(features),
    applications: JSON.stringify(applications),
    deleted: false,
  });
  return { fields, state };
}

export function categoryForm(name: string): Form {
  return {
    fields: { name, isSubcategory: "", parentId: "" },
    state: canonical({ name, parentId: null, deleted: false }),
  };
}

export function clientForm(name: string): Form {
  const fields = {
    name,
    industry: pick(["Energy", "Construction", "Oil & Gas", "Water"]),
    description: `Client since ${word()}`,
  };
  return { fields, state: canonical({ ...fields, deleted: false }) };
}

export function certificationForm(title: string): Form {
  const fields = {
    title,
    category: pick(["Quality", "Safety", "Environment"]),
    description: `Certified ${word()} ${word()}`,
    icon: pick(["Award", "Shield", "CheckCircle", "Star"]),
    status: pick(["Active", "Renewing"]),
    validUntil: `20${30 + Math.floor(random() * 9)}-0${1 + Math.floor(random() * 9)}-15`,
  };
  return { fields, state: canonical({ ...fields, deleted: false }) };
}

export const formFor: Record<
  Table,
  (name: string, categoriesAvailable: string[]) => Form
> = {
  products: productForm,
  categories: (name) => categoryForm(name),
  clients: (name) => clientForm(name),
  certifications: (name) => certificationForm(name),
};
