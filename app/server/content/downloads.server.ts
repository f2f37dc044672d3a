import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DownloadItem, DownloadTab } from "~/lib/content/downloads";
import type { documents } from "~/locales/en/documents.server";
import {
  listCategories,
  listProducts,
  localizeProducts,
} from "../catalogue/catalogue.server";
import { listCertifications } from "./content.server";
import { TEXT_KINDS, localizedColumnsSql } from "./locale-texts.server";
import { getDb } from "../db/client.server";
import { getEnv } from "../platform/env.server";
import { listSizes } from "../catalogue/sizes.server";
import type { Certification, Product } from "../db/schema.server";
import {
  type CatalogueSection,
  renderCatalogue,
} from "../documents/catalogue-pdf.server";
import { renderCertificates } from "../documents/certificates-pdf.server";
import { renderDatasheet } from "../documents/datasheet-pdf.server";
import {
  documentsCopy,
  type PdfLocale,
} from "../documents/pdf-document.server";

/**
 * The Downloads page's files and the product datasheets. The page's entries are rows of `downloads`
 * (docs/decisions/027): a PDF the admin uploaded, kept under DATA_DIR/documents, or a document built
 * here from the catalogue. Built PDFs (files under DATA_DIR/downloads) and the datasheets (in
 * memory) are keyed on the data they are drawn from (the rows' latest change and count): an admin
 * edit makes a new key, so a file is never stale and the size on the page is always the served
 * file's.
 */

interface DataVersion {
  key: string;
  /** When the data last changed: the documents' date. */
  date: Date;
}

function tableVersion(table: "products" | "categories" | "certifications"): {
  stamp: number;
  rows: number;
} {
  const row = getDb()
    .$client.prepare(
      `select coalesce(max(updated_at), 0) as updated, coalesce(max(deleted_at), 0) as deleted, count(*) as n from ${table}`,
    )
    .get() as { updated: number; deleted: number; n: number };
  return { stamp: Math.max(row.updated, row.deleted), rows: row.n };
}

/**
 * A kind's translations (its `_texts` table, which has no change stamp): a fingerprint of their
 * count and length, so texts written without touching the item (a migration's seeded Arabic) still
 * make the Arabic documents anew. An admin's save also moves the item's own `updated_at`.
 */
function textsVersion(table: "products" | "categories" | "certifications"): {
  stamp: number;
  rows: number;
} {
  const kind = {
    products: TEXT_KINDS.products,
    categories: TEXT_KINDS.categories,
    certifications: TEXT_KINDS.certifications,
  }[table];
  const length = kind.fields
    .map((field) => `length(${field.column})`)
    .join(" + ");
  const row = getDb()
    .$client.prepare(
      `select count(*) as n, total(${length}) as size from ${kind.table}`,
    )
    .get() as { n: number; size: number };
  return { stamp: 0, rows: row.n * 1_000_000_000 + row.size };
}

/**
 * The company's details, which every document prints (its contact lines): their last save, 0 until
 * the first (migration 0010), so they move a document's key and date only once edited.
 */
function companyVersion(): { stamp: number; rows: number } {
  const stamp = getDb()
    .$client.prepare(
      "select coalesce(max(updated_at), 0) from company_settings",
    )
    .pluck()
    .get() as number;
  return { stamp, rows: 1 };
}

/** The version of the data a tab's documents depend on. */
function dataVersion(
  tables: readonly ("products" | "categories" | "certifications")[],
): DataVersion {
  const parts = [
    ...tables.map((table) => tableVersion(table)),
    ...tables.map(textsVersion),
    companyVersion(),
  ];
  const stamp = Math.max(0, ...parts.map((part) => part.stamp));
  return {
    key: parts.map((part) => `${part.stamp}:${part.rows}`).join("|"),
    date: new Date(Math.floor(stamp)),
  };
}

const datasheets = new Map<string, { key: string; bytes: Buffer }>();
const datasheetsInFlight = new Map<string, Promise<Buffer>>();

/** A datasheet (one product, a few KB) kept in memory, the 100 most recent. */
async function cachedDatasheet(
  name: string,
  key: string,
  render: () => Promise<Buffer>,
): Promise<Buffer> {
  const hit = datasheets.get(name);
  if (hit && hit.key === key) return hit.bytes;
  const flightKey = `${name}@${key}`;
  let pending = datasheetsInFlight.get(flightKey);
  if (!pending) {
    pending = render().finally(() => datasheetsInFlight.delete(flightKey));
    datasheetsInFlight.set(flightKey, pending);
  }
  const bytes = await pending;
  datasheets.delete(name);
  datasheets.set(name, { key, bytes });
  if (datasheets.size > 100) datasheets.delete(datasheets.keys().next().value!);
  return bytes;
}

/**
 * The Downloads page's files are built into files under DATA_DIR, one per document and data
 * version, and served from disk: the full catalogue of a 10,000-product site is some 30 MB and
 * 30 s of drawing, which neither the heap nor a request can hold. Requests for a file being built
 * wait for that one build; builds run one at a time, so memory holds one document's current
 * product however many files are asked for at once. Its older versions are deleted once the new
 * one is in place. Only files this process built are served: a new release may draw them
 * differently from the same data, so a restart builds each again when first asked for.
 */
function downloadsFolder(): string {
  return path.join(getEnv().dataDir, "downloads");
}

function builtPath(file: string, key: string): string {
  const digest = crypto
    .createHash("sha256")
    .update(key)
    .digest("hex")
    .slice(0, 16);
  return path.join(
    downloadsFolder(),
    `${file.replace(/\.pdf$/, "")}.${digest}.pdf`,
  );
}

const building = new Map<string, Promise<void>>();
/** The files this process built and has not replaced. */
const ready = new Set<string>();
let buildQueue: Promise<unknown> = Promise.resolve();

async function build(
  file: string,
  target: string,
  render: (out: Writable) => Promise<void>,
): Promise<void> {
  if (ready.has(target)) return;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await render(fs.createWriteStream(partial));
    await fs.promises.rename(partial, target);
    ready.add(target);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  // Older versions of this file, and what a crashed build left: no build of it is running now.
  const stem = `${file.replace(/\.pdf$/, "")}.`;
  for (const name of await fs.promises.readdir(path.dirname(target))) {
    if (
      name.startsWith(stem) &&
      /^[0-9a-f]{16}\.pdf/.test(name.slice(stem.length)) &&
      name !== path.basename(target)
    ) {
      ready.delete(path.join(path.dirname(target), name));
      await fs.promises.rm(path.join(path.dirname(target), name), {
        force: true,
      });
    }
  }
}

/** The path of `file` built for data version `key`, building it first when needed. */
async function built(
  file: string,
  key: string,
  render: (out: Writable) => Promise<void>,
): Promise<string> {
  const target = builtPath(file, key);
  if (ready.has(target)) return target;
  let pending = building.get(target);
  if (!pending) {
    pending = buildQueue
      .then(() => build(file, target, render))
      .finally(() => building.delete(target));
    building.set(target, pending);
    buildQueue = pending.catch(() => undefined);
  }
  await pending;
  return target;
}

function categoryName(id: string, locale: PdfLocale): string {
  const category = listCategories(locale).find((c) => c.id === id);
  return category?.name ?? id;
}

/** The catalogue's sections in `locale`: the categories' names and their products' texts (decision 041). */
function sectionsFor(
  categoryIds: readonly string[],
  locale: PdfLocale,
): CatalogueSection[] {
  const categories = listCategories(locale);
  return categoryIds
    .map((id) => categories.find((c) => c.id === id))
    .filter((c) => c !== undefined)
    .map((c) => ({
      name: c.name,
      description: c.description,
      products: () =>
        localizeProducts(listProducts({ category: c.id }), locale, {
          isolate: false,
        }),
    }));
}

function allSections(locale: PdfLocale): CatalogueSection[] {
  return sectionsFor(
    listCategories().map((c) => c.id),
    locale,
  );
}

function certificationsIn(categories: readonly string[]): Certification[] {
  const wanted = new Set(categories.map((c) => c.toLowerCase()));
  return listCertifications().filter((c) =>
    wanted.has(c.category.trim().toLowerCase()),
  );
}

interface Generator {
  tables: readonly ("products" | "categories" | "certifications")[];
  /**
   * Whether the document also depends on the day (a certification's status turns "Expired" when
   * its validity passes, data unchanged): then it is built again on a new UTC day.
   */
  daily?: boolean;
  /** Writes the document to `out` in `locale`, resolving once `out` has it all. */
  render: (out: Writable, date: Date, locale: PdfLocale) => Promise<void>;
}

const catalogueTables = ["products", "categories"] as const;

type DocumentFile = keyof typeof documents.downloads;

/**
 * A catalogue of the given categories (all when none), titled from the locale file. The sections
 * carry the categories' names as stored (English until the categories have Arabic names).
 */
function catalogue(
  file: DocumentFile,
  categoryIds?: readonly string[],
): Generator {
  return {
    tables: catalogueTables,
    render: (out, date, locale) => {
      const { title, intro } = documentsCopy(locale).downloads[file];
      return renderCatalogue(
        out,
        title,
        intro,
        categoryIds ? sectionsFor(categoryIds, locale) : allSections(locale),
        date,
        locale,
      );
    },
  };
}

/** A statement of the certifications in the given categories, titled from the locale file. */
function certificates(
  file: DocumentFile,
  categories: readonly string[],
): Generator {
  return {
    tables: ["certifications"],
    daily: true,
    render: async (out, date, locale) => {
      const { title, intro } = documentsCopy(locale).downloads[file];
      return pipeline(
        Readable.from([
          await renderCertificates(
            { title, intro, certifications: certificationsIn(categories) },
            date,
            new Date(),
            locale,
          ),
        ]),
        out,
      );
    },
  };
}

const generators: Record<string, Generator> = {
  "cableworks-product-catalogue.pdf": catalogue(
    "cableworks-product-catalogue.pdf",
  ),
  "cableworks-power-cables-catalogue.pdf": catalogue(
    "cableworks-power-cables-catalogue.pdf",
    ["stranded", "multiConductor"],
  ),
  "cableworks-control-wiring-catalogue.pdf": catalogue(
    "cableworks-control-wiring-catalogue.pdf",
    ["control", "pvc"],
  ),
  "datasheets-stranded-conductors.pdf": catalogue(
    "datasheets-stranded-conductors.pdf",
    ["stranded"],
  ),
  "datasheets-multi-conductor-cables.pdf": catalogue(
    "datasheets-multi-conductor-cables.pdf",
    ["multiConductor"],
  ),
  "datasheets-control-pvc-cables.pdf": catalogue(
    "datasheets-control-pvc-cables.pdf",
    ["control", "pvc"],
  ),
  "cableworks-iso-9001-certificate.pdf": certificates(
    "cableworks-iso-9001-certificate.pdf",
    ["Quality"],
  ),
  "cableworks-product-conformity.pdf": certificates(
    "cableworks-product-conformity.pdf",
    ["International", "European", "North America"],
  ),
  "cableworks-environmental-compliance.pdf": certificates(
    "cableworks-environmental-compliance.pdf",
    ["Environmental", "Chemical Safety"],
  ),
};

export interface DownloadFile {
  /** The built file: read it, or use openDownload (a newer version may replace it). */
  path: string;
  size: number;
  date: Date;
}

/** Whether the server can build a document of this name (a `downloads.generator`). */
export function isGenerator(name: string): boolean {
  return Object.hasOwn(generators, name);
}

/**
 * A built document by its generator's name, built when its data changed; undefined for an unknown
 * name. `locale` "ar": the Arabic document (decision 036), built into a file of its own
 * ("name.ar.<version>.pdf"; English keeps its names).
 */
export async function getDownload(
  file: string,
  locale: PdfLocale = "en",
): Promise<DownloadFile | undefined> {
  const generator = isGenerator(file) ? generators[file] : undefined;
  if (!generator) return undefined;
  const version = dataVersion(generator.tables);
  const key = generator.daily
    ? `${version.key}|${new Date().toISOString().slice(0, 10)}`
    : version.key;
  const builtName =
    locale === "en" ? file : file.replace(/\.pdf$/, `.${locale}.pdf`);
  const target = await built(builtName, key, (out) =>
    generator.render(out, version.date, locale),
  );
  return {
    path: target,
    size: (await fs.promises.stat(target)).size,
    date: version.date,
  };
}

/** Uploaded PDFs of the Downloads page: server-chosen names, never the admin's. */
export function documentsDir(): string {
  return path.join(getEnv().dataDir, "documents");
}

/** Names we write under documentsDir(): 32 hex characters and .pdf. Anything else is never opened. */
export const STORED_DOCUMENT_PATTERN = /^[a-f0-9]{32}\.pdf$/;

interface EntryRow {
  id: number;
  tab: DownloadTab;
  file: string;
  generator: string | null;
  storedFile: string | null;
  bytes: number | null;
  uploadedAt: number | null;
  title: string;
  description: string;
  title_lang: string;
  description_lang: string;
}

const ENTRY_COLUMNS = `d.id, d.tab, d.file, d.generator, d.stored_file AS storedFile, d.bytes,
  d.uploaded_at AS uploadedAt`;

/** The live entries, tab by tab in the admin's order, in `locale` where a text exists, else English. */
function liveEntries(locale: string): EntryRow[] {
  return getDb()
    .$client.prepare(
      `SELECT ${ENTRY_COLUMNS}, ${localizedColumnsSql(TEXT_KINDS.downloads)}
       FROM downloads d
       JOIN download_texts e ON e.download_id = d.id AND e.locale = 'en'
       LEFT JOIN download_texts l ON l.download_id = d.id AND l.locale = ?
       WHERE d.deleted_at IS NULL
       ORDER BY CASE d.tab WHEN 'catalogs' THEN 0 WHEN 'datasheets' THEN 1 ELSE 2 END, d.sort_order, d.id`,
    )
    .all(locale) as EntryRow[];
}

/** Where a live entry's bytes come from, by its public name. */
function liveEntry(
  file: string,
): Pick<EntryRow, "generator" | "storedFile" | "uploadedAt"> | undefined {
  return getDb()
    .$client.prepare(
      `SELECT generator, stored_file AS storedFile, uploaded_at AS uploadedAt FROM downloads
       WHERE file = ? AND deleted_at IS NULL`,
    )
    .get(file) as
    Pick<EntryRow, "generator" | "storedFile" | "uploadedAt"> | undefined;
}

/**
 * A download opened for sending: its bytes as a stream, its size and date; undefined for a name no
 * live entry has. An uploaded file's date is its upload's time; a built one's, its data's.
 */
export async function openDownload(
  file: string,
  /** The language of a built document (an upload is the same file in both). */
  locale: PdfLocale = "en",
): Promise<
  { body: ReadableStream<Uint8Array>; size: number; date: Date } | undefined
> {
  // A newer build, or a replaced upload, may delete the file between finding and opening it: find
  // it again (the row then names the new one).
  for (let attempt = 0; ; attempt++) {
    const entry = liveEntry(file);
    if (!entry) return undefined;
    let found: { path: string; date: Date } | undefined;
    if (entry.storedFile !== null) {
      if (!STORED_DOCUMENT_PATTERN.test(entry.storedFile)) return undefined;
      found = {
        path: path.join(documentsDir(), entry.storedFile),
        date: new Date(entry.uploadedAt ?? 0),
      };
    } else if (entry.generator !== null) {
      found = await getDownload(entry.generator, locale);
    }
    if (!found) return undefined;
    try {
      const handle = await fs.promises.open(found.path);
      const { size } = await handle.stat();
      return {
        body: Readable.toWeb(
          handle.createReadStream(),
        ) as ReadableStream<Uint8Array>,
        size,
        date: found.date,
      };
    } catch (error) {
      if (attempt >= 2 || (error as NodeJS.ErrnoException).code !== "ENOENT")
        throw error;
    }
  }
}

/**
 * Every entry of the Downloads page with its file's real size and date: an upload's bytes and
 * upload time as stored with it, a built document's from the file built for today's data. An
 * entry whose generator this version of the code no longer has is left out.
 */
export async function listDownloads(locale = "en"): Promise<DownloadItem[]> {
  const listed = await Promise.all(
    liveEntries(locale).map(async (row): Promise<DownloadItem | undefined> => {
      const base = {
        id: row.id,
        file: row.file,
        tab: row.tab,
        title: row.title,
        description: row.description,
        // Which language each text is in: "en" where an Arabic page falls back (docs/decisions/041).
        lang: {
          title: row.title_lang === "ar" ? ("ar" as const) : ("en" as const),
          description:
            row.description_lang === "ar" ? ("ar" as const) : ("en" as const),
        },
        type: "PDF" as const,
      };
      if (row.storedFile !== null)
        return {
          ...base,
          size: row.bytes ?? 0,
          date: new Date(row.uploadedAt ?? 0).toISOString(),
        };
      // The sizes of the documents in the page's language (the Arabic page lists the Arabic ones).
      const built = row.generator
        ? await getDownload(row.generator, locale === "ar" ? "ar" : "en")
        : undefined;
      return built
        ? { ...base, size: built.size, date: built.date.toISOString() }
        : undefined;
    }),
  );
  return listed.filter((item) => item !== undefined);
}

/**
 * A product's datasheet (cached on the product's row version, its sizes' rows, which it lists, and
 * the company's details, which it prints).
 */
export async function getDatasheet(
  product: Product,
  /** "ar": the Arabic datasheet (decision 036), cached apart from the English one. */
  locale: PdfLocale = "en",
): Promise<Buffer> {
  const sizes = listSizes(product.id);
  const sizesKey = crypto
    .createHash("sha256")
    .update(JSON.stringify(sizes))
    .digest("base64url");
  // Its texts and category in the document's language, each falling back to English (decision 041).
  const shown = localizeProducts([product], locale, { isolate: false })[0]!;
  const category = categoryName(product.category, locale);
  const textsKey = crypto
    .createHash("sha256")
    .update(
      JSON.stringify([
        shown.name,
        shown.description,
        shown.features,
        shown.applications,
        shown.translated?.specifications,
      ]),
    )
    .digest("base64url");
  const key = `${product.updatedAt.getTime()}:${category}:${textsKey}:${sizesKey}:${companyVersion().stamp}`;
  const name =
    locale === "en"
      ? `datasheet:${product.id}`
      : `datasheet:${locale}:${product.id}`;
  return cachedDatasheet(name, key, () =>
    renderDatasheet(shown, category, undefined, sizes, locale),
  );
}
