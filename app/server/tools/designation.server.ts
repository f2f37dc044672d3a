import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type DecodedDesignation,
  type DesignationDecoding,
  type FamilyMatch,
  constructionMeaning,
  decodeDesignation,
  normalizeDesignation,
} from "~/lib/tools/designation/decode";
import type { DesignationMessages } from "~/lib/tools/designation/messages";
import {
  MAX_DESIGNATION_LENGTH,
  readDesignationQuery,
} from "~/lib/tools/designation/query";
import type { ProductDesignationView } from "~/lib/tools/designation/view";
import {
  compareSizes,
  type SizeConstruction,
  sizeDesignation,
} from "~/lib/catalogue/sizes";
import { isolateLtr } from "~/lib/locale/bidi";
import type { LangAttrs } from "~/lib/locale/lang-attrs";
import { productNamesIn } from "../quotes/quotes.server";
import { format, type Locale } from "~/locales";
import { designation as designationAr } from "~/locales/ar/designation.server";
import { tools as designationToolAr } from "~/locales/ar/designation-tool";
import { designation as designationEn } from "~/locales/en/designation.server";
import { tools as designationToolEn } from "~/locales/en/designation-tool";
import { getDb } from "../db/client.server";
import { productSizes, products } from "../db/schema.server";

/**
 * The designation decoder with the catalogue behind it: article numbers are data, so they are
 * looked up, never parsed; a type code is decoded (`~/lib/designation`) and our products of that
 * type (and size, when one is written) are found.
 */

/** What each part of a designation means, per language (server-only copy). */
const partMeanings: Record<Locale, DesignationMessages> = {
  en: designationEn,
  ar: designationAr,
};

/**
 * The decoder's copy the server writes: the product page's block (its loader resolves every word,
 * so the page ships no catalogue) and the API's messages.
 */
const toolCopy = { en: designationToolEn, ar: designationToolAr } as const;

export function designationMessages(locale: Locale): DesignationMessages {
  return partMeanings[locale];
}

/**
 * A decoded part's words as an Arabic page shows them: technical values isolated (~/lib/locale/bidi), so
 * "4x16 mm²" or "0.6/1 kV" reads left to right among the Arabic words. English is untouched.
 */
export function itemsForPage<
  T extends { token: string; meaning: string | null },
>(items: T[], locale: Locale): T[] {
  if (locale === "en") return items;
  return items.map((item) => ({
    ...item,
    meaning: item.meaning === null ? null : isolateLtr(item.meaning),
  }));
}

/**
 * Our products of the decoded type as a page in `locale` names them (issue 35): on an Arabic page
 * the name its cards show (the translation, values isolated; else the English, marked). The order
 * stays the catalogue's. English is untouched.
 */
export function productsForPage(
  found: DesignationProduct[],
  locale: Locale,
): (DesignationProduct & { marks?: { name?: LangAttrs } })[] {
  if (locale === "en" || found.length === 0) return found;
  const names = productNamesIn(
    found.map((product) => product.id),
    locale,
  );
  return found.map((product) => {
    const named = names.get(product.id);
    return {
      ...product,
      name: named?.shownName ?? product.name,
      ...(named?.marks ? { marks: named.marks } : {}),
    };
  });
}

/** Our article numbers begin so: "CW-NYY-3X25+16" (`articlePrefix` in db/seed-data.server.ts). */
export const ARTICLE_PREFIX = "CW-";

/** How many of our products the tool lists for one type. */
const MAX_PRODUCTS = 12;

export interface DesignationProduct {
  id: string;
  name: string;
  typeDesignation: string | null;
  /** Our articles of the size asked about (the article itself, for an article number). */
  articles: { articleNumber: string; designation: string }[];
}

export interface DesignationAnswer extends DesignationDecoding {
  products: DesignationProduct[];
}

/** Decodes a designation or finds an article number, with our matching products. */
export function decodeWithCatalogue(
  raw: string,
  messages: DesignationMessages = designationEn,
): DesignationAnswer {
  const code = normalizeDesignation(raw);
  const article = code ? findArticle(code) : undefined;
  if (article) return articleAnswer(code, article, messages);
  if (code.toUpperCase().startsWith(ARTICLE_PREFIX)) {
    // Our prefix, but no such article: the rest is not guessed at.
    const prefix = code.slice(0, ARTICLE_PREFIX.length - 1);
    const rest = code.slice(ARTICLE_PREFIX.length);
    return {
      code,
      scheme: "article-number",
      parts: [{ token: prefix, meaning: messages.article.prefix }],
      unknown: rest ? [rest] : [],
      items: [
        { token: prefix, meaning: messages.article.prefix },
        ...(rest ? [{ token: rest, meaning: null }] : []),
      ],
      family: null,
      size: null,
      products: [],
    };
  }
  const decoded = decodeDesignation(code, messages);
  return {
    ...decoded,
    products: decoded.family
      ? productsOfType(decoded.family, decoded.size)
      : [],
  };
}

/** The API's answer: exactly these four keys (docs/api.md). */
export function designationJson(
  answer: DecodedDesignation,
): DecodedDesignation {
  const { code, scheme, parts, unknown } = answer;
  return { code, scheme, parts, unknown };
}

/**
 * A product's type designation decoded for its page, with the section's words in the page's
 * language (so the page ships no catalogue); null when it has none.
 */
export function productDesignation(
  typeDesignation: string | null,
  locale: Locale = "en",
): ProductDesignationView | null {
  if (!typeDesignation?.trim()) return null;
  const messages = partMeanings[locale];
  const decoded = decodeDesignation(typeDesignation, messages);
  const t = toolCopy[locale];
  const words = locale === "en" ? (text: string) => text : isolateLtr;
  return {
    code: decoded.code,
    title: words(format(t.productSection.title, { type: decoded.code })),
    schemeLabel: words(messages.schemes[decoded.scheme]),
    items: itemsForPage(decoded.items, locale),
    ...(decoded.unknown.length > 0 && {
      notRecognised: {
        label: t.designation.notRecognised,
        meaning: t.designation.notRecognisedMeaning,
      },
    }),
    linkText: t.productSection.decode,
  };
}

interface ArticleRow extends SizeConstruction {
  articleNumber: string;
  productId: string;
  name: string;
  typeDesignation: string | null;
}

function findArticle(code: string): ArticleRow | undefined {
  const candidates = [...new Set([code, code.toUpperCase()])];
  return getDb()
    .select({
      articleNumber: productSizes.articleNumber,
      cores: productSizes.cores,
      sectionMm2: productSizes.sectionMm2,
      extraCores: productSizes.extraCores,
      extraSectionMm2: productSizes.extraSectionMm2,
      productId: products.id,
      name: products.name,
      typeDesignation: products.typeDesignation,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(
        inArray(productSizes.articleNumber, candidates),
        isNull(products.deletedAt),
      ),
    )
    .get();
}

function articleAnswer(
  code: string,
  row: ArticleRow,
  t: DesignationMessages,
): DesignationAnswer {
  const designation = sizeDesignation(row);
  const number = row.articleNumber;
  const sizeText = designation.toUpperCase();
  const prefix = ARTICLE_PREFIX.slice(0, -1);
  const family =
    number.startsWith(ARTICLE_PREFIX) && number.endsWith(`-${sizeText}`)
      ? number.slice(ARTICLE_PREFIX.length, -(sizeText.length + 1))
      : "";
  const productText = row.typeDesignation
    ? format(t.article.familyWithType, {
        name: row.name,
        type: row.typeDesignation,
      })
    : format(t.article.family, { name: row.name });
  // Split only where the number is made as the seed makes them (prefix, family, size); an
  // article numbered otherwise is explained whole.
  const parts = family
    ? [
        { token: prefix, meaning: t.article.prefix },
        { token: family, meaning: productText },
        {
          token: sizeText,
          meaning: format(t.article.size, {
            designation,
            meaning: constructionMeaning(row, t),
          }),
        },
      ]
    : [
        {
          token: number,
          meaning: format(t.article.whole, { name: row.name, designation }),
        },
      ];
  return {
    code,
    scheme: "article-number",
    parts,
    unknown: [],
    items: parts,
    family: null,
    size: {
      cores: row.cores,
      sectionMm2: row.sectionMm2,
      extraCores: row.extraCores,
      extraSectionMm2: row.extraSectionMm2,
    },
    products: [
      {
        id: row.productId,
        name: row.name,
        typeDesignation: row.typeDesignation,
        articles: [{ articleNumber: number, designation }],
      },
    ],
  };
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Our products of a type (any case), and their articles of `size` when one was asked about. */
function productsOfType(
  family: FamilyMatch,
  size: SizeConstruction | null,
): DesignationProduct[] {
  const type = sql`upper(${products.typeDesignation})`;
  const matches: SQL[] = [
    inArray(type, family.equals),
    ...family.prefixes.map(
      (prefix) => sql`${type} like ${likePrefix(prefix)} escape '\\'`,
    ),
  ];
  const rows = getDb()
    .select({
      id: products.id,
      name: products.name,
      typeDesignation: products.typeDesignation,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), or(...matches)))
    .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
    .limit(MAX_PRODUCTS)
    .all();
  const articles = size
    ? articlesOfSize(
        rows.map((row) => row.id),
        size,
      )
    : new Map();
  return rows.map((row) => ({ ...row, articles: articles.get(row.id) ?? [] }));
}

function articlesOfSize(
  productIds: string[],
  size: SizeConstruction,
): Map<string, DesignationProduct["articles"]> {
  const byProduct = new Map<string, DesignationProduct["articles"]>();
  if (productIds.length === 0) return byProduct;
  const rows = getDb()
    .select()
    .from(productSizes)
    .where(
      and(
        inArray(productSizes.productId, productIds),
        eq(productSizes.cores, size.cores),
        eq(productSizes.sectionMm2, size.sectionMm2),
        size.extraCores == null
          ? isNull(productSizes.extraCores)
          : eq(productSizes.extraCores, size.extraCores),
        size.extraSectionMm2 == null
          ? isNull(productSizes.extraSectionMm2)
          : eq(productSizes.extraSectionMm2, size.extraSectionMm2),
      ),
    )
    .all()
    .sort(compareSizes);
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({
      articleNumber: row.articleNumber,
      designation: sizeDesignation(row),
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * Cache-Control of a decoded answer: as the site's public pages (http/render-cache.ts), so a CDN
 * may keep it a minute and no browser keeps an article number's answer past a catalogue edit.
 */
export const DESIGNATION_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

/** GET /api/v1/designation?code=...: the decoded answer, or 400 naming the parameter. */
export function designationApiResponse(params: URLSearchParams): Response {
  const query = readDesignationQuery(params);
  if (!query.ok) {
    // The API is not localised (decision 043): English, as docs/api.md documents.
    const t = toolCopy.en.api;
    return Response.json(
      {
        error:
          query.reason === "too-long"
            ? format(t.tooLong, { max: MAX_DESIGNATION_LENGTH })
            : t.missing,
        parameter: "code",
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(designationJson(decodeWithCatalogue(query.code)), {
    headers: { "Cache-Control": DESIGNATION_CACHE_CONTROL },
  });
}
