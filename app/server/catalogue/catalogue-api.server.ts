import type { Product } from "../db/schema.server";
import { getProduct } from "./catalogue.server";
import { documentEtag } from "../platform/csp.server";
import { findProducts } from "./finder.server";
import { parseFinderQuery } from "./finder-query.server";
import { finderProblems } from "~/locales/en/finder.server";
import {
  listSizesOf,
  listStandardsOf,
  productAttributes,
  type SizeView,
} from "./sizes.server";
import { siteUrl } from "../platform/site-url.server";

/**
 * The read-only catalogue API (issue 17 item 6, docs/api.md): `GET /api/v1/products` answers the
 * finder's query as JSON, `GET /api/v1/products/{id}` one product. Public data: any origin may
 * read it (CORS `*`). Responses are cached like pages: the same Cache-Control, an ETag of the
 * body (the render cache keeps them and answers 304s; see http/render-cache.ts).
 */

/** The page responses' policy (http/render-cache.ts): CDNs keep a minute, browsers revalidate. */
export const API_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

function json(request: Request, status: number, body: unknown): Response {
  const bytes = Buffer.from(JSON.stringify(body));
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Access-Control-Allow-Origin": "*",
  });
  if (status !== 200) {
    headers.set("Cache-Control", "no-store");
    return new Response(bytes, { status, headers });
  }
  const etag = documentEtag(bytes);
  headers.set("Cache-Control", API_CACHE_CONTROL);
  headers.set("ETag", etag);
  const match = request.headers.get("if-none-match");
  if (
    match &&
    match
      .split(",")
      .some(
        (tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, ""),
      )
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status, headers });
}

/** A size as the API shows it: without the database's own row ids. */
function apiSize({
  id: _id,
  productId: _productId,
  sortOrder: _sortOrder,
  ...size
}: SizeView) {
  return size;
}

function apiProducts(request: Request, rows: Product[]) {
  const origin = siteUrl(request);
  const ids = rows.map((row) => row.id);
  const sizes = listSizesOf(ids);
  const standards = listStandardsOf(ids);
  return rows.map((product) => ({
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    url: `${origin}/product/${encodeURIComponent(product.id)}`,
    attributes: productAttributes(product, standards.get(product.id) ?? []),
    sizes: (sizes.get(product.id) ?? []).map(apiSize),
  }));
}

export function productsResponse(request: Request): Response {
  const { query, problems } = parseFinderQuery(
    new URL(request.url).searchParams,
    { strictPage: true },
  );
  const problem = problems[0];
  if (problem) return json(request, 400, { error: problem });
  const result = findProducts(query, {}, { clampPage: false });
  return json(request, 200, {
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    items: apiProducts(request, result.products),
    facets: Object.fromEntries(
      result.facets.map((facet) => [
        facet.name,
        facet.values.map(({ value, count }) => ({ value, count })),
      ]),
    ),
    ranges: result.ranges,
  });
}

export function productResponse(request: Request, id: string): Response {
  const product = getProduct(id);
  if (!product)
    return json(request, 404, {
      error: { parameter: "id", message: finderProblems.notFound },
    });
  return json(request, 200, apiProducts(request, [product])[0]);
}
