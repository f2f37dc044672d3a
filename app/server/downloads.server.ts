import { type DownloadItem, downloadItems } from "~/content/downloads";
import { documents } from "~/locales/en/documents.server";
import { listCategories, listProducts } from "./catalog.server";
import { listCertifications } from "./content.server";
import { getDb } from "./db/client.server";
import type { Certification, Product } from "./db/schema.server";
import { type CatalogueSection, renderCatalogue, renderCertificates, renderDatasheet } from "./pdf.server";

/**
 * The generated PDFs behind the Downloads page and the product datasheets, cached in memory and
 * keyed on the data they are drawn from (the rows' latest change and count): an admin edit makes
 * a new key, so a file is never stale and the size on the page is always the served file's.
 */

interface DataVersion {
  key: string;
  /** When the data last changed: the documents' date. */
  date: Date;
}

function tableVersion(table: "products" | "categories" | "certifications"): { stamp: number; rows: number } {
  const row = getDb().$client
    .prepare(
      `select coalesce(max(updated_at), 0) as updated, coalesce(max(deleted_at), 0) as deleted, count(*) as n from ${table}`,
    )
    .get() as { updated: number; deleted: number; n: number };
  return { stamp: Math.max(row.updated, row.deleted), rows: row.n };
}

/** The version of the data a tab's documents depend on. */
function dataVersion(tables: readonly ("products" | "categories" | "certifications")[]): DataVersion {
  const parts = tables.map((table) => tableVersion(table));
  const stamp = Math.max(0, ...parts.map((part) => part.stamp));
  return { key: parts.map((part) => `${part.stamp}:${part.rows}`).join("|"), date: new Date(Math.floor(stamp)) };
}

const cache = new Map<string, { key: string; bytes: Buffer }>();
const inFlight = new Map<string, Promise<Buffer>>();

async function cached(name: string, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(name);
  if (hit && hit.key === key) return hit.bytes;
  const flightKey = `${name}@${key}`;
  let pending = inFlight.get(flightKey);
  if (!pending) {
    pending = render().finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  const bytes = await pending;
  cache.delete(name);
  cache.set(name, { key, bytes });
  // Datasheets of a large catalogue would grow without bound: keep the most recent ones.
  if (cache.size > 100) cache.delete(cache.keys().next().value!);
  return bytes;
}

function categoryName(id: string): string {
  const category = listCategories().find((c) => c.id === id);
  return category?.name ?? id;
}

function sectionsFor(categoryIds: readonly string[]): CatalogueSection[] {
  const categories = listCategories();
  return categoryIds
    .map((id) => categories.find((c) => c.id === id))
    .filter((c) => c !== undefined)
    .map((c) => ({ name: c.name, description: c.description, products: listProducts({ category: c.id }) }));
}

function allSections(): CatalogueSection[] {
  return sectionsFor(listCategories().map((c) => c.id));
}

function certificationsIn(categories: readonly string[]): Certification[] {
  const wanted = new Set(categories.map((c) => c.toLowerCase()));
  return listCertifications().filter((c) => wanted.has(c.category.trim().toLowerCase()));
}


interface Generator {
  tables: readonly ("products" | "categories" | "certifications")[];
  render: (date: Date) => Promise<Buffer>;
}

const catalogueTables = ["products", "categories"] as const;

type DocumentFile = keyof typeof documents.downloads;

/** A catalogue of the given categories (all when none), titled from the locale file. */
function catalogue(file: DocumentFile, categoryIds?: readonly string[]): Generator {
  const { title, intro } = documents.downloads[file];
  return {
    tables: catalogueTables,
    render: (date) => renderCatalogue(title, intro, categoryIds ? sectionsFor(categoryIds) : allSections(), date),
  };
}

/** A statement of the certifications in the given categories, titled from the locale file. */
function certificates(file: DocumentFile, categories: readonly string[]): Generator {
  const { title, intro } = documents.downloads[file];
  return {
    tables: ["certifications"],
    render: (date) => renderCertificates({ title, intro, certifications: certificationsIn(categories) }, date),
  };
}

const generators: Record<string, Generator> = {
  "cableworks-product-catalogue.pdf": catalogue("cableworks-product-catalogue.pdf"),
  "cableworks-power-cables-catalogue.pdf": catalogue("cableworks-power-cables-catalogue.pdf", ["stranded", "multiConductor"]),
  "cableworks-control-wiring-catalogue.pdf": catalogue("cableworks-control-wiring-catalogue.pdf", ["control", "pvc"]),
  "datasheets-stranded-conductors.pdf": catalogue("datasheets-stranded-conductors.pdf", ["stranded"]),
  "datasheets-multi-conductor-cables.pdf": catalogue("datasheets-multi-conductor-cables.pdf", ["multiConductor"]),
  "datasheets-control-pvc-cables.pdf": catalogue("datasheets-control-pvc-cables.pdf", ["control", "pvc"]),
  "cableworks-iso-9001-certificate.pdf": certificates("cableworks-iso-9001-certificate.pdf", ["Quality"]),
  "cableworks-product-conformity.pdf": certificates("cableworks-product-conformity.pdf", ["International", "European", "North America"]),
  "cableworks-environmental-compliance.pdf": certificates("cableworks-environmental-compliance.pdf", ["Environmental", "Chemical Safety"]),
};

export interface DownloadFile {
  bytes: Buffer;
  date: Date;
}

/** A download by its file name, or undefined for an unknown name. */
export async function getDownload(file: string): Promise<DownloadFile | undefined> {
  const generator = Object.hasOwn(generators, file) ? generators[file] : undefined;
  if (!generator) return undefined;
  const version = dataVersion(generator.tables);
  const bytes = await cached(file, version.key, () => generator.render(version.date));
  return { bytes, date: version.date };
}

export interface DownloadListing extends DownloadItem {
  size: number;
  date: string;
}

/** Every item of the Downloads page with its real size and the date of its data. */
export async function listDownloads(): Promise<DownloadListing[]> {
  return Promise.all(
    downloadItems.map(async (item) => {
      const file = await getDownload(item.file);
      if (!file) throw new Error(`No generator for ${item.file}`);
      return { ...item, size: file.bytes.length, date: file.date.toISOString() };
    }),
  );
}

/** A product's datasheet (cached on the product's own row version). */
export async function getDatasheet(product: Product): Promise<Buffer> {
  const key = `${product.updatedAt.getTime()}:${categoryName(product.category)}`;
  return cached(`datasheet:${product.id}`, key, () => renderDatasheet(product, categoryName(product.category)));
}
