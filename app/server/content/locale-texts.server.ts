import { sql } from "drizzle-orm";
import type { ArabicState, TextLang } from "~/lib/locale/arabic";
import { type Role, hasRole, roleForPath } from "~/lib/roles";
import { getDb, type Tx } from "../db/client.server";
import { translatedSpecKeys } from "~/lib/catalogue/spec-texts";

/**
 * The content's per-locale text tables (docs/decisions/025, 041), described once so that the admin's
 * Arabic writes, the "Arabic missing" markers, the dashboard's count and the public reads with their
 * English fallback all agree on what a kind's translatable fields are.
 *
 * Table and column names here are constants of this module, never input, so they are written into
 * the SQL; every value goes in as a parameter.
 */
export interface TextKind {
  /** The texts table. */
  table: string;
  /** The texts table's columns naming the item (besides `locale`). */
  key: string[];
  /**
   * The translatable columns; `json` ones hold a JSON array of strings (a job's requirements),
   * `object` ones a JSON object of texts by key (a product's specification values), each key
   * falling back to the English on its own.
   */
  fields: {
    column: string;
    json?: boolean;
    object?: boolean;
    /** An object field's translatable keys: only these count for "Arabic missing". */
    keys?: readonly string[];
  }[];
  /** The admin screen listing the kind, where the dashboard's count links. */
  adminPath: string;
  /** The item table and how it joins the texts table, to leave deleted items out of the count. */
  parent?: { table: string; on: string; live?: string };
  /**
   * Where the English lives when it is not a texts row: the item table itself, whose columns are
   * named as `fields` (categories, certifications, clients: docs/decisions/041). The texts table then
   * holds only the other locales; `key` is the item table's id column, `live` its not-deleted test.
   */
  englishIn?: { table: string; key: string; live: string };
}

export const TEXT_KINDS = {
  faq: {
    table: "faq_texts",
    adminPath: "/admin/faq",
    key: ["faq_id"],
    fields: [{ column: "question" }, { column: "answer" }],
    parent: {
      table: "faq_entries",
      on: "p.id = e.faq_id",
      live: "p.deleted_at IS NULL",
    },
  },
  jobs: {
    table: "job_texts",
    adminPath: "/admin/jobs",
    key: ["job_id"],
    fields: [
      { column: "title" },
      { column: "department" },
      { column: "location" },
      { column: "employment_type" },
      { column: "experience" },
      { column: "description" },
      { column: "requirements", json: true },
    ],
    parent: {
      table: "jobs",
      on: "p.id = e.job_id",
      live: "p.deleted_at IS NULL",
    },
  },
  downloads: {
    table: "download_texts",
    adminPath: "/admin/downloads",
    key: ["download_id"],
    fields: [{ column: "title" }, { column: "description" }],
    parent: {
      table: "downloads",
      on: "p.id = e.download_id",
      live: "p.deleted_at IS NULL",
    },
  },
  news: {
    table: "news_texts",
    adminPath: "/admin/news",
    key: ["article_id"],
    fields: [
      { column: "title" },
      { column: "excerpt" },
      { column: "body" },
      { column: "author" },
      { column: "category" },
      { column: "seo_title" },
      { column: "seo_description" },
    ],
    parent: {
      table: "news_articles",
      on: "p.id = e.article_id",
      live: "p.deleted_at IS NULL",
    },
  },
  // The company's pages (decision 041, second part): the home page's slides and statistics, the About
  // page's texts (one row per locale, so no key) and values, the legal pages and the company details.
  heroSlides: {
    table: "hero_slide_texts",
    adminPath: "/admin/home",
    key: ["slide_id"],
    fields: [
      { column: "tagline" },
      { column: "title" },
      { column: "subtitle" },
      { column: "description" },
      { column: "alt" },
    ],
    parent: {
      table: "hero_slides",
      on: "p.id = e.slide_id",
      live: "p.deleted_at IS NULL",
    },
  },
  homeStats: {
    table: "home_stat_texts",
    adminPath: "/admin/home",
    key: ["stat_id"],
    fields: [{ column: "label" }],
  },
  about: {
    table: "about_texts",
    adminPath: "/admin/about",
    key: [],
    fields: [{ column: "story" }, { column: "mission" }, { column: "vision" }],
  },
  coreValues: {
    table: "core_value_texts",
    adminPath: "/admin/about",
    key: ["value_id"],
    fields: [{ column: "title" }, { column: "description" }],
  },
  legal: {
    table: "legal_page_texts",
    adminPath: "/admin/pages",
    key: ["slug"],
    fields: [
      { column: "title" },
      { column: "description" },
      { column: "intro" },
      { column: "body" },
    ],
  },
  company: {
    table: "company_texts",
    adminPath: "/admin/settings",
    key: ["settings_id"],
    fields: [
      { column: "street" },
      { column: "city" },
      { column: "region" },
      { column: "country" },
      { column: "business_hours" },
    ],
  },
  // The catalogue's companions keep their English in their own tables (decision 041, "Categories,
  // certifications and clients"); a subcategory is a category row with a parent.
  categories: {
    table: "category_texts",
    adminPath: "/admin/categories",
    key: ["category_id"],
    fields: [{ column: "name" }, { column: "description" }],
    englishIn: { table: "categories", key: "id", live: "e.deleted_at IS NULL" },
  },
  certifications: {
    table: "certification_texts",
    adminPath: "/admin/certifications",
    key: ["certification_id"],
    fields: [
      { column: "title" },
      { column: "description" },
      { column: "category" },
      { column: "status" },
    ],
    englishIn: {
      table: "certifications",
      key: "id",
      live: "e.deleted_at IS NULL",
    },
  },
  // Products (decision 041, "Products"): as the companions, English in `products`.
  products: {
    table: "product_texts",
    adminPath: "/admin/products",
    key: ["product_id"],
    fields: [
      { column: "name" },
      { column: "description" },
      { column: "features", json: true },
      { column: "applications", json: true },
      { column: "specifications", object: true, keys: translatedSpecKeys },
    ],
    englishIn: { table: "products", key: "id", live: "e.deleted_at IS NULL" },
  },
  clients: {
    table: "client_texts",
    adminPath: "/admin/clients",
    key: ["client_id"],
    fields: [{ column: "industry" }, { column: "description" }],
    englishIn: { table: "clients", key: "id", live: "e.deleted_at IS NULL" },
  },
} satisfies Record<string, TextKind>;

export type TextKindName = keyof typeof TEXT_KINDS;

/** A field's SQL "is empty" test in row `alias`. */
function emptySql(alias: string, field: TextKind["fields"][number]): string {
  const column = `${alias}.${field.column}`;
  // An object without a written value (the English's numbers count: "conductors": 3).
  if (field.object) {
    const keys = field.keys
      ? ` AND json_each.key IN (${field.keys.map((key) => `'${key}'`).join(", ")})`
      : "";
    return `NOT EXISTS (SELECT 1 FROM json_each(coalesce(${column}, '{}')) WHERE json_each.value <> ''${keys})`;
  }
  return field.json
    ? `coalesce(json_array_length(${column}), 0) = 0`
    : `coalesce(${column}, '') = ''`;
}

/**
 * SQL: the Arabic row `a` is absent, or lacks a field the English row `e` has (our definition of
 * "partial": docs/decisions/041).
 */
export function lacksArabicSql(
  kind: TextKind,
  english = "e",
  arabic = "a",
): string {
  const partial = kind.fields.map(
    (field) =>
      `(NOT ${emptySql(english, field)} AND ${emptySql(arabic, field)})`,
  );
  return `(${arabic}.locale IS NULL OR ${partial.join(" OR ")})`;
}

/**
 * SQL for a public read: each field in the page's locale (row `l`) where it has a text, else in
 * English (row `e`), and beside it `<alias>_lang`, the language it is in, so the page can mark an
 * English fallback with lang="en" dir="ltr".
 */
export function localizedColumnsSql(
  kind: TextKind,
  aliases: Record<string, string> = {},
): string {
  return kind.fields
    .map((field) => {
      const name = aliases[field.column] ?? field.column;
      const missing = emptySql("l", field);
      return (
        `CASE WHEN ${missing} THEN e.${field.column} ELSE l.${field.column} END AS ${name}, ` +
        `CASE WHEN ${missing} THEN 'en' ELSE l.locale END AS ${name}_lang`
      );
    })
    .join(", ");
}

/**
 * Takes the `<name>_lang` columns localizedColumnsSql added off a row into one `lang` record
 * (field name to "en" | "ar"), leaving the field values as they are.
 */
export function withLang<
  Field extends string,
  Row extends Record<string, unknown>,
>(
  row: Row,
  fields: readonly Field[],
): Omit<Row, `${Field}_lang`> & { lang: Record<Field, TextLang> } {
  const rest: Record<string, unknown> = { ...row };
  const lang = {} as Record<Field, TextLang>;
  for (const field of fields) {
    lang[field] = rest[`${field}_lang`] === "ar" ? "ar" : "en";
    delete rest[`${field}_lang`];
  }
  return { ...(rest as Omit<Row, `${Field}_lang`>), lang };
}

/**
 * Writes an item's text in `locale` (the admin's Arabic) inside the caller's transaction: inserted
 * or updated; all fields empty deletes the row, so the public page falls back to English wholly.
 * `values` is keyed by column; json fields take arrays (of strings, or a product's feature objects).
 */
export function writeLocaleText(
  tx: Tx,
  kind: TextKind,
  keyValues: (string | number)[],
  values: Record<string, string | readonly unknown[] | Record<string, string>>,
  locale = "ar",
): void {
  const id = (name: string) => sql.identifier(name);
  // A kind with one row per locale (the About texts) has no key: the locale alone names its row.
  const keyWhere = sql.join(
    [
      ...kind.key.map(
        (column, index) => sql`${id(column)} = ${keyValues[index]}`,
      ),
      sql`1 = 1`,
    ],
    sql` AND `,
  );
  const empty = kind.fields.every((field) => {
    const value = values[field.column];
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === "object") return !Object.values(value).some(Boolean);
    return !value;
  });
  if (empty) {
    tx.run(
      sql`DELETE FROM ${id(kind.table)} WHERE ${keyWhere} AND locale = ${locale}`,
    );
    return;
  }
  const stored = kind.fields.map((field) => {
    const value =
      values[field.column] ?? (field.json ? [] : field.object ? {} : "");
    return field.json || field.object ? JSON.stringify(value) : String(value);
  });
  const columns = [
    ...kind.key,
    "locale",
    ...kind.fields.map((field) => field.column),
  ];
  const updates = sql.join(
    kind.fields.map(
      (field) => sql`${id(field.column)} = excluded.${id(field.column)}`,
    ),
    sql`, `,
  );
  tx.run(
    sql`INSERT INTO ${id(kind.table)} (${sql.join(columns.map(id), sql`, `)})
        VALUES (${sql.join(
          [...keyValues, locale, ...stored].map((value) => sql`${value}`),
          sql`, `,
        )})
        ON CONFLICT (${sql.join([...kind.key, "locale"].map(id), sql`, `)}) DO UPDATE SET ${updates}`,
  );
}

/**
 * An item's Arabic state from its English and Arabic values (keyed alike; null: no Arabic row), as
 * the admin tables mark it.
 */
export function arabicState(
  english: Record<string, string | readonly string[]>,
  arabic: Record<string, string | readonly string[] | null | undefined> | null,
): ArabicState {
  if (!arabic) return "missing";
  const has = (value: string | readonly string[] | null | undefined) =>
    (value ?? "").length > 0;
  const lacking = Object.keys(english).filter(
    (field) => has(english[field]) && !has(arabic[field]),
  );
  return lacking.length === 0
    ? "complete"
    : lacking.length === Object.keys(english).length
      ? "missing"
      : "partial";
}

/** How many live items of one kind need Arabic: one query. */
export function countNeedingArabic(kind: TextKind): number {
  if (kind.englishIn) {
    const { table, key, live } = kind.englishIn;
    const row = getDb()
      .$client.prepare(
        `SELECT count(*) AS n FROM ${table} e
         LEFT JOIN ${kind.table} a ON a.${kind.key[0]} = e.${key} AND a.locale = 'ar'
         WHERE ${live} AND ${lacksArabicSql(kind)}`,
      )
      .get() as { n: number };
    return row.n;
  }
  const keyJoin = kind.key
    .map((column) => `a.${column} = e.${column}`)
    .join(" AND ");
  const parent = kind.parent
    ? `JOIN ${kind.parent.table} p ON ${kind.parent.on}`
    : "";
  const live = kind.parent?.live ? `AND ${kind.parent.live}` : "";
  const row = getDb()
    .$client.prepare(
      `SELECT count(*) AS n FROM ${kind.table} e ${parent}
       LEFT JOIN ${kind.table} a ON ${keyJoin || "1"} AND a.locale = 'ar'
       WHERE e.locale = 'en' ${live} AND ${lacksArabicSql(kind)}`,
    )
    .get() as { n: number };
  return row.n;
}

/**
 * The dashboard's "N items need Arabic": per kind (one query each) and the total, for the kinds
 * whose screen `role` opens (an editor is not sent to the company details, an administrator's).
 */
export function arabicWork(role: Role): {
  kinds: { kind: TextKindName; to: string; count: number }[];
  total: number;
} {
  const names = (Object.keys(TEXT_KINDS) as TextKindName[]).filter((kind) =>
    hasRole(role, roleForPath(TEXT_KINDS[kind].adminPath)),
  );
  const kinds = names.map((kind) => ({
    kind,
    to: TEXT_KINDS[kind].adminPath,
    count: countNeedingArabic(TEXT_KINDS[kind]),
  }));
  return { kinds, total: kinds.reduce((sum, entry) => sum + entry.count, 0) };
}

/**
 * A kind's Arabic rows for an admin list, by key (its key columns' values joined by "|"; "" for the
 * About texts, which have none): one query beside the list's own, values as stored (snake_case
 * columns, json ones as their JSON text).
 */
export function arabicRows(
  kind: TextKind,
): Map<string, Record<string, string>> {
  const rows = getDb()
    .$client.prepare(`SELECT * FROM ${kind.table} WHERE locale = 'ar'`)
    .all() as Record<string, string>[];
  return new Map(
    rows.map((row) => [
      kind.key.map((column) => String(row[column])).join("|"),
      row,
    ]),
  );
}

/** A stored translation as the page uses it, or undefined where it is empty (the English shows). */
function translatedValue(value: unknown, json: boolean | undefined): unknown {
  if (typeof value !== "string" || value === "") return undefined;
  if (!json) return value;
  const list = JSON.parse(value) as unknown;
  return Array.isArray(list) && list.length > 0 ? list : undefined;
}

/**
 * A row read in a page's locale: `lang` says, per translatable field, which language it is in (an
 * object field: the locale's when any of its keys is). An object field itself stays English (a
 * product's drawing reads its English colours); its written translations are in `translated`.
 */
export type Localized<Row, Field extends string> = Row & {
  lang?: Record<Field, TextLang>;
  translated?: Partial<Record<Field, Record<string, string>>>;
};

/** An object field's written translations (empty values are none), or undefined. */
function translatedObject(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const parsed = JSON.parse(value) as unknown;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    return undefined;
  const written = Object.entries(parsed).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === "string" && entry[1].trim() !== "",
  );
  return written.length ? Object.fromEntries(written) : undefined;
}

/**
 * A public read of a kind whose English is in its item table (`englishIn`): each row's translatable
 * fields taken from `locale`'s texts row where non-empty, else left English, and `lang` saying which
 * (per field, as localizedColumnsSql does for the other kinds). On English pages the rows come back
 * untouched, without `lang` (readers take a missing `lang` as the page's language), so an English
 * page's data and markup are exactly what they were. One query for the whole list.
 */
export function localizeRows<
  Row extends Record<string, unknown>,
  Field extends string & keyof Row,
>(
  kind: TextKind,
  locale: string,
  rows: Row[],
  idOf: (row: Row) => string | number,
): Localized<Row, Field>[] {
  if (locale === "en" || rows.length === 0) return rows;
  const keyColumn = kind.key[0]!;
  // Only the rows' own texts: a page of 24 products reads 24 rows, not the whole catalogue's.
  const texts = new Map(
    (
      getDb()
        .$client.prepare(
          `SELECT * FROM ${kind.table} WHERE locale = ? AND ${keyColumn} IN (SELECT value FROM json_each(?))`,
        )
        .all(locale, JSON.stringify(rows.map(idOf))) as Record<
        string,
        unknown
      >[]
    ).map((row) => [row[keyColumn] as string | number, row]),
  );
  const textLang: TextLang = locale === "ar" ? "ar" : "en";
  return rows.map((row) => {
    const text = texts.get(idOf(row));
    const out: Record<string, unknown> = { ...row };
    const lang = {} as Record<Field, TextLang>;
    const translated: Partial<Record<Field, Record<string, string>>> = {};
    for (const { column, json, object } of kind.fields) {
      if (object) {
        const texts = translatedObject(text?.[column]);
        if (texts) translated[column as Field] = texts;
        lang[column as Field] = texts ? textLang : "en";
        continue;
      }
      const value = translatedValue(text?.[column], json);
      if (value !== undefined) out[column] = value;
      lang[column as Field] = value !== undefined ? textLang : "en";
    }
    return Object.keys(translated).length
      ? { ...(out as Row), lang, translated }
      : { ...(out as Row), lang };
  });
}
